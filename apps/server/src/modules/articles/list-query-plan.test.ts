import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteFile } from "../../db/connection.ts";
import type { Database } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { listPublished } from "./articles.repository.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-plan-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a public article list's count (SQLite)", () => {
  it("reads only the list index, the publication window included (no row per article)", async () => {
    const database = openSqliteFile(path.join(dir, "plan.sqlite"));
    const queries: CompiledQuery[] = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database }),
      plugins: [new CamelCasePlugin()],
      log: (event) => void queries.push(event.query),
    });
    await migrateToLatest(db);
    queries.length = 0;
    await listPublished(db, "news", { lang: "en_US" }, { pageNo: 1, pageSize: 10 });
    const count = queries.find((query) => /count\(\*\)/i.test(query.sql));
    expect(count).toBeDefined();
    const plan = database.prepare(`explain query plan ${count!.sql}`).all(...(count!.parameters as unknown[])) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toContainEqual(expect.stringContaining("COVERING INDEX articles_list_idx"));
    await db.destroy();
  });
});
