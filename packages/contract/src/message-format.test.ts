import { describe, expect, it } from "vitest";
import { formatMessage, placeholdersOf } from "./message-format.ts";

describe("formatMessage", () => {
  it("fills every placeholder with its value, numbers included", () => {
    expect(formatMessage("© {year} {name}.", { year: 2030, name: "Law Firm" })).toBe("© 2030 Law Firm.");
    expect(formatMessage("{count} of {count}", { count: 0 })).toBe("0 of 0");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(formatMessage("Back to {section}", {})).toBe("Back to {section}");
    expect(formatMessage("Use at least {min} characters")).toBe("Use at least {min} characters");
  });

  it("fills a value as it is, even one that looks like a placeholder or a replacement pattern", () => {
    expect(formatMessage("{a} and {b}", { a: "{b}", b: "x" })).toBe("{b} and x");
    expect(formatMessage('"{name}"', { name: "$& $1 $$" })).toBe('"$& $1 $$"');
  });
});

describe("placeholdersOf", () => {
  it("names each placeholder once, sorted, whatever the order of the language", () => {
    expect(placeholdersOf("{name} {year}, {name}")).toEqual(["name", "year"]);
    expect(placeholdersOf("{year}年 {name}")).toEqual(placeholdersOf("{name} {year}"));
    expect(placeholdersOf("No placeholder")).toEqual([]);
  });
});
