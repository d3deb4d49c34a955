import fs from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Config } from "../config.ts";
import { loadPg } from "../db/connection.ts";
import {
  CLEAR_PASSWORD_LINKS,
  findPgTool,
  LEFT_OUT_TABLES,
  MANIFEST_FILE,
  OperationError,
  PRIVATE_FOLDER_NAME,
  run,
  SQLITE_FILE,
  UPLOADS_FOLDER,
  type BackupManifest,
} from "./backup.ts";
import { holdRestoreLock } from "./server-lock.ts";
import { mimeTypeOf } from "../modules/files/files.service.ts";
import type { ObjectStore, Storage } from "../storage/object-store.ts";
import { openStorage } from "../storage/storage.ts";

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST_FILE), "utf8").catch(() => {
    throw new OperationError(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new OperationError(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

async function holdsFiles(storage: Storage): Promise<boolean> {
  for (const store of [storage.uploads, storage.private]) for await (const _object of store.list()) return true;
  return false;
}

/** Makes a storage area hold exactly the files of a backup's folder (none when the backup has no such folder). */
async function replaceObjects(store: ObjectStore, from: string): Promise<void> {
  const present: string[] = [];
  for await (const { key } of store.list()) present.push(key);
  await store.delete(present);
  const names = await fs.readdir(from).catch(() => [] as string[]);
  for (const name of names) {
    const bytes = await fs.readFile(path.join(from, name)).catch(() => undefined);
    if (bytes) await store.put(name, bytes, mimeTypeOf(name));
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new (loadPg().Client)({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return (result.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back: the database (SQLite file, or pg_restore into DATABASE_URL) and the
 * files, into the storage configured (on disk or in the bucket, decision 0079). Refuses (ServerLockError) while a server uses the database or data folder, and when
 * the target already holds data, unless `force`.
 */
export async function restore(
  config: Pick<Config, "dataDir" | "databaseUrl" | "s3">,
  backupFolder: string,
  options: { force?: boolean } = {},
) {
  const folder = path.resolve(backupFolder);
  const manifest = await readManifest(folder);
  const wanted = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.dialect !== wanted) {
    throw new OperationError(`This is a ${manifest.dialect} backup, but the configured database is ${wanted} (DATABASE_URL).`);
  }
  // Held until the restore is done: no server starts on the data meanwhile either.
  const lock = await holdRestoreLock(config);
  try {
    await replaceData(config, folder, manifest, options);
    await forgetSignIns(config);
  } finally {
    await lock.release();
  }
  return manifest;
}

/**
 * What a backup leaves out (LEFT_OUT_TABLES, set-password links) is cleared in the restored
 * database too: backups made before they left it out, and PostgreSQL's links, whose column
 * pg_dump cannot leave out. Everyone signs in again; the server makes new keys at its start.
 */
async function forgetSignIns(config: Pick<Config, "dataDir" | "databaseUrl">) {
  const statements = [...LEFT_OUT_TABLES.map((table) => `delete from ${table}`), CLEAR_PASSWORD_LINKS];
  if (config.databaseUrl) {
    const client = new (loadPg().Client)({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query(statements.join(";\n"));
    } finally {
      await client.end();
    }
  } else {
    const database = new SqliteDatabase(path.join(config.dataDir, SQLITE_FILE), { fileMustExist: true });
    try {
      database.pragma("secure_delete = on");
      database.transaction(() => statements.forEach((statement) => database.prepare(statement).run()))();
    } finally {
      database.close();
    }
  }
}

async function replaceData(
  config: Pick<Config, "dataDir" | "databaseUrl" | "s3">,
  folder: string,
  manifest: BackupManifest,
  options: { force?: boolean },
) {
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  const databaseInUse = config.databaseUrl
    ? await postgresHasTables(config.databaseUrl)
    : (await fs.stat(sqliteFile).catch(() => undefined))?.size !== undefined;
  const storage = openStorage(config);
  if ((databaseInUse || (await holdsFiles(storage))) && !options.force) {
    throw new OperationError("The target database or file storage is not empty; add --force to replace them with the backup.");
  }

  if (config.databaseUrl) {
    const pgRestore = findPgTool("pg_restore");
    const args = ["--no-owner", "--no-privileges", "--single-transaction", `--dbname=${config.databaseUrl}`];
    if (databaseInUse) args.unshift("--clean", "--if-exists");
    await run(pgRestore, [...args, path.join(folder, manifest.database)]);
  } else {
    await fs.mkdir(config.dataDir, { recursive: true });
    for (const suffix of ["", "-wal", "-shm"]) await fs.rm(`${sqliteFile}${suffix}`, { force: true });
    await fs.copyFile(path.join(folder, manifest.database), `${sqliteFile}.restoring`);
    await fs.rename(`${sqliteFile}.restoring`, sqliteFile);
  }
  await replaceObjects(storage.uploads, path.join(folder, UPLOADS_FOLDER));
  await replaceObjects(storage.private, path.join(folder, PRIVATE_FOLDER_NAME));
}
