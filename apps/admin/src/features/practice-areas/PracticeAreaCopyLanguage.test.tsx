// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import PracticeAreaEditPage from "./PracticeAreaEditPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = {
  id: 9,
  no: 7,
  lang: "de_DE",
  name: "Steuerrecht",
  introduce: "<p>Beratung in Steuerfragen</p>",
  iconUrl: null,
  sort: 1,
  keyContactIds: [41, 42],
  keyContacts: [
    { id: 41, no: 4, name: "Anna Weber", photoUrl: null, jobName: null },
    { id: 42, no: 6, name: "Jonas Berg", photoUrl: null, jobName: null },
  ],
  createTime: "2026-01-10T08:00:00.000Z",
  updateTime: "2026-01-10T08:00:00.000Z",
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};

/** What the server answers, by path; the PUT's body is recorded. */
function stubServer() {
  const saved: Record<string, unknown>[][] = [];
  const answers: Record<string, unknown> = {
    "/api/common/language": [
      { langCode: "de_DE", langName: "Deutsch" },
      { langCode: "en_US", langName: "English" },
    ],
    "/api/admin/professionalField/detail/9": { ...german, versions: [german] },
    "/api/admin/lawyerTeam/detail/41": {
      id: 41,
      versions: [
        { id: 41, no: 4, lang: "de_DE", name: "Anna Weber" },
        { id: 81, no: 4, lang: "en_US", name: "Anna Weber" },
      ],
    },
    // Jonas Berg has no English version.
    "/api/admin/lawyerTeam/detail/42": { id: 42, versions: [{ id: 42, no: 6, lang: "de_DE", name: "Jonas Berg" }] },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      let result: unknown = answers[url.pathname] ?? [];
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>[];
        saved.push(body);
        result = body.map((version, index) => ({ ...german, ...version, id: index === 0 ? 9 : 10 }));
      }
      return new Response(JSON.stringify({ status: 200, message: "success", result }), { headers: { "content-type": "application/json" } });
    }),
  );
  return saved;
}

describe("copying a practice area's version to another language", { timeout: 30_000 }, () => {
  it("copies the name and introduction, maps the key contacts, and names one left out", async () => {
    const saved = stubServer();
    await renderInBackOffice([page("/expertise/edit/:id", <PracticeAreaEditPage />)], "/expertise/edit/9", signedInAs("editor"));
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getAllByLabelText("Name")[0]).toHaveProperty("value", "Steuerrecht"));

    await user.click(screen.getByRole("button", { name: /Add language/ }));
    await user.click(await screen.findByRole("menuitem", { name: "English" }));
    await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Copy from Deutsch" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Copy from Deutsch" }));
    expect(await screen.findByText(/^Not copied, since they have no English version: Jonas Berg\./)).toBeTruthy();
    expect(screen.getAllByLabelText("Name")[1]).toHaveProperty("value", "Steuerrecht");

    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.find((version) => version.lang === "en_US")).toMatchObject({
      no: 7,
      name: "Steuerrecht",
      introduce: "<p>Beratung in Steuerfragen</p>",
      keyContactIds: [81],
    });
  });
});
