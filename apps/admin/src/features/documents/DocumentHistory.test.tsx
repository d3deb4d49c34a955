// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { UNSCHEDULED } from "../../ui/testing/contractFixtures.ts";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import DocumentsPage from "./DocumentsPage.tsx";

// A legal document version's history on the documents page (decision 0035, slice 4).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields = { title: "Datenschutzerklärung", content: "<p>Wir speichern Ihre Daten zwei Jahre.</p>" };
const version = {
  ...fields,
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
const entries = [
  {
    id: 42,
    versionId: 5,
    lang: "de_DE",
    action: "publish",
    state: "published",
    publishAt: "2026-01-10T08:00:00.000Z",
    unpublishAt: null,
    savedAt: "2026-02-01T08:00:00.000Z",
    operatorName: "Editor",
  },
  {
    id: 41,
    versionId: 5,
    lang: "de_DE",
    action: "save",
    state: "draft",
    ...UNSCHEDULED,
    savedAt: "2026-01-10T08:00:00.000Z",
    operatorName: "Editor",
  },
];
const first = { ...entries[1], fields: { ...fields, content: "<p>Wir speichern Ihre Daten drei Jahre.</p>" } };

const answers = answerByPath({
  "/api/common/language": [{ langCode: "de_DE", langName: "Deutsch" }],
  "/api/admin/docs/privacy de_DE": version,
  "/api/admin/docs/revisions": entries,
});

describe("the history of a legal document version", { timeout: 30_000 }, () => {
  it("compares the content as a word diff and restores the older revision as unpublished changes", async () => {
    const restored = { ...version, draft: { ...first.fields, savedAt: "2026-02-03T08:00:00.000Z", operatorName: "Editor" } };
    const calls = stubApi((call) => {
      if (call.path === "/api/admin/docs/revision") return call.query.get("id") === "41" ? first : { ...entries[0], fields };
      if (call.path === "/api/admin/docs/restore-revision") return restored;
      return answers(call);
    });
    await renderInBackOffice([page("/docs", <DocumentsPage />)], "/docs?name=privacy&lang=de_DE", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await screen.findByRole("group", { name: "Publishing of the German version" })).getByRole("button", { name: "History" }),
    );
    const drawer = await screen.findByRole("dialog", { name: "History of the German version" });
    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jan 10, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toEqual([
      "DEL:drei",
      "INS:zwei",
    ]);
    expect(within(comparison).getByText("Unchanged: Title.")).toBeTruthy();

    await user.click(within(drawer).getByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/admin/docs/restore-revision")).toBe(true));
    const panel = await screen.findByRole("group", { name: "Publishing of the German version" });
    expect(await within(panel).findByText("Unpublished changes")).toBeTruthy();
    expect(within(panel).getByText(/Changed: Text\.$/)).toBeTruthy();
    // The form edits the restored text.
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Text/ }).textContent).toBe("Wir speichern Ihre Daten drei Jahre."), {
      timeout: 5_000,
    });
  });
});
