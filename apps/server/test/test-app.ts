import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
// The site search's migration needs pg_trgm, which PostgreSQL ships and PGlite loads on demand.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { createKysely, openDatabase, type DatabaseHandle } from "../src/db/connection.ts";
import { databaseUrl } from "./postgres-template.ts";
import type { Db } from "../src/db/database.ts";

export const ADMIN_ACCOUNT = "admin";
export const ADMIN_PASSWORD = "Initial-Passw0rd";

/**
 * A fresh database of the dialect this test project runs on (TEST_DIALECT): a SQLite file, a
 * database of its own on the PostgreSQL server named by TEST_DATABASE_URL, or an in-process PGlite.
 */
async function openTestDatabase(dataDir: string): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DIALECT !== "postgres") {
    return { database: openDatabase({ dataDir }), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    return {
      database: { db: createKysely(new PGliteDialect(pglite)), dialect: "postgres", description: "PGlite (memory)" },
      drop: async () => {},
    };
  }
  // A database of its own, not a schema: Kysely's migrator and introspection look at every
  // schema of a database, so test files running side by side in one database trip over each other.
  // A copy of the run's migrated database (postgres-template.ts), so the migrations run once a run.
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 5 });
  // Dropping the database ends any connection still open; that is expected here.
  pool.on("error", () => {});
  return {
    database: { db: createKysely(new PostgresDialect({ pool })), dialect: "postgres", description: `${url} (${name})` },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  /** Logs in as the first administrator and answers the session token. */
  login: (password?: string) => Promise<string>;
}

/** Builds the real server on a fresh database; it is closed and dropped after the file's tests. */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<BuildOptions, "logger" | "serverLock"> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_ACCOUNT,
    ADMIN_PASSWORD,
    SEED_DEMO: "0",
    LOG_LEVEL: "silent",
    ...environment,
  });
  const { database, drop } = await openTestDatabase(dataDir);
  const app = await buildApp(config, {
    database,
    logger: options.logger ?? false,
    serverLock: options.serverLock,
    validateResponses: true,
  }).catch(async (error: unknown) => {
    await database.db.destroy();
    await drop();
    throw error;
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const login = async (password = ADMIN_PASSWORD) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: config.adminAccount, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{ result: string }>().result;
  };
  return { app, db: database.db, config, login };
}
