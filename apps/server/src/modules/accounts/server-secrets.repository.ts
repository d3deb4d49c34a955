import type { Executor } from "../../db/database.ts";

/**
 * A secret every server process sharing the database uses (e.g. a signing key): made once, by
 * whichever process asks first; the others read the same value.
 */
export async function findOrCreateSecret(db: Executor, name: string, create: () => string, createdAt: string): Promise<string> {
  await db
    .insertInto("serverSecrets")
    .values({ name, value: create(), createdAt })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("serverSecrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
