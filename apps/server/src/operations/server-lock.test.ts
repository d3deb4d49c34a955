import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { holdRestoreLock, holdServerLock, LOCK_FILE, ServerLockError } from "./server-lock.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-lock-"));

describe("the data folder's lock (SQLite)", () => {
  it("refuses a restore and a second server while a server holds it, and is free once released", async () => {
    const dataDir = tempDir();
    const server = await holdServerLock({ dataDir, databaseUrl: undefined });
    expect(fs.statSync(path.join(dataDir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    await expect(holdRestoreLock({ dataDir, databaseUrl: undefined })).rejects.toThrow(ServerLockError);
    await expect(holdRestoreLock({ dataDir, databaseUrl: undefined })).rejects.toThrow(`A server (pid ${process.pid}`);
    await expect(holdServerLock({ dataDir, databaseUrl: undefined })).rejects.toThrow(/is using this data folder/);
    await server.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const restore = await holdRestoreLock({ dataDir, databaseUrl: undefined });
    await expect(holdServerLock({ dataDir, databaseUrl: undefined })).rejects.toThrow(/A restore \(pid/);
    await restore.release();
  });

  it("takes over the lock of a process that died", async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", ""]).pid!;
    const stale = { role: "server", pid: dead, host: os.hostname(), startedAt: "2026-12-01T10:00:00.000Z" };
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(stale));
    const lock = await holdRestoreLock({ dataDir, databaseUrl: undefined });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ role: "restore", pid: process.pid });
    await lock.release();
  });
});
