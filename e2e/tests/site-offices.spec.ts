import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import type { Office, Person } from "@lawfirm/contract";
import { slugAddress } from "./support/addresses.ts";
import { publicResult, SITE_LANGUAGES, type SiteLanguage } from "./support/demo-site.ts";
import { readSitemap } from "./support/sitemap.ts";
import { takenOver } from "./support/takeover.ts";

// The demo firm's offices as a visitor finds them: each office's page (address as text, telephone
// and e-mail buttons, opening note, its people, a map link that loads nothing of the map service
// before the click), every office with its address on the about page and in the footer on a
// phone, the office on a lawyer's page and card; and the home page's deals, the pinned deals'
// mark on the deals page.

const offices = (page: Page, language: SiteLanguage) => publicResult<Office[]>(page.request, "office", language.locale);

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
  test(`an office's page in ${language.locale}: address, contact, people, and a map link that loads nothing before the click`, async ({
    page,
    baseURL,
  }) => {
    const [office] = await offices(page, language);
    expect(office?.address, "the demo's first office has an address").toBeTruthy();
    const external = thirdPartyRequests(page, new URL(baseURL!).origin);
    const response = await page.goto(`/${language.segment}/about/offices/${office!.id}`);
    expect(response?.status()).toBe(200);
    await takenOver(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(office!.name);
    const address = page.locator("main address").first();
    await expect(address).toContainText(office!.address);
    await expect(address).toContainText(`${office!.postalCode} ${office!.city}`);
    await expect(page.locator(`main a[href="tel:${office!.phoneNumber!.replace(/[^\d+]/g, "")}"]`)).toBeVisible();
    await expect(page.locator(`main a[href="mailto:${office!.email}"]`)).toBeVisible();
    await expect(page.getByText(office!.openingNote)).toBeVisible();
    const people = await publicResult<Person[]>(page.request, `lawyerTeam?office=${office!.id}&pageSize=100`, language.locale);
    expect(people.length).toBeGreaterThan(0);
    const team = page.locator("section[aria-labelledby=office-people]");
    await expect(team.getByRole("link", { name: people[0]!.name })).toBeVisible();

    const map = page.getByRole("link", { name: new RegExp(language.messages["office.map"].replace(/[()]/g, "\\$&")) });
    const href = await map.getAttribute("href");
    expect(href).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    expect(decodeURIComponent(new URL(href!).searchParams.get("query") ?? "")).toContain(office!.address);
    await expect(map).toHaveAttribute("rel", /noopener/);
    expect(external, "no request to another site before the click").toEqual([]);

    // The click opens the map service in a new tab (answered here: the test machine is offline).
    await page.context().route("https://www.openstreetmap.org/**", (route) => route.fulfill({ body: "map", contentType: "text/plain" }));
    const [popup] = await Promise.all([page.waitForEvent("popup"), map.click()]);
    expect(popup.url()).toBe(href);
    await popup.close();
  });
}

test("an unknown office answers 404", async ({ page }) => {
  const response = await page.goto("/en/about/offices/2000000000");
  expect(response?.status()).toBe(404);
});

test("sitemap.xml lists every office's page in every language", async ({ page }) => {
  const listed = (await readSitemap(page.request, page)).map((url) => new URL(url.loc).pathname);
  for (const language of SITE_LANGUAGES) {
    for (const office of await offices(page, language)) expect(listed).toContain(`/${language.segment}/about/offices/${office.id}`);
  }
});

for (const language of SITE_LANGUAGES) {
  test(`the about page and the footer list every office with its own address on a phone in ${language.locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const list = await offices(page, language);
    expect(list.length).toBeGreaterThan(1);
    await page.goto(`/${language.segment}/about`);
    const aboutOffices = page.locator("#offices li");
    await expect(aboutOffices).toHaveCount(list.length);
    const footerOffices = page.locator("footer nav[aria-labelledby=footer-offices] li");
    await expect(footerOffices).toHaveCount(list.length);
    for (const [index, office] of list.entries()) {
      // Each office's own entry holds its name and its address, nothing of another office's.
      for (const entry of [aboutOffices.nth(index), footerOffices.nth(index)]) {
        await expect(entry.getByRole("link", { name: office.name }).first()).toHaveAttribute(
          "href",
          `/${language.segment}/about/offices/${office.id}`,
        );
        await expect(entry.locator("address")).toContainText(office.address);
        for (const other of list.filter((candidate) => candidate.id !== office.id)) {
          await expect(entry).not.toContainText(other.address);
        }
      }
      const entry = aboutOffices.nth(index);
      await entry.scrollIntoViewIfNeeded();
      const [name, address] = [await entry.getByRole("heading").boundingBox(), await entry.locator("address").boundingBox()];
      expect(address!.y, "the address stands below its office's name").toBeGreaterThan(name!.y);
    }
    await page.screenshot({ path: test.info().outputPath(`about-${language.segment}-360.png`), fullPage: true });
  });
}

test("a lawyer's page links the office's page with its address, and the contact card carries the address", async ({ page }) => {
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "de_DE")!;
  const [person] = await publicResult<Person[]>(page.request, "lawyerTeam?pageSize=1", language.locale);
  const office = (await offices(page, language)).find((candidate) => candidate.id === person!.office)!;
  await page.goto(slugAddress("person", language.locale, person!.slug));
  const officeLink = page.getByRole("link", { name: office.name, exact: true }).first();
  await expect(officeLink).toHaveAttribute("href", `/${language.segment}/about/offices/${office.id}`);
  await expect(page.locator("main address").first()).toContainText(office.address);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: language.messages["person.saveContact"] }).click(),
  ]);
  const text = (await fs.readFile(await download.path(), "utf8")).replace(/\r\n /g, "");
  const adr = text.split("\r\n").find((line) => line.startsWith("ADR"));
  expect(adr).toBeDefined();
  expect(adr!.slice(adr!.indexOf(":") + 1).split(";")).toEqual(["", "", office.address, office.city, "", office.postalCode, "Deutschland"]);
});

test("the home page's deals section shows the first deals of the deals page", async ({ page }) => {
  const language = SITE_LANGUAGES.find((candidate) => candidate.locale === "en_US")!;
  const deals = await publicResult<{ title: string }[]>(page.request, "case-analysis?pageSize=3", language.locale);
  expect(deals.length).toBeGreaterThan(0);
  await page.goto(`/${language.segment}/home`);
  const section = page.locator("section[aria-labelledby=home-deals]");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(language.messages["home.cases.title"]);
  for (const deal of deals) await expect(section.getByRole("link", { name: deal.title })).toBeVisible();
});

for (const language of SITE_LANGUAGES) {
  test(`pinned deals carry a visible mark on the deals page in ${language.locale}`, async ({ page }) => {
    const deals = await publicResult<{ title: string; top: number }[]>(page.request, "case-analysis?pageSize=10", language.locale);
    const pinned = deals.filter((deal) => deal.top === 1);
    expect(pinned.length, "the demo firm pins a deal").toBeGreaterThan(0);
    await page.goto(`/${language.segment}/case`);
    const mark = language.messages["article.pinned"];
    for (const deal of deals) {
      const card = page.locator("article").filter({ has: page.getByRole("link", { name: deal.title }) });
      if (deal.top === 1) await expect(card.getByText(mark, { exact: true })).toBeVisible();
      else await expect(card.getByText(mark, { exact: true })).toHaveCount(0);
    }
  });
}
