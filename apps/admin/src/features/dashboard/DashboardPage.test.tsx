// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Dashboard, OutboxStatus } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import DashboardPage from "./DashboardPage.tsx";

// The dashboard names banners and legal documents (decision 0035, slice 6) by their titles and
// links them to where they are edited: the banner list's dialog, the documents page.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DASHBOARD: Dashboard = {
  clientsWithoutConsent: {
    total: 1,
    entries: [
      { kind: "case", no: 31, id: 310, lang: "en_US", title: "Merger of Quellwerk", clients: ["Quellwerk Müller GmbH", "Brightwater AG"] },
    ],
  },
  waiting: {
    total: 1,
    entries: [
      {
        kind: "banner",
        no: 7,
        id: 7,
        lang: "de_DE",
        title: "Klarheit",
        waiting: "changes",
        since: "2026-02-02T09:30:00.000Z",
        operatorName: "Jonas",
      },
    ],
  },
  scheduled: {
    total: 1,
    entries: [
      { kind: "document", no: 3, id: 3, lang: "zh_CN", title: "条款", name: "terms", change: "publish", at: "2026-03-01T08:00:00.000Z" },
    ],
  },
  recent: [
    {
      kind: "news",
      no: 12,
      id: 12,
      lang: "de_DE",
      title: "Jahresbericht",
      action: "publish",
      state: "scheduled",
      publishAt: "2026-03-02T08:00:00.000Z",
      savedAt: "2026-02-02T09:30:00.000Z",
      operatorName: "Jonas",
    },
    {
      kind: "person",
      no: 4,
      id: 4,
      lang: "de_DE",
      title: "Anna Weber",
      action: "save",
      state: "published",
      publishAt: "2026-01-02T08:00:00.000Z",
      savedAt: "2026-01-02T08:00:00.000Z",
      operatorName: "",
    },
  ],
  reviews: [
    {
      kind: "practiceArea",
      no: 5,
      id: 15,
      lang: "de_DE",
      title: "Steuerrecht",
      decision: "changesRequested",
      comment: "Bitte die Ansprechpartner ergänzen.",
      reviewerName: "Dr. Anna Weber",
      reviewedAt: "2026-02-03T09:14:00.000Z",
      current: false,
    },
    {
      kind: "news",
      no: 12,
      id: 12,
      lang: "de_DE",
      title: "Jahresbericht",
      decision: "approved",
      comment: null,
      reviewerName: null,
      reviewedAt: "2026-02-02T10:00:00.000Z",
      current: true,
    },
  ],
  gaps: [
    {
      lang: "de_DE",
      counts: { news: 0, case: 0, honor: 0, person: 0, practiceArea: 0, opening: 0, event: 0, document: 0 },
      entries: [],
      outdated: { news: 0, case: 0, honor: 0, person: 0, practiceArea: 0, opening: 0, event: 0, document: 0 },
      outdatedEntries: [],
    },
    {
      lang: "zh_CN",
      counts: { news: 1, case: 0, honor: 0, person: 0, practiceArea: 0, opening: 0, event: 0, document: 1 },
      entries: [
        { kind: "document", no: 5, id: 5, lang: "de_DE", title: "Impressum", name: "impressum" },
        { kind: "news", no: 12, id: 12, lang: "de_DE", title: "Neue Kanzlei" },
      ],
      outdated: { news: 0, case: 0, honor: 0, person: 2, practiceArea: 0, opening: 0, event: 0, document: 1 },
      outdatedEntries: [
        { kind: "person", no: 4, id: 41, lang: "zh_CN", title: "林律师" },
        { kind: "document", no: 6, id: 6, lang: "zh_CN", title: "隐私政策", name: "privacy" },
      ],
    },
  ],
  legalNoticeMissing: ["vatId", "insuranceScope"],
};

const LANGUAGES = [
  { langCode: "de_DE", langName: "Deutsch" },
  { langCode: "zh_CN", langName: "中文" },
];

function stubServer(outboxStatus: OutboxStatus = { configured: true, waiting: 0, failed: 0 }) {
  const paths: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      paths.push(url.pathname);
      const answers: Record<string, unknown> = {
        "/api/admin/dashboard": DASHBOARD,
        "/api/common/language": LANGUAGES,
        "/api/admin/outbox/status": outboxStatus,
      };
      const result = answers[url.pathname] ?? [];
      return new Response(JSON.stringify({ status: 200, message: "success", result }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return paths;
}

describe("the dashboard", { timeout: 30_000 }, () => {
  it("says when mail is not configured and how many messages wait, to an administrator only (decision 0070)", async () => {
    stubServer({ configured: false, waiting: 2, failed: 0 });
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const notice = (await screen.findByText("Mail is not configured. Messages waiting: 2")).closest<HTMLElement>(".ant-alert")!;
    expect(within(notice).getByRole("link", { name: "Open the outbox" }).getAttribute("href")).toBe("/admin/outbox");
    cleanup();

    const paths = stubServer({ configured: false, waiting: 2, failed: 0 });
    await renderInBackOffice([page("/", <DashboardPage />)], "/", signedInAs("editor"));
    await screen.findByText(/The legal notice \(Impressum\) lacks required facts/);
    expect(screen.queryByText(/Mail is not configured/)).toBeNull();
    expect(paths).not.toContain("/api/admin/outbox/status");
  });

  it("warns of the facts the legal notice lacks, linking the site configuration for an administrator only (decision 0067)", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const warning = (await screen.findByText(/The legal notice \(Impressum\) lacks required facts/)).closest<HTMLElement>(".ant-alert")!;
    expect(within(warning).getByText("VAT identification number")).toBeTruthy();
    expect(within(warning).getByText("Territorial scope of the insurance")).toBeTruthy();
    expect(within(warning).getByRole("link", { name: "Fill them in under Site configuration" }).getAttribute("href")).toBe(
      "/admin/site/config",
    );
    cleanup();

    await renderInBackOffice([page("/", <DashboardPage />)], "/", signedInAs("editor"));
    await screen.findByText(/The legal notice \(Impressum\) lacks required facts/);
    expect(screen.queryByRole("link", { name: "Fill them in under Site configuration" })).toBeNull();
  });

  it("links a banner to its dialog in the banner list, a document version to the documents page in its language", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const banner = await screen.findByRole("link", { name: "Klarheit" });
    expect(banner.getAttribute("href")).toBe("/admin/banner/list?lang=de_DE&edit=7");
    expect(await screen.findByText(/^Banner · German/)).toBeTruthy();
    const document = screen.getByRole("link", { name: "条款" });
    expect(document.getAttribute("href")).toBe("/admin/docs?name=terms&lang=zh_CN");
    expect(screen.getByText(/^Legal document · Chinese/)).toBeTruthy();
  });

  it("names languages by their names, and links each missing translation as a plain link to its editor", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    expect(await screen.findByRole("columnheader", { name: "Chinese" })).toBeTruthy();
    const gap = screen.getByRole("link", { name: "Neue Kanzlei" });
    expect(gap.getAttribute("href")).toBe("/admin/articles/news/edit?no=12&lang=de_DE");
    expect(gap.closest(".ant-tag")).toBeNull();
    expect(screen.queryByText(/de_DE|zh_CN/)).toBeNull();
  });

  it("counts the out-of-date versions per language beside the missing ones, and links each to its version's tab by its item number", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    expect(await screen.findByText("Translations to do")).toBeTruthy();
    expect(screen.getAllByRole("columnheader", { name: "Out of date" })).toHaveLength(2);
    const row = screen.getByRole("row", { name: /^People/ });
    expect(row.textContent).toBe("People0002");
    expect(await screen.findByText("Out of date in Chinese:")).toBeTruthy();
    expect(screen.getByRole("link", { name: "林律师" }).getAttribute("href")).toBe("/admin/people/edit/4?lang=zh_CN");
  });

  it("counts the legal documents to translate, and links each to the documents page in the language to write (decision 0061)", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const row = await screen.findByRole("row", { name: /^Legal documents/ });
    expect(row.textContent).toBe("Legal documents0011");
    // Missing in Chinese: the German version names it, the link opens the Chinese one to write.
    expect(screen.getByRole("link", { name: "Impressum" }).getAttribute("href")).toBe("/admin/docs?name=impressum&lang=zh_CN");
    expect(screen.getByRole("link", { name: "隐私政策" }).getAttribute("href")).toBe("/admin/docs?name=privacy&lang=zh_CN");
  });

  it("lists the reviews from approval links with their decision, reviewer, time and comment, each linked to its editor", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const card = (await screen.findByText("Reviews from approval links")).closest(".ant-card") as HTMLElement;
    const changes = within(card).getByRole("link", { name: "Steuerrecht" });
    expect(changes.getAttribute("href")).toBe("/admin/expertise/edit/5?lang=de_DE");
    const line = changes.closest("li") as HTMLElement;
    expect(within(line).getByText("Changes requested")).toBeTruthy();
    expect(within(line).getByText("About an earlier state")).toBeTruthy();
    expect(
      await within(line).findByText(/^Practice area · German · Feb 3, 2026, 10:14 AM \(Europe\/Berlin\) by Dr\. Anna Weber$/),
    ).toBeTruthy();
    expect(within(line).getByText("Bitte die Ansprechpartner ergänzen.")).toBeTruthy();
    const approved = within(card).getByRole("link", { name: "Jahresbericht" }).closest("li") as HTMLElement;
    expect(within(approved).getByText("Approved")).toBeTruthy();
    expect(within(approved).queryByText("About an earlier state")).toBeNull();
    // No name given: the time alone.
    expect(within(approved).getByText(/^News · German · Feb 2, 2026, 11:00 AM \(Europe\/Berlin\)$/)).toBeTruthy();
  });

  it("lists the items naming clients without a recorded consent, each linked to its editor with those clients", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    const card = (await screen.findByText("Clients named without consent")).closest(".ant-card") as HTMLElement;
    const link = within(card).getByRole("link", { name: "Merger of Quellwerk" });
    expect(link.getAttribute("href")).toBe("/admin/articles/cases/edit?no=31&lang=en_US");
    const line = link.closest("li") as HTMLElement;
    expect(within(line).getByText(/no consent: Quellwerk Müller GmbH, Brightwater AG$/)).toBeTruthy();
  });

  it("says when a schedule goes live, in the Scheduled list and in the recent changes", async () => {
    stubServer();
    await renderInBackOffice([page("/", <DashboardPage />)], "/");
    expect(await screen.findByText(/goes live Mar 1, 2026, 9:00 AM \(Europe\/Berlin\)$/)).toBeTruthy();
    expect(
      screen.getByText(/Scheduled for Mar 2, 2026, 9:00 AM \(Europe\/Berlin\) · Feb 2, 2026, 10:30 AM \(Europe\/Berlin\) by Jonas$/),
    ).toBeTruthy();
    // The demo content's saves have no account: no "by".
    expect(screen.getByText(/Saved · Jan 2, 2026, 9:00 AM \(Europe\/Berlin\)$/)).toBeTruthy();
  });
});
