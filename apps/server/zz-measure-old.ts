import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import { openSqliteFile } from "./src/db/connection.ts";
import type { Database } from "./src/db/database.ts";
import { listItems } from "./src/modules/articles/zz-old.repository.ts";

const file = process.argv[2]!;
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteFile(file) }), plugins: [new CamelCasePlugin()] });
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const title of [undefined, "e", "并", "merger", "zq"]) {
  for (const pageNo of [1, 200]) {
    const times: number[] = [];
    let total = 0;
    let capped: boolean | undefined;
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const r = await listItems(db, "news", { lang: "en_US", fallback: "en_US", title }, { pageNo, pageSize: 10 });
      times.push(performance.now() - t);
      total = r.pageable.totalCount;
      capped = (r.pageable as { totalCapped?: boolean }).totalCapped;
    }
    console.log(`${title ?? "-"} p.${pageNo}: ${median(times).toFixed(1)} ms (total ${total}${capped ? "+" : ""})`);
  }
}
await db.destroy();
