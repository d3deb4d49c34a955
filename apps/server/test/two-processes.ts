import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";

/** Two server processes (the scaled-out setup), the first one's administrator signed in. */
export interface TwoProcesses {
  first: Awaited<ReturnType<typeof buildApp>>;
  second: Awaited<ReturnType<typeof buildApp>>;
  /** The session token of the administrator, signed in on the first. */
  token: string;
}

/**
 * Runs `work` with two server processes on one PostgreSQL database of their own (on the server of
 * `databaseUrl`), each with its own LISTEN connection, as two processes behind a load balancer
 * are; both are closed and the database dropped afterwards.
 */
export async function withTwoProcesses(databaseUrl: string, work: (processes: TwoProcesses) => Promise<void>): Promise<void> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-processes-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    ADMIN_ACCOUNT: "admin",
    ADMIN_PASSWORD: "Initial-Passw0rd",
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
  });
  const first = await buildApp(config, { logger: false });
  const second = await buildApp(config, { logger: false });
  try {
    const login = await first.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: "admin", password: "Initial-Passw0rd" },
    });
    await work({ first, second, token: login.json<{ result: string }>().result });
  } finally {
    await first.close();
    await second.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
