import { CONTENT_KINDS, type ContentKindName } from "@lawfirm/contract";
import type { Database } from "../../db/database.ts";

/** A table whose rows are versions: each in a language, with its publication window. */
type VersionsTable = {
  [Table in keyof Database]: Database[Table] extends { lang: string; publishAt: string | null; unpublishAt: string | null } ? Table : never;
}[keyof Database];

/** Where the server keeps a publishable kind's versions, and how a version is named. */
export interface PublishableKindStorage {
  /** Its versions' table (as Kysely names it); its drafts and revisions are kept under this name too (`DraftTable`). */
  table: VersionsTable;
  /** The column a version is named by: its title, or a person's or practice area's name. */
  titleColumn: "title" | "name";
  /**
   * Whether a version is an item of its own, its id the item's number (banners, legal documents:
   * one language each); else a translated item's version, numbered by `no`. The declaration says
   * it (`isOwnItem`).
   */
  ownItem: boolean;
  /** Whether a version's row keeps who saved it last (`operator_id`, `operator_name`); the others' last save is their latest revision's. */
  keepsOperator: boolean;
}

/** Where the server keeps each publishable kind's versions, in the declaration's order (`ownItem` follows from the declaration). */
const STORAGE = {
  article: { table: "articles", titleColumn: "title", keepsOperator: true },
  person: { table: "people", titleColumn: "name", keepsOperator: false },
  practiceArea: { table: "practiceAreas", titleColumn: "name", keepsOperator: false },
  banner: { table: "banners", titleColumn: "title", keepsOperator: false },
  document: { table: "legalDocuments", titleColumn: "title", keepsOperator: false },
  opening: { table: "jobOpenings", titleColumn: "title", keepsOperator: false },
  event: { table: "events", titleColumn: "title", keepsOperator: false },
} as const satisfies Record<ContentKindName, Omit<PublishableKindStorage, "ownItem">>;

/** A version is an item of its own when the declaration numbers no item of its kind (no configuration has an `itemScope`). */
function isOwnItem(kind: ContentKindName): boolean {
  return Object.values(CONTENT_KINDS[kind].configurations).every((configuration) => configuration.itemScope === null);
}

/**
 * Each publishable kind of the contract's declaration (`CONTENT_KINDS`), in its order, as the
 * server stores it: written once here, read by each kind's publishing (`PublishableKind.table`),
 * the drafts' tables, the publication clock, previews, the media library's usages and the
 * dashboard. A kind added to the declaration fails the type check until it is here.
 */
export const PUBLISHABLE_KINDS = Object.fromEntries(
  Object.entries(STORAGE).map(([kind, storage]) => [kind, { ...storage, ownItem: isOwnItem(kind as ContentKindName) }]),
) as { [Kind in ContentKindName]: (typeof STORAGE)[Kind] & { ownItem: boolean } };

/** The publishable kinds' names, in the declaration's order. */
export const PUBLISHABLE_KIND_NAMES = Object.keys(PUBLISHABLE_KINDS) as ContentKindName[];
