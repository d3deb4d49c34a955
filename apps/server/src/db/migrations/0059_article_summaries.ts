import { sql, type Kysely } from "kysely";
import { summaryOf } from "../../modules/articles/article-summary.ts";

// Frozen: this migration must never change once released; later changes get a new file.

/** Versions whose summaries one statement writes. */
const BATCH = 500;
/** Characters of content read for a summary: more than a summary's excerpt reads (decision 0037). */
const CONTENT_CHARS = 1_500;

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
