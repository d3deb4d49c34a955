import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { openDatabase, type DatabaseHandle } from "../src/db/connection.ts";
import { newPostgresDatabase, type OnQuery } from "./test-databases.ts";
import type { Db } from "../src/db/database.ts";
import type { Storage } from "../src/storage/object-store.ts";
import { openStorage } from "../src/storage/storage.ts";

export const ADMIN_ACCOUNT = "admin";
export const ADMIN_PASSWORD = "Initial-Passw0rd";

/**
 * A fresh database of the dialect this test project runs on (TEST_DIALECT): a SQLite file in the
 * test's folder, or a PostgreSQL database (test-databases.ts) copied from the run's migrated one
 * (postgres-template.ts), so the migrations run once a run.
 */
async function openTestDatabase(dataDir: string, onQuery?: OnQuery): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DIALECT !== "postgres") {
    return { database: openDatabase({ dataDir, onQuery }), drop: async () => {} };
  }
  const { db, description, drop, poolUse } = await newPostgresDatabase(inject("postgresTemplate"), onQuery);
  return { database: { db, dialect: "postgres", description, poolUse }, drop };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  /** The app's file storage, as configured (another client of the same folders or bucket). */
  storage: Storage;
  /** Logs in as the first administrator and answers the session token. */
  login: (password?: string) => Promise<string>;
}

/** Builds the real server on a fresh database; it is closed and dropped after the file's tests. */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<
    BuildOptions,
    "logger" | "serverLock" | "outboxTiming" | "purgeTiming" | "variantTiming" | "newsletterTiming" | "leaveCpuWorkersRunning"
  > & {
    /** Hears every statement the app sends to its database (a test that counts them). */
    onQuery?: OnQuery;
  } = {},
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
  const { database, drop } = await openTestDatabase(dataDir, options.onQuery);
  const app = await buildApp(config, {
    database,
    logger: options.logger ?? false,
    serverLock: options.serverLock,
    outboxTiming: options.outboxTiming,
    purgeTiming: options.purgeTiming,
    variantTiming: options.variantTiming,
    newsletterTiming: options.newsletterTiming,
    // One image process, text process and SVG worker per test worker, not per file: each file's
    // server would otherwise start them again, about 1.5 s of CPU each (decision 0123).
    leaveCpuWorkersRunning: options.leaveCpuWorkersRunning ?? true,
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
  return { app, db: database.db, config, storage: openStorage(config), login };
}
