import type { ApplicationState, Paging } from "@lawfirm/contract";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor, JobApplicationFileTable, JobApplicationTable } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";
import { isPublic } from "../publishing/publication.ts";

export type ApplicationRow = Selectable<JobApplicationTable> & { assigneeName: string | null };
export type ApplicationFileRow = Selectable<JobApplicationFileTable>;

/** An opening's language version as the site shows it, with its office's name and address; undefined otherwise. */
export async function findPublicOpening(db: Executor, id: number) {
  return db
    .selectFrom("jobOpenings")
    .innerJoin("offices", "offices.id", "jobOpenings.officeId")
    .select([
      "jobOpenings.id",
      "jobOpenings.no",
      "jobOpenings.lang",
      "jobOpenings.title",
      "offices.name as officeName",
      "offices.email as officeEmail",
    ])
    .where("jobOpenings.id", "=", id)
    .where(isPublic("jobOpenings"))
    .executeTakeFirst();
}

export async function insertApplication(
  db: Executor,
  values: Insertable<JobApplicationTable>,
  files: readonly Omit<Insertable<JobApplicationFileTable>, "applicationId">[],
): Promise<number> {
  const { id } = await db.insertInto("jobApplications").values(values).returning("id").executeTakeFirstOrThrow();
  await db
    .insertInto("jobApplicationFiles")
    .values(files.map((file) => ({ ...file, applicationId: id })))
    .execute();
  return id;
}

const withAssignee = (db: Executor) =>
  db
    .selectFrom("jobApplications")
    .leftJoin("adminAccounts", "adminAccounts.id", "jobApplications.assigneeId")
    .selectAll("jobApplications")
    .select("adminAccounts.userName as assigneeName");

export interface ApplicationFilters {
  state?: ApplicationState | undefined;
  /** 0: the unsolicited applications (and those whose opening is gone). */
  openingId?: number | undefined;
  assigneeId?: number | undefined;
  keyword?: string | undefined;
}

/** Newest first, filtered by state, opening, assignee and a keyword in the applicant's name, address or message. */
export async function listApplications(db: Executor, filters: ApplicationFilters, paging: Paging) {
  let query = withAssignee(db);
  if (filters.state) query = query.where("jobApplications.state", "=", filters.state);
  if (filters.openingId !== undefined) {
    query =
      filters.openingId === 0
        ? query.where("jobApplications.openingId", "is", null)
        : query.where("jobApplications.openingId", "=", filters.openingId);
  }
  if (filters.assigneeId !== undefined) query = query.where("jobApplications.assigneeId", "=", filters.assigneeId);
  const keyword = filters.keyword?.toLowerCase();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or(
        ["jobApplications.name", "jobApplications.email", "jobApplications.message"].map((column) => lowerLikeEscaped(column, pattern)),
      ),
    );
  }
  return fetchPage(query, paging, (page) => page.orderBy("jobApplications.id", "desc"));
}

export async function findApplication(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  return withAssignee(db).where("jobApplications.id", "=", id).executeTakeFirst();
}

export async function findFilesOf(db: Executor, applicationIds: readonly number[]): Promise<ApplicationFileRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom("jobApplicationFiles")
    .selectAll()
    .where("applicationId", "in", [...applicationIds])
    .orderBy("applicationId")
    .orderBy("position")
    .execute();
}

export async function findFile(db: Executor, applicationId: number, fileId: number): Promise<ApplicationFileRow | undefined> {
  return db
    .selectFrom("jobApplicationFiles")
    .selectAll()
    .where("applicationId", "=", applicationId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

/** The notes of an application, in the order they were written. */
export async function findNotesOf(db: Executor, applicationId: number) {
  return db.selectFrom("jobApplicationNotes").selectAll().where("applicationId", "=", applicationId).orderBy("id").execute();
}

export async function insertNote(
  db: Executor,
  values: { applicationId: number; authorId: number; authorName: string; createdAt: string; text: string },
) {
  await db.insertInto("jobApplicationNotes").values(values).execute();
}

export async function updateApplication(db: Executor, id: number, changes: Updateable<JobApplicationTable>): Promise<void> {
  await db.updateTable("jobApplications").set(changes).where("id", "=", id).execute();
}

/** Every opening applications were sent to, with the title the newest of them kept; null for the unsolicited ones. */
export async function listOpenings(db: Executor) {
  return db
    .selectFrom("jobApplications")
    .select(["openingId", (eb) => eb.fn.max("openingTitle").as("openingTitle")])
    .groupBy("openingId")
    .execute();
}

/** The applications sent from `email` (lower case), oldest first. */
export async function findApplicationsFrom(db: Executor, email: string): Promise<Selectable<JobApplicationTable>[]> {
  return db
    .selectFrom("jobApplications")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
}

/** The ids of the applications declined before `before`. */
export async function findDeclinedBefore(db: Executor, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom("jobApplications")
    .select("id")
    .where("state", "=", "declined")
    .where("stateChangedAt", "<", before)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the applications (their files' and notes' rows go with them); answers how many went. */
export async function deleteApplications(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Explicitly, not by the foreign keys' cascade alone: SQLite enforces it only where foreign keys are on.
  await db
    .deleteFrom("jobApplicationNotes")
    .where("applicationId", "in", [...ids])
    .execute();
  await db
    .deleteFrom("jobApplicationFiles")
    .where("applicationId", "in", [...ids])
    .execute();
  const result = await db
    .deleteFrom("jobApplications")
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
