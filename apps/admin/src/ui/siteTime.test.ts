import { describe, expect, it } from "vitest";
import { berlinWallTimeToUtc, utcToBerlinWallTime } from "./siteTime.ts";

describe("berlinWallTimeToUtc", () => {
  it("takes a summer time two hours ahead of UTC", () => {
    expect(berlinWallTimeToUtc("2027-07-15T09:00")).toBe("2027-07-15T07:00:00.000Z");
  });

  it("takes a winter time one hour ahead of UTC", () => {
    expect(berlinWallTimeToUtc("2027-01-15T09:00")).toBe("2027-01-15T08:00:00.000Z");
    expect(berlinWallTimeToUtc("2026-12-31T23:30")).toBe("2026-12-31T22:30:00.000Z");
  });

  it("gets the hours around the spring change right (28 March 2027, 02:00 becomes 03:00)", () => {
    expect(berlinWallTimeToUtc("2027-03-28T01:59")).toBe("2027-03-28T00:59:00.000Z");
    expect(berlinWallTimeToUtc("2027-03-28T03:00")).toBe("2027-03-28T01:00:00.000Z");
    // 02:30 does not exist that night: the same distance after the change, 03:30 summer time.
    expect(berlinWallTimeToUtc("2027-03-28T02:30")).toBe("2027-03-28T01:30:00.000Z");
  });

  it("gets the hours around the autumn change right (31 October 2027, 03:00 becomes 02:00)", () => {
    expect(berlinWallTimeToUtc("2027-10-31T01:59")).toBe("2027-10-30T23:59:00.000Z");
    expect(berlinWallTimeToUtc("2027-10-31T03:00")).toBe("2027-10-31T02:00:00.000Z");
    // 02:30 happens twice: the second time, in standard time.
    expect(berlinWallTimeToUtc("2027-10-31T02:30")).toBe("2027-10-31T01:30:00.000Z");
  });

  it("refuses what is not a wall-clock time", () => {
    expect(berlinWallTimeToUtc("")).toBeUndefined();
    expect(berlinWallTimeToUtc("2027-02-30T09:00")).toBeUndefined();
    expect(berlinWallTimeToUtc("2027-01-15T24:00")).toBeUndefined();
    expect(berlinWallTimeToUtc("2027-01-15 09:00")).toBeUndefined();
  });
});

describe("utcToBerlinWallTime", () => {
  it("shows an instant as Berlin wall-clock time, summer and winter", () => {
    expect(utcToBerlinWallTime("2027-07-15T07:00:00.000Z")).toBe("2027-07-15T09:00");
    expect(utcToBerlinWallTime("2027-01-15T08:00:00Z")).toBe("2027-01-15T09:00");
  });

  it("is the inverse of berlinWallTimeToUtc on both sides of a change", () => {
    for (const wall of ["2027-03-28T01:59", "2027-03-28T03:00", "2027-10-31T01:59", "2027-10-31T03:00"])
      expect(utcToBerlinWallTime(berlinWallTimeToUtc(wall) ?? "")).toBe(wall);
  });
});
