import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { openDatabase, openSqliteFile, SQLITE_CACHE, sqliteCacheKib } from "./connection.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-page-cache-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("keeps SQLite's own page cache of 2 MB on a new database's connection, not better-sqlite3's 16 MB", async () => {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const { rows } = await sql<{ cacheSize: number }>`pragma cache_size`.execute(db);
    expect(SQLITE_CACHE.leastKib).toBe(2_000);
    expect(rows).toEqual([{ cacheSize: -2_000 }]);
  } finally {
    await db.destroy();
  }
});

it("grows the page cache with the database file, a 64th of it, up to better-sqlite3's 16 MB", () => {
  const mb = 1024 * 1024;
  expect(sqliteCacheKib(0)).toBe(2_000);
  expect(sqliteCacheKib(100 * mb)).toBe(2_000);
  // The bench's 10,000 news per language (about 400 MB): a cache of about 6 MB.
  expect(sqliteCacheKib(396 * mb)).toBe(6_336);
  // 50,000 news per language (about 1.9 GB) and more: 16 MB.
  expect(sqliteCacheKib(1_950 * mb)).toBe(16_000);
  expect(sqliteCacheKib(100_000 * mb)).toBe(16_000);
});

it("gives the connection to a larger database file the larger cache", () => {
  const file = path.join(dir, "large.sqlite");
  openSqliteFile(file).close();
  // 300 MB on disk as SQLite's file size counts it (a sparse file: no blocks written).
  fs.truncateSync(file, 300 * 1024 * 1024);
  const database = openSqliteFile(file);
  try {
    expect(database.pragma("cache_size", { simple: true })).toBe(-4_800);
  } finally {
    database.close();
  }
});
