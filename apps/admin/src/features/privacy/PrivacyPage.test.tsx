// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { DataNotes, RetentionSettings, SubjectExport, SubjectRecord } from "@lawfirm/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import PrivacyPage from "./PrivacyPage.tsx";

// The data-subject tool (decision 0081): look up an address, save what is kept as a file, delete it all.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const records: SubjectRecord[] = [
  { source: "outbox", id: 4, time: "2026-12-01T09:00:00.000Z", summary: "Ihre Anfrage" },
  { source: "outbox", id: 7, time: "2026-12-02T09:00:00.000Z", summary: "Kontaktanfrage" },
];

function stubServer() {
  const calls: { path: string; method: string; body: unknown }[] = [];
  let erased = false;
  const retention: RetentionSettings = {
    periods: { contactMessages: 12, declinedApplications: 6, eventRegistrations: 6 },
    runs: [
      { name: "contactMessages", lastRunAt: "2026-12-04T02:00:00.000Z", lastDeleted: 3 },
      { name: "outboxMessages", lastRunAt: "2026-12-04T02:00:00.000Z", lastDeleted: 0 },
      { name: "auditEntries", lastRunAt: null, lastDeleted: null },
    ],
    auditDays: 365,
    nextRunAt: "2026-12-05T02:00:00.000Z",
  };
  const byLanguage = (de_DE: string, en_US: string, zh_CN: string) => ({ de_DE, en_US, zh_CN });
  const dataNotes: DataNotes = {
    notes: {
      contact: byLanguage("Unser eigener Hinweis.", "", ""),
      application: byLanguage("", "", ""),
      eventRegistration: byLanguage("", "", ""),
      newsletter: byLanguage("", "", ""),
    },
    defaults: {
      contact: byLanguage(
        "Wir verwenden Ihre Angaben nur …",
        "We use your details only to answer your message.",
        "我们仅将您的信息用于答复。",
      ),
      application: byLanguage("Bewerbungen …", "Applications are read by …", "求职申请……"),
      eventRegistration: byLanguage("Anmeldungen …", "We delete registrations 6 months after the event.", "活动报名……"),
      newsletter: byLanguage("Nach der Anmeldung …", "After you subscribe, we send you an e-mail.", "提交订阅后……"),
    },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      const method = init?.method ?? "GET";
      calls.push({ path, method, body });
      const json = (result: unknown) => Response.json({ status: 200, message: "success", result });
      const email = "besucher@example.org";
      if (path === "/api/admin/privacy/retention") {
        if (method === "PUT") retention.periods = { ...retention.periods, ...(body as { periods: RetentionSettings["periods"] }).periods };
        return json(retention);
      }
      if (path === "/api/admin/privacy/data-notes") {
        if (method === "PUT") dataNotes.notes = (body as { notes: DataNotes["notes"] }).notes;
        return json(dataNotes);
      }
      if (path === "/api/admin/privacy/subject/look-up") return json({ email, records: erased ? [] : records });
      if (path === "/api/admin/privacy/subject/export")
        return json({
          email,
          exportTime: "2026-12-04T10:00:00.000Z",
          records: records.map(({ source, id }) => ({ source, id, data: { id } })),
        } satisfies SubjectExport);
      if (path === "/api/admin/privacy/subject/erase") {
        erased = true;
        return json({ deleted: { outbox: 2 }, auditEntriesErased: 3 });
      }
      return json([]);
    }),
  );
  return calls;
}

const retentionCard = () => screen.getByText("How long data is kept").closest(".ant-card")! as HTMLElement;

describe("the data protection screen", { timeout: 30_000 }, () => {
  it("lists what is kept about an address, saves it as a file, and deletes it after a confirmation naming the count", async () => {
    const calls = stubServer();
    const saved: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:export", revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderInBackOffice([page("/", <PrivacyPage />)], "/");

    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "besucher@example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText("Records about besucher@example.org: 2")).toBeTruthy();
    const row = screen.getByText("Kontaktanfrage").closest("tr")!;
    expect(within(row).getByText("E-mail (outbox)")).toBeTruthy();
    expect(calls.find((call) => call.path.includes("/subject/"))).toEqual({
      path: "/api/admin/privacy/subject/look-up",
      method: "POST",
      body: { email: "besucher@example.org" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Export as a file" }));
    expect(await screen.findByText("File saved. Records in it: 2")).toBeTruthy();
    expect(saved).toEqual(["personal-data-besucher@example.org-2026-12-04.json"]);

    fireEvent.click(screen.getByRole("button", { name: "Delete everything" }));
    expect(await screen.findByText("Delete all records about besucher@example.org (2)? This cannot be undone.")).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith("/erase"))).toBe(false);
    const confirm = screen.getAllByRole("button", { name: "Delete everything" }).at(-1)!;
    fireEvent.click(confirm);
    expect(await screen.findByText("Deleted. Records removed: 2; audit log entries that no longer name the person: 3")).toBeTruthy();
    expect(screen.getByText("Nothing is stored about this address")).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith("/erase"))).toEqual([
      { path: "/api/admin/privacy/subject/erase", method: "POST", body: { email: "besucher@example.org" } },
    ]);
  });

  it("asks for an address before looking up", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <PrivacyPage />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText("Enter the person's e-mail address")).toBeTruthy();
    expect(calls.filter((call) => call.path.includes("/subject/"))).toEqual([]);
  });

  it("shows the retention's periods, runs and next run, and saves a period in whole months", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <PrivacyPage />)], "/");
    const months = await screen.findByLabelText("Contact messages");
    expect((months as HTMLInputElement).value).toBe("12");
    // 02:00 UTC is three o'clock in Berlin, the site's time.
    expect(screen.getByText(/^Next run: /).textContent).toBe("Next run: Dec 5, 2026, 3:00 AM");
    const contactRow = screen.getByText("Months after arrival: 12").closest("tr")!;
    expect(within(contactRow).getByText("3")).toBeTruthy();
    const auditRow = screen.getByText("Days, as the operator set: 365").closest("tr")!;
    expect(within(auditRow).getByText("Not yet")).toBeTruthy();

    fireEvent.change(months, { target: { value: "" } });
    fireEvent.click(within(retentionCard()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter whole months from 1 to 120")).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    fireEvent.change(months, { target: { value: "6" } });
    fireEvent.click(within(retentionCard()).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Retention periods saved")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      {
        path: "/api/admin/privacy/retention",
        method: "PUT",
        body: { periods: { contactMessages: 6, declinedApplications: 6, eventRegistrations: 6 } },
      },
    ]);
    expect(await screen.findByText("Months after arrival: 6")).toBeTruthy();
  });

  it("shows each form's note per language, the website's greyed where the firm wrote none, and saves them all", async () => {
    const calls = stubServer();
    await renderInBackOffice([page("/", <PrivacyPage />)], "/");
    const card = (await screen.findByText("Notes beside the forms")).closest(".ant-card")! as HTMLElement;
    const contactGerman = (await within(card).findAllByLabelText("German"))[0] as HTMLTextAreaElement;
    expect(contactGerman.value).toBe("Unser eigener Hinweis.");

    fireEvent.click(within(card).getByRole("tab", { name: "Event registration" }));
    const events = within(card).getByRole("tabpanel");
    const english = within(events).getByLabelText("English") as HTMLTextAreaElement;
    expect(english.value).toBe("");
    expect(english.placeholder).toBe("We delete registrations 6 months after the event.");

    fireEvent.change(english, { target: { value: "Our own note on registrations." } });
    fireEvent.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Notes saved")).toBeTruthy();
    const [sent] = calls.filter((call) => call.path.endsWith("/data-notes") && call.method === "PUT");
    expect(sent?.body).toEqual({
      notes: {
        contact: { de_DE: "Unser eigener Hinweis.", en_US: "", zh_CN: "" },
        application: { de_DE: "", en_US: "", zh_CN: "" },
        eventRegistration: { de_DE: "", en_US: "Our own note on registrations.", zh_CN: "" },
        newsletter: { de_DE: "", en_US: "", zh_CN: "" },
      },
    });
  });
});
