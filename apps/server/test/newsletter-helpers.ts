import type { Db } from "../src/db/database.ts";

/**
 * Confirmed subscribers of the newsletter written straight into the database (their double opt-in
 * is newsletter.api.test.ts's), each choosing `topicIds`; answers their ids in the order of `emails`.
 */
export async function insertConfirmedSubscribers(
  db: Db,
  emails: readonly string[],
  options: { lang?: string; topicIds?: readonly number[] } = {},
): Promise<number[]> {
  const at = new Date().toISOString();
  const rows = await db
    .insertInto("newsletterSubscribers")
    .values(
      emails.map((email) => ({
        email,
        lang: options.lang ?? "de_DE",
        state: "confirmed" as const,
        consentText: "…",
        consentAt: at,
        confirmationSentAt: at,
        confirmedAt: at,
        createdAt: at,
      })),
    )
    .returning("id")
    .execute();
  const topicIds = options.topicIds ?? [];
  if (topicIds.length > 0) {
    await db
      .insertInto("newsletterSubscriberTopics")
      .values(rows.flatMap((row) => topicIds.map((topicId) => ({ subscriberId: row.id, topicId }))))
      .execute();
  }
  return rows.map((row) => row.id);
}
