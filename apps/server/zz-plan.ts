import { CamelCasePlugin, Kysely, SqliteDialect, type CompiledQuery } from "kysely";
import { openSqliteFile } from "./src/db/connection.ts";
import type { Database } from "./src/db/database.ts";
import { listItems } from "./src/modules/articles/articles.repository.ts";
const sqlite = openSqliteFile(process.argv[2]!);
const log: { q: CompiledQuery; ms: number }[] = [];
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()], log: (e) => void log.push({ q: e.query, ms: e.queryDurationMillis }) });
for (const pageNo of [1, 200, 1, 200]) {
  log.length = 0;
  await listItems(db, "news", { lang: "en_US", fallback: "en_US", title: process.argv[3] }, { pageNo, pageSize: 10 });
  for (const { q, ms } of log) {
    console.log(pageNo, ms.toFixed(1), q.sql.slice(0, 90));
    if (pageNo === 200 && log.length) console.log((sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((d) => "   " + d.detail).join("\n"));
  }
}
await db.destroy();
