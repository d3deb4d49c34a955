// What the back office's and the site's answers about job openings share: rows as the contract's shapes.
import { EMPLOYMENT_TYPES, JOB_LEVELS, type EmploymentType, type JobLevel, type JobOpening } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { message } from "../../i18n/messages.ts";
import * as openings from "./job-openings.repository.ts";

export const LABEL = message("entity.jobOpening");

// The columns hold what the contract allowed when they were written; an unknown value reads as the first of the list.
export const levelOf = (value: string): JobLevel =>
  (JOB_LEVELS as readonly string[]).includes(value) ? (value as JobLevel) : JOB_LEVELS[0];
export const employmentTypeOf = (value: string): EmploymentType =>
  (EMPLOYMENT_TYPES as readonly string[]).includes(value) ? (value as EmploymentType) : EMPLOYMENT_TYPES[0];

/** Rows as answers, with their office's name and their practice areas. */
export async function present(db: Executor, rows: readonly openings.JobOpeningRow[]): Promise<JobOpening[]> {
  const [offices, areas] = await Promise.all([
    openings.findOffices(
      db,
      rows.map((row) => row.officeId),
    ),
    openings.findPracticeAreasOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const proFields = areas.filter((area) => area.jobOpeningId === row.id).map(({ jobOpeningId: _id, ...area }) => area);
    return {
      id: row.id,
      no: row.no,
      lang: row.lang,
      title: row.title,
      slug: row.slug,
      content: row.content,
      office: row.officeId,
      officeName: offices.find((office) => office.id === row.officeId)?.name ?? "",
      proFieldIds: proFields.map((area) => area.id),
      proFields,
      level: levelOf(row.level),
      employmentType: employmentTypeOf(row.employmentType),
      startDate: row.startDate,
      createTime: row.createdAt,
      updateTime: row.updatedAt,
    };
  });
}
