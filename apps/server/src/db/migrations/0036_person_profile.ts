import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/** A person's full profile (decision 0068): each list a JSON text of the version's row, empty to start with. */
const COLUMNS = ["specialist_titles", "bar_admissions", "education", "memberships", "publications", "rankings"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable("people")
      .addColumn(column, "text", (definition) => definition.notNull().defaultTo("[]"))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("people").dropColumn(column).execute();
}
