import { sql } from "kysely";
import type { Executor } from "../src/db/database.ts";

/**
 * English news 1 to `reports` titled "Report n" (each holds an "e"), then `audits` titled "Audit n",
 * all saved at the same time: the newest in the back office's list has the highest number.
 */
export async function addTitledNews(db: Executor, reports: number, audits: number) {
  const items = reports + audits;
  await sql`insert into languages (lang_code, lang_name, sort) values ('en_US', 'English', 0) on conflict do nothing`.execute(db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(items)})
    insert into item_numbers (id, scope, created_at) select i, 'news', '2026-01-01' from n`.execute(db);
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(items)})
    insert into articles (kind, no, lang, title, slug, cover_url, created_at, updated_at)
    select 'news', i, 'en_US', case when i <= ${sql.lit(reports)} then 'Report ' else 'Audit ' end || i, 'item-' || i, '/c.png', '2026-01-01', '2026-01-01' from n`.execute(
    db,
  );
}
