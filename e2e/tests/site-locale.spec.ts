import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { endingAt, idRoute, slugAddress } from "./support/addresses.ts";

const LOCALE_KEY = "umi_locale";

/** A marker on window survives only if the page is not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

async function wasNotReloaded(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);
}

async function storedChoice(page: Page) {
  const cookie = (await page.context().cookies()).find((each) => each.name === LOCALE_KEY);
  return { storage: await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY), cookie: cookie?.value };
}

test.describe("the public site", () => {
  test("redirects the empty path to the visitor's home page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal counsel for decisions that matter");
  });

  test("switches language in place, stores umi_locale and keeps it for the unprefixed addresses", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/en/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

    await markWindow(page);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();

    await expect(page).toHaveURL(/\/de\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Unser Team" })).toHaveAttribute(
      "href",
      "/de/people",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    // The head follows too: the page's description is the German one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Rechtsanwälte für Unternehmen/);
    expect(await storedChoice(page)).toEqual({ storage: "de_DE", cookie: "de_DE" });
    expect(await wasNotReloaded(page)).toBe(true);

    // The choice holds: the unprefixed home page is German from the server on.
    const response = await page.goto("/home");
    expect(await response?.text()).toMatch(/<html lang="de-DE"/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/de\/home$/);

    await page.goto("/de/home");
    await page.getByRole("button", { name: "Sprache" }).click();
    await page.getByRole("menuitemradio", { name: "简体中文" }).click();
    await expect(page).toHaveURL(/\/zh\/home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("为关键决策提供法律支持");
    expect(await storedChoice(page)).toEqual({ storage: "zh_CN", cookie: "zh_CN" });
    await context.close();
  });

  test("switching the language on an unprefixed address shows the whole page in the new language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal counsel for decisions that matter");
    await markWindow(page);

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();

    await expect(page).toHaveURL(/\/de\/home$/);
    // The interface's messages, not only the content from the API.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Unser Team" })).toBeVisible();
    // The head follows too: the page's description is the German one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Rechtsanwälte für Unternehmen/);
    expect(await storedChoice(page)).toEqual({ storage: "de_DE", cookie: "de_DE" });
    expect(await wasNotReloaded(page)).toBe(true);
    await context.close();
  });

  test("starts in the browser's language when nothing is stored, and in English for an unknown stored value", async ({ browser }) => {
    const german = await browser.newContext({ locale: "de-AT" });
    const page = await german.newPage();
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
    await page.evaluate((key) => localStorage.setItem(key, "xx_YY"), LOCALE_KEY);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal counsel for decisions that matter");
    await german.close();
  });

  test("answers every public route with a page", async ({ page, request }) => {
    // A person and a news item of this test's own: a missing one is the not-found page (404).
    const send = await adminApi(request);
    const mark = Date.now().toString(36);
    const office = await send<Version[]>("POST", "/admin/office", [{ lang: "en_US", name: `Route office ${mark}` }]);
    const person = await send<Version[]>("POST", "/admin/lawyerTeam", [
      {
        lang: "en_US",
        name: `Route person ${mark}`,
        office: idIn(office, "en_US"),
        jobIds: [],
        proFieldIds: [],
        intro: "<p>A lawyer.</p>",
      },
    ]);
    const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Route folder ${mark}`, type: 0 }]);
    const news = await send<Version[]>("POST", "/admin/latest-news", [
      {
        lang: "en_US",
        cataId: idIn(folder, "en_US"),
        coverUrl: "/favicon.svg",
        title: `Route news ${mark}`,
        isLink: 0,
        content: "<p>News.</p>",
      },
    ]);
    // A legal document without a published version is a missing page (decision 0035): this one is published (the specification's save).
    await send("PUT", "/admin/docs/privacy", { lang: "en_US", title: "Privacy policy", content: "<p>How we process personal data.</p>" });
    for (const path of ["/home", "/about", "/expertises", "/people", "/news", "/case", "/docs/privacy"]) {
      for (const address of [path, `/en${path}`]) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
      }
    }
    // A detail page is at its readable address (decision 0054), where its specification's routes lead.
    const details = [
      { route: idRoute("person", idIn(person, "en_US")), address: slugAddress("person", "en_US", slugIn(person, "en_US")) },
      { route: idRoute("news", idIn(news, "en_US")), address: slugAddress("news", "en_US", slugIn(news, "en_US")) },
    ];
    for (const { route, address } of details) {
      for (const visited of [route, `/en${route}`, address]) {
        const response = await page.goto(visited);
        expect(response?.status(), visited).toBe(200);
        await expect(page, visited).toHaveURL(endingAt(address));
        await expect(page.getByRole("heading", { level: 1 }), visited).toBeVisible();
      }
    }
  });

  test("shows the not-found page, with status 404, for an unknown path", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
  });
});
