// Runs isolated: it replaces the declaration of the publishable kinds (content-kinds.ts) with one of two more configurations.
import { describe, expect, it, vi } from "vitest";
import type * as ContentKinds from "./content-kinds.ts";

describe("the dashboard's kinds", () => {
  it("name a configuration added to the declaration, and count its translation gaps when its items are numbered under a scope", async () => {
    vi.doMock("./content-kinds.ts", async (importOriginal) => {
      const declared = await importOriginal<typeof ContentKinds>();
      const { person, banner } = declared.KIND_CONFIGURATIONS;
      return {
        ...declared,
        KIND_CONFIGURATIONS: {
          ...declared.KIND_CONFIGURATIONS,
          seminar: { ...person, name: "seminar", segment: "seminar", itemScope: "seminar" },
          flyer: { ...banner, name: "flyer", segment: "flyer" },
        },
      };
    });
    const { DASHBOARD_GAP_KINDS, DASHBOARD_KINDS, DASHBOARD_TRANSLATION_KINDS, dashboardSchema } = await import("./dashboard.ts");
    expect(DASHBOARD_KINDS).toEqual([
      "news",
      "case",
      "honor",
      "person",
      "practiceArea",
      "banner",
      "document",
      "opening",
      "event",
      "seminar",
      "flyer",
    ]);
    expect(DASHBOARD_GAP_KINDS).toEqual(["news", "case", "honor", "person", "practiceArea", "opening", "event", "seminar"]);
    // The translation card also counts the legal documents (decision 0061).
    expect(DASHBOARD_TRANSLATION_KINDS).toEqual([...DASHBOARD_GAP_KINDS, "document"]);
    // The answer's schema takes their rows and gaps.
    const row = { kind: "flyer", no: 1, id: 1, lang: "en_US", title: "Spring", action: "save", state: "draft" };
    const recent = { ...row, publishAt: null, savedAt: "2026-12-02T10:00:00.000Z", operatorName: null };
    const counts = { news: 0, case: 0, honor: 0, person: 0, practiceArea: 0, opening: 0, event: 0, seminar: 2, document: 0 };
    const answer = {
      waiting: { total: 0, entries: [] },
      scheduled: { total: 0, entries: [] },
      recent: [recent],
      reviews: [],
      clientsWithoutConsent: { total: 0, entries: [] },
      legalNoticeMissing: [],
      gaps: [],
    };
    expect(dashboardSchema.safeParse(answer).success).toBe(true);
    const gap = { lang: "en_US", counts, entries: [], outdated: counts, outdatedEntries: [] };
    expect(dashboardSchema.safeParse({ ...answer, gaps: [gap] }).success).toBe(true);
    const { seminar: _, ...withoutSeminar } = counts;
    expect(dashboardSchema.safeParse({ ...answer, gaps: [{ ...gap, counts: withoutSeminar }] }).success).toBe(false);
    expect(dashboardSchema.safeParse({ ...answer, gaps: [{ ...gap, outdated: withoutSeminar }] }).success).toBe(false);
  });
});
