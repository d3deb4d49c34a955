// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import DocumentsPage from "./DocumentsPage.tsx";

// When a legal document version was saved, in the site's time (decision 0035): once, the newest.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const version = {
  title: "Datenschutzerklärung",
  content: "<p>Wir speichern Ihre Daten zwei Jahre.</p>",
  id: 5,
  name: "privacy",
  lang: "de_DE",
  updateTime: "2026-02-01T08:00:00.000Z",
  langs: ["de_DE"],
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};

function show(document: typeof version | (Omit<typeof version, "draft"> & { draft: object })) {
  stubApi(
    answerByPath({
      "/api/common/language": [{ langCode: "de_DE", langName: "Deutsch" }],
      "/api/admin/docs/privacy de_DE": document,
      "/api/admin/docs/revisions": [],
    }),
  );
  return renderInBackOffice([page("/docs", <DocumentsPage />)], "/docs?name=privacy&lang=de_DE", signedInAs("editor"));
}

describe("a legal document's save time", { timeout: 30_000 }, () => {
  it("says when the version was last saved, in Berlin time with the zone named", async () => {
    await show(version);
    expect(await screen.findByText("Last saved Feb 1, 2026, 9:00 AM (Europe/Berlin)")).toBeTruthy();
  });

  it("says only the draft's save time when the version has a draft, not the published version's older one", async () => {
    const draft = { title: version.title, content: "<p>Drei Jahre.</p>", savedAt: "2026-11-24T23:45:00.000Z", operatorName: "Editor" };
    await show({ ...version, draft });
    const panel = await screen.findByRole("group", { name: "Publishing of the German version" });
    expect(within(panel).getByText(/^Saved Nov 25, 2026, 12:45 AM \(Europe\/Berlin\) by Editor/)).toBeTruthy();
    expect(screen.queryByText(/^Last saved/)).toBeNull();
  });
});
