import {
  CONTENT_KINDS,
  uploadFieldsOf,
  type ContentKindName,
  type KindConfigurationName,
  type MediaType,
  type MediaUsage,
  type MediaUsageKind,
  type MediaUsageSource,
  type UploadFieldName,
} from "@lawfirm/contract";
import { PostgresAdapter, sql } from "kysely";
import type { Database, Executor } from "../../db/database.ts";
import { containsPattern } from "../../db/text-match.ts";
import type { DraftTable } from "../publishing/drafts.repository.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";

/** A table that may hold an upload's address, with the columns that may hold one (an image field, rich text, a JSON list of pictures). */
interface AddressPlace {
  table: string;
  /** A publishable kind's name for its drafts and revisions (`content_drafts`, `revisions`). */
  drafts?: DraftTable;
  /** The usage kind, or `kind` to read it from the row (articles). */
  kind: MediaUsageKind | "kind";
  no: boolean;
  lang: boolean;
  title: string | null;
  columns: readonly string[];
}

/** A camelCase name as Kysely's CamelCasePlugin maps it onto its snake_case column. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A publishable kind's place, as the publishable kinds' list stores it (`PUBLISHABLE_KINDS`): its
 * table (`drafts`, in snake_case), each version named by its title column, its item's number (none
 * for a kind whose version is an item of its own) and its language; its usage kind its one
 * configuration's name, or each row's own (the article's several, in its `kind` column); and the
 * columns of its declared fields that may hold an upload's address (`CONTENT_KIND_FIELDS`, the
 * contract). Each such field must be a column of the kind's table, or the type check fails.
 */
function kindPlace<Kind extends ContentKindName>(
  contentKind: Kind & (UploadFieldName<Kind> extends keyof Database[(typeof PUBLISHABLE_KINDS)[Kind]["table"]] ? unknown : never),
): AddressPlace {
  const { table, titleColumn, ownItem } = PUBLISHABLE_KINDS[contentKind];
  const [only, ...others] = Object.keys(CONTENT_KINDS[contentKind].configurations) as KindConfigurationName[];
  return {
    table: snakeCase(table),
    drafts: table,
    kind: others.length > 0 ? "kind" : only!,
    no: !ownItem,
    lang: true,
    title: titleColumn,
    columns: uploadFieldsOf(contentKind).map(snakeCase),
  };
}

/**
 * The places that may hold an upload's address; the icon library refers by `file_id` instead (see
 * `iconUsages`). Each publishable kind has its place (`kindPlace`, where the publishable kinds'
 * list keeps it; a new kind of the declaration belongs here too), named here so that an upload's
 * usages keep the order they are answered in. The publishable kinds' columns come from the
 * declaration of their fields, so that a new picture or rich-text field is counted as soon as it is
 * declared; a new image or rich-text column of another table belongs here, or the library would
 * delete a file that is still shown. A publishable kind's drafts and revisions (`drafts`: its name
 * there) keep its fields as JSON text: a picture only a draft or an earlier version shows is used
 * too.
 */
export const ADDRESS_PLACES: readonly AddressPlace[] = [
  kindPlace("article"),
  kindPlace("banner"),
  kindPlace("person"),
  kindPlace("practiceArea"),
  { table: "offices", kind: "office", no: true, lang: true, title: "name", columns: ["picture_url"] },
  {
    table: "portal_configs",
    drafts: "portalConfigs",
    kind: "siteConfig",
    no: false,
    lang: true,
    title: "name",
    columns: ["introduce", "advantages_list", "environment_list"],
  },
  { table: "firm_facts", drafts: "firmFacts", kind: "siteConfig", no: false, lang: false, title: null, columns: ["icon_url"] },
  kindPlace("document"),
  kindPlace("opening"),
  kindPlace("event"),
  { table: "admin_accounts", kind: "account", no: false, lang: false, title: "user_name", columns: ["head_img"] },
];

/** An upload's address as it appears in any column: its stored name after the upload path. */
const UPLOAD_ADDRESS = /\/api\/upload\/([0-9a-f]{32}\.(?:jpg|png|webp|gif|avif|pdf|svg))/g;

interface PlaceRow {
  id: number;
  no: number | null;
  lang: string | null;
  title: string | null;
  kind: string;
  text: string;
  source: MediaUsageSource;
}

/**
 * The rows of a place whose addresses match `pattern`: its versions' columns, else (`source`) the
 * JSON text of its drafts or revisions, each named by its version (a revision of a version deleted
 * since cannot be restored, and names nothing). In the order of its items' numbers, then its
 * versions' ids: without one, each database answers the order it keeps the rows in (PostgreSQL
 * moves a row it updates to the end of its table, SQLite keeps its place).
 */
async function placeRows(db: Executor, place: AddressPlace, pattern: string, source: MediaUsageSource): Promise<PlaceRow[]> {
  const named = sql`v.id, ${sql.raw(place.no ? "v.no" : "null")} as no, ${sql.raw(place.lang ? "v.lang" : "null")} as lang,
    ${sql.raw(place.title ? `v.${place.title}` : "''")} as title, ${place.kind === "kind" ? sql.raw("v.kind") : sql`${place.kind}`} as kind,
    ${source} as source`;
  const order = sql.raw(place.no ? "v.no, v.id" : "v.id");
  if (source === "version") {
    const text = sql.raw(place.columns.map((column) => `coalesce(v.${column}, '')`).join(" || ' ' || "));
    const matches = sql.join(
      place.columns.map((column) => sql`${sql.raw(`v.${column}`)} like ${pattern} escape '\\'`),
      sql` or `,
    );
    const { rows } = await sql<PlaceRow>`
      select ${named}, ${text} as text from ${sql.table(place.table)} v where ${matches} order by ${order}`.execute(db);
    return rows;
  }
  const kept = sql.table(source === "draft" ? "content_drafts" : "revisions");
  const { rows } = await sql<PlaceRow>`
    select ${named}, k.fields as text from ${kept} k join ${sql.table(place.table)} v on v.id = k.version_id
    where k.table_name = ${place.drafts} and k.fields like ${pattern} escape '\\'
    order by ${order}`.execute(db);
  return rows;
}

/**
 * Every place that uses an upload, by the upload's stored name: all uploads, or only `storedName`.
 * One query per kind of place, reading only the rows that hold an upload address.
 */
export async function findUsages(db: Executor, storedName?: string): Promise<Map<string, MediaUsage[]>> {
  const pattern = containsPattern(`/api/upload/${storedName ?? ""}`);
  // By stored name, then by place (`kind id`): a picture one place shows is named once however many
  // places show it (a cover used by thousands of articles), without comparing it with the others.
  const places = new Map<string, Map<string, MediaUsage>>();
  const add = (name: string, usage: MediaUsage) => {
    const named = places.get(name) ?? new Map<string, MediaUsage>();
    // One usage per place, by what shows the picture first: the version, else its draft, else a revision (the rows come in that order).
    const place = `${usage.kind} ${usage.id}`;
    if (!named.has(place)) named.set(place, usage);
    places.set(name, named);
  };
  const rows = await Promise.all(
    ADDRESS_PLACES.flatMap((place) =>
      (place.drafts ? (["version", "draft", "revision"] as const) : (["version"] as const)).map((source) =>
        placeRows(db, place, pattern, source),
      ),
    ),
  );
  for (const row of rows.flat()) {
    for (const [, name] of row.text.matchAll(UPLOAD_ADDRESS)) {
      if (storedName && name !== storedName) continue;
      const usage = { kind: row.kind as MediaUsageKind, id: Number(row.id), no: row.no === null ? null : Number(row.no), lang: row.lang };
      add(name!, { ...usage, title: row.title ?? "", source: row.source });
    }
  }
  for (const icon of await iconUsages(db, storedName)) {
    add(icon.storedName, { kind: "icon", id: icon.id, no: null, lang: null, title: icon.name, source: "version" });
  }
  return new Map([...places].map(([name, named]) => [name, [...named.values()]]));
}

/** The icon library's rows and the uploads they draw. */
async function iconUsages(db: Executor, storedName: string | undefined) {
  let query = db
    .selectFrom("icons")
    .innerJoin("uploadedFiles", "uploadedFiles.id", "icons.fileId")
    .select(["icons.id", "icons.name", "uploadedFiles.storedName"]);
  if (storedName) query = query.where("uploadedFiles.storedName", "=", storedName);
  return query.orderBy("icons.id").execute();
}

/** The ids and stored names of the uploads a list's filters leave, newest first. */
export async function listMediaKeys(db: Executor, filter: { keyword?: string | undefined; type?: MediaType | undefined }) {
  let query = db.selectFrom("uploadedFiles").select(["id", "storedName"]);
  if (filter.type) query = query.where("mimeType", filter.type === "image" ? "like" : "not like", "image/%");
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword.toLowerCase());
    const lowerLike = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        lowerLike("uploadedFiles.originalName"),
        // The stored name, which a place's address ends with: the back office finds a place's item by it.
        lowerLike("uploadedFiles.storedName"),
        eb.exists(
          eb
            .selectFrom("mediaTexts")
            .select("mediaTexts.fileId")
            .whereRef("mediaTexts.fileId", "=", "uploadedFiles.id")
            .where(lowerLike("mediaTexts.alt")),
        ),
      ]),
    );
  }
  return query.orderBy("id", "desc").execute();
}

/** The uploads with these ids, with their uploader's name. */
export async function findMediaRows(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("uploadedFiles")
    .leftJoin("adminAccounts", "adminAccounts.id", "uploadedFiles.uploadedBy")
    .select([
      "uploadedFiles.id",
      "uploadedFiles.storedName",
      "uploadedFiles.originalName",
      "uploadedFiles.mimeType",
      "uploadedFiles.sizeBytes",
      "uploadedFiles.width",
      "uploadedFiles.height",
      "uploadedFiles.createdAt",
      "uploadedFiles.focalX",
      "uploadedFiles.focalY",
      "uploadedFiles.decorative",
      "adminAccounts.userName as uploaderName",
    ])
    .where("uploadedFiles.id", "in", ids)
    .execute();
}

export type MediaRow = Awaited<ReturnType<typeof findMediaRows>>[number];

/** The alt texts and captions of these uploads, in every language. */
export async function listMediaTexts(db: Executor, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return db.selectFrom("mediaTexts").select(["fileId", "lang", "alt", "caption"]).where("fileId", "in", fileIds).execute();
}

/** Answers whether the upload exists (and so was updated). */
export async function updateMediaFacts(
  db: Executor,
  id: number,
  facts: { focalX: number | null; focalY: number | null; decorative: number },
): Promise<boolean> {
  const result = await db.updateTable("uploadedFiles").set(facts).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets an upload's texts in one language; empty alt and caption remove them. */
export async function saveMediaText(db: Executor, fileId: number, lang: string, text: { alt: string; caption: string }): Promise<void> {
  await db.deleteFrom("mediaTexts").where("fileId", "=", fileId).where("lang", "=", lang).execute();
  if (text.alt || text.caption)
    await db
      .insertInto("mediaTexts")
      .values({ fileId, lang, ...text })
      .execute();
}

/**
 * Holds off every write to the places an upload's address may be kept in, until the transaction
 * ends (PostgreSQL; SQLite runs one write transaction at a time anyway). SHARE mode waits for the
 * saves in flight to commit and makes new ones wait, so that the usages read next are all there
 * are while the upload is deleted. A row lock on the upload would not do: a save names an upload
 * by its address and never reads its row. Deletes are rare and short; saves wait that long.
 */
export async function lockAddressPlaces(trx: Executor): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const tables = [...ADDRESS_PLACES.map((place) => place.table), "content_drafts", "revisions", "icons"];
  await sql`lock table ${sql.join(tables.map((table) => sql.table(table)))} in share mode`.execute(trx);
}

/** Removes an upload's row and its texts. */
export async function deleteMediaRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("mediaTexts").where("fileId", "=", id).execute();
  await db.deleteFrom("uploadedFiles").where("id", "=", id).execute();
}

/**
 * The uploads among `storedNames` as rich text shows them: size, variant widths, decorative mark
 * and alt text in `lang` (decision 0034, "pictures in rich text"); one query.
 */
export async function findRichTextPictures(db: Executor, storedNames: readonly string[], lang: string) {
  if (storedNames.length === 0) return [];
  return db
    .selectFrom("uploadedFiles")
    .leftJoin("mediaTexts", (join) => join.onRef("mediaTexts.fileId", "=", "uploadedFiles.id").on("mediaTexts.lang", "=", lang))
    .select([
      "uploadedFiles.storedName",
      "uploadedFiles.width",
      "uploadedFiles.height",
      "uploadedFiles.variantWidths",
      "uploadedFiles.mimeType",
      "uploadedFiles.decorative",
      "mediaTexts.alt",
    ])
    .where("uploadedFiles.storedName", "in", storedNames)
    .execute();
}

/** What the site needs to draw these uploads in one language: focal point, decorative mark, alt text and caption. */
export async function findImageDescriptions(db: Executor, storedNames: readonly string[], lang: string) {
  if (storedNames.length === 0) return [];
  return db
    .selectFrom("uploadedFiles")
    .leftJoin("mediaTexts", (join) => join.onRef("mediaTexts.fileId", "=", "uploadedFiles.id").on("mediaTexts.lang", "=", lang))
    .select([
      "uploadedFiles.storedName",
      "uploadedFiles.focalX",
      "uploadedFiles.focalY",
      "uploadedFiles.decorative",
      "mediaTexts.alt",
      "mediaTexts.caption",
    ])
    .where("uploadedFiles.storedName", "in", storedNames)
    .execute();
}
