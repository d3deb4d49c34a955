import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * Offices gain a postal address, telephone, e-mail, picture (the office's, the same in every
 * version) and an opening note (each version's own); job titles gain "is a lawyer" (the title's,
 * the same in every version). docs/decisions/0030.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const offices = () => db.schema.alterTable("offices");
  await offices()
    .addColumn("address", "varchar(300)", (column) => column.notNull().defaultTo(""))
    .execute();
  await offices()
    .addColumn("postal_code", "varchar(20)", (column) => column.notNull().defaultTo(""))
    .execute();
  await offices()
    .addColumn("city", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .execute();
  await offices()
    .addColumn("country", "varchar(2)", (column) => column.notNull().defaultTo(""))
    .execute();
  await offices().addColumn("phone_number", "varchar(50)").execute();
  await offices().addColumn("email", "varchar(254)").execute();
  await offices().addColumn("picture_url", "varchar(2048)").execute();
  await offices()
    .addColumn("opening_note", "varchar(1000)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("jobs")
    .addColumn("is_lawyer", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("jobs").dropColumn("is_lawyer").execute();
  for (const column of ["opening_note", "picture_url", "email", "phone_number", "country", "city", "postal_code", "address"]) {
    await db.schema.alterTable("offices").dropColumn(column).execute();
  }
}
