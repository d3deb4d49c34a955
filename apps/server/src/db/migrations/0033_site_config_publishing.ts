import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The site configuration is published (decision 0059): a language's configuration is live from
 * `publish_at` (null: a draft, never published, which visitors do not see: the site shows another
 * language's). Every existing configuration was live since it was created, and stays so. Its
 * unpublished changes and revisions are kept in `content_drafts` and `revisions` like every
 * publishable kind's, so no other table is needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("portal_configs").addColumn("publish_at", "varchar(32)").execute();
  await sql`update portal_configs set publish_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_drafts where table_name in ('portalConfigs', 'firmFacts')`.execute(db);
  await sql`delete from revisions where table_name = 'portalConfigs'`.execute(db);
  await db.schema.alterTable("portal_configs").dropColumn("publish_at").execute();
}
