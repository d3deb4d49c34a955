import { describe, expect, it } from "vitest";
import { addressesAllGenders } from "./job-opening-facts.ts";

describe("the AGG check of a German job title", () => {
  it.each([
    "Rechtsanwalt (m/w/d) Corporate/M&A",
    "Associate (w/m/d)",
    "Sekretär (m/w/x)",
    "Referendar (d/m/w) im Arbeitsrecht",
    "Office Manager (m/f/d)",
    "Wissenschaftliche Mitarbeit ( m | w | d )",
    "Associate (all genders)",
    "Associate (alle Geschlechter)",
    "Rechtsanwält*in im Kartellrecht",
    "Rechtsanwält:in",
    "Referendar_in",
    "Referendar/-in",
    "RechtsanwältIn",
    "Referendar*innen für die Wahlstation",
  ])("accepts %s", (title) => {
    expect(addressesAllGenders(title)).toBe(true);
  });

  it.each(["Rechtsanwalt Corporate/M&A", "Sekretärin", "Referendar im Arbeitsrecht", "Associate (m)", "Mitarbeiter in München"])(
    "warns of %s",
    (title) => {
      expect(addressesAllGenders(title)).toBe(false);
    },
  );
});
