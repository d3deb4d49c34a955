import { describe, expect, it } from "vitest";
import { dateBlock } from "./EventList";
import { eventWhen } from "./event-when";

describe("an event's date block", () => {
  it("shows the day and the month's short name on the site's clock, in each language", () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin.
    expect(dateBlock("2026-12-31T23:30:00.000Z", "de-DE")).toEqual({ day: "1", month: "Jan" });
    expect(dateBlock("2026-12-16T08:00:00.000Z", "en-US")).toEqual({ day: "16", month: "Dec" });
    expect(dateBlock("2026-12-16T08:00:00.000Z", "zh-CN")).toEqual({ day: "16", month: "12月" });
  });
});

describe("an event's day and hours", () => {
  it("writes the date and time as each language does: no Latin comma in Chinese", () => {
    const sameDay = { startsAt: "2026-12-16T07:00:00.000Z", endsAt: "2026-12-16T09:00:00.000Z" };
    expect(eventWhen(sameDay, "de_DE")).toBe("16. Dezember 2026, 08:00–10:00");
    expect(eventWhen(sameDay, "en_US")).toBe("December 16, 2026, 8:00 AM–10:00 AM");
    expect(eventWhen(sameDay, "zh_CN")).toBe("2026年12月16日 08:00–10:00");
    expect(eventWhen({ startsAt: sameDay.startsAt, endsAt: "2026-12-17T09:00:00.000Z" }, "zh_CN")).toBe(
      "2026年12月16日 08:00–2026年12月17日 10:00",
    );
  });
});
