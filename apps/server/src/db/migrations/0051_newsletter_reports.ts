import type { Kysely } from "kysely";

// Frozen: this migration must never change once released; later changes get a new file.

/**
 * The mail provider's reports and reactivating a subscription (decision 0091).
 * `newsletter_subscribers.suspend_cause`: why it was suspended (`hardBounce`, `softBounces`,
 * `complaint`), shown when the back office puts it back; `bounces_after_delivery_id`: the rule of
 * soft bounces in a row counts only the deliveries after this one (0: all), so that reactivating
 * starts the count afresh. `newsletter_deliveries.bounce` may now also be `complaint`, which fits
 * its column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").addColumn("suspend_cause", "varchar(20)").execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("bounces_after_delivery_id", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").dropColumn("bounces_after_delivery_id").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("suspend_cause").execute();
}
