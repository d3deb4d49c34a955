import type { PublishState } from "@lawfirm/contract";
import { sql, type Expression, type SqlBool } from "kysely";
import { now } from "../../db/database.ts";

/**
 * Publication windows (docs/decisions/0035): a version is public from `publishAt` (null: a draft)
 * until `unpublishAt` (null: no end). The state is read from the window and the time, never
 * stored, so a schedule takes effect at its time on every process with nothing to run.
 */

export interface PublicationWindow {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** Whether a version of `table` (a table or alias with the two columns) is public at `at`: the one rule of every public read. */
export function isPublic(table: string, at: string = now()): Expression<SqlBool> {
  const publishAt = sql.ref(`${table}.publishAt`);
  const unpublishAt = sql.ref(`${table}.unpublishAt`);
  return sql<SqlBool>`(${publishAt} <= ${at} and (${unpublishAt} is null or ${unpublishAt} > ${at}))`;
}

/** Whether a version of `table` is in `state` at `at`: `publishStateOf` as a condition of a query. */
export function isInState(table: string, state: PublishState, at: string = now()): Expression<SqlBool> {
  const publishAt = sql.ref(`${table}.publishAt`);
  const unpublishAt = sql.ref(`${table}.unpublishAt`);
  const ended = sql<SqlBool>`(${unpublishAt} is not null and ${unpublishAt} <= ${at})`;
  switch (state) {
    case "draft":
      return sql<SqlBool>`(${publishAt} is null or ${ended})`;
    case "scheduled":
      return sql<SqlBool>`(${publishAt} > ${at} and not ${ended})`;
    case "published":
      return isPublic(table, at);
  }
}

/** The state a window gives at `at`. */
export function publishStateOf(window: PublicationWindow, at: string = now()): PublishState {
  if (window.publishAt === null || (window.unpublishAt !== null && window.unpublishAt <= at)) return "draft";
  return window.publishAt > at ? "scheduled" : "published";
}

/** A version's publication as the back office's answers carry it: its state now and its window. */
export function publicationOf(window: PublicationWindow): { publishState: PublishState } & PublicationWindow {
  return { publishState: publishStateOf(window), publishAt: window.publishAt, unpublishAt: window.unpublishAt };
}
