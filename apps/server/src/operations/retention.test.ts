import { describe, expect, it } from "vitest";
import { daysBefore, monthsBefore, nextRetentionRun } from "./retention.ts";

describe("the retention's clock", () => {
  it("counts days back from a time", () => {
    expect(daysBefore(Date.parse("2026-03-31T10:00:00.000Z"), 30)).toBe("2026-03-01T10:00:00.000Z");
  });

  it("counts calendar months back, a missing day becoming the month's last", () => {
    expect(monthsBefore(Date.parse("2026-12-04T08:00:00.000Z"), 12)).toBe("2025-12-04T08:00:00.000Z");
    expect(monthsBefore(Date.parse("2026-05-31T08:00:00.000Z"), 3)).toBe("2026-02-28T08:00:00.000Z");
    expect(monthsBefore(Date.parse("2028-05-31T08:00:00.000Z"), 3)).toBe("2028-02-29T08:00:00.000Z");
    expect(monthsBefore(Date.parse("2026-01-15T00:30:00.000Z"), 6)).toBe("2025-07-15T00:30:00.000Z");
  });

  it("runs next at three o'clock in Berlin, in winter and summer time and across the changes", () => {
    const next = (at: string) => new Date(nextRetentionRun(Date.parse(at))).toISOString();
    // Winter time (UTC+1): 03:00 is 02:00 UTC; just before it, today; at or after it, tomorrow.
    expect(next("2026-12-04T01:59:00.000Z")).toBe("2026-12-04T02:00:00.000Z");
    expect(next("2026-12-04T02:00:00.000Z")).toBe("2026-12-05T02:00:00.000Z");
    expect(next("2026-12-04T23:30:00.000Z")).toBe("2026-12-05T02:00:00.000Z");
    // Summer time (UTC+2): 01:00 UTC; 23:30 UTC is already the next day in Berlin.
    expect(next("2026-07-10T12:00:00.000Z")).toBe("2026-07-11T01:00:00.000Z");
    expect(next("2026-07-10T22:30:00.000Z")).toBe("2026-07-11T01:00:00.000Z");
    // The clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    expect(next("2026-03-28T12:00:00.000Z")).toBe("2026-03-29T01:00:00.000Z");
    expect(next("2026-10-24T12:00:00.000Z")).toBe("2026-10-25T02:00:00.000Z");
  });
});
