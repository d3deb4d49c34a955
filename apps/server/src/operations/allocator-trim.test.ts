import { afterEach, describe, expect, it, vi } from "vitest";
import { loadMallocTrim, trimPeriodically } from "./allocator-trim.ts";

describe("the allocator's free memory handed back", () => {
  afterEach(() => vi.useRealTimers());

  it("calls glibc's malloc_trim on Linux (the machines the server is deployed on and tested on)", async () => {
    const trim = await loadMallocTrim();
    if (process.platform !== "linux") {
      expect(trim).toBeUndefined();
      return;
    }
    expect(trim).toBeTypeOf("function");
    // Whether pages were given back depends on the arenas; the call reaching glibc answers a boolean either way.
    expect(typeof trim!()).toBe("boolean");
  });

  it("trims every interval until stopped", () => {
    vi.useFakeTimers();
    const trim = vi.fn(() => true);
    const stop = trimPeriodically(trim, 1_000);
    vi.advanceTimersByTime(3_500);
    expect(trim).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(trim).toHaveBeenCalledTimes(3);
  });
});
