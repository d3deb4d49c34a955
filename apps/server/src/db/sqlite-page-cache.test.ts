import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { openDatabase, SQLITE_CACHE_KIB } from "./connection.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-page-cache-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("keeps SQLite's own page cache of 2 MB on the server's connection, not better-sqlite3's 16 MB", async () => {
  const { db } = openDatabase({ dataDir: dir });
  try {
    const { rows } = await sql<{ cacheSize: number }>`pragma cache_size`.execute(db);
    expect(SQLITE_CACHE_KIB).toBe(2_000);
    expect(rows).toEqual([{ cacheSize: -SQLITE_CACHE_KIB }]);
  } finally {
    await db.destroy();
  }
});
