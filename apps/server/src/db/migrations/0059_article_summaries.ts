import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file. It imports
// no application code: the summary rule below is a copy of `summaryOf` (modules/articles/article-summary.ts)
// as it stood when the migration was written, so that a later change of that rule does not change
// what this migration does (such a change makes the summaries again in a migration of its own).

/** Versions whose summaries one statement writes. */
const BATCH = 500;
/**
 * Characters of content read for a summary: what a save's summary reads of the whole content (the
 * excerpt reads markup until it has the summary's text) unless 16,000 characters of markup hold
 * fewer than a summary's, and a batch's reads stay within a few MB.
 */
const CONTENT_CHARS = 16_000;
/** Characters of plain text in a summary (the contract's `ARTICLE_LIMITS.summary` then). */
const SUMMARY_CHARS = 240;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Rich text as plain text: tags dropped (those that end a line or a cell as a space), entities decoded, white space collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/td|\/th|\/tr|\/blockquote|\/figcaption)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/<[^>]*$/, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : "";
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The plain text of the beginning of `html`, at least `length` characters where it has them, reading a growing window of the markup. */
function leadingPlainText(html: string, length: number): string {
  for (let window = 4 * length; ; window *= 2) {
    if (window >= html.length) return plainText(html);
    const text = plainText(html.slice(0, window).replace(/&[#0-9a-z]*$/i, ""));
    if (text.length >= length) return text;
  }
}

/** A version's summary: the beginning of its content as plain text, cut at a word near `SUMMARY_CHARS` with an ellipsis. */
function summaryOf(content: string): string {
  const text = leadingPlainText(content, SUMMARY_CHARS + 1);
  if (text.length <= SUMMARY_CHARS) return text;
  const cut = text.slice(0, SUMMARY_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > SUMMARY_CHARS * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Each article version keeps the summary its lists show (decision 0150): the beginning of its
 * content as plain text, made when the content is written (articles.repository.ts) instead of on
 * every read of a list. The versions saved before it get theirs here, a batch at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("articles")
    .addColumn("summary", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; content: string }>`select id, substr(content, 1, ${CONTENT_CHARS}) as content
      from articles where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const summaries = rows.map((row) => sql`when ${row.id} then ${summaryOf(row.content)}`);
    await sql`update articles set summary = case id ${sql.join(summaries, sql` `)} end
      where id in (${sql.join(rows.map((row) => row.id))})`.execute(db);
    after = rows.at(-1)!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("articles").dropColumn("summary").execute();
}
