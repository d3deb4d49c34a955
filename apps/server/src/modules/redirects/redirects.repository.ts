import type { Paging } from "@lawfirm/contract";
import { sql } from "kysely";
import type { Executor } from "../../db/database.ts";
import { fetchPage } from "../../db/paging.ts";
import { containsPattern, lowerLikeEscaped } from "../../db/text-match.ts";

function selectRedirects(db: Executor) {
  return db
    .selectFrom("redirects")
    .leftJoin("adminAccounts", "adminAccounts.id", "redirects.createdBy")
    .select([
      "redirects.id",
      "redirects.fromPath",
      "redirects.toTarget",
      "redirects.statusCode",
      "redirects.note",
      "redirects.createdAt",
      "redirects.updatedAt",
      "redirects.hits",
      "redirects.lastHitAt",
      "adminAccounts.userName as createdByName",
    ]);
}

export type RedirectRow = NonNullable<Awaited<ReturnType<typeof findRedirect>>>;

export async function findRedirect(db: Executor, id: number) {
  return selectRedirects(db).where("redirects.id", "=", id).executeTakeFirst();
}

export async function findRedirectFrom(db: Executor, fromPath: string) {
  return selectRedirects(db).where("redirects.fromPath", "=", fromPath).executeTakeFirst();
}

/** A redirect other than `exceptId` whose target leads to the site path `path`. */
export async function findRedirectTo(db: Executor, path: string, exceptId: number | undefined) {
  let query = selectRedirects(db).where("redirects.targetPath", "=", path);
  if (exceptId !== undefined) query = query.where("redirects.id", "<>", exceptId);
  return query.orderBy("redirects.id").executeTakeFirst();
}

/** A page of redirects, old address in order; `keyword` matches the old address, the target or the note, whatever the letter case. */
export async function listRedirects(db: Executor, keyword: string | undefined, paging: Paging) {
  const pattern = keyword ? containsPattern(keyword.toLowerCase()) : undefined;
  const query = pattern
    ? selectRedirects(db).where((eb) =>
        eb.or([
          lowerLikeEscaped("redirects.fromPath", pattern),
          lowerLikeEscaped("redirects.toTarget", pattern),
          lowerLikeEscaped("redirects.note", pattern),
        ]),
      )
    : selectRedirects(db);
  return fetchPage(query, paging, (page) => page.orderBy("redirects.fromPath").orderBy("redirects.id"));
}

/** What a serving process keeps in memory: every redirect's old address, target and status. */
export async function listServedRedirects(db: Executor) {
  return db.selectFrom("redirects").select(["id", "fromPath", "toTarget", "statusCode"]).execute();
}

export interface RedirectValues {
  fromPath: string;
  toTarget: string | null;
  targetPath: string | null;
  statusCode: number;
  note: string | null;
}

export async function insertRedirect(db: Executor, values: RedirectValues & { createdBy: number | null; createdAt: string }) {
  const row = await db
    .insertInto("redirects")
    .values({ ...values, updatedAt: values.createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the redirect existed. */
export async function updateRedirect(db: Executor, id: number, values: RedirectValues & { updatedAt: string }) {
  const result = await db.updateTable("redirects").set(values).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether the redirect existed. */
export async function deleteRedirect(db: Executor, id: number) {
  const result = await db.deleteFrom("redirects").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds counted visits: per redirect, how many and when the last was. */
export async function addHits(db: Executor, hits: readonly { id: number; count: number; lastHitAt: string }[]) {
  for (const hit of hits) {
    await db
      .updateTable("redirects")
      .set((eb) => ({
        hits: eb("hits", "+", hit.count),
        lastHitAt: sql<string>`case when ${sql.ref("last_hit_at")} is null or ${sql.ref("last_hit_at")} < ${hit.lastHitAt} then ${hit.lastHitAt} else ${sql.ref("last_hit_at")} end`,
      }))
      .where("id", "=", hit.id)
      .execute();
  }
}
