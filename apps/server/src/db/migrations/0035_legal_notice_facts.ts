import { type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The legal notice's facts (decision 0067: legal form, register, VAT ID, bar, professional titles
 * and rules, insurer, dispute resolution) are firm-wide facts: one JSON text in the facts' row,
 * written and read whole like the configuration's lists. Empty (`{}`) until the firm types them;
 * their drafts and revisions are kept with the other facts' in `content_drafts` and `revisions`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("firm_facts")
    .addColumn("legal_notice", "text", (column) => column.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("firm_facts").dropColumn("legal_notice").execute();
}
