import {
  CONTENT_KINDS,
  uploadFieldsOf,
  uploadsNamedIn,
  type ContentKindName,
  type KindConfigurationName,
  type MediaType,
  type MediaUsage,
  type MediaUsageKind,
  type MediaUsageSource,
  type UploadFieldName,
} from "@lawfirm/contract";
import { PostgresAdapter, sql } from "kysely";
import { builtOnce } from "../../db/built-once.ts";
import type { Database, Executor } from "../../db/database.ts";
import { containsPattern } from "../../db/text-match.ts";
import type { DraftTable } from "../publishing/drafts.repository.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";

/** A table that may hold an upload's address, with the columns that may hold one (an image field, rich text, a JSON list of pictures). */
interface AddressPlace {
  table: string;
  /** The table's name as the usages' queue, the drafts and the revisions name it (Kysely's, camelCase). */
  name: string;
  /** Whether the place keeps drafts and revisions (`content_drafts`, `revisions`, by `name`). */
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
    name: table,
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
 * declaration of their fields; a new image or rich-text column of another table belongs here, or
 * the library would delete a file that is still shown. A publishable kind's drafts and revisions
 * (`drafts`: its name there) keep its fields as JSON text: a picture only a draft or an earlier
 * version shows is used too. The database queues a version whose columns, draft or revisions
 * change (triggers on these tables and columns: `upload-usages.api.test.ts` checks that each has its
 * trigger, decision 0140).
 */
export const ADDRESS_PLACES: readonly AddressPlace[] = [
  kindPlace("article"),
  kindPlace("banner"),
  kindPlace("person"),
  kindPlace("practiceArea"),
  { table: "offices", name: "offices", kind: "office", no: true, lang: true, title: "name", columns: ["picture_url"] },
  {
    table: "portal_configs",
    name: "portalConfigs",
    drafts: "portalConfigs",
    kind: "siteConfig",
    no: false,
    lang: true,
    title: "name",
    columns: ["introduce", "advantages_list", "environment_list"],
  },
  {
    table: "firm_facts",
    name: "firmFacts",
    drafts: "firmFacts",
    kind: "siteConfig",
    no: false,
    lang: false,
    title: null,
    columns: ["icon_url"],
  },
  kindPlace("document"),
  kindPlace("opening"),
  kindPlace("event"),
  { table: "admin_accounts", name: "adminAccounts", kind: "account", no: false, lang: false, title: "user_name", columns: ["head_img"] },
];

const PLACE_BY_NAME = new Map(ADDRESS_PLACES.map((place, order) => [place.name, { place, order }]));

/** Where a version names an upload first, in the order an upload's usages are answered in. */
const SOURCES: readonly MediaUsageSource[] = ["version", "draft", "revision"];

/**
 * Versions read again per transaction when the usages' index is brought up to date: a hundred
 * news' texts at a time left the server's memory where it was while the first look after an
 * upgrade read 36,000 of them (500 at a time raised its peak by 35 MB).
 */
const REFRESH_BATCH = 100;
/** Ids named in one query's `in` list. */
const IDS_PER_QUERY = 500;
/** Serialises the refreshes of the usages' index on PostgreSQL. */
const USAGES_REFRESH_LOCK = 7_301_002;

/**
 * Brings the usages' index up to date (decision 0140): each queued version's columns, draft and
 * revisions read again, the uploads they name kept in `upload_usages`, the version taken off the
 * queue. A version deleted since names nothing (nor do its draft and revisions). In batches, each
 * in a transaction of its own, or all in `db` when it is one (a delete's, which must see every
 * usage there is). On PostgreSQL one refresh at a time: another waits for it, then finds its
 * versions done.
 */
export async function refreshUsages(db: Executor): Promise<void> {
  if (db.isTransaction) {
    while (await refreshBatch(db));
    return;
  }
  // Other requests are answered between the batches (SQLite's queries hold the event loop): the
  // first look after an upgrade reads every version once.
  while (await db.transaction().execute(refreshBatch)) await new Promise((resolve) => setImmediate(resolve));
}

/** Entries by the place they name, in the order first met (Node 20 has no `Map.groupBy`). */
function byPlace<Entry extends { place: string }>(entries: readonly Entry[]): Map<string, Entry[]> {
  const grouped = new Map<string, Entry[]>();
  for (const entry of entries) grouped.set(entry.place, [...(grouped.get(entry.place) ?? []), entry]);
  return grouped;
}

/** Refreshes up to a batch of queued versions; answers whether more may be queued. */
async function refreshBatch(trx: Executor): Promise<boolean> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${USAGES_REFRESH_LOCK})`.execute(trx);
  const queued = await trx.selectFrom("uploadUsageQueue").select(["place", "versionId"]).limit(REFRESH_BATCH).execute();
  for (const [name, entries] of byPlace(queued)) {
    const ids = entries.map((entry) => entry.versionId);
    await trx.deleteFrom("uploadUsageQueue").where("place", "=", name).where("versionId", "in", ids).execute();
    await trx.deleteFrom("uploadUsages").where("place", "=", name).where("versionId", "in", ids).execute();
    const place = PLACE_BY_NAME.get(name)?.place;
    const usages = place ? await namedUploads(trx, place, ids) : [];
    for (let start = 0; start < usages.length; start += REFRESH_BATCH) {
      await trx
        .insertInto("uploadUsages")
        .values(usages.slice(start, start + REFRESH_BATCH))
        .execute();
    }
  }
  return queued.length === REFRESH_BATCH;
}

/** The uploads the versions `ids` of `place` name: in their columns, else their drafts, else their revisions. */
async function namedUploads(trx: Executor, place: AddressPlace, ids: readonly number[]) {
  const kind = place.kind === "kind" ? sql.raw("v.kind") : sql`${place.kind}`;
  const text = sql.raw(place.columns.map((column) => `coalesce(v.${column}, '')`).join(" || ' ' || "));
  const { rows: versions } = await sql<{ id: number; kind: string; text: string }>`
    select v.id, ${kind} as kind, ${text} as text from ${sql.table(place.table)} v where v.id in (${sql.join(ids)})`.execute(trx);
  const kept = async (table: "contentDrafts" | "revisions") =>
    place.drafts
      ? trx.selectFrom(table).select(["versionId", "fields"]).where("tableName", "=", place.name).where("versionId", "in", ids).execute()
      : [];
  const [drafts, revisions] = await Promise.all([kept("contentDrafts"), kept("revisions")]);
  const texts = new Map(versions.map((version) => [Number(version.id), [[version.text], [] as string[], [] as string[]]]));
  for (const [index, rows] of [drafts, revisions].entries()) {
    for (const row of rows) texts.get(Number(row.versionId))?.[index + 1]!.push(row.fields);
  }
  return versions.flatMap((version) => {
    const named = new Map<string, MediaUsageSource>();
    for (const [index, sourceTexts] of texts.get(Number(version.id))!.entries()) {
      for (const sourceText of sourceTexts) {
        for (const storedName of uploadsNamedIn(sourceText)) if (!named.has(storedName)) named.set(storedName, SOURCES[index]!);
      }
    }
    return [...named].map(([storedName, source]) => ({
      place: place.name,
      versionId: Number(version.id),
      storedName,
      usageKind: version.kind,
      source,
    }));
  });
}

/** Every place that uses the upload `storedName`, in the places' order, then by source, item and version; the index brought up to date first. */
export async function findUsages(db: Executor, storedName: string): Promise<MediaUsage[]> {
  await refreshUsages(db);
  const indexed = await db
    .selectFrom("uploadUsages")
    .select(["place", "versionId", "usageKind", "source"])
    .where("storedName", "=", storedName)
    .execute();
  const found: { order: number; usage: MediaUsage }[] = [];
  for (const [name, entries] of byPlace(indexed)) {
    const known = PLACE_BY_NAME.get(name);
    if (!known) continue;
    const { place, order } = known;
    const rows = new Map<number, { no: number | null; lang: string | null; title: string | null }>();
    const ids = entries.map((entry) => entry.versionId);
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const { rows: described } = await sql<{ id: number; no: number | null; lang: string | null; title: string | null }>`
        select v.id, ${sql.raw(place.no ? "v.no" : "null")} as no, ${sql.raw(place.lang ? "v.lang" : "null")} as lang,
        ${sql.raw(place.title ? `v.${place.title}` : "''")} as title from ${sql.table(place.table)} v
        where v.id in (${sql.join(ids.slice(start, start + IDS_PER_QUERY))})`.execute(db);
      for (const row of described) rows.set(Number(row.id), row);
    }
    for (const entry of entries) {
      const row = rows.get(entry.versionId);
      if (!row) continue;
      const usage = {
        kind: entry.usageKind as MediaUsageKind,
        id: entry.versionId,
        no: row.no === null ? null : Number(row.no),
        lang: row.lang,
        title: row.title ?? "",
        source: entry.source as MediaUsageSource,
      };
      found.push({ order, usage });
    }
  }
  const sourceOrder = (source: MediaUsageSource) => SOURCES.indexOf(source);
  found.sort(
    (a, b) =>
      a.order - b.order ||
      sourceOrder(a.usage.source) - sourceOrder(b.usage.source) ||
      (a.usage.no ?? 0) - (b.usage.no ?? 0) ||
      a.usage.id - b.usage.id,
  );
  // One usage per place (the site configuration's texts and its facts are both its own).
  const usages = new Map<string, MediaUsage>();
  for (const { usage } of found) if (!usages.has(`${usage.kind} ${usage.id}`)) usages.set(`${usage.kind} ${usage.id}`, usage);
  for (const icon of await iconUsages(db, storedName)) {
    usages.set(`icon ${icon.id}`, { kind: "icon", id: icon.id, no: null, lang: null, title: icon.name, source: "version" });
  }
  return [...usages.values()];
}

/** How many places use each of these uploads (none: missing), as the index holds them: bring it up to date first (`refreshUsages`). */
export async function countUsages(db: Executor, storedNames: readonly string[]): Promise<Map<string, number>> {
  if (storedNames.length === 0) return new Map();
  const place = sql<string>`${sql.ref("usageKind")} || ' ' || ${sql.ref("versionId")}`;
  const [indexed, icons] = await Promise.all([
    db
      .selectFrom("uploadUsages")
      .select(["storedName", (eb) => eb.fn.count<number | string>(place).distinct().as("places")])
      .where("storedName", "in", storedNames)
      .groupBy("storedName")
      .execute(),
    db
      .selectFrom("icons")
      .innerJoin("uploadedFiles", "uploadedFiles.id", "icons.fileId")
      .select(["uploadedFiles.storedName", (eb) => eb.fn.countAll<number | string>().as("places")])
      .where("uploadedFiles.storedName", "in", storedNames)
      .groupBy("uploadedFiles.storedName")
      .execute(),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...indexed, ...icons]) counts.set(row.storedName, (counts.get(row.storedName) ?? 0) + Number(row.places));
  return counts;
}

/** The icon library's rows and the uploads they draw. */
async function iconUsages(db: Executor, storedName: string) {
  return db
    .selectFrom("icons")
    .innerJoin("uploadedFiles", "uploadedFiles.id", "icons.fileId")
    .select(["icons.id", "icons.name", "uploadedFiles.storedName"])
    .where("uploadedFiles.storedName", "=", storedName)
    .orderBy("icons.id")
    .execute();
}

/**
 * The ids and stored names of the uploads a list's filters leave, newest first; `unused`, only those
 * no place uses (bring the usages' index up to date first: `refreshUsages`).
 */
export async function listMediaKeys(
  db: Executor,
  filter: { keyword?: string | undefined; type?: MediaType | undefined; unused?: boolean | undefined },
) {
  let query = db.selectFrom("uploadedFiles").select(["id", "storedName"]);
  if (filter.type) query = query.where("mimeType", filter.type === "image" ? "like" : "not like", "image/%");
  if (filter.unused) {
    query = query.where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom("uploadUsages").select("place").whereRef("uploadUsages.storedName", "=", "uploadedFiles.storedName")),
        ),
        eb.not(eb.exists(eb.selectFrom("icons").select("icons.id").whereRef("icons.fileId", "=", "uploadedFiles.id"))),
      ]),
    );
  }
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
  return imageDescriptions(db, { storedNames, lang });
}

const imageDescriptions = builtOnce((db, { storedNames, lang }: { storedNames: readonly string[]; lang: string }) =>
  db
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
    .where("uploadedFiles.storedName", "in", storedNames),
);
