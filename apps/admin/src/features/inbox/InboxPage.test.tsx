// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { InboxMessage } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import InboxPage from "./InboxPage.tsx";

// The Inbox screen (decision 0077): the contact messages with their state, sender, recipient and
// assignee; filters in the address; a message opened beside the list, its state and assignment changed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inboxMessage = (overrides: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  createTime: "2026-12-03T10:00:00.000Z",
  lang: "de_DE",
  recipient: "person:12",
  recipientName: "Dr. Anna Berg",
  recipientEmail: "berg@example.de",
  name: "Max Mandant",
  email: "max@example.com",
  phone: "+49 89 1234",
  company: "Mandant GmbH",
  message: "Bitte rufen Sie mich an.",
  consentText: "Ich bin einverstanden, dass die Kanzlei meine Angaben speichert.",
  consentTime: "2026-12-03T10:00:00.000Z",
  copyRequested: false,
  state: "new",
  assigneeId: null,
  assigneeName: null,
  updateTime: "2026-12-03T10:00:00.000Z",
  ...overrides,
});

function stubServer() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const messages = [inboxMessage({}), inboxMessage({ id: 2, name: "Erika Muster", recipient: "firm", recipientName: null, state: "done" })];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const json = (result: unknown, pageable?: object) =>
        Response.json({ status: 200, message: "success", result, ...(pageable ? { pageable } : {}) });
      if (url.pathname === "/api/admin/inbox/recipients")
        return json([
          { recipient: "firm", name: null },
          { recipient: "person:12", name: "Dr. Anna Berg" },
        ]);
      if (url.pathname === "/api/admin/inbox/assignees") return json([{ id: 7, userName: "Petra Partner" }]);
      if (url.pathname === "/api/admin/inbox/1/state") return json({ ...messages[0]!, state: (body as { state: string }).state });
      if (url.pathname === "/api/admin/inbox/1/assignee") return json({ ...messages[0]!, assigneeId: 7, assigneeName: "Petra Partner" });
      if (url.pathname === "/api/admin/inbox") {
        const state = url.searchParams.get("state");
        const listed = state ? messages.filter((one) => one.state === state) : messages;
        return json(listed, { pageNo: 1, pageSize: 20, totalCount: listed.length });
      }
      return json([]);
    }),
  );
  return calls;
}

describe("the inbox screen", { timeout: 30_000 }, () => {
  it("lists the messages with state, sender and recipient, and opens one with its consent", async () => {
    stubServer();
    await renderInBackOffice([page("/", <InboxPage />)], "/");
    const row = (await screen.findByRole("button", { name: "Max Mandant" })).closest("tr")!;
    expect(within(row).getByText("New")).toBeTruthy();
    expect(within(row).getByText("Dr. Anna Berg")).toBeTruthy();
    const firmRow = screen.getByRole("button", { name: "Erika Muster" }).closest("tr")!;
    expect(within(firmRow).getByText("The firm")).toBeTruthy();
    expect(within(firmRow).getByText("Done")).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: "Max Mandant" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("Mandant GmbH")).toBeTruthy();
    expect(within(drawer).getByText(/Ich bin einverstanden/)).toBeTruthy();
  });

  it("changes a message's state and assigns it, through the API", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <InboxPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Max Mandant" }));
    const drawer = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(drawer).getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByTitle("In progress"));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT" && call.url.pathname === "/api/admin/inbox/1/state")?.body).toEqual({
        state: "inProgress",
      }),
    );
    fireEvent.mouseDown(within(drawer).getByRole("combobox", { name: "Assigned to" }));
    fireEvent.click(await screen.findByTitle("Petra Partner"));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT" && call.url.pathname === "/api/admin/inbox/1/assignee")?.body).toEqual({
        accountId: 7,
      }),
    );
    expect(await screen.findByText("Assigned to Petra Partner")).toBeTruthy();
  });

  it("filters by the state in the address", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <InboxPage />)], "/?state=done&keyword=Muster");
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === "/api/admin/inbox" &&
            call.url.searchParams.get("state") === "done" &&
            call.url.searchParams.get("keyword") === "Muster",
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole("button", { name: "Erika Muster" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Max Mandant" })).toBeNull();
  });
});
