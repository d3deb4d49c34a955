// What the back office's and the site's answers about people share: rows as the contract's shapes.
import {
  barAdmissionSchema,
  customContentSchema,
  educationEntrySchema,
  pageMetaOf,
  publicationSchema,
  rankingSchema,
  type Person,
  type PersonCard,
  type PersonFields,
} from "@lawfirm/contract";
import { z } from "zod";
import type { Executor } from "../../db/database.ts";
import { message } from "../../i18n/messages.ts";
import { containsPattern } from "../../db/text-match.ts";
import * as people from "./people.repository.ts";
import { searchSpellings } from "./search-name.ts";

export const LABEL = message("entity.person");

/** A list column holds JSON written by this module; anything unreadable counts as empty. */
function parseJson<S extends z.ZodType>(text: string, schema: S, empty: z.output<S>): z.output<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

const customContentsColumn = z.array(customContentSchema);
const linesColumn = z.array(z.string());

/** The full profile's lists of a row (decision 0068). */
function profileOf(row: people.PersonRow) {
  return {
    specialistTitles: parseJson(row.specialistTitles, linesColumn, []),
    barAdmissions: parseJson(row.barAdmissions, z.array(barAdmissionSchema), []),
    education: parseJson(row.education, z.array(educationEntrySchema), []),
    memberships: parseJson(row.memberships, linesColumn, []),
    publications: parseJson(row.publications, z.array(publicationSchema), []),
    rankings: parseJson(row.rankings, z.array(rankingSchema), []),
  };
}

/** Job titles and practice areas of a page of person versions, by person id; for visitors, the public practice areas only. */
async function linksOf(db: Executor, personIds: readonly number[], forVisitors: boolean) {
  const [jobs, practiceAreas] = await Promise.all([
    people.findJobsOf(db, personIds),
    people.findPracticeAreasOf(db, personIds, forVisitors),
  ]);
  const group = (rows: people.PersonLinkRow[]) => {
    const byPerson = new Map<number, people.PersonLinkRow[]>();
    for (const row of rows) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row]);
    return byPerson;
  };
  return { jobs: group(jobs), practiceAreas: group(practiceAreas) };
}

type Links = Awaited<ReturnType<typeof linksOf>>;

function toCard(row: people.PersonCardRow, links: Links): PersonCard {
  const jobs = links.jobs.get(row.id) ?? [];
  const practiceAreas = links.practiceAreas.get(row.id) ?? [];
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    top: row.top === 1 ? 1 : 0,
    photoUrl: row.photoUrl,
    name: row.name,
    slug: row.slug,
    phoneNumber: row.phoneNumber,
    email: row.email,
    office: row.officeId,
    officeName: row.officeName,
    jobIds: jobs.map((job) => job.refId),
    jobs: jobs.map((job) => ({ jobId: job.refId, lawyerTeamId: row.id, name: job.name, lang: job.lang })),
    proFieldIds: practiceAreas.map((area) => area.refId),
    proFields: practiceAreas.map((area) => ({
      professionalFieldId: area.refId,
      lawyerTeamId: row.id,
      name: area.name,
      slug: area.slug,
      lang: area.lang,
    })),
    spokenLanguages: parseJson(row.spokenLanguages, linesColumn, []),
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

export function toPerson(row: people.PersonRow, links: Links): Person {
  return {
    ...toCard(row, links),
    intro: row.intro,
    customContents: parseJson(row.customContents, customContentsColumn, []),
    ...profileOf(row),
    ...pageMetaOf(row),
  };
}

export async function presentCards(db: Executor, rows: readonly people.PersonCardRow[], forVisitors = false): Promise<PersonCard[]> {
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => toCard(row, links));
}

export async function presentPeople(db: Executor, rows: readonly people.PersonRow[], forVisitors = false): Promise<Person[]> {
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => toPerson(row, links));
}

/** LIKE patterns for a name filter: every spelling of the keyword (see search-name.ts). */
export const namePatterns = (keyword: string | undefined) => (keyword ? searchSpellings(keyword).map(containsPattern) : undefined);

/** The full profile's lists as the row keeps them: JSON texts (decision 0068). */
export function profileColumns(fields: PersonFields) {
  return {
    specialistTitles: JSON.stringify(fields.specialistTitles ?? []),
    barAdmissions: JSON.stringify(fields.barAdmissions ?? []),
    education: JSON.stringify(fields.education ?? []),
    memberships: JSON.stringify(fields.memberships ?? []),
    publications: JSON.stringify(fields.publications ?? []),
    rankings: JSON.stringify(fields.rankings ?? []),
  };
}
