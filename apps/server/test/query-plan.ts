import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CamelCasePlugin, CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { expect } from "vitest";
import { openSqliteFile } from "../src/db/connection.ts";
import type { Database } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";

/**
 * The steps of SQLite's plan of the query `run` sends that `pick` chooses, on a new migrated
 * database (`file` names it in a folder of its own, removed afterwards).
 */
export async function planOf(file: string, run: (db: Kysely<Database>) => Promise<unknown>, pick: (query: CompiledQuery) => boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-plan-"));
  const database = openSqliteFile(path.join(dir, file));
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new CamelCasePlugin()],
    log: (event) => void queries.push(event.query),
  });
  try {
    await migrateToLatest(db);
    queries.length = 0;
    await run(db);
    const query = queries.find(pick);
    expect(query).toBeDefined();
    const plan = database.prepare(`explain query plan ${query!.sql}`).all(...(query!.parameters as unknown[])) as { detail: string }[];
    return plan.map((step) => step.detail);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `db` recording each query Kysely builds through it, compiled, into `queries` (either database):
 * a query built once (db/built-once.ts) is compiled on its first call only, so a plan is asked of
 * queries built at each call. A test that counts statements hears them sent (`onQuery`).
 */
function recordingQueries(db: Kysely<Database>): { recording: Kysely<Database>; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const recording = db.withPlugin({
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { recording, queries };
}

/** PostgreSQL's plan (`explain`'s lines, joined) of the query `run` sends through `db` that `pick` chooses. */
export async function postgresPlanOf(
  db: Kysely<Database>,
  run: (recording: Kysely<Database>) => Promise<unknown>,
  pick: (query: CompiledQuery) => boolean,
): Promise<string> {
  const { recording, queries } = recordingQueries(db);
  await run(recording);
  const query = queries.find(pick);
  expect(query).toBeDefined();
  const plan = await db.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query!.sql}`, [...query!.parameters]));
  return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
}
