import {
  GERMAN_PROFESSIONAL_RULES,
  type Dashboard,
  type LegalDocument,
  type LegalNotice,
  type PortalConfig,
  type PublicPortalConfig,
  type SiteConfigRevision,
  type RevisionEntry,
} from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The legal notice's facts (decision 0067): firm-wide facts of the site configuration, drafted and
// published with the others (decision 0059), answered to visitors, and warned about on the
// dashboard while the live ones lack what the Impressum needs. And the accessibility statement,
// a legal document like the others.

const { app, db, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

beforeEach(async () => {
  await db.deleteFrom("portalConfigs").execute();
  await db.deleteFrom("firmFacts").execute();
  await db.deleteFrom("contentDrafts").where("tableName", "in", ["portalConfigs", "firmFacts"]).execute();
  await db.deleteFrom("revisions").where("tableName", "=", "portalConfigs").execute();
});

const NOTICE: LegalNotice = {
  legalForm: "Partnerschaftsgesellschaft mbB",
  registerCourt: "Amtsgericht München",
  registerNumber: "PR 1234",
  vatId: "DE123456789",
  barName: "Rechtsanwaltskammer München",
  barAddress: "Tal 33\n80331 München",
  titles: [{ title: "Rechtsanwalt/Rechtsanwältin", country: "DE" }],
  rules: [...GERMAN_PROFESSIONAL_RULES],
  insurerName: "Beispiel Versicherung AG",
  insurerAddress: "Musterweg 1\n80000 München",
  insuranceScope: "worldwide",
  disputeResolution: "declines",
  disputeBoard: "",
  disputeBoardUrl: "",
};

const english = {
  lang: "en_US",
  name: "Example & Partners",
  address: "Maximilianstraße 35, 80539 München",
  email: "office@example.com",
};

const save = (body: Record<string, unknown>, query = "?saveAs=draft", headers: Record<string, string> = {}) =>
  admin<PortalConfig>("POST", `/api/admin/portal-config${query}`, body, headers);
async function saved(body: Record<string, unknown>, query = "?saveAs=draft"): Promise<PortalConfig> {
  const answer = await save(body, query);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}
const readPublic = async (lang: string) => (await anonymous<PublicPortalConfig>("GET", `/api/user/portal-config?lang=${lang}`)).result;
const missing = async () => (await admin<Dashboard>("GET", "/api/admin/dashboard")).result.legalNoticeMissing;

describe("the legal notice's facts", () => {
  it("are drafted, then published with the configuration, and answered to visitors in every language", async () => {
    const live = await saved(english, "");
    expect(live.legalNotice.vatId).toBe("");
    const draft = await saved({ ...english, legalNotice: { ...NOTICE, vatId: "de 123 456 789" } });
    // Written as it is compared: upper case, without spaces.
    expect(draft.draft).toMatchObject({ legalNotice: NOTICE, factsChanged: true });
    expect((await readPublic("en_US")).legalNotice.registerNumber).toBe("");

    const published = await admin<PortalConfig>("PUT", "/api/admin/portal-config/publish", { id: live.id });
    expect(published.statusCode, published.message).toBe(200);
    expect(published.result.legalNotice).toEqual(NOTICE);
    expect((await readPublic("en_US")).legalNotice).toEqual(NOTICE);
    // Firm-wide: the German answer (which falls back to English here) and the German editor carry the same facts.
    expect((await readPublic("de_DE")).legalNotice).toEqual(NOTICE);
    expect((await admin<PortalConfig>("GET", "/api/admin/portal-config?lang=de_DE")).result.legalNotice).toEqual(NOTICE);
  });

  it("are kept by a save that leaves them out, replaced whole by one that sends them, and kept in the revisions", async () => {
    await saved({ ...english, legalNotice: NOTICE }, "");
    expect((await saved({ ...english, name: "Renamed" }, "")).legalNotice).toEqual(NOTICE);
    const replaced = await saved({ ...english, legalNotice: { vatId: "ATU12345678" } }, "");
    expect(replaced.legalNotice).toMatchObject({ vatId: "ATU12345678", legalForm: "", titles: [], disputeResolution: null });

    const [newest, , first] = (await admin<RevisionEntry[]>("GET", `/api/admin/portal-config/revisions?id=${replaced.id}`)).result;
    expect(newest).toBeDefined();
    const oldest = (await admin<SiteConfigRevision>("GET", `/api/admin/portal-config/revision?id=${first!.id}`)).result;
    expect(oldest.fields.legalNotice).toEqual(NOTICE);
  });

  it("refuses a VAT ID of no EU member state's form, a title without its country and a rule without an address, in the request's language", async () => {
    const answer = await save(
      {
        ...english,
        legalNotice: {
          ...NOTICE,
          vatId: "DE12345678",
          titles: [{ title: "Rechtsanwalt", country: "Germany" }],
          rules: [{ name: "BRAO", url: "brak.de" }],
        },
      },
      "?saveAs=draft",
      { "accept-language": "de" },
    );
    expect(answer.statusCode).toBe(400);
    const byField = Object.fromEntries(answer.errors.map((error) => [error.field, error.message]));
    expect(byField["body.legalNotice.vatId"]).toMatch(/Umsatzsteuer-Identifikationsnummer eines EU-Mitgliedstaats/);
    expect(byField["body.legalNotice.titles.0.country"]).toMatch(/Ländercode/);
    expect(byField["body.legalNotice.rules.0.url"]).toMatch(/http/);
  });

  it("accepts other member states' VAT IDs and asks for the board of a firm that takes part in dispute resolution", async () => {
    for (const vatId of ["ATU12345678", "FR12345678901", "NL123456789B01", "EL123456789"]) {
      expect((await save({ ...english, legalNotice: { ...NOTICE, vatId } })).statusCode, vatId).toBe(200);
    }
    const withoutBoard = await save({ ...english, legalNotice: { ...NOTICE, disputeResolution: "takesPart" } }, "?saveAs=draft", {
      "accept-language": "zh",
    });
    expect(withoutBoard.statusCode).toBe(400);
    expect(withoutBoard.errors).toEqual([{ field: "body.legalNotice.disputeBoard", message: "律所参加争议解决程序时为必填项" }]);
    const english400 = await save({ ...english, legalNotice: { ...NOTICE, vatId: "US123456789" } });
    expect(english400.errors[0]?.message).toMatch(/VAT identification number of an EU member state/);
  });
});

describe("the dashboard's warnings about the legal notice", () => {
  it("names every required fact the live legal notice lacks, and none once they are published", async () => {
    expect(await missing()).toEqual([
      "address",
      "email",
      "vatId",
      "bar",
      "titles",
      "rules",
      "insurer",
      "insuranceScope",
      "disputeResolution",
    ]);
    const live = await saved({ ...english, legalNotice: { ...NOTICE, registerNumber: "", insurerAddress: "" } }, "");
    // A legal form asks for its register entry.
    expect(await missing()).toEqual(["register", "insurer"]);
    await saved({ ...english, legalNotice: NOTICE });
    // A draft is not what visitors see: the warnings stay until it is published.
    expect(await missing()).toEqual(["register", "insurer"]);
    await admin("PUT", "/api/admin/portal-config/publish", { id: live.id });
    expect(await missing()).toEqual([]);
  });
});

describe("the accessibility statement", () => {
  it("is a legal document readable in every language, in the site configuration's documents once published", async () => {
    const titles = { de_DE: "Erklärung zur Barrierefreiheit", en_US: "Accessibility statement", zh_CN: "无障碍声明" };
    for (const [lang, title] of Object.entries(titles)) {
      const answer = await admin("PUT", "/api/admin/docs/accessibility", { lang, title, content: `<p>WCAG 2.2 AA (${lang})</p>` });
      expect(answer.statusCode, answer.message).toBe(200);
    }
    for (const [lang, title] of Object.entries(titles)) {
      const { result } = await anonymous<LegalDocument>("GET", `/api/user/docs/accessibility?lang=${lang}`);
      expect(result).toMatchObject({ name: "accessibility", lang, title, content: `<p>WCAG 2.2 AA (${lang})</p>` });
    }
    await saved(english, "");
    expect((await readPublic("en_US")).documents).toContain("accessibility");
    const sitemap = await app.inject({ method: "GET", url: "/sitemap-pages-1.xml" });
    expect(sitemap.body).toContain("/docs/accessibility");
  });
});
