// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { NewsletterDigest, NewsletterIssue, NewsletterSubscriber } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import NewsletterIssuesPage from "./NewsletterIssuesPage.tsx";
import NewsletterSubscribersPage from "./NewsletterSubscribersPage.tsx";
import NewsletterTopicsPage from "./NewsletterTopicsPage.tsx";

// The newsletter's screens (decision 0088): an issue's progress and bounces, the warning when mail
// is not configured, a suspended subscriber's last bounce, and each topic's digest with its runs;
// reactivating a suspended subscriber after a dialog that says why it was suspended (decision 0091).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const issue = (overrides: Partial<NewsletterIssue>): NewsletterIssue => ({
  id: 1,
  lang: "en_US",
  topicIds: [1],
  subject: "Tax news",
  intro: "",
  articleIds: [3],
  state: "sent",
  createTime: "2026-12-03T10:00:00.000Z",
  sentTime: "2026-12-03T10:05:00.000Z",
  digest: false,
  counts: { recipients: 10, sent: 8, failed: 2, waiting: 0, bounced: 1, remaining: 0 },
  ...overrides,
});

const subscriber: NewsletterSubscriber = {
  id: 4,
  email: "gone@example.org",
  lang: "de_DE",
  state: "suspended",
  topicIds: [1],
  consentText: "…",
  consentTime: "2026-12-01T10:00:00.000Z",
  confirmTime: "2026-12-01T10:05:00.000Z",
  createTime: "2026-12-01T10:00:00.000Z",
  lastBounce: { kind: "hard", time: "2026-12-03T10:06:00.000Z", reason: "550 5.1.1 Mailbox unavailable" },
  suspendTime: "2026-12-03T10:06:00.000Z",
  suspendCause: "hardBounce",
};

const digest: NewsletterDigest = {
  topicId: 1,
  names: { en_US: "Tax law", de_DE: "Steuerrecht" },
  setting: { frequency: "weekly", day: 1, time: "08:00" },
  lastRunTime: null,
  nextRunTime: "2026-12-07T07:00:00.000Z",
  lastError: null,
};

const posted: string[] = [];
/** The GETs the screens sent, as path and query (without the timestamp every GET carries). */
const requested: string[] = [];
let recipientCount = 37;

function stubServer(configured: boolean) {
  requested.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (init?.method === "POST") posted.push(url.pathname);
      url.searchParams.delete("timestamp");
      if ((init?.method ?? "GET") === "GET") requested.push(`${url.pathname}${url.search}`);
      const json = (result: unknown, paged = false) =>
        Response.json({ status: 200, message: "success", result, ...(paged ? { pageable: { pageNo: 1, pageSize: 20, total: 2 } } : {}) });
      if (url.pathname === "/api/admin/newsletter/mail") return json({ configured });
      if (url.pathname === "/api/admin/newsletter/issues") {
        return json(
          [
            issue({}),
            issue({ id: 2, subject: "Tax law: the news", state: "sending", digest: true, counts: { ...issue({}).counts, remaining: 120 } }),
            issue({ id: 3, subject: "Draft on tax", state: "draft", sentTime: null }),
          ],
          true,
        );
      }
      if (url.pathname === "/api/admin/newsletter/subscribers") return json([subscriber], true);
      if (url.pathname === "/api/admin/newsletter/subscribers/4/reactivate")
        return json({ ...subscriber, state: "confirmed", suspendTime: null, suspendCause: null });
      if (url.pathname === "/api/admin/newsletter/topics")
        return json([{ kind: "practiceArea", no: 7, names: digest.names, id: 1, subscribers: 3 }]);
      if (url.pathname === "/api/admin/newsletter/digests") return json([digest]);
      if (url.pathname === "/api/admin/newsletter/recipients") return json({ count: recipientCount });
      if (url.pathname === "/api/admin/newsletter/news") {
        const all = [
          { id: 5, title: "Labour law update", publishTime: "2026-03-07T08:00:00.000Z" },
          { id: 3, title: "Property tax upheld", publishTime: "2026-03-05T10:00:00.000Z" },
        ];
        return json(url.searchParams.has("topicIds") ? all.filter((row) => row.id === 3) : all);
      }
      return Response.json({ status: 404, message: "not found", result: null }, { status: 404 });
    }),
  );
}

describe("the newsletter's screens", () => {
  it("shows an issue's bounces, a send's progress and a digest's issue, and warns when mail is not configured", async () => {
    stubServer(false);
    await renderInBackOffice([page("/", <NewsletterIssuesPage />)], "/");
    expect(await screen.findByText("Mail is not configured: issues wait in the outbox and are not delivered.")).toBeTruthy();
    expect((await screen.findAllByText("8 sent, 2 failed, 0 waiting (of 10); 1 of them bounced")).length).toBe(2);
    expect(screen.getByText("Still to put into the outbox: 120")).toBeTruthy();
    expect(screen.getByText("Digest")).toBeTruthy();
  });

  it("says nothing of mail when it is configured", async () => {
    stubServer(true);
    await renderInBackOffice([page("/", <NewsletterIssuesPage />)], "/");
    await screen.findAllByText("8 sent, 2 failed, 0 waiting (of 10); 1 of them bounced");
    expect(screen.queryByText("Mail is not configured: issues wait in the outbox and are not delivered.")).toBeNull();
  });

  it("shows a suspended subscriber with its last bounce", async () => {
    stubServer(true);
    await renderInBackOffice([page("/", <NewsletterSubscribersPage />)], "/");
    expect(await screen.findByText("Suspended")).toBeTruthy();
    expect(screen.getByTitle("550 5.1.1 Mailbox unavailable").textContent).toMatch(/^Refused for good, /);
  });

  it("reactivates a suspended subscriber after a dialog that says why it was suspended", async () => {
    stubServer(true);
    posted.length = 0;
    await renderInBackOffice([page("/", <NewsletterSubscribersPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Reactivate" }));
    expect((await screen.findAllByText("Reactivate the subscription of gone@example.org?")).length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        "Why: the address cannot receive mail (refused for good, by the receiving server or as the mail provider reported).",
      ),
    ).toBeTruthy();
    expect(screen.getByText("The server's answer: 550 5.1.1 Mailbox unavailable")).toBeTruthy();
    expect(posted).toEqual([]);
    const buttons = screen.getAllByRole("button", { name: "Reactivate" });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(posted).toEqual(["/api/admin/newsletter/subscribers/4/reactivate"]));
    expect(await screen.findByText("gone@example.org receives the newsletter again.")).toBeTruthy();
  });

  it("offers the news of the issue's topics, or all news at a click, each with its date", async () => {
    stubServer(true);
    await renderInBackOffice([page("/", <NewsletterIssuesPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Draft on tax" }));
    // The chosen news item is named with its date, and the list asked for the topics' news and the
    // chosen ones (the form's chosen news are watched a render after its topics: the topics' news
    // may be shown, the item among them, before that request is made).
    expect(await screen.findByText("Property tax upheld · Mar 5, 2026")).toBeTruthy();
    await waitFor(() => expect(requested).toContain("/api/admin/newsletter/news?lang=en_US&topicIds=1&ids=3"));
    expect(requested.filter((url) => url.startsWith("/api/admin/newsletter/news?lang=en_US&ids="))).toEqual([]);
    expect(screen.getByText(/^Published news of the chosen topics in the issue's language/)).toBeTruthy();
    fireEvent.click(screen.getByText("All news"));
    await waitFor(() => expect(requested).toContain("/api/admin/newsletter/news?lang=en_US&ids=3"));
    expect(screen.getByText(/^Every published news item in the issue's language/)).toBeTruthy();
  });

  it("says in the send's confirmation how many subscribers will receive the issue, and refuses a send to nobody", async () => {
    stubServer(true);
    posted.length = 0;
    recipientCount = 37;
    await renderInBackOffice([page("/", <NewsletterIssuesPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Draft on tax" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "Subscribers who will receive it: 37 (confirmed, in the issue's language, who chose one of its topics; each once).",
      ),
    ).toBeTruthy();
    expect(requested).toContain("/api/admin/newsletter/recipients?lang=en_US&topicIds=1");
    expect(posted).toEqual([]);
    cleanup();

    stubServer(true);
    recipientCount = 0;
    await renderInBackOffice([page("/", <NewsletterIssuesPage />)], "/");
    fireEvent.click(await screen.findByRole("button", { name: "Draft on tax" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("No subscriber would receive it: nobody confirmed in the issue's language has chosen one of its topics."),
    ).toBeTruthy();
    const sends = screen.getAllByRole("button", { name: "Send" });
    expect(sends.at(-1)!.hasAttribute("disabled")).toBe(true);
  });

  it("finds subscribers by the beginning of their address, on the server", async () => {
    stubServer(true);
    await renderInBackOffice([page("/", <NewsletterSubscribersPage />)], "/");
    await screen.findByText("gone@example.org");
    fireEvent.change(screen.getByLabelText("Address begins with"), { target: { value: " Gone@ " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    // Trimmed here; the server reads it in lower case.
    await waitFor(() => expect(requested).toContain("/api/admin/newsletter/subscribers?pageNo=1&pageSize=10&email=Gone%40"));
  });

  it("shows each offered topic's digest with its next run", async () => {
    stubServer(true);
    await renderInBackOffice([page("/", <NewsletterTopicsPage />)], "/");
    expect(await screen.findByText("Digests")).toBeTruthy();
    expect(await screen.findByText(/^Last: — · Next: /)).toBeTruthy();
    expect(screen.getByLabelText("Tax law: Time (HH:MM)")).toBeTruthy();
  });
});
