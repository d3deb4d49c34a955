import { describe, expect, it } from "vitest";
import { dateBlock } from "./EventList";

describe("an event's date block", () => {
  it("shows the day and the month's short name on the site's clock, in each language", () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin.
    expect(dateBlock("2026-12-31T23:30:00.000Z", "de-DE")).toEqual({ day: "1", month: "Jan" });
    expect(dateBlock("2026-12-16T08:00:00.000Z", "en-US")).toEqual({ day: "16", month: "Dec" });
    expect(dateBlock("2026-12-16T08:00:00.000Z", "zh-CN")).toEqual({ day: "16", month: "12月" });
  });
});
