import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The site search finds job openings (decision 0086). The entries are emptied, and the server
 * makes them again from the content, openings included, when it starts with an empty index
 * (`fillEmptySearchIndex`), as after a restore. On SQLite the full-text table follows the rows by
 * its triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_entries`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to put back: the entries are made again from the content either way.
}
