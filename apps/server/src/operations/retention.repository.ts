import { RETENTION_PERIODS, type RetentionPeriodName, type RetentionRuleName } from "@lawfirm/contract";
import type { Executor } from "../db/database.ts";

/** The months the firm set for each kind of visitor data; a kind never set keeps its default. */
export async function readRetentionPeriods(db: Executor): Promise<Record<RetentionPeriodName, number>> {
  const rows = await db.selectFrom("retentionPeriods").select(["name", "months"]).execute();
  const set = new Map(rows.map((row) => [row.name, Number(row.months)]));
  return Object.fromEntries(
    Object.entries(RETENTION_PERIODS).map(([name, period]) => [name, set.get(name) ?? period.defaultMonths]),
  ) as Record<RetentionPeriodName, number>;
}

export async function writeRetentionPeriod(
  db: Executor,
  period: { name: RetentionPeriodName; months: number; updatedAt: string; updatedBy: number | null },
): Promise<void> {
  await db
    .insertInto("retentionPeriods")
    .values(period)
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet({ months: period.months, updatedAt: period.updatedAt, updatedBy: period.updatedBy }),
    )
    .execute();
}

export async function recordRetentionRun(db: Executor, run: { name: RetentionRuleName; ranAt: string; deleted: number }): Promise<void> {
  await db
    .insertInto("retentionRuns")
    .values(run)
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ ranAt: run.ranAt, deleted: run.deleted }))
    .execute();
}

export async function listRetentionRuns(db: Executor) {
  return db.selectFrom("retentionRuns").select(["name", "ranAt", "deleted"]).execute();
}
