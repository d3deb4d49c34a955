import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * An audit entry's summary as the messages it was made of (JSON: `[{ key, params }]`), beside the
 * text: the back office shows it in the language of whoever reads the log, not of whoever made the
 * change. Older entries have only the text, shown as it was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").addColumn("summary_messages", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").dropColumn("summary_messages").execute();
}
