import { sql, type Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/** The columns of `portal_configs` that become firm-wide (docs/decisions/0028). */
const SHARED_COLUMNS = [
  "icon_url",
  "address",
  "email",
  "tel",
  "lawyer_count",
  "is_lawyer_count_visible",
  "total_people",
  "is_total_people_visible",
  "branch_count",
  "is_branch_count_visible",
];
const FIGURE_COLUMNS = ["lawyer_count", "total_people", "branch_count"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the telephone, e-mail, address, logo and headline figures of every language.
  // A null figure is computed from the data; a number overrides it.
  await db.schema
    .createTable("firm_facts")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("icon_url", "varchar(2048)")
    .addColumn("address", "varchar(500)", (column) => column.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("tel", "varchar(50)", (column) => column.notNull())
    .addColumn("lawyer_count", "integer")
    .addColumn("is_lawyer_count_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("total_people", "integer")
    .addColumn("is_total_people_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("branch_count", "integer")
    .addColumn("is_branch_count_visible", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();

  // The rule: the most recently saved language's values become the firm's (on a tie, the highest
  // id, the last written). Its figures are kept as overrides, so the site shows what it showed.
  const columns = sql.join([...SHARED_COLUMNS, "updated_at"].map((column) => sql.ref(column)));
  await sql`insert into firm_facts (id, ${columns})
    select 1, ${columns} from portal_configs order by updated_at desc, id desc limit 1`.execute(db);

  for (const column of SHARED_COLUMNS) await db.schema.alterTable("portal_configs").dropColumn(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const table = () => db.schema.alterTable("portal_configs");
  await table().addColumn("icon_url", "varchar(2048)").execute();
  await table()
    .addColumn("address", "varchar(500)", (column) => column.notNull().defaultTo(""))
    .execute();
  await table().addColumn("email", "varchar(254)").execute();
  await table()
    .addColumn("tel", "varchar(50)", (column) => column.notNull().defaultTo(""))
    .execute();
  for (const column of SHARED_COLUMNS.slice(4)) {
    await table()
      .addColumn(column, "integer", (builder) => builder.notNull().defaultTo(0))
      .execute();
  }
  // Every language gets the firm's values back; a computed figure (null) goes back as 0.
  const assignments = SHARED_COLUMNS.map((column) => {
    const value = sql`(select ${sql.ref(column)} from firm_facts where id = 1)`;
    const fallback = FIGURE_COLUMNS.includes(column) ? sql`coalesce(${value}, 0)` : sql`coalesce(${value}, ${sql.ref(column)})`;
    return sql`${sql.ref(column)} = ${fallback}`;
  });
  await sql`update portal_configs set ${sql.join(assignments)}`.execute(db);
  await db.schema.dropTable("firm_facts").execute();
}
