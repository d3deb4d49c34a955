// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Application } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import ApplicationsPage from "./ApplicationsPage.tsx";

// Applications in the Inbox (decision 0080): listed with state, applicant and opening; one opened
// beside the list (its read is the audited detail call) with its files, consent and notes; a note
// added and the state changed through the API.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const application: Application = {
  id: 1,
  createTime: "2026-12-03T10:00:00.000Z",
  lang: "de_DE",
  openingId: 4,
  openingTitle: "Associate (m/w/d) Corporate/M&A",
  name: "Lena Vogel",
  email: "lena@example.com",
  state: "new",
  stateTime: "2026-12-03T10:00:00.000Z",
  assigneeId: null,
  assigneeName: null,
  updateTime: "2026-12-03T10:00:00.000Z",
  phone: null,
  message: "Ich bewerbe mich um die Stelle.",
  recipientEmail: "karriere@example.de",
  consentText: "Ich bin einverstanden, dass die Kanzlei meine Unterlagen speichert.",
  consentTime: "2026-12-03T10:00:00.000Z",
  files: [{ id: 9, name: "Lebenslauf.pdf", size: 120_000 }],
  notes: [{ id: 1, authorId: 7, authorName: "Petra Partner", createTime: "2026-12-03T11:00:00.000Z", text: "Starke Noten." }],
};

function stubServer() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const json = (result: unknown, pageable?: object) =>
        Response.json({ status: 200, message: "success", result, ...(pageable ? { pageable } : {}) });
      if (url.pathname === "/api/admin/applications/openings")
        return json([
          { openingId: 0, title: null },
          { openingId: 4, title: application.openingTitle },
        ]);
      if (url.pathname === "/api/admin/applications/assignees") return json([{ id: 7, userName: "Petra Partner" }]);
      if (url.pathname === "/api/admin/applications/1") return json(application);
      if (url.pathname === "/api/admin/applications/1/state") return json({ ...application, state: (body as { state: string }).state });
      if (url.pathname === "/api/admin/applications/1/notes")
        return json({
          ...application,
          notes: [
            ...application.notes,
            { id: 2, authorId: 7, authorName: "Petra Partner", createTime: "2026-12-04T09:00:00.000Z", text: "Einladen." },
          ],
        });
      if (url.pathname === "/api/admin/applications") {
        const unsolicited = { ...application, id: 2, name: "Jan Initiativ", openingId: null, openingTitle: null };
        const listed = url.searchParams.get("openingId") === "0" ? [unsolicited] : [application, unsolicited];
        return json(listed, { pageNo: 1, pageSize: 20, totalCount: listed.length });
      }
      return json([]);
    }),
  );
  return calls;
}

describe("the applications screen", { timeout: 30_000 }, () => {
  it("lists the applications and opens one with its files, consent and notes, read through its detail", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <ApplicationsPage />)], "/");
    const row = (await screen.findByRole("button", { name: "Lena Vogel" })).closest("tr")!;
    expect(within(row).getByText("New")).toBeTruthy();
    expect(within(row).getByText("Associate (m/w/d) Corporate/M&A")).toBeTruthy();
    const unsolicited = screen.getByRole("button", { name: "Jan Initiativ" }).closest("tr")!;
    expect(within(unsolicited).getByText("Unsolicited application")).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: "Lena Vogel" }));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByText("Lebenslauf.pdf")).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Download" })).toBeTruthy();
    expect(within(drawer).getByText(/Ich bin einverstanden/)).toBeTruthy();
    expect(within(drawer).getByText("Starke Noten.")).toBeTruthy();
    // The language the applicant wrote in, named in the interface's language.
    expect(within(drawer).getByText("German")).toBeTruthy();
    expect(within(drawer).queryByText("de_DE")).toBeNull();
    expect(calls.filter((call) => call.url.pathname === "/api/admin/applications/1")).toHaveLength(1);
  });

  it("adds a note and changes the state through the API", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <ApplicationsPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Lena Vogel" }));
    const drawer = await screen.findByRole("dialog");
    fireEvent.change(await within(drawer).findByRole("textbox", { name: "New note" }), { target: { value: "Einladen." } });
    fireEvent.click(within(drawer).getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST" && call.url.pathname === "/api/admin/applications/1/notes")?.body).toEqual({
        text: "Einladen.",
      }),
    );
    expect(await within(drawer).findByText("Einladen.")).toBeTruthy();
    fireEvent.mouseDown(within(drawer).getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByTitle("Invited"));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT" && call.url.pathname === "/api/admin/applications/1/state")?.body).toEqual({
        state: "invited",
      }),
    );
  });

  it("filters the unsolicited applications by the opening in the address", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <ApplicationsPage />)], "/?openingId=0");
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === "/api/admin/applications" && call.url.searchParams.get("openingId") === "0")).toBe(
        true,
      ),
    );
    expect(await screen.findByRole("button", { name: "Jan Initiativ" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lena Vogel" })).toBeNull();
  });
});
