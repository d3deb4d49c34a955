// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editTagOf, GERMAN_LAWYER_TITLE, GERMAN_PROFESSIONAL_RULES, NO_LEGAL_NOTICE, type PortalConfig } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { answerByPath, stubApi, type StubbedCall } from "../../ui/testing/stubApi.ts";
import SiteConfigPage from "./SiteConfigPage.tsx";

// The site configuration's drafts, publication and preview in its editor (decision 0059).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none = { computed: 4, override: null };
const live: PortalConfig = {
  lang: "en_US",
  name: "Example & Partners",
  iconUrl: null,
  address: "Maximilianstraße 1",
  email: null,
  tel: "+49 89 123456",
  legalNotice: NO_LEGAL_NOTICE,
  introduce: "<p>Live introduction.</p>",
  lawyerCount: 4,
  isLawyerCountVisible: 1,
  totalPeople: 4,
  isTotalPeopleVisible: 0,
  branchCount: 4,
  isBranchCountVisible: 0,
  advantagesList: [],
  environmentList: [],
  updateTime: "2026-02-01T08:00:00.000Z",
  figures: { lawyerCount: none, totalPeople: none, branchCount: none },
  id: 3,
  publishState: "published",
  publishAt: "2026-01-10T08:00:00.000Z",
  unpublishAt: null,
  draft: null,
};
const { lawyerCount: _l, totalPeople: _t, branchCount: _b, figures: _f, ...liveFields } = live;
const withDraft: PortalConfig = {
  ...live,
  draft: {
    name: liveFields.name,
    introduce: "<p>Draft introduction.</p>",
    advantagesList: [],
    environmentList: [],
    iconUrl: null,
    address: liveFields.address,
    email: null,
    tel: "+49 89 999999",
    legalNotice: NO_LEGAL_NOTICE,
    lawyerCount: null,
    isLawyerCountVisible: 1,
    totalPeople: null,
    isTotalPeopleVisible: 0,
    branchCount: null,
    isBranchCountVisible: 0,
    savedAt: "2026-02-03T08:00:00.000Z",
    operatorName: "Editor",
    factsChanged: true,
  },
};

const languages = { "/api/common/language": [{ langCode: "en_US", langName: "English" }] };

async function openEditor(
  config: PortalConfig,
  answer: (call: StubbedCall) => unknown = () => undefined,
  presence?: (call: StubbedCall) => unknown,
) {
  const calls = stubApi((call) => answer(call) ?? answerByPath({ ...languages, "/api/admin/portal-config en_US": config })(call), {
    presence,
  });
  await renderInBackOffice([page("/site/config", <SiteConfigPage />)], "/site/config");
  const panel = await screen.findByRole("group", { name: "Publishing of the English version" });
  return { calls, panel, user: userEvent.setup({ delay: null }) };
}

describe("the site configuration's publication", { timeout: 30_000 }, () => {
  it("edits the unpublished changes, names them, links their previews and publishes them", async () => {
    const { calls, panel, user } = await openEditor(withDraft, ({ path, method }) =>
      path === "/api/admin/portal-config/publish" && method === "PUT"
        ? { ...live, introduce: "<p>Draft introduction.</p>", tel: "+49 89 999999" }
        : undefined,
    );
    expect(within(panel).getByText("Unpublished changes")).toBeTruthy();
    expect(within(panel).getByText(/Changed: Telephone, Introduction\./)).toBeTruthy();
    expect(within(panel).getByText(/The firm-wide changes are every language's/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Telephone" }) as HTMLInputElement).value).toBe("+49 89 999999");
    expect(within(panel).getByRole("link", { name: "Preview home page" }).getAttribute("href")).toBe("/preview/en/home?siteConfig=3");
    expect(within(panel).getByRole("link", { name: "Preview about page" }).getAttribute("href")).toBe("/preview/en/about?siteConfig=3");

    await user.click(within(panel).getByRole("button", { name: "Publish changes" }));
    await waitFor(() => expect(calls.find((call) => call.path === "/api/admin/portal-config/publish")?.body).toEqual({ id: 3 }));
    expect(calls.find((call) => call.path === "/api/admin/portal-config/publish")?.ifMatch).toBe(editTagOf([withDraft]));
    const published = await screen.findByRole("group", { name: "Publishing of the English version" });
    await waitFor(() => expect(within(published).queryByText("Unpublished changes")).toBeNull());
    expect(within(published).queryByRole("button", { name: "Publish changes" })).toBeNull();
  });

  it("saves as a draft, and discards the unpublished changes after a confirmation that names the firm-wide ones", async () => {
    const { calls, panel, user } = await openEditor(withDraft, ({ path, method }) => {
      if (path === "/api/admin/portal-config" && method === "POST")
        return { ...withDraft, draft: { ...withDraft.draft!, tel: "+49 89 555" } };
      if (path === "/api/admin/portal-config/discard-draft") return live;
      return undefined;
    });
    const tel = screen.getByRole("textbox", { name: "Telephone" });
    await user.clear(tel);
    await user.type(tel, "+49 89 555");
    // Publishing waits for the save: it takes the saved configuration.
    expect(within(panel).getByRole("button", { name: "Publish changes" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/admin/portal-config")).toBe(true));
    const saved = calls.find((call) => call.method === "POST" && call.path === "/api/admin/portal-config")!;
    expect(saved.query.get("saveAs")).toBe("draft");
    expect(saved.body).toMatchObject({ lang: "en_US", tel: "+49 89 555", introduce: "<p>Draft introduction.</p>" });

    const again = await screen.findByRole("group", { name: "Publishing of the English version" });
    await user.click(within(again).getByRole("button", { name: "Discard changes" }));
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText(/and the firm-wide ones \(in every language\)/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(calls.find((call) => call.path === "/api/admin/portal-config/discard-draft")?.body).toEqual({ id: 3 }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Telephone" }) as HTMLInputElement).value).toBe("+49 89 123456"));
  });

  it("compares two revisions field by field in History and restores one as unpublished changes", async () => {
    const entry = (id: number, action: string, savedAt: string) => ({
      id,
      versionId: 3,
      lang: "en_US",
      action,
      state: "published",
      publishAt: live.publishAt,
      unpublishAt: null,
      savedAt,
      operatorName: "Editor",
    });
    const entries = [entry(12, "publish", "2026-02-01T08:00:00.000Z"), entry(11, "save", "2026-01-10T08:00:00.000Z")];
    const fieldsOf = (tel: string, introduce: string) => ({ ...withDraft.draft!, tel, introduce, savedAt: undefined });
    const revisionOf = (id: number) => {
      const {
        savedAt: _s,
        operatorName: _o,
        factsChanged: _f,
        ...fields
      } = id === 11 ? fieldsOf("+49 89 111111", "<p>Old introduction.</p>") : fieldsOf(live.tel, live.introduce);
      return { ...entries.find((item) => item.id === id)!, fields };
    };
    const restored = { ...withDraft, draft: { ...withDraft.draft!, tel: "+49 89 111111", introduce: "<p>Old introduction.</p>" } };
    const { calls, panel, user } = await openEditor(live, (call) => {
      if (call.path === "/api/admin/portal-config/revisions") return entries;
      if (call.path === "/api/admin/portal-config/revision") return revisionOf(Number(call.query.get("id")));
      if (call.path === "/api/admin/portal-config/restore-revision") return restored;
      return undefined;
    });
    await user.click(within(panel).getByRole("button", { name: "History" }));
    const drawer = await screen.findByRole("dialog", { name: "History of the English version" });
    await user.click(await within(drawer).findByRole("checkbox", { name: /^Compare the revision of Feb 1, 2026/ }));
    await user.click(within(drawer).getByRole("checkbox", { name: /^Compare the revision of Jan 10, 2026/ }));
    const comparison = await within(drawer).findByRole("region", { name: "Comparison of two revisions" });
    expect(within(comparison).getByText("Telephone")).toBeTruthy();
    expect(within(comparison).getByText("+49 89 111111")).toBeTruthy();
    expect(Array.from(comparison.querySelectorAll("del, ins"), (mark) => `${mark.tagName}:${mark.textContent}`)).toContain("DEL:Old");
    expect(within(comparison).getByText(/^Unchanged: Name of the firm, Address/)).toBeTruthy();

    await user.click(within(drawer).getByRole("button", { name: /^Restore the revision of Jan 10, 2026/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(calls.find((call) => call.path === "/api/admin/portal-config/restore-revision")?.body).toEqual({ id: 11 }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Telephone" }) as HTMLInputElement).value).toBe("+49 89 111111"));
    expect(await screen.findByText("Unpublished changes")).toBeTruthy();
  });

  it("names who else has the configuration open, and takes it over from them", async () => {
    const presenceCalls: string[] = [];
    let others = [{ accountName: "Erika Editor", since: "2026-03-01T09:00:00.000Z" }];
    const { user } = await openEditor(live, undefined, (call) => {
      presenceCalls.push(`${call.path} ${JSON.stringify(call.body)}`);
      if (call.path.endsWith("/take-over")) others = [];
      return call.path.endsWith("/leave") ? null : { others, takenOver: null };
    });
    expect(await screen.findByText("Also open in the editor: Erika Editor (since Mar 1, 2026, 10:00 AM)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Take over" }));
    await waitFor(() => expect(screen.queryByText(/Also open in the editor/)).toBeNull());
    expect(presenceCalls).toEqual(['/api/admin/portal-config/presence {"id":3}', '/api/admin/portal-config/presence/take-over {"id":3}']);
  });

  // Longer than the others: it fills a dozen fields of the long form, validates it twice and saves.
  it(
    "saves the legal notice's facts with the firm-wide ones, offering the German title and rules and checking the VAT ID (decision 0067)",
    { timeout: 60_000 },
    async () => {
      const { calls, user } = await openEditor(live, ({ path, method }) =>
        path === "/api/admin/portal-config" && method === "POST" ? withDraft : undefined,
      );
      const section = screen.getByRole("heading", { name: "Legal notice (Impressum)" }).closest<HTMLElement>(".ant-card")!;
      // Pasted, not typed key by key: the form is long, and a key's every event runs through all of it.
      await user.click(within(section).getByRole("textbox", { name: "Legal form" }));
      await user.paste("Partnerschaftsgesellschaft mbB");
      const vatId = within(section).getByRole("textbox", { name: "VAT identification number" });
      await user.click(vatId);
      await user.paste("DE12345");
      await user.click(within(section).getByRole("button", { name: "Add the German lawyer's title" }));
      await user.click(within(section).getByRole("button", { name: /^Add the usual German rules/ }));
      await user.click(within(section).getByRole("radio", { name: /does not take part/ }));

      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await within(section).findByText(/Please enter a VAT identification number of an EU member state/)).toBeTruthy();
      expect(calls.some((call) => call.method === "POST")).toBe(false);

      await user.click(vatId);
      await user.paste("6789");
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.path === "/api/admin/portal-config")).toBe(true));
      const saved = calls.find((call) => call.method === "POST" && call.path === "/api/admin/portal-config")!;
      expect(saved.body).toMatchObject({
        legalNotice: {
          legalForm: "Partnerschaftsgesellschaft mbB",
          vatId: "DE123456789",
          titles: [GERMAN_LAWYER_TITLE],
          rules: GERMAN_PROFESSIONAL_RULES,
          disputeResolution: "declines",
        },
      });
    },
  );
});
