// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { OutboxMessage, OutboxStatus } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import OutboxPage from "./OutboxPage.tsx";

// The Outbox screen (decision 0070): every message with its state, its attempts and the SMTP
// server's last answer, a state filter, "Send again" for a failed message, and the notice when
// mail is not configured.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  createTime: "2026-12-03T10:00:00.000Z",
  recipients: ["kanzlei@example.de"],
  replyTo: "besucher@example.org",
  subject: "Kontaktanfrage",
  lang: "de_DE",
  cause: "contact:12",
  state: "sent",
  attempts: 1,
  nextAttemptTime: "2026-12-03T10:00:00.000Z",
  lastError: null,
  sentTime: "2026-12-03T10:00:01.000Z",
  messageId: "<outbox-1@example.de>",
  ...overrides,
});

function stubServer(status: OutboxStatus, extra: OutboxMessage[] = []) {
  const calls: { method: string; url: URL }[] = [];
  const messages = [
    ...extra,
    message({
      id: 2,
      state: "failed",
      attempts: 8,
      subject: "Bewerbung eingegangen",
      cause: "application:4",
      lastError: "550 5.1.1 Mailbox unavailable",
      sentTime: null,
    }),
    message({}),
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      const json = (result: unknown, pageable?: object) =>
        Response.json({ status: 200, message: "success", result, ...(pageable ? { pageable } : {}) });
      if (url.pathname === "/api/admin/outbox/status") return json(status);
      if (url.pathname === "/api/admin/outbox/2/resend") return json({ ...messages[0]!, state: "waiting", attempts: 0 });
      if (url.pathname === "/api/admin/outbox") {
        const state = url.searchParams.get("state");
        const listed = state ? messages.filter((one) => one.state === state) : messages;
        return json(listed, { pageNo: 1, pageSize: 20, totalCount: listed.length });
      }
      return json([]);
    }),
  );
  return calls;
}

describe("the outbox screen", { timeout: 30_000 }, () => {
  it("lists the messages with their state, cause, attempts and SMTP answer, and sends a failed one again", async () => {
    const calls = stubServer({ configured: true, waiting: 0, failed: 1 });
    await renderInBackOffice([page("/", <OutboxPage />)], "/");
    const failedRow = (await screen.findByText("Bewerbung eingegangen")).closest("tr")!;
    expect(within(failedRow).getByText("Failed")).toBeTruthy();
    expect(within(failedRow).getByText("application:4")).toBeTruthy();
    expect(within(failedRow).getByText("550 5.1.1 Mailbox unavailable")).toBeTruthy();
    expect(within(failedRow).getByText("8")).toBeTruthy();
    const sentRow = screen.getByText("Kontaktanfrage").closest("tr")!;
    expect(within(sentRow).getByText("Sent")).toBeTruthy();
    expect(within(sentRow).queryByRole("button", { name: "Send again" })).toBeNull();
    expect(screen.getByText("E-mails that could not be sent: 1")).toBeTruthy();
    expect(screen.queryByText(/Mail is not configured/)).toBeNull();

    fireEvent.click(within(failedRow).getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("“Bewerbung eingegangen” will be sent again.")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.url.pathname === "/api/admin/outbox/2/resend")).toBe(true);
  });

  it("filters by the state in the address, and says when mail is not configured and how many messages wait", async () => {
    const calls = stubServer({ configured: false, waiting: 3, failed: 0 });
    await renderInBackOffice([page("/", <OutboxPage />)], "/?state=failed");
    expect(await screen.findByText("Mail is not configured. Messages waiting: 3")).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === "/api/admin/outbox" && call.url.searchParams.get("state") === "failed")).toBe(true),
    );
    expect(await screen.findByText("Bewerbung eingegangen")).toBeTruthy();
    expect(screen.queryByText("Kontaktanfrage")).toBeNull();
  });

  it("says a waiting message whose time has come is due and waits for the worker, never a time in the past", async () => {
    const waiting = { state: "waiting" as const, attempts: 1, sentTime: null, messageId: null };
    stubServer({ configured: true, waiting: 2, failed: 1 }, [
      message({ ...waiting, id: 5, subject: "Überfällig", nextAttemptTime: "2026-01-01T08:00:00.000Z" }),
      message({ ...waiting, id: 6, subject: "Später", nextAttemptTime: new Date(Date.now() + 3_600_000).toISOString() }),
    ]);
    await renderInBackOffice([page("/", <OutboxPage />)], "/");
    const dueRow = (await screen.findByText("Überfällig")).closest("tr")!;
    expect(within(dueRow).getByText("Due now, waiting for the worker")).toBeTruthy();
    expect(within(dueRow).queryByText(/Next attempt/)).toBeNull();
    const laterRow = screen.getByText("Später").closest("tr")!;
    expect(within(laterRow).getByText(/^Next attempt /)).toBeTruthy();
    expect(within(laterRow).queryByText("Due now, waiting for the worker")).toBeNull();
  });
});
