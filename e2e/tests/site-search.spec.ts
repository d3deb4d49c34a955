import { expect, test } from "./support/demo-firm.ts";
import { formatMessage } from "@lawfirm/contract";
import { SITE_LANGUAGES } from "./support/demo-site.ts";
import { takenOver } from "./support/takeover.ts";

// The site search on the demo firm, as a German, English and Chinese visitor uses it: the
// header's field on a desktop, the menu's on a phone, the results grouped by kind with the hits
// marked, a kind's "all results" link and pages, and the same without JavaScript.

/** A query the demo firm's content answers in each language, and the section it must fill. */
const QUERIES = {
  de_DE: { q: "mueller", section: "search.kind.person", hit: /Müller/ },
  en_US: { q: "Wang", section: "search.kind.person", hit: /Wang/ },
  zh_CN: { q: "并购", section: "search.kind.news", hit: /并购/ },
} as const;

for (const language of SITE_LANGUAGES) {
  const { q, section, hit } = QUERIES[language.locale];
  const t = (key: keyof typeof language.messages, params: Record<string, string | number> = {}) =>
    formatMessage(language.messages[key], params);

  test(`the header's search finds what a visitor types in ${language.locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${language.segment}/home`);
    const field = page
      .getByRole("banner")
      .getByRole("search", { name: t("search.label") })
      .getByRole("searchbox");
    await field.fill(q);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${language.segment}/search\\?q=${encodeURIComponent(q)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.pageTitle", { q }));
    await expect(page).toHaveTitle(new RegExp(`^${t("search.pageTitle", { q })}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const results = page.getByRole("region", { name: new RegExp(`^${t(section)}`) });
    await expect(results).toBeVisible();
    await expect(results.locator("mark").first()).toHaveText(hit);
    // The first result with a page of ours (an external news item opens another site).
    const first = results.locator("h3 a:not([target])").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test(`on a phone the search field is at the top of the menu in ${language.locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${language.segment}/home`);
    await takenOver(page);
    await expect(page.getByRole("banner").getByRole("search", { name: t("search.label") })).toBeHidden();
    await page.getByRole("button", { name: t("nav.menu") }).click();
    const field = page.getByRole("navigation", { name: t("nav.label") }).getByRole("searchbox");
    await field.fill(q);
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("button", { name: t("search.submit") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${language.segment}/search\\?q=${encodeURIComponent(q)}$`));
    await expect(page.getByRole("region", { name: new RegExp(`^${t(section)}`) })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "nothing wider than the phone").toBeLessThanOrEqual(360);
  });
}

test("a kind's 'all results' link and its pages work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const de = SITE_LANGUAGES.find((language) => language.locale === "de_DE")!;
  const t = (key: keyof typeof de.messages, params: Record<string, string | number> = {}) => formatMessage(de.messages[key], params);
  await page.goto("/de/home");
  const field = page.getByRole("search", { name: t("search.label") }).getByRole("searchbox");
  await field.fill("und");
  await field.press("Enter");
  const news = page.getByRole("region", { name: new RegExp(`^${t("search.kind.news")}`) });
  await expect(news.getByRole("listitem")).toHaveCount(5);
  await news.getByRole("link", { name: new RegExp(`^${t("search.more", { count: "\\d+", section: t("search.kind.news") })}$`) }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=und&kind=news$/);
  await expect(page.getByRole("region", { name: new RegExp(`^${t("search.kind.news")}`) }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: t("search.next") }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=und&kind=news&page=2$/);
  const pageOf = t("search.pageOf", { page: 2, pages: "PAGES" }).replace("PAGES", "\\d+");
  await expect(page.getByText(new RegExp(`^${pageOf}$`))).toBeVisible();
  await context.close();
});

test("an empty answer offers places to browse, and a found word is marked in the results", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/en/search?q=zzqqxx");
  await expect(page.getByRole("heading", { level: 2, name: /zzqqxx/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Our Team" })).toHaveAttribute("href", "/en/people");
  await page.goto("/en/search?q=law");
  await expect(page.locator("mark").first()).toBeVisible();
  await context.close();
});
