import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { newPostgresDatabase, newSqliteDatabase } from "../../test/test-databases.ts";
import type { Db } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * Known difference: SQLite lets a non-integer PRIMARY KEY column hold NULL unless it is declared
 * NOT NULL (a documented SQLite quirk); PostgreSQL never does. The server never writes NULL there.
 */
const SQLITE_NULLABLE_KEYS = new Set(["languages.lang_code"]);

/**
 * Known difference: the site search's and the article titles' index structures are each dialect's
 * own (decisions 0029, 0093): SQLite's FTS5 tables and their shadow tables, PostgreSQL's pg_trgm
 * and full-text indexes; and the subscribers' addresses by their beginning (decision 0099), which
 * SQLite finds in its unique index and PostgreSQL in an index of the pattern operator class; and
 * the articles' kind and number by their id, which SQLite reads for the titles' index's matches
 * (decision 0118).
 */
const SQLITE_ONLY_TABLE = /^(search_entries_fts|search_small_fts|article_titles_fts)/;
const SQLITE_ONLY_INDEX = /^articles\(id,kind,no\)$/;
const POSTGRES_ONLY_INDEX =
  /^search_entries\((title_key|body_key)gin_trgm_ops|array_to_tsvector|^articles\(lower\(title\)gin_trgm_ops\)|^newsletter_subscribers\(emailvarchar_pattern_ops\)/;

/** Tables with their columns (name, nullability), and indexes as "table(columns)" with uniqueness. */
async function describeSchema(db: Db, dialect: "sqlite" | "postgres") {
  const tables = (await db.introspection.getTables()).filter((table) => !SQLITE_ONLY_TABLE.test(table.name));
  const shape = Object.fromEntries(
    tables
      .map(
        (table) =>
          [
            table.name,
            table.columns
              .map(
                (column) =>
                  `${column.name}${column.isNullable && !column.isAutoIncrementing && column.name !== "id" && !SQLITE_NULLABLE_KEYS.has(`${table.name}.${column.name}`) ? "?" : ""}`,
              )
              .sort(),
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  // SQLite reports an INTEGER PRIMARY KEY as nullable; it never is (it is the row id).
  let indexes: string[];
  if (dialect === "sqlite") {
    const rows = await sql<{
      tbl: string;
      sql: string | null;
    }>`select tbl_name as tbl, sql from sqlite_master where type = 'index'`.execute(db);
    // Indexes SQLite makes itself (primary keys, unique constraints) have no SQL, and a table
    // without row ids is its primary key's index: read their columns.
    const automatic = await sql<{
      tbl: string;
      name: string;
    }>`select tables.name as tbl, own.name from sqlite_master as tables, pragma_index_list(tables.name) as own
      where tables.type = 'table' and own.origin <> 'c'`.execute(db);
    indexes = rows.rows.filter((row) => row.sql).map((row) => normalise(row.tbl, row.sql!));
    for (const row of automatic.rows.filter((index) => !SQLITE_ONLY_TABLE.test(index.tbl))) {
      const columns = await sql<{ name: string }>`select name from pragma_index_info(${row.name}) order by seqno`.execute(db);
      indexes.push(`unique ${row.tbl}(${columns.rows.map((column) => column.name).join(",")})`);
    }
  } else {
    const rows = await sql<{
      tablename: string;
      indexdef: string;
    }>`select tablename, indexdef from pg_indexes where schemaname = 'public'`.execute(db);
    // Primary keys are unique indexes on both, except SQLite's integer row id, which needs none.
    indexes = rows.rows.filter((row) => !/_pkey\b.*\(id\)$/.test(row.indexdef)).map((row) => normalise(row.tablename, row.indexdef));
  }
  const ownIndex = dialect === "sqlite" ? SQLITE_ONLY_INDEX : POSTGRES_ONLY_INDEX;
  return { tables: shape, indexes: indexes.filter((index) => !index.includes("kysely_") && !ownIndex.test(index)).sort() };
}

/** "create unique index x on t using btree (a, lower(b))" → "unique t(a,lower(b))". */
function normalise(table: string, definition: string): string {
  const unique = /\bunique\b/i.test(definition) ? "unique " : "";
  const columns = (/\((.*)\)\s*(where.*)?$/is.exec(definition)?.[1] ?? "")
    .replace(/["\s]/g, "")
    .replace(/::\w+/g, "")
    .replace(/\(\(([^()]*)\)\)/g, "($1)")
    .toLowerCase();
  const where = /\bwhere\b(.*)$/is
    .exec(definition)?.[1]
    ?.replace(/["\s()]/g, "")
    .toLowerCase();
  return `${unique}${table}(${columns})${where ? ` where ${where}` : ""}`;
}

describe("migrations", { timeout: 60_000 }, () => {
  it("give SQLite and PostgreSQL the same tables, columns and indexes", async () => {
    const sqlite = newSqliteDatabase();
    const postgres = await newPostgresDatabase();
    try {
      await migrateToLatest(sqlite.db);
      await migrateToLatest(postgres.db);
      const [left, right] = [await describeSchema(sqlite.db, "sqlite"), await describeSchema(postgres.db, "postgres")];
      expect(Object.keys(left.tables).length).toBeGreaterThan(10);
      expect(left.tables).toEqual(right.tables);
      expect(left.indexes).toEqual(right.indexes);
    } finally {
      for (const database of [sqlite, postgres]) {
        await database.db.destroy();
        await database.drop();
      }
    }
  });
});
