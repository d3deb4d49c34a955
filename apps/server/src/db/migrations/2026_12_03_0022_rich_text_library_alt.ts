import { sql, type Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Rich text's pictures whose alt text no person wrote follow the media library from now on
 * (docs/decisions/0036): the back office's editor before 2026-11-24 wrote, for an upload, an alt
 * text made from the file's name ("Team-photo_2024.jpg" → "Team photo 2024") and, for a library
 * item, the item's alt text in the first language that had one (else `alt=""`). Such a picture,
 * and one without alt, gets `data-alt-source="library"`, so that public answers give it the item's
 * alt text in their language; its stored alt becomes the item's text in the row's language (`""`
 * for an item marked decorative) when there is one, else stays as it was (no alt stays none: the
 * editor outlines it). An alt text that is none of these (a person wrote it) is left alone, and so
 * is `alt=""` on an item not marked decorative (it may have been chosen). Stored texts, drafts
 * and revisions (a restored revision would bring the file name back) are rewritten; pictures
 * already marked are skipped, so running it again changes nothing.
 */

const MARK = "data-alt-source";
const BATCH = 200;

/** An upload's stored name in a picture's address; the sanitiser keeps only this site's uploads. */
const UPLOAD_SOURCE = /^\/api\/upload\/([\w-][\w.-]*)$/;

/** The alt text the old editor made from an uploaded file's name. */
const fileNameAlt = (originalName: string) =>
  originalName
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();

interface LibraryItem {
  fileNameAlt: string;
  decorative: boolean;
  /** Alt texts by language. */
  alts: Map<string, string>;
}
type Library = Map<string, LibraryItem>;

/** A place that holds rich text: an HTML column, a JSON list of `{ title, content }`, or a draft's or revision's JSON fields. */
type FieldKind = "html" | "list" | "fields";

/** The rich-text fields of a draft's or revision's JSON, by the version's table. */
const VERSION_FIELDS: Record<string, [string, "html" | "list"][]> = {
  articles: [["content", "html"]],
  people: [
    ["intro", "html"],
    ["customContents", "list"],
  ],
  practiceAreas: [["introduce", "html"]],
  legalDocuments: [["content", "html"]],
};

/** Runs `visit` on every picture of `html` through sanitize-html's parser (all tags and attributes kept). */
function eachPicture(html: string, visit: (attribs: sanitizeHtml.Attributes) => sanitizeHtml.Attributes): string {
  return sanitizeHtml(html, {
    // The text was sanitised when saved: this pass keeps what is there and changes only pictures.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: { img: (tagName, attribs) => ({ tagName, attribs: visit(attribs) }) },
  });
}

function storedNames(html: string): string[] {
  if (!html.includes("<img")) return [];
  const names: string[] = [];
  eachPicture(html, (attribs) => {
    const name = UPLOAD_SOURCE.exec(attribs.src ?? "")?.[1];
    if (name && attribs[MARK] === undefined) names.push(name);
    return attribs;
  });
  return names;
}

/** `html` with its pictures that follow the library marked; undefined when none changed (the text is left as stored). */
function markPictures(html: string, lang: string, library: Library): string | undefined {
  if (!html.includes("<img")) return undefined;
  let changed = false;
  const rewritten = eachPicture(html, (attribs) => {
    const item = library.get(UPLOAD_SOURCE.exec(attribs.src ?? "")?.[1] ?? "");
    if (!item || attribs[MARK] !== undefined) return attribs;
    const { alt, ...rest } = attribs;
    const madeForIt =
      alt === undefined || alt === item.fileNameAlt || [...item.alts.values()].includes(alt) || (alt === "" && item.decorative);
    if (!madeForIt) return attribs;
    changed = true;
    const text = item.decorative ? "" : item.alts.get(lang) || alt;
    return { ...rest, ...(text === undefined ? {} : { alt: text }), [MARK]: "library" };
  });
  return changed ? rewritten : undefined;
}

/** The contents of a JSON list of `{ title, content }`. */
const contentsOf = (entries: unknown): string[] =>
  Array.isArray(entries)
    ? entries.flatMap((entry: { content?: unknown } | null) => (typeof entry?.content === "string" ? [entry.content] : []))
    : [];

/** The rich texts of one stored value (a column's HTML, a JSON list's contents, a draft's or revision's fields). */
function textsOf(value: string, kind: FieldKind, table: string | null): string[] {
  if (kind === "html") return [value];
  if (!value.includes("<img")) return [];
  const parsed = JSON.parse(value) as unknown;
  if (kind === "list") return contentsOf(parsed);
  const fields = parsed as Record<string, unknown>;
  return (VERSION_FIELDS[table ?? ""] ?? []).flatMap(([key, fieldKind]) => {
    const field = fields[key];
    if (fieldKind === "list") return contentsOf(field);
    return typeof field === "string" ? [field] : [];
  });
}

/** One stored value rewritten, or undefined when nothing in it changed. */
function rewrite(value: string, kind: FieldKind, table: string | null, lang: string, library: Library): string | undefined {
  if (!value.includes("<img")) return undefined;
  if (kind === "html") return markPictures(value, lang, library);
  const parsed = JSON.parse(value) as unknown;
  let changed = false;
  const list = (entries: unknown) =>
    Array.isArray(entries)
      ? entries.map((entry: Record<string, unknown> | null) => {
          const content = typeof entry?.content === "string" ? markPictures(entry.content, lang, library) : undefined;
          if (content === undefined) return entry;
          changed = true;
          return { ...entry, content };
        })
      : entries;
  if (kind === "list") {
    const entries = list(parsed);
    return changed ? JSON.stringify(entries) : undefined;
  }
  const fields = { ...(parsed as Record<string, unknown>) };
  for (const [key, fieldKind] of VERSION_FIELDS[table ?? ""] ?? []) {
    const field = fields[key];
    if (fieldKind === "list") {
      fields[key] = list(field);
    } else if (typeof field === "string") {
      const html = markPictures(field, lang, library);
      if (html !== undefined) {
        changed = true;
        fields[key] = html;
      }
    }
  }
  return changed ? JSON.stringify(fields) : undefined;
}

/** The library's items among `names`: their file names' alt texts, decorative marks and alt texts. */
async function readLibrary(db: Kysely<unknown>, names: readonly string[]): Promise<Library> {
  const library: Library = new Map();
  if (names.length === 0) return library;
  const { rows } = await sql<{ name: string; original: string; decorative: number | string; lang: string | null; alt: string | null }>`
    select f.stored_name as name, f.original_name as original, f.decorative as decorative, t.lang as lang, t.alt as alt
    from uploaded_files f left join media_texts t on t.file_id = f.id
    where f.stored_name in (${sql.join([...new Set(names)])})`.execute(db);
  for (const row of rows) {
    const item = library.get(row.name) ?? {
      fileNameAlt: fileNameAlt(row.original),
      decorative: Number(row.decorative) === 1,
      alts: new Map(),
    };
    if (row.lang && row.alt) item.alts.set(row.lang, row.alt);
    library.set(row.name, item);
  }
  return library;
}

interface StoredRow {
  /** Where the row is written back: its key columns' values. */
  key: Record<string, string | number>;
  lang: string;
  /** The version's table (drafts and revisions). */
  table: string | null;
  values: Record<string, string>;
}

/** Rewrites one batch of rows of `table`: one read of the library for all its pictures, then each changed row. */
async function rewriteBatch(db: Kysely<unknown>, table: string, columns: Record<string, FieldKind>, rows: StoredRow[]) {
  const names = rows.flatMap((row) =>
    Object.entries(columns).flatMap(([column, kind]) => textsOf(row.values[column] ?? "", kind, row.table).flatMap(storedNames)),
  );
  const library = await readLibrary(db, names);
  if (library.size === 0) return;
  for (const row of rows) {
    const changes = Object.entries(columns).flatMap(([column, kind]) => {
      const value = rewrite(row.values[column] ?? "", kind, row.table, row.lang, library);
      return value === undefined ? [] : [sql`${sql.ref(column)} = ${value}`];
    });
    if (changes.length === 0) continue;
    const where = Object.entries(row.key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`update ${sql.table(table)} set ${sql.join(changes)} where ${sql.join(where, sql` and `)}`.execute(db);
  }
}

/** Tables with an id and a language, and their columns that hold rich text. */
const TABLES: { table: string; columns: Record<string, FieldKind> }[] = [
  { table: "articles", columns: { content: "html" } },
  { table: "people", columns: { intro: "html", custom_contents: "list" } },
  { table: "practice_areas", columns: { introduce: "html" } },
  { table: "portal_configs", columns: { introduce: "html", advantages_list: "list" } },
  { table: "legal_documents", columns: { content: "html" } },
  { table: "revisions", columns: { fields: "fields" } },
];

/** Whether any of `columns` may hold a picture. */
const mayHoldPictures = (columns: readonly string[]) =>
  sql.join(
    columns.map((column) => sql`${sql.ref(column)} like '%<img%'`),
    sql` or `,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of TABLES) {
    const names = Object.keys(columns);
    const withTable = table === "revisions" ? sql`table_name` : sql`null`;
    for (let after = 0; ;) {
      const { rows } = await sql<Record<string, string | number | null>>`
        select id, lang, ${withTable} as tablename, ${sql.join(names.map((column) => sql`${sql.ref(column)} as ${sql.ref(`v${names.indexOf(column)}`)}`))}
        from ${sql.table(table)} where id > ${after} and (${mayHoldPictures(names)}) order by id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.id);
      await rewriteBatch(
        db,
        table,
        columns,
        rows.map((row) => ({
          key: { id: Number(row.id) },
          lang: String(row.lang),
          table: row.tablename === null ? null : String(row.tablename),
          values: Object.fromEntries(names.map((column, index) => [column, String(row[`v${index}`] ?? "")])),
        })),
      );
    }
  }

  // Drafts name their version by table and id; the language is the version's.
  const versionTables: [string, string][] = [
    ["articles", "articles"],
    ["people", "people"],
    ["practiceAreas", "practice_areas"],
    ["legalDocuments", "legal_documents"],
  ];
  for (const [tableName, versionTable] of versionTables) {
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number | string; lang: string; fields: string }>`
        select d.version_id as id, v.lang as lang, d.fields as fields
        from content_drafts d join ${sql.table(versionTable)} v on v.id = d.version_id
        where d.table_name = ${tableName} and d.version_id > ${after} and d.fields like '%<img%'
        order by d.version_id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.id);
      await rewriteBatch(
        db,
        "content_drafts",
        { fields: "fields" },
        rows.map((row) => ({
          key: { table_name: tableName, version_id: Number(row.id) },
          lang: row.lang,
          table: tableName,
          values: { fields: row.fields },
        })),
      );
    }
  }
}

/**
 * Nothing to undo: the alt texts written are the library's, and code before this migration
 * ignores the mark (its sanitiser drops it on the next save).
 */
export async function down(): Promise<void> {}
