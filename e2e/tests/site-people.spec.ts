import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { endingAt, idAddress, idRoute, slugAddress } from "./support/addresses.ts";

// The people and practice-area pages of the public site. The server is shared with the other
// spec files, which create content of their own: everything here carries this run's mark, and
// the assertions look for it (filters by this run's office, names that only this run uses).

const RUN = Date.now().toString(36);
const OFFICE_A = { en: `Munich ${RUN}`, de: `München ${RUN}` };
const OFFICE_B = { en: `Shanghai ${RUN}`, de: `Schanghai ${RUN}` };
const PARTNER = { en: `Partner ${RUN}`, de: `Partnerin ${RUN}` };
const ASSOCIATE = { en: `Associate ${RUN}`, de: `Associate ${RUN}` };
const CORPORATE = { en: `Corporate ${RUN}`, de: `Gesellschaftsrecht ${RUN}` };
const TAX = { en: `Tax ${RUN}`, de: `Steuerrecht ${RUN}` };
const DISPUTES = { en: `Disputes ${RUN}`, de: `Prozessführung ${RUN}` };
const MULLER = "Katharina Müller";
const LONG_NAME = "Maximilian von Hohenberg-Straßburger";
const WANG = "王小明";
const CUSTOM_TITLE = "Admissions";
/** People in office A: Müller, the long name and eleven more. */
const OFFICE_A_COUNT = 13;

const seeded = {
  officeA: 0,
  officeB: 0,
  partner: 0,
  corporate: 0,
  tax: 0,
  disputes: 0,
  mullerEn: 0,
  mullerDe: 0,
  wang: 0,
  /** People of this run with the partner title. */
  partners: 0,
  /** Readable addresses (decision 0054), from the API's answers. */
  pages: { mullerEn: "", mullerDe: "", wang: "", corporate: "", tax: "" },
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const both = (names: { en: string; de: string }, extra: Record<string, unknown> = {}) => [
    { lang: "en_US", name: names.en, ...extra },
    { lang: "de_DE", name: names.de, ...extra },
  ];

  const officeA = await send<Version[]>("POST", "/admin/office", both(OFFICE_A));
  const officeB = await send<Version[]>("POST", "/admin/office", both(OFFICE_B));
  // Lawyers' titles (decision 0030): practice-area pages list only people with such a title.
  const partner = await send<Version[]>("POST", "/admin/job", both(PARTNER, { isLawyer: 1 }));
  const associate = await send<Version[]>("POST", "/admin/job", both(ASSOCIATE, { isLawyer: 1 }));
  const areas: Version[][] = [];
  for (const names of [CORPORATE, TAX, DISPUTES]) {
    areas.push(
      await send<Version[]>("POST", "/admin/professionalField", [
        {
          lang: "en_US",
          name: names.en,
          introduce: `<p>${names.en}: we advise on every question of this field.</p><p>More.</p>`,
          iconUrl: "/favicon.svg",
        },
        { lang: "de_DE", name: names.de, introduce: `<p>${names.de}: Wir beraten in allen Fragen.</p>` },
      ]),
    );
  }
  const [corporate = [], tax = [], disputes = []] = areas;
  Object.assign(seeded, {
    officeA: idIn(officeA, "en_US"),
    officeB: idIn(officeB, "en_US"),
    partner: idIn(partner, "en_US"),
    corporate: idIn(corporate, "en_US"),
    tax: idIn(tax, "en_US"),
    disputes: idIn(disputes, "en_US"),
  });

  const muller = await send<Version[]>("POST", "/admin/lawyerTeam", [
    {
      lang: "en_US",
      name: MULLER,
      photoUrl: "/favicon.svg",
      phoneNumber: "+49 89 5550 1201",
      email: "k.mueller@example.com",
      office: idIn(officeA, "en_US"),
      intro: "<p>Katharina advises listed companies on mergers and acquisitions.</p>",
      jobIds: [idIn(partner, "en_US")],
      proFieldIds: [idIn(corporate, "en_US"), idIn(tax, "en_US")],
      customContents: [{ title: CUSTOM_TITLE, content: "<p>Admitted to the bar in Munich, 2009.</p>" }],
      spokenLanguages: ["de", "en"],
    },
    {
      lang: "de_DE",
      name: MULLER,
      photoUrl: "/favicon.svg",
      phoneNumber: "+49 89 5550 1201",
      email: "k.mueller@example.com",
      office: idIn(officeA, "de_DE"),
      intro: "<p>Katharina berät börsennotierte Unternehmen bei Fusionen und Übernahmen.</p>",
      jobIds: [idIn(partner, "de_DE")],
      proFieldIds: [idIn(corporate, "de_DE"), idIn(tax, "de_DE")],
      customContents: [{ title: "Zulassungen", content: "<p>Zugelassen in München, 2009.</p>" }],
    },
  ]);
  seeded.mullerEn = idIn(muller, "en_US");
  seeded.mullerDe = idIn(muller, "de_DE");
  seeded.pages.mullerEn = slugAddress("person", "en_US", slugIn(muller, "en_US"));
  seeded.pages.mullerDe = slugAddress("person", "de_DE", slugIn(muller, "de_DE"));
  seeded.pages.corporate = slugAddress("practiceArea", "en_US", slugIn(corporate, "en_US"));
  seeded.pages.tax = slugAddress("practiceArea", "en_US", slugIn(tax, "en_US"));
  seeded.partners = 1;

  const person = (name: string, office: number, job: number, area: number) => [
    { lang: "en_US", name, office, jobIds: [job], proFieldIds: [area], intro: `<p>${name} is a lawyer.</p>` },
  ];
  await send("POST", "/admin/lawyerTeam", person(LONG_NAME, seeded.officeA, idIn(associate, "en_US"), seeded.corporate));
  for (let index = 1; index <= OFFICE_A_COUNT - 2; index += 1) {
    const isPartner = index % 3 === 0;
    if (isPartner) seeded.partners += 1;
    await send(
      "POST",
      "/admin/lawyerTeam",
      person(
        `Lawyer ${String(index).padStart(2, "0")} ${RUN}`,
        seeded.officeA,
        isPartner ? seeded.partner : idIn(associate, "en_US"),
        seeded.disputes,
      ),
    );
  }
  const wang = await send<Version[]>("POST", "/admin/lawyerTeam", person(WANG, seeded.officeB, seeded.partner, seeded.tax));
  seeded.wang = idIn(wang, "en_US");
  seeded.pages.wang = slugAddress("person", "en_US", slugIn(wang, "en_US"));
  seeded.partners += 1;
  await request.dispose();
});

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
}

const results = (page: Page) => page.locator("main article");

test.describe("the people pages", () => {
  test.beforeEach(async ({ page }) => inEnglish(page));

  test("a keyword search ignores accents, is kept in the address and survives a reload", async ({ page }) => {
    await page.goto("/people");
    const box = page.getByRole("searchbox", { name: "Search by name" });
    await expect(box).toHaveAttribute("placeholder", "Search by the lawyer’s name");
    await box.fill("muller");
    await expect(page).toHaveURL(/[?&]keyword=muller/);
    await expect(results(page).getByRole("link", { name: MULLER })).toHaveCount(1);
    for (const name of await results(page).getByRole("heading").allTextContents()) expect(name).toMatch(/m[uü]ller/i);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search by name" })).toHaveValue("muller");
    await expect(results(page).getByRole("link", { name: MULLER })).toHaveCount(1);
  });

  test("the office filter narrows the list, and 'load more' shows the rest", async ({ page }) => {
    await page.goto("/people");
    await page.getByLabel("Office", { exact: true }).selectOption({ label: OFFICE_A.en });
    await expect(page).toHaveURL(new RegExp(`[?&]office=${seeded.officeA}`));
    await expect(results(page)).toHaveCount(12);
    await expect(page.getByText(`Showing 12 of ${OFFICE_A_COUNT}`)).toBeVisible();
    await expect(results(page).first()).toContainText(OFFICE_A.en);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(results(page)).toHaveCount(OFFICE_A_COUNT);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
    await expect(results(page).getByRole("link", { name: LONG_NAME })).toBeVisible();
  });

  test("the job title and expertise filters narrow the list, and all filters combine", async ({ page }) => {
    await page.goto("/people");
    await page.getByLabel("Job title").selectOption({ label: PARTNER.en });
    await expect(page).toHaveURL(new RegExp(`[?&]jobId=${seeded.partner}`));
    await expect(results(page)).toHaveCount(seeded.partners);
    for (const card of await results(page).all()) await expect(card).toContainText(PARTNER.en);

    await page.goto("/people");
    await page.getByLabel("Expertise", { exact: true }).selectOption({ label: TAX.en });
    await expect(page).toHaveURL(new RegExp(`[?&]practiceAreaId=${seeded.tax}`));
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).getByRole("link", { name: MULLER })).toBeVisible();
    await expect(results(page).getByRole("link", { name: WANG })).toBeVisible();

    await page.getByLabel("Office", { exact: true }).selectOption({ label: OFFICE_B.en });
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).getByRole("link", { name: WANG })).toBeVisible();

    // A shared address restores every input and the same results.
    await page.goto(`/people?keyword=wang&practiceAreaId=${seeded.tax}&office=${seeded.officeB}&jobId=${seeded.partner}`);
    await expect(page.getByLabel("Office", { exact: true })).toHaveValue(String(seeded.officeB));
    await expect(page.getByLabel("Job title")).toHaveValue(String(seeded.partner));
    await expect(page.getByRole("searchbox", { name: "Search by name" })).toHaveValue("wang");
  });

  test("a search without results says so", async ({ page }) => {
    await page.goto(`/people?office=${seeded.officeA}`);
    await expect(results(page)).toHaveCount(12);
    await page.getByRole("searchbox", { name: "Search by name" }).fill(`nobody-${RUN}`);
    await expect(page.getByText("No data")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("a person's page shows every field", async ({ page }) => {
    await page.goto(`/people?keyword=${encodeURIComponent("müller")}&office=${seeded.officeA}`);
    await results(page).getByRole("link", { name: MULLER }).click();
    await expect(page).toHaveURL(endingAt(seeded.pages.mullerEn));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MULLER);
    await expect(page).toHaveTitle(new RegExp(`^${MULLER} · `));
    await expect(page.getByRole("img", { name: `Portrait of ${MULLER}` })).toBeVisible();
    await expect(page.getByText(PARTNER.en, { exact: true })).toBeVisible();
    // The office leads to its page (decision 0030).
    await expect(page.getByRole("main").getByRole("link", { name: OFFICE_A.en })).toHaveAttribute(
      "href",
      `/en/about/offices/${seeded.officeA}`,
    );
    await expect(page.getByRole("link", { name: "+49 89 5550 1201" })).toHaveAttribute("href", "tel:+498955501201");
    await expect(page.getByRole("link", { name: "k.mueller@example.com" })).toHaveAttribute("href", "mailto:k.mueller@example.com");
    await expect(page.getByText("German, English")).toBeVisible();
    await expect(page.getByText("advises listed companies on mergers")).toBeVisible();
    await expect(page.getByRole("heading", { name: CUSTOM_TITLE })).toBeVisible();
    await expect(page.getByText("Admitted to the bar in Munich, 2009.")).toBeVisible();
    await expect(page.getByRole("link", { name: CORPORATE.en })).toHaveAttribute("href", seeded.pages.corporate);
    await expect(page.getByRole("link", { name: TAX.en })).toHaveAttribute("href", seeded.pages.tax);
    await expect(page.locator('head > link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute("href", endingAt(seeded.pages.mullerDe));
    // The contact card lives beside the readable address.
    await expect(page.getByRole("link", { name: "Save contact (vCard)" })).toHaveAttribute("href", `${seeded.pages.mullerEn}/vcard`);
  });

  test("a practice area's page shows its people and its neighbours", async ({ page }) => {
    await page.goto("/expertises");
    await page.getByRole("link", { name: TAX.en }).click();
    await expect(page).toHaveURL(endingAt(seeded.pages.tax));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAX.en);
    await expect(page.getByText(`${TAX.en}: we advise on every question`)).toBeVisible();
    const people = page.getByRole("region", { name: "Our lawyers in this area" });
    await expect(people.getByRole("link", { name: MULLER })).toHaveAttribute("href", seeded.pages.mullerEn);
    await expect(people.getByRole("link", { name: WANG })).toBeVisible();
    const turn = page.getByRole("navigation", { name: "More practice areas" });
    await expect(turn.getByRole("link", { name: new RegExp(CORPORATE.en) })).toHaveAttribute("href", seeded.pages.corporate);
    await turn.getByRole("link", { name: new RegExp(DISPUTES.en) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DISPUTES.en);
  });
});

test.describe("the people pages in other languages and sizes", () => {
  test("switching the language on a person's page goes to the linked version", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(seeded.pages.mullerEn);
    await expect(page.getByText(PARTNER.en, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(endingAt(seeded.pages.mullerDe));
    await expect(page.getByText(PARTNER.de, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Zulassungen" })).toBeVisible();
    await expect(page.getByText("Deutsch, Englisch")).toBeVisible();

    // 王小明 has no German version: the menu says so and offers the German list instead.
    await page.goto(seeded.pages.wang);
    await page.getByRole("button", { name: "Language" }).click();
    const german = page.getByRole("menuitemradio", { name: /Deutsch/ });
    await expect(german).toContainText("Not translated: opens the overview");
    await expect(german).toHaveAttribute("href", "/de/people");
    await page.keyboard.press("Escape");
    // His id under the German prefix leads to his own language's readable address; his unprefixed
    // id address sends this visitor, who chose German above, there too, for now (302).
    const redirect = await page.request.get(idAddress("person", "de_DE", seeded.wang), { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(new URL(redirect.headers()["location"] ?? "", page.url()).pathname).toBe(seeded.pages.wang);
    const unprefixed = await page.request.get(idRoute("person", seeded.wang), { maxRedirects: 0 });
    expect(unprefixed.status()).toBe(302);
    expect(new URL(unprefixed.headers()["location"] ?? "", page.url()).pathname).toBe(seeded.pages.wang);
    await page.goto(idRoute("person", seeded.wang));
    await expect(page).toHaveURL(endingAt(seeded.pages.wang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WANG);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await context.close();
  });

  test("a 360 px phone scrolls no page sideways", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "en-US" });
    const page = await context.newPage();
    await inEnglish(page);
    for (const path of ["/home", "/people", `/people?office=${seeded.officeA}`, seeded.pages.mullerEn, "/expertises", seeded.pages.tax]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
    }
    await context.close();
  });
});
