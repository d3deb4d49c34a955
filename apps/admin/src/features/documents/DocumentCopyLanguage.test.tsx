// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi } from "../../ui/testing/stubApi.ts";
import DocumentsPage from "./DocumentsPage.tsx";

// Copy to language for a legal document version not saved yet (decision 0035, slice 8).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const publication = { publishState: "published", publishAt: "2026-01-10T08:00:00.000Z", unpublishAt: null };
// The German version is published, with unpublished changes to its text: the copy takes what its editor shows.
const german = {
  id: 5,
  name: "privacy",
  lang: "de_DE",
  title: "Datenschutzerklärung",
  content: "<p>Wir speichern Ihre Daten drei Jahre.</p>",
  updateTime: "2026-02-01T08:00:00.000Z",
  langs: ["de_DE"],
  ...publication,
  draft: {
    title: "Datenschutzerklärung",
    content: "<p>Wir speichern Ihre Daten zwei Jahre.</p>",
    savedAt: "2026-02-02T08:00:00.000Z",
    operatorName: "Editor",
  },
};
const englishNotSaved = {
  id: null,
  name: "privacy",
  lang: "en_US",
  title: "",
  content: "",
  updateTime: null,
  langs: ["de_DE"],
  publishState: "draft",
  publishAt: null,
  unpublishAt: null,
  draft: null,
};

const answers = answerByPath({
  "/api/common/language": [
    { langCode: "de_DE", langName: "Deutsch" },
    { langCode: "en_US", langName: "English" },
  ],
  "/api/admin/docs/privacy de_DE": german,
  "/api/admin/docs/privacy en_US": englishNotSaved,
});

/** The server: a save answers the English version saved as a draft. Answers the saves' calls. */
function stubServer() {
  const calls = stubApi((call) =>
    call.method === "PUT"
      ? {
          ...englishNotSaved,
          ...(call.body as object),
          id: 6,
          updateTime: "2026-02-03T08:00:00.000Z",
          langs: ["de_DE", "en_US"],
        }
      : answers(call),
  );
  return () => calls.filter((call) => call.method === "PUT");
}

describe("copying a legal document's version to another language", { timeout: 30_000 }, () => {
  it("fills a new English version from the German one's title and text, saved as a draft", async () => {
    const saves = stubServer();
    await renderInBackOffice([page("/docs", <DocumentsPage />)], "/docs?name=privacy&lang=en_US", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy from German" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Copy from German" }));
    expect(await screen.findByText("Copied from German: translate the texts, then save.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveProperty("value", "Datenschutzerklärung");
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Text/ }).textContent).toBe("Wir speichern Ihre Daten zwei Jahre."), {
      timeout: 5_000,
    });

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const [save] = saves();
    expect(save!.path).toBe("/api/admin/docs/privacy");
    expect(save!.query.get("saveAs")).toBe("draft");
    expect(save!.body).toEqual({ lang: "en_US", title: "Datenschutzerklärung", content: "<p>Wir speichern Ihre Daten zwei Jahre.</p>" });
    // Saved, the version is no longer new: no copy is offered.
    await waitFor(() => expect(screen.queryByRole("button", { name: /Copy from…/ })).toBeNull());
  });

  it("offers no copy to an account that does not write the language", async () => {
    stubServer();
    await renderInBackOffice([page("/docs", <DocumentsPage />)], "/docs?name=privacy&lang=en_US", signedInAs("translator", ["de_DE"]));
    expect(await screen.findByText("For reference only: you do not translate English.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Copy from…/ })).toBeNull();
  });
});
