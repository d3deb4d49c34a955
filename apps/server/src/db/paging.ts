import type { Paging } from "@lawfirm/contract";
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "./database.ts";

/**
 * Runs a list query for one page and counts all its rows. `query` must hold the filters but no
 * ordering; `order` adds the ordering to the page query only.
 */
export async function fetchPage<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  paging: Paging,
  order: (query: SelectQueryBuilder<Database, TB, O>) => SelectQueryBuilder<Database, TB, O>,
): Promise<{ rows: O[]; pageable: { pageNo: number; pageSize: number; totalCount: number } }> {
  const [rows, count] = await Promise.all([
    order(query)
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("totalCount"))
      .executeTakeFirst(),
  ]);
  const totalCount = Number((count as { totalCount?: number } | undefined)?.totalCount ?? 0);
  return { rows, pageable: { pageNo: paging.pageNo, pageSize: paging.pageSize, totalCount } };
}
