import { sql, type Kysely } from "kysely";
import { summaryOf } from "../../modules/articles/article-summary.ts";

// Frozen: this migration must never change once released; later changes get a new file.

/** Versions whose summaries one statement writes. */
const BATCH = 500;
/**
 * Characters of content read for a summary: what a save's summary reads of the whole content
 * (`richTextExcerpt` reads markup until it has the summary's text, decision 0037) unless 16,000
 * characters of markup hold fewer than a summary's, and a batch's reads stay within a few MB.
 */
const CONTENT_CHARS = 16_000;

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
