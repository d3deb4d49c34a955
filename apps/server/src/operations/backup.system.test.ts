import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createKysely, openDatabase } from "../db/connection.ts";
import type { Db } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { ensureAdministrator } from "../modules/accounts/accounts.service.ts";
import { loadConfig } from "../config.ts";
import { readObject, type ObjectStore } from "../storage/object-store.ts";
import { openStorage } from "../storage/storage.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { backup, OperationError, SQLITE_FILE, sqliteRowCounts } from "./backup.ts";
import { restore } from "./restore.ts";

const silentLog = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof ensureAdministrator>[2];
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-backup-"));
const configOf = (dataDir: string, databaseUrl?: string) => ({ dataDir, databaseUrl, s3: undefined });

const auditEntry = (summary: string) => ({
  createdAt: new Date().toISOString(),
  accountId: null,
  accountName: null,
  clientAddress: "127.0.0.1",
  action: "update",
  kind: "news",
  itemNo: null,
  itemId: null,
  languages: "[]",
  summary,
  endpoint: null,
});

/** Inserts audit entries one after the other until stopped; answers how many were written. */
function keepWriting(db: Db) {
  let running = true;
  let written = 0;
  const done = (async () => {
    while (running) {
      await db
        .insertInto("auditEntries")
        .values(auditEntry(`writer ${written}`))
        .execute();
      written += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return { stop: async () => ((running = false), await done, written) };
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table.name as never)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number((row as { n: number }).n);
  }
  return counts;
}

/** A signed-in session, a login attempt, a set-password link and the server's keys, as a running site has them. */
async function addSignInsAndKeys(db: Db) {
  const at = new Date().toISOString();
  await ensureAdministrator(db, { loginAccount: "admin", password: "Backup-Test-Passw0rd" }, silentLog);
  await db
    .updateTable("adminAccounts")
    .set({ passwordLinkHash: "a".repeat(64), passwordLinkExpiresAt: at })
    .execute();
  const account = await db.selectFrom("adminAccounts").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("sessions")
    .values({ tokenHash: "b".repeat(64), accountId: account.id, createdAt: at, expiresAt: at })
    .execute();
  await db.insertInto("loginAttempts").values({ loginAccount: "admin", clientAddress: "127.0.0.1", createdAt: at }).execute();
  await db.insertInto("serverSecrets").values({ name: "preview-link-key", value: "secret", createdAt: at }).execute();
}

const NONE_LEFT = { sessions: 0, login_attempts: 0, server_secrets: 0, password_links: 0, accounts: 1 };

function signInsAndKeys(file: string) {
  const counts = sqliteRowCounts(file);
  const database = new SqliteDatabase(file, { readonly: true });
  const links = database.prepare("select count(*) as n from admin_accounts where password_link_hash is not null").get() as { n: number };
  database.close();
  return {
    sessions: counts.sessions,
    login_attempts: counts.login_attempts,
    server_secrets: counts.server_secrets,
    password_links: links.n,
    accounts: counts.admin_accounts,
  };
}

/** Folders 0700 and files 0600, all the way down. */
function expectOwnerOnly(folder: string) {
  expect(fs.statSync(folder).mode & 0o777, folder).toBe(0o700);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) expectOwnerOnly(full);
    else expect(fs.statSync(full).mode & 0o777, full).toBe(0o600);
  }
}

describe("backup and restore (SQLite)", { timeout: 60_000 }, () => {
  it("takes a consistent copy during writes and restores it with the same row counts", async () => {
    const dataDir = tempDir();
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    // Enough rows that the online copy takes several steps while the writer goes on.
    for (let index = 0; index < 2_000; index += 1) {
      await db
        .insertInto("auditEntries")
        .values(auditEntry(`seed ${index}`.padEnd(90, "x")))
        .execute();
    }
    await addSignInsAndKeys(db);
    fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef.png"), "png bytes");
    fs.writeFileSync(path.join(dataDir, "uploads", "fedcba9876543210fedcba9876543210.png.part"), "half written");
    const before = (await countRows(db)).audit_entries!;

    const writer = keepWriting(db);
    // The modes must not depend on the umask of whoever runs the backup.
    const umask = process.umask(0o022);
    const { folder, manifest } = await backup(configOf(dataDir)).finally(() => process.umask(umask));
    const written = await writer.stop();
    const after = (await countRows(db)).audit_entries!;
    await db.destroy();

    expect(written).toBeGreaterThan(0);
    expect(folder.startsWith(path.join(dataDir, "backups", "backup-"))).toBe(true);
    expect(manifest.uploads).toBe(1);
    const icons = manifest.rowCounts!.audit_entries!;
    expect(icons).toBeGreaterThanOrEqual(before);
    expect(icons).toBeLessThanOrEqual(after);
    expectOwnerOnly(folder);
    expectOwnerOnly(path.dirname(folder));
    expect(signInsAndKeys(path.join(folder, SQLITE_FILE))).toEqual(NONE_LEFT);

    // Restore into an empty data folder: the same row counts, every table.
    const target = tempDir();
    await restore(configOf(target), folder);
    expect(sqliteRowCounts(path.join(target, SQLITE_FILE))).toEqual(manifest.rowCounts);
    expect(fs.readdirSync(path.join(target, "uploads"))).toEqual(["0123456789abcdef0123456789abcdef.png"]);
    expect(signInsAndKeys(path.join(target, SQLITE_FILE))).toEqual(NONE_LEFT);

    // A second restore refuses to overwrite, unless forced.
    await expect(restore(configOf(target), folder)).rejects.toThrow(OperationError);
    await expect(restore(configOf(target), folder)).rejects.toThrow(/--force/);
    await restore(configOf(target), folder, { force: true });
    expect(sqliteRowCounts(path.join(target, SQLITE_FILE))).toEqual(manifest.rowCounts);

    // The restored database opens and migrates as the server would.
    const restored = openDatabase({ dataDir: target });
    expect(await migrateToLatest(restored.db)).toEqual([]);
    await restored.db.destroy();
  });

  it("refuses a non-empty --out folder and a missing database with a clear message", async () => {
    const dataDir = tempDir();
    await expect(backup(configOf(dataDir))).rejects.toThrow(/no database/);
    const out = tempDir();
    fs.writeFileSync(path.join(out, "something"), "x");
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    await db.destroy();
    await expect(backup(configOf(dataDir), { out })).rejects.toThrow(/not empty/);
  });
});

async function keysOf(store: ObjectStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys.sort();
}

describe("backup and restore with the files in a bucket", { timeout: 60_000 }, () => {
  it("copies the bucket's objects into the backup and puts them back into an empty bucket", async () => {
    const server = await startS3Server();
    const dataDir = tempDir();
    const { db } = openDatabase({ dataDir });
    await migrateToLatest(db);
    await db.destroy();
    const config = loadConfig({ DATA_DIR: dataDir, ...server.environment, S3_PREFIX: "live" });
    const storage = openStorage(config);
    const photo = "0123456789abcdef0123456789abcdef.jpg";
    await storage.uploads.put(photo, Buffer.from("jpeg bytes"), "image/jpeg");
    await storage.uploads.put("0123456789abcdef0123456789abcdef-320.webp", Buffer.from("webp bytes"), "image/webp");
    await storage.private.put("contract.pdf", Buffer.from("pdf bytes"), "application/pdf");

    const { folder, manifest } = await backup(config);
    expect(manifest).toMatchObject({ uploads: 2, privateFiles: 1 });
    expect(fs.readdirSync(path.join(folder, "uploads")).sort()).toEqual(["0123456789abcdef0123456789abcdef-320.webp", photo]);
    expect(fs.readFileSync(path.join(folder, "private", "contract.pdf"), "utf8")).toBe("pdf bytes");
    expectOwnerOnly(folder);

    // Into another site's (empty) place in the bucket, and a fresh data folder.
    const target = loadConfig({ DATA_DIR: tempDir(), ...server.environment, S3_PREFIX: "restored" });
    await restore(target, folder);
    const restored = openStorage(target);
    expect(await keysOf(restored.uploads)).toEqual(await keysOf(storage.uploads));
    expect((await readObject(restored.uploads, photo))?.toString()).toBe("jpeg bytes");
    expect((await restored.uploads.head(photo))?.md5).toBe((await storage.uploads.head(photo))?.md5);
    expect(await keysOf(restored.private)).toEqual(["contract.pdf"]);

    // A bucket that holds files is replaced only when forced, and then holds the backup's files only.
    await restored.uploads.put("fedcba9876543210fedcba9876543210.png", Buffer.from("newer"), "image/png");
    await fs.promises.rm(path.join(target.dataDir, SQLITE_FILE));
    await expect(restore(target, folder)).rejects.toThrow(/file storage is not empty/);
    await restore(target, folder, { force: true });
    expect(await keysOf(restored.uploads)).toEqual(await keysOf(storage.uploads));
  });
});

const url = process.env.TEST_DATABASE_URL;
const hasPgDump = spawnSync("pg_dump", ["--version"]).status === 0;

describe.skipIf(!url || !hasPgDump)("backup and restore (PostgreSQL; needs TEST_DATABASE_URL and pg_dump)", { timeout: 120_000 }, () => {
  async function createDatabase() {
    const name = `backup_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3 });
    pool.on("error", () => {});
    const drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    return { url: databaseUrl.toString(), db: createKysely(new PostgresDialect({ pool })), drop };
  }

  it("takes a consistent copy during writes and restores it with the same row counts", async () => {
    const source = await createDatabase();
    const target = await createDatabase();
    try {
      await migrateToLatest(source.db);
      await addSignInsAndKeys(source.db);
      const before = (await countRows(source.db)).audit_entries!;
      const writer = keepWriting(source.db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const dataDir = tempDir();
      const { folder, manifest } = await backup(configOf(dataDir, source.url));
      await writer.stop();
      const after = await countRows(source.db);
      expect(manifest.dialect).toBe("postgres");

      const targetDir = tempDir();
      await restore(configOf(targetDir, target.url), folder);
      const restored = await countRows(target.db);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(after).sort());
      expect(restored.audit_entries).toBeGreaterThanOrEqual(before);
      expect(restored.audit_entries).toBeLessThanOrEqual(after.audit_entries!);
      const leftOut = new Set(["audit_entries", "sessions", "login_attempts", "server_secrets"]);
      for (const [table, count] of Object.entries(after)) if (!leftOut.has(table)) expect(restored[table], table).toBe(count);
      expect([restored.sessions, restored.login_attempts, restored.server_secrets]).toEqual([0, 0, 0]);
      const links = await target.db.selectFrom("adminAccounts").select("passwordLinkHash").execute();
      expect(links).toEqual([{ passwordLinkHash: null }]);
      expectOwnerOnly(folder);
      await expect(restore(configOf(targetDir, target.url), folder)).rejects.toThrow(/--force/);
      await restore(configOf(targetDir, target.url), folder, { force: true });
      expect(await countRows(target.db)).toEqual(restored);
    } finally {
      await source.db.destroy();
      await target.db.destroy();
      await source.drop();
      await target.drop();
    }
  });

  it("backs up the database and the bucket together and restores both into another database and place in the bucket", async () => {
    const server = await startS3Server();
    const source = await createDatabase();
    const target = await createDatabase();
    try {
      await migrateToLatest(source.db);
      await addSignInsAndKeys(source.db);
      const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: source.url, ...server.environment, S3_PREFIX: "live" });
      const storage = openStorage(config);
      const photo = "0123456789abcdef0123456789abcdef.jpg";
      await storage.uploads.put(photo, Buffer.from("jpeg bytes"), "image/jpeg");
      await storage.uploads.put("0123456789abcdef0123456789abcdef-320.webp", Buffer.from("webp bytes"), "image/webp");
      await storage.private.put("contract.pdf", Buffer.from("pdf bytes"), "application/pdf");
      // The upload's row and the job of its variants still to make travel with the database.
      const at = new Date().toISOString();
      const account = await source.db.selectFrom("adminAccounts").select("id").executeTakeFirstOrThrow();
      await source.db
        .insertInto("uploadedFiles")
        .values({
          storedName: photo,
          originalName: "Team.jpg",
          mimeType: "image/jpeg",
          sizeBytes: 10,
          uploadedBy: account.id,
          createdAt: at,
        })
        .execute();
      await source.db.insertInto("variantJobs").values({ storedName: photo, createdAt: at, nextAttemptAt: at }).execute();

      const { folder, manifest } = await backup(config);
      expect(manifest).toMatchObject({ dialect: "postgres", uploads: 2, privateFiles: 1 });
      expect(fs.readdirSync(path.join(folder, "uploads")).sort()).toEqual(["0123456789abcdef0123456789abcdef-320.webp", photo]);
      expectOwnerOnly(folder);

      const targetConfig = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: target.url, ...server.environment, S3_PREFIX: "restored" });
      await restore(targetConfig, folder);
      const restored = openStorage(targetConfig);
      expect(await keysOf(restored.uploads)).toEqual(await keysOf(storage.uploads));
      expect((await readObject(restored.uploads, photo))?.toString()).toBe("jpeg bytes");
      expect(await keysOf(restored.private)).toEqual(["contract.pdf"]);
      expect(await target.db.selectFrom("uploadedFiles").select("storedName").execute()).toEqual([{ storedName: photo }]);
      expect(await target.db.selectFrom("variantJobs").select(["storedName", "state"]).execute()).toEqual([
        { storedName: photo, state: "waiting" },
      ]);

      // Both hold data now: replaced only when forced, and then the bucket holds the backup's files only.
      await restored.uploads.put("fedcba9876543210fedcba9876543210.png", Buffer.from("newer"), "image/png");
      await expect(restore(targetConfig, folder)).rejects.toThrow(/--force/);
      await restore(targetConfig, folder, { force: true });
      expect(await keysOf(restored.uploads)).toEqual(await keysOf(storage.uploads));
      expect(await target.db.selectFrom("uploadedFiles").select("storedName").execute()).toEqual([{ storedName: photo }]);
    } finally {
      await source.db.destroy();
      await target.db.destroy();
      await source.drop();
      await target.drop();
    }
  });
});
