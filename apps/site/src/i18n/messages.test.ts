import { describe, expect, it } from "vitest";
import { formatMessage } from "./messages";

describe("formatMessage", () => {
  it("fills every placeholder with its value", () => {
    expect(formatMessage("© {year} {name}.", { year: 2030, name: "Law Firm" })).toBe("© 2030 Law Firm.");
  });

  it("leaves a placeholder without a value visible", () => {
    expect(formatMessage("Back to {section}", {})).toBe("Back to {section}");
  });
});
