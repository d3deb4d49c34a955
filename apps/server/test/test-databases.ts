import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
// The site search's migration needs pg_trgm, which PostgreSQL ships and PGlite loads on demand.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PostgresDialect, type CompiledQuery } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { createKysely, openDatabase, poolUseOf, type DatabaseHandle } from "../src/db/connection.ts";
import type { Db } from "../src/db/database.ts";

/** Hears every statement a test's database is sent (`createKysely`'s `onQuery`). */
export type OnQuery = (query: CompiledQuery) => void;

/** A database a test made for itself: `drop` removes it once the test has destroyed `db`. */
export interface TestDatabase {
  db: Db;
  /** Where it is, for messages. */
  description: string;
  drop: () => Promise<void>;
  /** On a PostgreSQL server: its pool's use (`DatabaseHandle.poolUse`). */
  poolUse?: DatabaseHandle["poolUse"];
}

/** A database's address on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Runs one statement on the server of `url`, on a connection of its own. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database: one of its own on the server named by TEST_DATABASE_URL (a copy of
 * `template` when given, else empty), or without a server an in-process PGlite (always empty; about
 * ten times slower to migrate). A database, not a schema: Kysely's migrator and introspection look
 * at every schema of a database, so test files running side by side in one database would trip over
 * each other.
 */
export async function newPostgresDatabase(template?: string, onQuery?: OnQuery): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      db: createKysely(new PGliteDialect(new PGlite({ extensions: { pg_trgm } })), onQuery),
      description: "PGlite (memory)",
      drop: async () => {},
    };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runOnServer(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 5 });
  // Dropping the database ends any connection still open; that is expected here.
  pool.on("error", () => {});
  return {
    db: createKysely(new PostgresDialect({ pool }), onQuery),
    description: `${url} (${name})`,
    poolUse: poolUseOf(pool),
    drop: () => runOnServer(url, `drop database if exists ${name} with (force)`),
  };
}

/** A new SQLite database in a folder of its own. */
export function newSqliteDatabase(onQuery?: OnQuery): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-test-db-"));
  return {
    db: openDatabase({ dataDir, onQuery }).db,
    description: dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * An empty database of each dialect, by its name, for the tests that migrate one themselves
 * (`describe.each`); `onQuery` hears every statement sent to it.
 */
export const EMPTY_DATABASES = [
  ["SQLite", async (onQuery?: OnQuery) => newSqliteDatabase(onQuery)],
  ["PostgreSQL", (onQuery?: OnQuery) => newPostgresDatabase(undefined, onQuery)],
] as const satisfies readonly (readonly [string, (onQuery?: OnQuery) => Promise<TestDatabase>])[];
