import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import * as claims from "./claims.repository.ts";

// The server's own variant worker looks only when woken: the jobs below are claimed by the test's workers alone.
const { db } = await createTestApp({}, { variantTiming: { pollMs: 3_600_000 } });

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function queueJobs(count: number, prefix: string) {
  const at = ago(1_000);
  const rows = Array.from({ length: count }, (_, index) => ({
    storedName: `${prefix}${String(index).padStart(32 - prefix.length, "0")}.jpg`,
    createdAt: at,
    nextAttemptAt: at,
  }));
  await db.insertInto("variantJobs").values(rows).execute();
}

describe("the claim queue's claims", () => {
  it("gives each due row to one of several workers claiming at once, and counts the attempt", async () => {
    await queueJobs(40, "a");
    const workers = Array.from({ length: 6 }, (_, index) => `worker-${index}`);
    // Every worker claims again and again at the same time, as processes sharing the database do.
    const claimed = await Promise.all(
      workers.map(async (worker) => {
        const mine: number[] = [];
        for (;;) {
          const rows = await claims.claimDue(db, "variantJobs", worker, new Date().toISOString(), inAMinute(), 3);
          if (rows.length === 0) return mine;
          expect(rows.every((row) => row.claimedBy === worker && row.state === "sending" && row.attempts === 1)).toBe(true);
          mine.push(...rows.map((row) => row.id));
        }
      }),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    expect(await claims.countByState(db, "variantJobs")).toEqual({ sending: 40 });
    await db.deleteFrom("variantJobs").execute();
  });

  it("takes a row again once its worker's claim expired, and the late worker's record of it then changes nothing", async () => {
    await queueJobs(1, "b");
    const [first] = await claims.claimDue(db, "variantJobs", "crashed", new Date().toISOString(), ago(1), 1);
    expect(first).toMatchObject({ claimedBy: "crashed", attempts: 1 });
    expect(await claims.countOpen(db, "variantJobs", new Date().toISOString())).toBe(1);
    const [again] = await claims.claimDue(db, "variantJobs", "alive", new Date().toISOString(), inAMinute(), 1);
    expect(again).toMatchObject({ id: first!.id, claimedBy: "alive", attempts: 2 });
    expect(await claims.deleteClaimed(db, "variantJobs", [first!.id], "crashed")).toBe(0);
    expect(await claims.claimDue(db, "variantJobs", "other", new Date().toISOString(), inAMinute(), 1)).toEqual([]);

    await claims.markAttemptFailed(db, "variantJobs", first!.id, "alive", "x".repeat(3_000), inAMinute());
    const waiting = await db.selectFrom("variantJobs").selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ state: "waiting", claimedBy: null, claimedUntil: null, attempts: 2 });
    expect(waiting.lastError).toHaveLength(2_000);
    // A retry waits for its time: not due, not open, and the next look is then.
    expect(await claims.claimDue(db, "variantJobs", "other", new Date().toISOString(), inAMinute(), 1)).toEqual([]);
    expect(await claims.countOpen(db, "variantJobs", new Date().toISOString())).toBe(0);
    expect(await claims.nextDueTime(db, "variantJobs")).toBe(waiting.nextAttemptAt);

    const [retried] = await claims.claimDue(db, "variantJobs", "other", inAMinute(), inAMinute(), 1);
    await claims.markAttemptFailed(db, "variantJobs", retried!.id, "other", "still broken", null);
    expect(await db.selectFrom("variantJobs").select(["state", "attempts", "lastError"]).executeTakeFirstOrThrow()).toEqual({
      state: "failed",
      attempts: 3,
      lastError: "still broken",
    });
    expect(await claims.nextDueTime(db, "variantJobs")).toBeUndefined();
    await db.deleteFrom("variantJobs").execute();
  });
});
