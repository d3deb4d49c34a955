import { randomBytes } from "node:crypto";
import { PostgresDialect } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createKysely } from "../src/db/connection.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { databaseUrl, runOnServer } from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each PostgreSQL test file's own database is copied from; undefined on PGlite. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Global setup of the PostgreSQL test projects: migrates one database once per run, which every
 * test file's database is then made from (`create database … template`, test-app.ts) instead of
 * running the migrations again, about a second a file. Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide("postgresTemplate", undefined);
    return;
  }
  const name = `test_template_${randomBytes(6).toString("hex")}`;
  await runOnServer(url, `create database ${name}`);
  // A template must have no open connection while a copy is made: the migration's pool is closed before any test starts.
  const db = createKysely(new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(url, name), max: 1 }) }));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide("postgresTemplate", name);
  return async () => runOnServer(url, `drop database if exists ${name} with (force)`);
}
