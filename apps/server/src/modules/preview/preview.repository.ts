import { contentKindOf, type DocumentName } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { findDrafts, type DraftTable } from "../publishing/drafts.repository.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PreviewedVersion } from "./preview-token.ts";
import { FIRM_FACTS_ID } from "../portal-config/portal-config.repository.ts";

/** The table of a previewed kind's versions, as the publishable kinds' list names it: its drafts' too (the article's three configurations share theirs). */
export const previewTable = (version: PreviewedVersion): DraftTable => PUBLISHABLE_KINDS[contentKindOf(version.kind)].table;

/**
 * A previewed version's language and publication window (a legal document's version: and its
 * document's name; a banner: its draft's language, where it will be shown once published);
 * undefined when it is not a version of its kind.
 */
export async function findPreviewedVersion(
  db: Executor,
  version: PreviewedVersion,
): Promise<{ lang: string; publishAt: string | null; unpublishAt: string | null; name?: DocumentName } | undefined> {
  const table = previewTable(version);
  if (table === "legalDocuments") {
    const row = await db
      .selectFrom("legalDocuments")
      .select(["lang", "publishAt", "unpublishAt", "name"])
      .where("id", "=", version.id)
      .executeTakeFirst();
    return row && { ...row, name: row.name as DocumentName };
  }
  if (table === "banners") {
    const row = await db.selectFrom("banners").select(["lang", "publishAt", "unpublishAt"]).where("id", "=", version.id).executeTakeFirst();
    const draft = (await findDrafts<{ lang: string }>(db, "banners", [version.id])).get(version.id);
    return row && { ...row, lang: draft?.fields.lang ?? row.lang };
  }
  if (table !== "articles") {
    // Typed as people: the columns read here are the same in the other tables.
    return db
      .selectFrom(table as "people")
      .select(["lang", "publishAt", "unpublishAt"])
      .where("id", "=", version.id)
      .executeTakeFirst();
  }
  return db
    .selectFrom("articles")
    .select(["lang", "publishAt", "unpublishAt"])
    .where("kind", "=", version.kind)
    .where("id", "=", version.id)
    .executeTakeFirst();
}

/** The version of a legal document in a language, whatever its state: a document's preview address names it so. */
export async function findDocumentVersionId(db: Executor, name: DocumentName, lang: string): Promise<number | undefined> {
  const row = await db.selectFrom("legalDocuments").select("id").where("name", "=", name).where("lang", "=", lang).executeTakeFirst();
  return row?.id;
}

/**
 * A language's site configuration as its preview shows it (decision 0059): its language, since when
 * it is live, and whether it or the firm-wide facts have unpublished changes; undefined for an
 * id that is no configuration's.
 */
export async function findPreviewedSiteConfig(
  db: Executor,
  id: number,
): Promise<{ lang: string; publishAt: string | null; hasDraft: boolean } | undefined> {
  const row = await db.selectFrom("portalConfigs").select(["lang", "publishAt"]).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const drafts = await db
    .selectFrom("contentDrafts")
    .select("versionId")
    .where((eb) =>
      eb.or([
        eb.and([eb("tableName", "=", "portalConfigs"), eb("versionId", "=", id)]),
        eb.and([eb("tableName", "=", "firmFacts"), eb("versionId", "=", FIRM_FACTS_ID)]),
      ]),
    )
    .execute();
  return { ...row, hasDraft: drafts.length > 0 };
}
