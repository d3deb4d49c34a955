import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GERMAN_PROFESSIONAL_RULES, NO_LEGAL_NOTICE, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { loadCatalog } from "../../i18n/catalogs";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { ImpressumProfession, ImpressumProvider, type ImpressumFactsSource } from "./ImpressumFacts";

const FACTS: ImpressumFactsSource = {
  name: "Example & Partners",
  address: "Maximilianstraße 35, 80539 München",
  email: "office@example.com",
  tel: "+49 89 123456",
  legalNotice: {
    legalForm: "Partnerschaftsgesellschaft mbB",
    registerCourt: "Amtsgericht München",
    registerNumber: "PR 1234",
    vatId: "DE123456789",
    barName: "Rechtsanwaltskammer München",
    barAddress: "Tal 33\n80331 München",
    titles: [{ title: "Rechtsanwalt/Rechtsanwältin", country: "DE" }],
    rules: [...GERMAN_PROFESSIONAL_RULES, { name: "§ 43a BRAO", url: "https://example.com/brao" }],
    insurerName: "Beispiel Versicherung AG",
    insurerAddress: "Musterweg 1\n80000 München",
    insuranceScope: "worldwideExceptUsCanada",
    disputeResolution: "takesPart",
    disputeBoard: "Schlichtungsstelle der Rechtsanwaltschaft\nRauchstraße 26\n10787 Berlin",
    disputeBoardUrl: "https://www.s-d-r.org",
  },
};

/** The legal notice's two parts as the page renders them around the editor's text, as text. */
function render(locale: Locale, facts: ImpressumFactsSource = FACTS) {
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <ImpressumProvider facts={facts} />
      <ImpressumProfession facts={facts} />
    </LocaleProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&") };
}

beforeAll(async () => {
  await Promise.all(SUPPORTED_LOCALES.map((locale) => loadCatalog(locale)));
});

describe("the legal notice's facts", () => {
  it.each([
    [
      "de_DE",
      "Angaben gemäß §\u00a05 DDG",
      "Staat der Verleihung: Deutschland",
      "weltweit mit Ausnahme der USA und Kanadas",
      "Wir sind bereit",
    ],
    [
      "en_US",
      "Section 5 of the German Digital Services Act",
      "conferred in: Germany",
      "worldwide, except the USA and Canada",
      "We are willing",
    ],
    ["zh_CN", "第5条提供的信息", "授予国：德国", "全球（美国和加拿大除外）", "我们愿意"],
  ] as const)("are worded in %s by the site, the typed facts as they were typed", (locale, provider, title, scope, dispute) => {
    const { html, text } = render(locale);
    for (const phrase of [provider, title, scope, dispute]) expect(text).toContain(phrase);
    for (const fact of [
      "Partnerschaftsgesellschaft mbB",
      "Amtsgericht München",
      "PR 1234",
      "DE123456789",
      "Rechtsanwaltskammer München",
      "Tal 33",
    ]) {
      expect(text).toContain(fact);
    }
    expect(html).toContain('href="https://www.brak.de/anwaltschaft/berufsrecht/"');
    expect(html).toContain('href="mailto:office@example.com"');
    expect(html).toContain('href="https://www.s-d-r.org"');
    // A German page keeps "§ 43a" of a typed rule on one line; other languages show it as typed.
    expect(text.includes("§\u00a043a BRAO")).toBe(locale === "de_DE");
  });

  it("leaves out what is not typed, and says that the firm declines dispute resolution when it does", () => {
    const { text } = render("en_US", { ...FACTS, email: null, legalNotice: { ...NO_LEGAL_NOTICE, disputeResolution: "declines" } });
    expect(text).toContain("Example & Partners");
    expect(text).toContain("neither willing nor obliged");
    for (const left of ["Register", "VAT", "Professional regulations", "Professional liability", "E-mail"])
      expect(text).not.toContain(left);
  });
});
