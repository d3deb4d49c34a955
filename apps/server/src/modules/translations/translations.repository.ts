import { now, type Executor } from "../../db/database.ts";

/** A new group key `no` for a translated item, unique under concurrency on both dialects. */
export async function allocateItemNo(db: Executor, scope: string): Promise<number> {
  const row = await db.insertInto("itemNumbers").values({ scope, createdAt: now() }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
