import fs from "node:fs/promises";
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, signInAsAdmin, slugIn, type Version } from "./support/admin-api.ts";
import { cardAddress, endingAt, idAddress, slugAddress } from "./support/addresses.ts";

// Readable addresses (decision 0054) in a real browser: a news item's id address leads to its
// slug address; an editor changes its Address in the back office and publishes it, and the old
// address leads to the new one; the Address field refuses another item's address; the deleted
// item's addresses answer 410 Gone; a person's page and contact card at the person's slug.

const RUN = Date.now().toString(36);
const TITLE = { en: `Firm advises on a landmark merger ${RUN}`, de: `Kanzlei berät bei einer wegweisenden Fusion ${RUN}` };
const OTHER = `Firm opens a desk in Vienna ${RUN}`;
const GERMAN_ONLY = `Nur auf Deutsch ${RUN}`;
const PERSON = `Ottilie Brenner ${RUN}`;
const NEW_SLUG = `landmark-merger-closed-${RUN}`;

const seeded = {
  news: [] as Version[],
  other: [] as Version[],
  germanOnly: [] as Version[],
  person: [] as Version[],
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: `Addresses ${RUN}`, type: 0 },
    { lang: "de_DE", name: `Adressen ${RUN}`, type: 0 },
  ]);
  const version = (lang: string, title: string) => ({
    lang,
    cataId: idIn(folder, lang),
    coverUrl: "/favicon.svg",
    title,
    isLink: 0,
    content: `<p>${title}.</p>`,
  });
  // The specification's saves: on the website at once.
  seeded.news = await send<Version[]>("POST", "/admin/latest-news", [version("en_US", TITLE.en), version("de_DE", TITLE.de)]);
  seeded.other = await send<Version[]>("POST", "/admin/latest-news", [version("en_US", OTHER)]);
  seeded.germanOnly = await send<Version[]>("POST", "/admin/latest-news", [version("de_DE", GERMAN_ONLY)]);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "en_US", name: `Address office ${RUN}` }]);
  seeded.person = await send<Version[]>("POST", "/admin/lawyerTeam", [
    {
      lang: "en_US",
      name: PERSON,
      office: idIn(office, "en_US"),
      phoneNumber: "+49 89 5550 1301",
      email: "o.brenner@example.com",
      intro: "<p>Ottilie advises on mergers.</p>",
    },
  ]);
  await request.dispose();
});

/** Where an answer leads, as a path; the answer itself, unfollowed. */
async function redirectOf(request: APIRequestContext, path: string): Promise<{ status: number; location: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers()["location"] ?? "";
  return { status: response.status(), location: location && new URL(location, "http://site.invalid").pathname };
}

/** The statuses of the redirects that led to a page's answer, first first. */
async function redirectsBefore(response: Response | null): Promise<number[]> {
  const statuses: number[] = [];
  for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom()) {
    const answer = await request.response();
    statuses.unshift(answer?.status() ?? 0);
  }
  return statuses;
}

/** The editor of a news item, its English version's tab open. */
async function openEnglishEditor(page: Page, versions: readonly Version[]) {
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${versions[0]?.no}`);
  await page.getByRole("tab", { name: "English" }).click();
  const english = page.getByRole("tabpanel", { name: "English" });
  const address = english.getByLabel("Address", { exact: true });
  return { english, address };
}

test("a news item's id address leads permanently to its readable address, in the address's language", async ({ page, request }) => {
  const english = slugAddress("news", "en_US", slugIn(seeded.news, "en_US"));
  const german = slugAddress("news", "de_DE", slugIn(seeded.news, "de_DE"));
  // Made from the titles, German umlauts spelt out.
  expect(english).toBe(`/en/news/firm-advises-on-a-landmark-merger-${RUN}`);
  expect(german).toBe(`/de/news/kanzlei-beraet-bei-einer-wegweisenden-fusion-${RUN}`);

  for (const [from, to] of [
    [idAddress("news", "en_US", idIn(seeded.news, "en_US")), english],
    [idAddress("news", "de_DE", idIn(seeded.news, "de_DE")), german],
    // Another language's id: the version in the address's language.
    [idAddress("news", "en_US", idIn(seeded.news, "de_DE")), english],
    [idAddress("news", "de_DE", idIn(seeded.news, "en_US")), german],
    // No English version: the German id under the English prefix leads to the German slug.
    [idAddress("news", "en_US", idIn(seeded.germanOnly, "de_DE")), slugAddress("news", "de_DE", slugIn(seeded.germanOnly, "de_DE"))],
  ] as const) {
    expect(await redirectOf(request, from), from).toEqual({ status: 301, location: to });
  }

  // In the browser: the page at its readable address, named so in its head.
  const response = await page.goto(idAddress("news", "en_US", idIn(seeded.news, "de_DE")));
  expect(response?.status()).toBe(200);
  expect(await redirectsBefore(response)).toEqual([301]);
  await expect(page).toHaveURL(endingAt(english));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE.en);
  await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute("href", endingAt(english));
  await expect(page.locator('head > link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute("href", endingAt(german));

  // A slug that never was, or another language's, is no page.
  for (const path of [`/en/news/never-was-${RUN}`, german.replace(/^\/de\//, "/en/")]) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

test("the Address field refuses another item's address, with the server's message at the field", async ({ page }) => {
  const { english, address } = await openEnglishEditor(page, seeded.other);
  await expect(address).toHaveValue(slugIn(seeded.other, "en_US"));
  // Spelt as no address can be: the form says so before anything is sent.
  await address.fill("two words");
  await expect(english.getByText("Use lower-case letters and digits, words joined by hyphens, with at least one letter.")).toBeVisible();

  // The merger's address: the server refuses it, naming the item that has it.
  await address.fill(slugIn(seeded.news, "en_US"));
  const answer = page.waitForResponse(
    (response) => response.url().includes("/api/admin/latest-news") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText("Please check the marked fields")).toBeVisible();
  const message = `This address is already used by “${TITLE.en}”. Choose another one.`;
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(english.getByText(message)).toBeVisible();

  // Nothing changed on the website: both keep their own addresses.
  expect((await page.request.get(slugAddress("news", "en_US", slugIn(seeded.other, "en_US")))).status()).toBe(200);
  const merger = await page.request.get(slugAddress("news", "en_US", slugIn(seeded.news, "en_US")));
  expect(await merger.text()).toContain(TITLE.en);
});

test("an editor changes a news item's address and publishes it: the old address leads to the new one", async ({
  page,
  browser,
  request,
}) => {
  const before = slugAddress("news", "en_US", slugIn(seeded.news, "en_US"));
  const after = slugAddress("news", "en_US", NEW_SLUG);
  const { english, address } = await openEnglishEditor(page, seeded.news);
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await expect(address).toHaveValue(slugIn(seeded.news, "en_US"));
  // Written in capitals, taken in lower case.
  await address.fill(NEW_SLUG.toUpperCase());
  await expect(address).toHaveValue(NEW_SLUG);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // Saved as a draft: the website keeps the old address until it is published.
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await expect(publishing.getByText(/Changed: Address\.$/)).toBeVisible();
  expect((await request.get(before, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(after, { maxRedirects: 0 })).status()).toBe(404);

  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();
  await expect(address).toHaveValue(NEW_SLUG);

  // The old address answers a permanent redirect to the new one; so does the id address.
  expect(await redirectOf(request, before)).toEqual({ status: 301, location: after });
  expect(await redirectOf(request, idAddress("news", "en_US", idIn(seeded.news, "en_US")))).toEqual({ status: 301, location: after });
  // A visitor with the old address, in a browser of their own, lands on the new one.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(before);
  expect(response?.status()).toBe(200);
  expect(await redirectsBefore(response)).toEqual([301]);
  await expect(visitorPage).toHaveURL(endingAt(after));
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(TITLE.en);
  await expect(visitorPage.locator('head > link[rel="canonical"]')).toHaveAttribute("href", endingAt(after));
  // The German version kept its address.
  expect((await visitorPage.goto(slugAddress("news", "de_DE", slugIn(seeded.news, "de_DE"))))?.status()).toBe(200);
  await visitor.close();
});

test("the deleted news item's addresses answer 410 with the page that is no longer available, in their language", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(`landmark merger ${RUN}`)}`);
  const row = page.getByRole("row", { name: new RegExp(TITLE.en) });
  await row.getByRole("button", { name: `Delete “${TITLE.en}”` }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const { path, lang, title } of [
    { path: slugAddress("news", "en_US", NEW_SLUG), lang: "en-US", title: "This page is no longer available" },
    // The address it had before, and the German version's.
    { path: slugAddress("news", "en_US", slugIn(seeded.news, "en_US")), lang: "en-US", title: "This page is no longer available" },
    { path: slugAddress("news", "de_DE", slugIn(seeded.news, "de_DE")), lang: "de-DE", title: "Diese Seite ist nicht mehr verfügbar" },
  ]) {
    const response = await visitorPage.goto(path);
    expect(response?.status(), path).toBe(410);
    expect(await redirectsBefore(response), path).toEqual([]);
    await expect(visitorPage).toHaveURL(endingAt(path));
    await expect(visitorPage.locator("html")).toHaveAttribute("lang", lang);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitorPage.getByRole("main").getByText("410", { exact: true })).toBeVisible();
    await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  await visitor.close();
});

test("a person's page is at the person's slug, and its contact card beside it", async ({ page, request }) => {
  const pagePath = slugAddress("person", "en_US", slugIn(seeded.person, "en_US"));
  expect(pagePath).toBe(`/en/people/ottilie-brenner-${RUN}`);
  const card = cardAddress("en_US", slugIn(seeded.person, "en_US"));
  const id = idIn(seeded.person, "en_US");
  expect(await redirectOf(request, idAddress("person", "en_US", id))).toEqual({ status: 301, location: pagePath });
  // The contact card's old address leads to the new one.
  expect(await redirectOf(request, `${idAddress("person", "en_US", id)}/vcard`)).toEqual({ status: 301, location: card });

  const response = await page.goto(pagePath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PERSON);
  const save = page.getByRole("link", { name: "Save contact (vCard)" });
  await expect(save).toHaveAttribute("href", card);
  const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  // Its properties by name (parameters left out), its folded lines joined again.
  const lines = (await fs.readFile(await download.path(), "utf8")).replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  const properties = new Map(lines.map((line) => [line.slice(0, line.search(/[;:]/)), line.slice(line.indexOf(":") + 1)]));
  expect(properties.get("FN")).toBe(PERSON);
  expect(properties.get("EMAIL")).toBe("o.brenner@example.com");
  // The card names the person's page at its readable address.
  expect(properties.get("URL")).toBe(`${new URL(page.url()).origin}${pagePath}`);
});
