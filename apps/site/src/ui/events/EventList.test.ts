import { beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@lawfirm/contract";
import { loadCatalog } from "../../i18n/catalogs";
import { createTranslator } from "../../i18n/translate";
import { availabilityNote } from "./event-labels";
import { eventWhen } from "./event-when";

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

describe("what a list says of an event's places", () => {
  beforeAll(async () => {
    for (const locale of SUPPORTED_LOCALES) await loadCatalog(locale);
  });

  it("counts the last places down with each language's plural (none in Chinese), and says fully booked with the waiting list", () => {
    const note = (placesLeft: number | null, registration: "open" | "waitingList" = "open") =>
      SUPPORTED_LOCALES.map((locale) => availabilityNote({ registration, placesLeft }, createTranslator(locale), locale));
    expect(note(1)).toEqual(["Nur noch 1 Platz frei", "Only 1 place left", "仅剩 1 个名额"]);
    expect(note(3)).toEqual(["Nur noch 3 Plätze frei", "Only 3 places left", "仅剩 3 个名额"]);
    expect(note(null, "waitingList")).toEqual([
      "Ausgebucht – Platz auf der Warteliste sichern",
      "Fully booked – join the waiting list",
      "名额已满 · 可登记候补",
    ]);
    // Many places left: nothing to say.
    expect(note(null)).toEqual([null, null, null]);
  });
});
