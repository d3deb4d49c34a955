import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { sharedViewWindows } from "./shared-views.ts";
import { createViewCounter, VIEWS_PER_ADDRESS } from "./view-counter.ts";

// Who was counted, shared by the processes of one database (decision 0078): two counters, as two
// processes would run them, on one database.

const { db } = await createTestApp();

/** A counter as one process makes it, writing its batches into `written`. */
async function processCounter(written: Map<number, number>) {
  return createViewCounter({
    write: async (views) => {
      for (const [id, count] of views) written.set(id, (written.get(id) ?? 0) + count);
    },
    log: { error: vi.fn() },
    shared: await sharedViewWindows(db),
  });
}

describe("views shared by several processes", () => {
  it("count a visitor once whichever process answers, and an address's browsers up to the limit together", async () => {
    const written = new Map<number, number>();
    const [a, b] = [await processCounter(written), await processCounter(written)];
    const reader = { address: "198.51.100.7", userAgent: "Firefox" };
    for (let read = 0; read < 4; read += 1) (read % 2 === 0 ? a : b).count(reader, 11);
    // At the same moment on both.
    a.count({ address: "198.51.100.8", userAgent: "Safari" }, 11);
    b.count({ address: "198.51.100.8", userAgent: "Safari" }, 11);
    await Promise.all([a.flush(), b.flush()]);
    expect(written.get(11)).toBe(2);

    // One address: each browser once, at most VIEWS_PER_ADDRESS of them, whichever process counts.
    for (let browser = 0; browser < VIEWS_PER_ADDRESS + 2; browser += 1)
      (browser % 2 === 0 ? a : b).count({ address: "203.0.113.4", userAgent: `Browser ${browser}` }, 12);
    await Promise.all([a.flush(), b.flush()]);
    expect(written.get(12)).toBe(VIEWS_PER_ADDRESS);
    await Promise.all([a.close(), b.close()]);
  });
});
