import type { Executor } from "../db/database.ts";

/**
 * Counts a request in the window of `key`, in one statement, so that processes counting at the
 * same time never lose a count: a new window (count 1, ending at `endsAt`) when there is none or
 * the stored one ended by `now`, else one more in the stored window. Answers the window as counted.
 */
export async function countInWindow(db: Executor, key: string, now: string, endsAt: string): Promise<{ count: number; endsAt: string }> {
  return db
    .insertInto("rateLimitWindows")
    .values({ key, count: 1, endsAt })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const ended = eb("rateLimitWindows.endsAt", "<=", now);
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb("rateLimitWindows.count", "+", 1))
            .end(),
          endsAt: eb.case().when(ended).then(endsAt).else(eb.ref("rateLimitWindows.endsAt")).end(),
        };
      }),
    )
    .returning(["count", "endsAt"])
    .executeTakeFirstOrThrow();
}

/** Deletes the windows that ended by `now`. */
export async function deleteEndedWindows(db: Executor, now: string): Promise<void> {
  await db.deleteFrom("rateLimitWindows").where("endsAt", "<=", now).execute();
}
