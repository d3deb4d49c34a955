import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * A revision keeps its version's publication window as it was after it (docs/decisions/0035):
 * a history can then say when a scheduled version goes (or went) live, without the publication
 * clock writing revisions of its own. Revisions recorded before have none (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("revisions").addColumn("publish_at", "varchar(32)").execute();
  await db.schema.alterTable("revisions").addColumn("unpublish_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("revisions").dropColumn("unpublish_at").execute();
  await db.schema.alterTable("revisions").dropColumn("publish_at").execute();
}
