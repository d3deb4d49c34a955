import { describe, expect, it } from "vitest";
import { cpuTimeMicros } from "./processes.ts";

describe("a process's CPU time", () => {
  it("grows by the work the process does, in microseconds", () => {
    const before = cpuTimeMicros(process.pid);
    const started = performance.now();
    let spin = 0;
    while (performance.now() - started < 300) spin += Math.sqrt(spin + 1);
    const used = cpuTimeMicros(process.pid) - before;
    expect(spin).toBeGreaterThan(0);
    // 300 ms of wall time spent computing; /proc counts in hundredths of a second, and the machine may share the core.
    expect(used).toBeGreaterThanOrEqual(100_000);
    expect(used).toBeLessThan(5_000_000);
  });

  it("is NaN for a process that does not exist", () => {
    expect(cpuTimeMicros(2 ** 30)).toBeNaN();
  });
});
