import { sql, type Kysely } from "kysely";
import { firstFreeSlug, slugOf } from "../../modules/addresses/slugs.ts";

// Frozen: this migration must never change once released; later changes get a new file. (It makes
// the first slugs with the server's `slugOf`; a later change of that function changes only what a
// database migrated after it starts with.)

/** The tables of versions with pages of their own, each with the column a slug is made from and what names its kinds. */
const ADDRESSED_TABLES = [
  { table: "articles", title: "title", kind: sql<string>`kind` },
  { table: "people", title: "name", kind: sql<string>`'person'` },
  { table: "practice_areas", title: "name", kind: sql<string>`'practiceArea'` },
] as const;

/**
 * Readable addresses (decision 0054): each version of a news item, case analysis, honor, person
 * and practice area gets a slug, unique per kind and language, made here from its title or name
 * (the lower id first takes the plain one). `address_history` keeps the slugs a version had before
 * (`version_id` its version), and those of versions deleted or taken off the site (`version_id`
 * null when deleted), so that an old address answers a redirect or 410 Gone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables of a frozen migration are named, not typed
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table } of ADDRESSED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("slug", "varchar(80)", (column) => column.notNull().defaultTo(""))
      .execute();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const fill = async (trx: Kysely<any>) => {
    for (const { table, title, kind } of ADDRESSED_TABLES) {
      const rows = await trx
        .selectFrom(table)
        .select([sql<number>`id`.as("id"), sql<string>`lang`.as("lang"), sql<string>`${sql.ref(title)}`.as("title"), kind.as("kind")])
        .orderBy(sql`id`)
        .execute();
      const taken = new Map<string, Set<string>>();
      for (const row of rows) {
        const key = `${row.kind} ${row.lang}`;
        const slugs = taken.get(key) ?? new Set<string>();
        taken.set(key, slugs);
        const slug = firstFreeSlug(slugOf(row.title, row.lang, row.kind.toLowerCase()), slugs);
        slugs.add(slug);
        await trx
          .updateTable(table)
          .set({ slug })
          .where(sql`id`, "=", row.id)
          .execute();
      }
    }
  };
  // PostgreSQL migrates in one transaction already; SQLite's thousands of updates want one too.
  await (db.isTransaction ? fill(db) : db.transaction().execute(fill));
  await db.schema.createIndex("articles_slug_idx").unique().on("articles").columns(["kind", "lang", "slug"]).execute();
  await db.schema.createIndex("people_slug_idx").unique().on("people").columns(["lang", "slug"]).execute();
  await db.schema.createIndex("practice_areas_slug_idx").unique().on("practice_areas").columns(["lang", "slug"]).execute();
  await db.schema
    .createTable("address_history")
    .addColumn("kind", "varchar(20)", (column) => column.notNull())
    .addColumn("lang", "varchar(16)", (column) => column.notNull())
    .addColumn("slug", "varchar(80)", (column) => column.notNull())
    .addColumn("version_id", "integer")
    .addColumn("changed_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("address_history_pk", ["kind", "lang", "slug"])
    .execute();
  await db.schema.createIndex("address_history_version_idx").on("address_history").columns(["kind", "version_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("address_history").execute();
  for (const index of ["articles_slug_idx", "people_slug_idx", "practice_areas_slug_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const { table } of ADDRESSED_TABLES) {
    await db.schema.alterTable(table).dropColumn("slug").execute();
  }
}
