import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import type { Person } from "@lawfirm/contract";
import { cardAddress, slugAddress } from "./support/addresses.ts";
import { publicResult, SITE_LANGUAGES, type SiteLanguage } from "./support/demo-site.ts";
import { takenOver } from "./support/takeover.ts";

// A lawyer's page on the demo firm, as a visitor uses it to get in touch: the contact card
// downloaded and read back, the telephone and e-mail buttons, the printed page, and the share
// links, which must not load anything from another site until the visitor clicks one.

/** The first lawyer of a language who has a telephone number, an e-mail address and a portrait. */
async function lawyerOf(page: Page, language: SiteLanguage): Promise<Person> {
  const people = await publicResult<Person[]>(page.request, "lawyerTeam?pageSize=50", language.locale);
  const person = people.find((candidate) => candidate.phoneNumber && candidate.email && candidate.photoUrl);
  expect(person, `a lawyer with telephone, e-mail and portrait in ${language.locale}`).toBeDefined();
  return person!;
}

/** A vCard's properties by name, its folded lines joined again. */
function cardProperties(text: string): Map<string, string> {
  const lines = text.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  return new Map(lines.map((line) => [line.slice(0, line.search(/[;:]/)), line.slice(line.indexOf(":") + 1)]));
}

/** Records every request the page makes to another origin. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) requests.push(request.url());
  });
  return requests;
}

for (const language of SITE_LANGUAGES) {
  test(`a lawyer's contact card downloads and reads back in ${language.locale}`, async ({ page, baseURL }) => {
    const person = await lawyerOf(page, language);
    const pagePath = slugAddress("person", language.locale, person.slug);
    await page.goto(pagePath);
    await takenOver(page);

    const saveLink = page.getByRole("link", { name: language.messages["person.saveContact"] });
    // The card lives beside the page's readable address (decision 0054).
    await expect(saveLink).toHaveAttribute("href", cardAddress(language.locale, person.slug));
    expect(`${pagePath}/vcard`).toBe(cardAddress(language.locale, person.slug));
    await expect(saveLink).toHaveAttribute("download", "");
    const [download] = await Promise.all([page.waitForEvent("download"), saveLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const text = await fs.readFile(await download.path(), "utf8");
    expect(text.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const card = cardProperties(text);
    // A single text value escapes backslashes and commas; the API tests read the card with a vCard parser.
    expect(card.get("FN")).toBe(person.name.replace(/([\\,])/g, "\\$1"));
    expect(card.get("TITLE")).toBe(
      person.jobs
        .map((job) => job.name)
        .join(", ")
        .replace(/([\\,])/g, "\\$1"),
    );
    expect(card.get("ORG")).toBeTruthy();
    expect(card.get("TEL")).toBe(person.phoneNumber!.replace(/[^\d+]/g, ""));
    expect(card.get("EMAIL")).toBe(person.email);
    expect(card.get("URL")).toBe(`${baseURL}${pagePath}`);
    expect(text).toMatch(/\r\nPHOTO;ENCODING=b;TYPE=(JPEG|PNG):/);
  });
}

test("telephone and e-mail are buttons a thumb can hit, above the portrait on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "de_DE")!;
  const person = await lawyerOf(page, language);
  await page.goto(slugAddress("person", language.locale, person.slug));
  for (const href of [`tel:${person.phoneNumber!.replace(/[^\d+]/g, "")}`, `mailto:${person.email}`]) {
    const button = page.locator(`a[href="${href}"]`);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.height, href).toBeGreaterThanOrEqual(44);
    expect(box.width, href).toBeGreaterThanOrEqual(44);
    // The first screen shows how to reach the lawyer; the portrait follows.
    const portrait = (await page.locator("main img").first().boundingBox())!;
    expect(box.y + box.height, href).toBeLessThanOrEqual(portrait.y);
  }
});

test("on a phone the header's parts stand where they end up while the page still arrives", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "en_US")!;
  const person = await lawyerOf(page, language);
  await page.goto(slugAddress("person", language.locale, person.slug));
  await takenOver(page);
  // A browser draws a page before all of it has arrived. Cut off after the portrait, as a page
  // drawn then is, the name and the portrait stand where the whole page has them: a phone shows
  // them in the page's order, so nothing that arrives later is put above them.
  const places = await page.evaluate(() => {
    const header = document.querySelector("main header")!;
    const name = header.querySelector("h1")!;
    const portrait = header.querySelector("img")!;
    const place = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y + window.scrollY, width: box.width };
    };
    const whole = { name: place(name), portrait: place(portrait) };
    for (let node: Node | null = portrait; node && node !== document.body; node = node.parentNode) {
      while (node.nextSibling) node.nextSibling.remove();
    }
    return { whole, cut: { name: place(name), portrait: place(portrait) } };
  });
  expect(places.cut).toEqual(places.whole);
  expect(places.whole.portrait.y).toBeGreaterThan(places.whole.name.y);
});

test("the printed page shows the firm, the address, the portrait, the contact data and the profile, and no navigation", async ({
  page,
  baseURL,
}) => {
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "en_US")!;
  const person = await lawyerOf(page, language);
  const pagePath = slugAddress("person", language.locale, person.slug);
  await page.goto(pagePath);
  await takenOver(page);
  await expect(page.getByRole("button", { name: language.messages["person.print"] })).toBeVisible();
  await page.emulateMedia({ media: "print" });

  // The firm's name and the profile's address head the paper (decision 0068).
  const printHeader = page.locator("article > p").first();
  await expect(printHeader).toBeVisible();
  await expect(printHeader).toContainText(`${baseURL}${pagePath}`);
  expect(await page.title()).toContain((await printHeader.locator("span").first().textContent())!);
  await expect(page.getByRole("heading", { name: language.messages["person.education"] })).toBeVisible();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: language.messages["person.saveContact"] })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
  await expect(page.locator("main img").first()).toBeVisible();
  await expect(page.getByText(person.phoneNumber!, { exact: true })).toBeVisible();
  await expect(page.getByText(person.email!, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: language.messages["person.biography"] })).toBeVisible();
  const colours = await page
    .locator("main h1")
    .evaluate((heading) => [getComputedStyle(heading).color, getComputedStyle(document.body).backgroundColor]);
  expect(colours).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBeLessThanOrEqual(2);
});

test("share links carry the page's address and nothing of another site loads before a click", async ({ page, baseURL, context }) => {
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "zh_CN")!;
  const person = await lawyerOf(page, language);
  const requests = thirdPartyRequests(page, new URL(baseURL!).origin);
  const pagePath = slugAddress("person", language.locale, person.slug);
  const pageUrl = `${baseURL}${pagePath}`;
  await page.goto(pagePath);
  await takenOver(page);

  const share = page.getByRole("list", { name: language.messages["person.share"] });
  await expect(share.getByRole("link", { name: language.messages["person.shareLinkedIn"] })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`,
  );
  const mail = new URL((await share.getByRole("link", { name: language.messages["person.shareEmail"] }).getAttribute("href"))!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.searchParams.get("subject")).toContain(person.name);
  expect(mail.searchParams.get("body")).toBe(pageUrl);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await share.getByRole("button", { name: language.messages["person.copyLink"] }).click();
  await expect(page.getByRole("status").filter({ hasText: language.messages["person.linkCopied"] })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  expect(requests).toEqual([]);
});

test("without JavaScript the copy button is not shown and the other share links work", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "de_DE")!;
  const person = await lawyerOf(page, language);
  await page.goto(slugAddress("person", language.locale, person.slug));
  await expect(page.getByRole("button", { name: language.messages["person.copyLink"] })).toBeHidden();
  await expect(page.getByRole("link", { name: language.messages["person.shareLinkedIn"] })).toBeVisible();
  await expect(page.getByRole("link", { name: language.messages["person.saveContact"] })).toBeVisible();
  await context.close();
});

// Related items (decision 0031): the news, deals and honors naming the lawyer, newest first, and
// "view all" to the news and deals lists narrowed to them, a real link that works without scripts.

interface ListRow {
  id: number;
  title: string;
  createTime: string;
}

/** The first lawyer of the demo firm in a language who is named by news and by deals, with those items. */
async function lawyerWithRecord(page: Page, language: SiteLanguage) {
  const people = await publicResult<Person[]>(page.request, "lawyerTeam?pageSize=50", language.locale);
  for (const person of people) {
    const [news, deals] = await Promise.all(
      ["latest-news", "case-analysis"].map((segment) =>
        publicResult<ListRow[]>(page.request, `${segment}?personId=${person.id}&pageSize=100`, language.locale),
      ),
    );
    if (news!.length > 0 && deals!.length > 0) return { person, news: news!, deals: deals! };
  }
  throw new Error(`no lawyer of the demo firm is named by news and deals in ${language.locale}`);
}

for (const language of SITE_LANGUAGES) {
  test(`a lawyer's page lists their deals newest first and 'view all' shows all of them, in ${language.locale}`, async ({ page }) => {
    const { messages: t } = language;
    const { person, deals } = await lawyerWithRecord(page, language);
    const dates = deals.map((deal) => deal.createTime);
    expect(dates, "the API answers a person's deals newest first").toEqual([...dates].sort().reverse());

    await page.goto(slugAddress("person", language.locale, person.slug));
    const section = page.getByRole("region", { name: t["nav.cases"] });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(deals.slice(0, 3).map((deal) => deal.title));
    await expect(page.getByRole("region", { name: t["nav.news"] }).getByRole("heading", { level: 3 }).first()).toBeVisible();

    await section.getByRole("link", { name: new RegExp(`^${t["common.viewAll"]}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${language.segment}/case\\?person=${person.id}$`));
    await expect(page.getByText(t["list.filter.person"].replace("{name}", person.name))).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(deals.slice(0, 12).map((deal) => deal.title));

    await page.getByRole("link", { name: t["list.filter.clear"] }).click();
    await expect(page).toHaveURL(new RegExp(`/${language.segment}/case$`));
    await expect(page.getByText(t["list.filter.person"].replace("{name}", person.name))).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'view all' of a lawyer's news is a link the server answers with the narrowed list", async ({ page }) => {
    const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "en_US")!;
    const { person, news } = await lawyerWithRecord(page, language);
    await page.goto(slugAddress("person", language.locale, person.slug));
    await page
      .getByRole("region", { name: language.messages["nav.news"] })
      .getByRole("link", { name: new RegExp(`^${language.messages["common.viewAll"]}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/news\\?person=${person.id}$`));
    // An external article's title also says that it opens in a new tab.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(news.slice(0, 12).map((item) => item.title));
  });
});
