import type { Executor } from "../../db/database.ts";
import type { PUBLISHABLE_KINDS } from "./publishable-kinds.ts";

/**
 * Drafts of published versions (docs/decisions/0035, slice 2): a published or scheduled version's
 * edit, kept beside its public row until it is published or discarded. `TFields` is what the
 * version's kind stores of an edit; it is written and read by that kind's service only.
 */

/**
 * The publishable tables whose versions may have drafts: each publishable kind's table as its list
 * names it, translated items' (articles, people, practice areas) and the one-language rows of
 * banners and legal documents, and the site configuration's.
 */
export type DraftTable = (typeof PUBLISHABLE_KINDS)[keyof typeof PUBLISHABLE_KINDS]["table"] | SiteConfigDraftTable;

/**
 * The site configuration's drafts (decision 0059): a language's texts, under its configuration's
 * id, and the firm-wide facts', under the facts' one row; its revisions are kept under `portalConfigs`.
 */
export type SiteConfigDraftTable = "portalConfigs" | "firmFacts";

export interface StoredDraft<TFields> {
  versionId: number;
  fields: TFields;
  operatorId: number | null;
  operatorName: string | null;
  savedAt: string;
}

/** A version's draft as the back office's answers carry it: its fields, who saved them and when; null for none. */
export function draftAnswer<TFields>(
  draft: StoredDraft<TFields> | undefined,
): (TFields & Pick<StoredDraft<TFields>, "savedAt" | "operatorName">) | null {
  return draft ? { ...draft.fields, savedAt: draft.savedAt, operatorName: draft.operatorName } : null;
}

/** The drafts of the given versions, by version id. */
export async function findDrafts<TFields>(
  db: Executor,
  table: DraftTable,
  versionIds: readonly number[],
): Promise<Map<number, StoredDraft<TFields>>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("contentDrafts")
    .select(["versionId", "fields", "operatorId", "savedAt"])
    // The account's display name now, so that a renamed account shows its new name; the name it
    // had when it saved once the account is deleted.
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.selectFrom("adminAccounts").select("adminAccounts.userName").whereRef("adminAccounts.id", "=", "contentDrafts.operatorId"),
          "contentDrafts.operatorName",
        )
        .as("operatorName"),
    )
    .where("tableName", "=", table)
    .where("versionId", "in", [...versionIds])
    .execute();
  return new Map(rows.map((row) => [row.versionId, { ...row, fields: JSON.parse(row.fields) as TFields }]));
}

/** When each of the given versions' drafts was saved, by version id (those without one left out). */
export async function findDraftTimes(db: Executor, table: DraftTable, versionIds: readonly number[]): Promise<Map<number, string>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("contentDrafts")
    .select(["versionId", "savedAt"])
    .where("tableName", "=", table)
    .where("versionId", "in", [...versionIds])
    .execute();
  return new Map(rows.map((row) => [row.versionId, row.savedAt]));
}

/** Writes a version's draft, replacing the one it had. */
export async function saveDraft<TFields>(
  db: Executor,
  table: DraftTable,
  draft: { versionId: number; fields: TFields; operatorId: number | null; operatorName: string; savedAt: string },
): Promise<void> {
  const values = { ...draft, tableName: table, fields: JSON.stringify(draft.fields) };
  await db
    .insertInto("contentDrafts")
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(["tableName", "versionId"]).doUpdateSet({
        fields: values.fields,
        operatorId: values.operatorId,
        operatorName: values.operatorName,
        savedAt: values.savedAt,
      }),
    )
    .execute();
}

/** Deletes the drafts of the given versions; answers how many there were. */
export async function deleteDrafts(db: Executor, table: DraftTable, versionIds: readonly number[]): Promise<number> {
  if (versionIds.length === 0) return 0;
  const result = await db
    .deleteFrom("contentDrafts")
    .where("tableName", "=", table)
    .where("versionId", "in", [...versionIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
