import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The people and practice areas a news item, case analysis or honor names (docs/decisions/0031):
  // rows of each article version, naming versions of the same language, the same items in every
  // version; `position` keeps the editor's order.
  await db.schema
    .createTable("article_people")
    .addColumn("article_id", "integer", (column) => column.notNull().references("articles.id"))
    .addColumn("person_id", "integer", (column) => column.notNull().references("people.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("article_people_pkey", ["article_id", "person_id"])
    .execute();
  // A person's page and the list filtered by a person.
  await db.schema.createIndex("article_people_person_id_idx").on("article_people").column("person_id").execute();

  await db.schema
    .createTable("article_practice_areas")
    .addColumn("article_id", "integer", (column) => column.notNull().references("articles.id"))
    .addColumn("practice_area_id", "integer", (column) => column.notNull().references("practice_areas.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("article_practice_areas_pkey", ["article_id", "practice_area_id"])
    .execute();
  await db.schema
    .createIndex("article_practice_areas_practice_area_id_idx")
    .on("article_practice_areas")
    .column("practice_area_id")
    .execute();

  // A practice area's key contacts, in order: people of the practice area version's language.
  await db.schema
    .createTable("practice_area_contacts")
    .addColumn("practice_area_id", "integer", (column) => column.notNull().references("practice_areas.id"))
    .addColumn("person_id", "integer", (column) => column.notNull().references("people.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("practice_area_contacts_pkey", ["practice_area_id", "person_id"])
    .execute();
  await db.schema.createIndex("practice_area_contacts_person_id_idx").on("practice_area_contacts").column("person_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["practice_area_contacts", "article_practice_areas", "article_people"]) {
    await db.schema.dropTable(table).execute();
  }
}
