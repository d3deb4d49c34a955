import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createViewCounter,
  MAX_PENDING_VERSIONS,
  VIEW_FLUSH_INTERVAL_MS,
  VIEW_WINDOW_MS,
  VIEWS_PER_ADDRESS,
  type ViewCounterDeps,
} from "./view-counter.ts";

const reader = { address: "192.0.2.1", userAgent: "Firefox" };

/** A counter on a clock the test moves, writing into a list of batches. */
function counterForTest(options: Partial<ViewCounterDeps> = {}) {
  const clock = { time: 0 };
  const batches: Array<Record<number, number>> = [];
  const log = { error: vi.fn() };
  const counter = createViewCounter({
    write: async (views) => {
      batches.push(Object.fromEntries(views));
    },
    log,
    now: () => clock.time,
    ...options,
  });
  return { counter, clock, batches, log };
}

// The counter's periodic flush runs on a fake clock, so that only the test that moves it sees it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("view counter", () => {
  it("counts one view per visitor and item version within the window, and again after it", async () => {
    const { counter, clock, batches } = counterForTest();
    for (let read = 0; read < 50; read += 1) counter.count(reader, 7);
    counter.count(reader, 8);
    counter.count({ ...reader, userAgent: "Chrome" }, 7);
    counter.count({ ...reader, address: "192.0.2.2" }, 7);
    clock.time = VIEW_WINDOW_MS - 1;
    counter.count(reader, 7);
    await counter.flush();
    expect(batches).toEqual([{ 7: 3, 8: 1 }]);

    clock.time = VIEW_WINDOW_MS;
    counter.count(reader, 7);
    await counter.flush();
    expect(batches).toEqual([{ 7: 3, 8: 1 }, { 7: 1 }]);
  });

  it("counts at most a few views per address and item in the window, however many browsers it claims", async () => {
    const { counter, clock, batches } = counterForTest();
    for (let agent = 0; agent < 50; agent += 1) counter.count({ ...reader, userAgent: `Agent ${agent}` }, 7);
    counter.count({ ...reader, userAgent: undefined }, 7);
    for (let agent = 0; agent < 50; agent += 1) counter.count({ ...reader, userAgent: `Agent ${agent}` }, 8);
    counter.count({ address: "192.0.2.2", userAgent: "Agent 49" }, 7);
    await counter.flush();
    expect(VIEWS_PER_ADDRESS).toBe(3);
    expect(batches).toEqual([{ 7: VIEWS_PER_ADDRESS + 1, 8: VIEWS_PER_ADDRESS }]);
    expect(counter.remembered, "browsers do not add remembered pairs").toBe(3);

    clock.time = VIEW_WINDOW_MS - 1;
    counter.count({ ...reader, userAgent: "Agent 99" }, 7);
    clock.time = VIEW_WINDOW_MS;
    for (let agent = 0; agent < 50; agent += 1) counter.count({ ...reader, userAgent: `Agent ${agent}` }, 7);
    await counter.flush();
    expect(batches.at(-1)).toEqual({ 7: VIEWS_PER_ADDRESS });
  });

  it("counts colleagues behind one office address, each once", async () => {
    const { counter, batches } = counterForTest();
    for (const browser of ["Firefox", "Chrome", "Safari"]) {
      for (let read = 0; read < 5; read += 1) counter.count({ address: "203.0.113.7", userAgent: browser }, 7);
    }
    await counter.flush();
    expect(batches).toEqual([{ 7: 3 }]);
  });

  it("never remembers more visitors than its maximum, forgetting the oldest first", async () => {
    const { counter, batches } = counterForTest({ maxRemembered: 3 });
    for (let visitor = 1; visitor <= 10; visitor += 1) {
      counter.count({ address: `198.51.100.${visitor}`, userAgent: undefined }, 7);
      expect(counter.remembered).toBeLessThanOrEqual(3);
    }
    counter.count({ address: "198.51.100.10", userAgent: undefined }, 7);
    counter.count({ address: "198.51.100.1", userAgent: undefined }, 7);
    await counter.flush();
    expect(batches).toEqual([{ 7: 11 }]);
  });

  it("forgets visitors whose window has passed", () => {
    const { counter, clock } = counterForTest();
    counter.count(reader, 7);
    counter.count(reader, 8);
    clock.time = VIEW_WINDOW_MS;
    counter.count({ ...reader, address: "192.0.2.2" }, 7);
    expect(counter.remembered).toBe(1);
  });

  it("writes nothing when nothing was counted", async () => {
    const { counter, batches } = counterForTest();
    await counter.flush();
    expect(batches).toEqual([]);
  });

  it("keeps the views when writing fails, and writes them with the next flush", async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(undefined);
    const { counter, log } = counterForTest({ write: failing });
    counter.count(reader, 7);
    await counter.flush();
    expect(log.error).toHaveBeenCalledOnce();
    counter.count({ ...reader, address: "192.0.2.2" }, 7);
    await counter.flush();
    expect(failing).toHaveBeenLastCalledWith(new Map([[7, 2]]));
  });

  it("keeps views of at most so many item versions while writing fails", async () => {
    const failing = vi.fn().mockRejectedValue(new Error("database down"));
    const { counter } = counterForTest({ write: failing });
    for (let id = 1; id <= MAX_PENDING_VERSIONS + 5; id += 1) counter.count(reader, id);
    await counter.flush();
    await counter.flush();
    const kept = failing.mock.lastCall?.[0] as Map<number, number>;
    expect(kept.size).toBe(MAX_PENDING_VERSIONS);
    expect(kept.get(1)).toBe(1);
  });

  it("writes every few seconds, and what is left when closed", async () => {
    const { counter, batches } = counterForTest();
    counter.count(reader, 7);
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_INTERVAL_MS);
    expect(batches).toEqual([{ 7: 1 }]);
    counter.count(reader, 8);
    await counter.close();
    expect(batches).toEqual([{ 7: 1 }, { 8: 1 }]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
