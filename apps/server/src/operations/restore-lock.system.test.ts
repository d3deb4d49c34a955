import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { backup, SQLITE_FILE, sqliteRowCounts } from "./backup.ts";
import { holdRestoreLock, holdServerLock, LOCK_FILE, ServerLockError } from "./server-lock.ts";

/*
 * The restore lock (README, "Operations: backups"): `npm run restore -- --force` replaced the
 * SQLite files under a running server, which went on answering 200 and lost every write it
 * confirmed afterwards. A running server now holds a lock that makes restore refuse; once it
 * stopped, restore works.
 */

const serverDir = path.resolve(import.meta.dirname, "..", "..");
const ADMIN_PASSWORD = "Restore-Lock-Passw0rd";
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-restore-lock-"));

interface Finished {
  code: number | null;
  output: string;
}

function runProcess(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; finished: Promise<Finished>; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: "0", SEED_DEMO: "0", ADMIN_PASSWORD, WEB_ROOT: "/nonexistent", ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  return { child, finished, output: () => output };
}

/** Waits for the server's "listening" line: by then it has migrated and holds its lock. */
async function waitForListening(server: ReturnType<typeof runProcess>): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (/Server listening at http:\/\/127\.0\.0\.1:\d+/.test(server.output())) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

describe("restore while a server runs (SQLite)", { timeout: 120_000 }, () => {
  it("refuses with a message and leaves the server's data alone; works once the server stopped", async () => {
    // A backup of another site's data folder.
    const sourceDir = tempDir();
    const source = openDatabase({ dataDir: sourceDir });
    await migrateToLatest(source.db);
    await source.db.destroy();
    const { folder, manifest } = await backup({ dataDir: sourceDir, databaseUrl: undefined, s3: undefined });

    const dataDir = tempDir();
    const server = runProcess(["src/main.ts"], { DATA_DIR: dataDir });
    try {
      await waitForListening(server);
      const before = sqliteRowCounts(path.join(dataDir, SQLITE_FILE));
      expect(before.admin_accounts).toBe(1);

      const refused = await runProcess(["src/operations/restore.command.ts", folder, "--force"], { DATA_DIR: dataDir }).finished;
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain(`A server (pid ${server.child.pid}`);
      expect(refused.output).toContain("is using this data folder; stop it first");
      expect(sqliteRowCounts(path.join(dataDir, SQLITE_FILE))).toEqual(before);
      expect(server.child.exitCode).toBeNull();

      // A second server on the same folder is refused by the same lock.
      const second = await runProcess(["src/main.ts"], { DATA_DIR: dataDir }).finished;
      expect(second.code).toBe(1);
      expect(second.output).toContain("is using this data folder");
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.finished).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const restored = await runProcess(["src/operations/restore.command.ts", folder, "--force"], { DATA_DIR: dataDir }).finished;
    expect(restored.code, restored.output).toBe(0);
    expect(sqliteRowCounts(path.join(dataDir, SQLITE_FILE))).toEqual(manifest.rowCounts);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the server and restore locks on PostgreSQL (needs TEST_DATABASE_URL)", { timeout: 60_000 }, () => {
  it("lets several servers share the database and refuses a restore while any runs", async () => {
    const name = `lock_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${name}`;
    const config = { dataDir: tempDir(), databaseUrl: databaseUrl.toString() };
    try {
      const first = await holdServerLock(config);
      const second = await holdServerLock(config);
      await expect(holdRestoreLock(config)).rejects.toThrow(ServerLockError);
      await expect(holdRestoreLock(config)).rejects.toThrow("A server is using this database");
      await first.release();
      await expect(holdRestoreLock(config)).rejects.toThrow(ServerLockError);
      await second.release();
      const restore = await holdRestoreLock(config);
      await expect(holdServerLock(config)).rejects.toThrow("A restore is running on this database");
      await restore.release();
      await (await holdServerLock(config)).release();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
