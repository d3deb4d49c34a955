import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Config } from "../config.ts";
import { readObject, type ObjectStore } from "../storage/object-store.ts";
import { openStorage } from "../storage/storage.ts";

export const SQLITE_FILE = "lawfirm.sqlite";
export const PG_DUMP_FILE = "database.dump";
export const MANIFEST_FILE = "manifest.json";
export const UPLOADS_FOLDER = "uploads";
/** The storage's private area (decision 0079), beside the uploads. */
export const PRIVATE_FOLDER_NAME = "private";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  /** The database inside the backup folder: a SQLite file or a pg_dump archive (custom format). */
  database: string;
  /** Rows per table at the moment of the backup (SQLite; PostgreSQL's dump is not counted). */
  rowCounts?: Record<string, number>;
  uploads: number;
  /** Files of the storage's private area; absent in backups made before it existed. */
  privateFiles?: number;
}

/**
 * What a backup leaves out, so that a stolen backup opens no account and forges nothing, and a
 * restored site asks everyone to sign in again: sessions, login attempts and rate limits' windows
 * (throttling state and client addresses) and the server's keys (`server_secrets`: the device cookies' and the approval
 * links' HMAC keys, made anew at the next start: approval links given before a restore stop
 * working, a deliberate rotation). Set-password links' hashes are cleared as well (on PostgreSQL
 * at restore, as pg_dump cannot leave out columns; they are hashes, useless without the link).
 */
export const LEFT_OUT_TABLES = ["sessions", "login_attempts", "rate_limit_windows", "server_secrets"] as const;
export const CLEAR_PASSWORD_LINKS = "update admin_accounts set password_link_hash = null, password_link_expires_at = null";

/** Backups hold the site's data and password hashes: readable by their owner only, whatever the umask. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

export class OperationError extends Error {
  override name = "OperationError";
}

/** A PostgreSQL client tool (pg_dump, pg_restore, psql), or a clear error when it is not installed. */
export function findPgTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  const probe = spawnSync(name, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new OperationError(
      `${name} was not found on the PATH. Install the PostgreSQL client tools (e.g. apt-get install postgresql-client) to back up or restore a PostgreSQL database.`,
    );
  }
  return name;
}

/** Runs a tool and fails with its error output. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new OperationError(`${command} failed (exit code ${code}): ${errors.trim()}`)),
    );
  });
}

const timestamp = (date: Date) => date.toISOString().replace(/[:.]/g, "-").replace("T", "_").replace("Z", "");

async function isNonEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch(() => undefined);
  return entries !== undefined && entries.length > 0;
}

/** Rows per table of a SQLite file (migration bookkeeping included). */
export function sqliteRowCounts(file: string): Record<string, number> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, (database.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    database.close();
  }
}

/** Copies every object of a storage area (local disk or bucket) into a folder of the backup; files still being written are none yet. */
async function copyStore(store: ObjectStore, to: string): Promise<number> {
  await fs.mkdir(to, { recursive: true, mode: PRIVATE_FOLDER });
  let copied = 0;
  for await (const { key } of store.list()) {
    const bytes = await readObject(store, key);
    // Deleted since it was listed.
    if (!bytes) continue;
    await fs.writeFile(path.join(to, key), bytes, { mode: PRIVATE_FILE });
    copied += 1;
  }
  return copied;
}

/**
 * Takes a consistent copy of the database while the server keeps running (SQLite's VACUUM
 * INTO, or pg_dump's snapshot), then copies the files of the storage (on disk or in the bucket,
 * decision 0079), into a new timestamped folder under DATA_DIR/backups or the folder given.
 * Answers the folder.
 */
export async function backup(config: Pick<Config, "dataDir" | "databaseUrl" | "s3">, options: { out?: string; now?: Date } = {}) {
  const createdAt = options.now ?? new Date();
  const folder = path.resolve(options.out ?? path.join(config.dataDir, "backups", `backup-${timestamp(createdAt)}`));
  if (await isNonEmptyFolder(folder)) throw new OperationError(`The backup folder ${folder} is not empty; choose another one.`);
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  // An --out folder made beforehand, or DATA_DIR/backups from before backups were private.
  await fs.chmod(folder, PRIVATE_FOLDER);
  if (!options.out) await fs.chmod(path.dirname(folder), PRIVATE_FOLDER);

  let manifest: BackupManifest;
  if (config.databaseUrl) {
    const pgDump = findPgTool("pg_dump");
    await run(pgDump, [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...LEFT_OUT_TABLES.map((table) => `--exclude-table-data=${table}`),
      `--file=${path.join(folder, PG_DUMP_FILE)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    await fs.chmod(path.join(folder, PG_DUMP_FILE), PRIVATE_FILE);
    manifest = { format: 1, createdAt: createdAt.toISOString(), dialect: "postgres", database: PG_DUMP_FILE, uploads: 0 };
  } else {
    const source = path.join(config.dataDir, SQLITE_FILE);
    await fs.access(source).catch(() => {
      throw new OperationError(`There is no database at ${source}; check DATA_DIR.`);
    });
    const database = new SqliteDatabase(source, { fileMustExist: true });
    database.pragma("busy_timeout = 5000");
    try {
      // VACUUM INTO copies one consistent snapshot (a read transaction; in WAL mode writers go
      // on). The page-by-page backup API would start over on every write of the server and
      // may never finish under a steady stream of writes.
      database.prepare("vacuum into ?").run(path.join(folder, SQLITE_FILE));
    } finally {
      database.close();
    }
    await fs.chmod(path.join(folder, SQLITE_FILE), PRIVATE_FILE);
    const copy = new SqliteDatabase(path.join(folder, SQLITE_FILE), { fileMustExist: true });
    let check: unknown;
    try {
      for (const table of LEFT_OUT_TABLES) copy.prepare(`delete from ${table}`).run();
      copy.prepare(CLEAR_PASSWORD_LINKS).run();
      // Written again without the free pages that still held the deleted rows.
      copy.exec("vacuum");
      check = copy.pragma("integrity_check", { simple: true });
    } finally {
      copy.close();
    }
    if (check !== "ok") throw new OperationError(`The backup copy failed its integrity check: ${String(check)}`);
    manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      dialect: "sqlite",
      database: SQLITE_FILE,
      rowCounts: sqliteRowCounts(path.join(folder, SQLITE_FILE)),
      uploads: 0,
    };
  }
  const storage = openStorage(config);
  manifest.uploads = await copyStore(storage.uploads, path.join(folder, UPLOADS_FOLDER));
  manifest.privateFiles = await copyStore(storage.private, path.join(folder, PRIVATE_FOLDER_NAME));
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
  return { folder, manifest };
}
