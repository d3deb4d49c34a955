import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";

// The back office on a 360 px phone (decision 0020): no page runs past the screen's edge, and
// nothing covers something else that a newcomer needs to read.

async function signIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto("/admin-login");
  await page.locator("input").first().fill("admin");
  await page.locator("input[type=password]").fill(ADMIN_PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

async function expectNoPageWideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the screen").toBeLessThanOrEqual(360);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

test.describe("the back office on a phone", () => {
  test("legal documents offer their Document choice as a drop-down; a note's count stands apart from its help text", async ({
    browser,
  }) => {
    const page = await signIn(browser, "en-US");
    await page.goto("/admin/docs");
    const choice = page.getByRole("combobox", { name: "Document" });
    await expect(choice).toBeVisible();
    await expectNoPageWideScroll(page);
    await choice.click();
    await page.locator(".ant-select-item-option", { hasText: "Legal notice (Impressum)" }).click();
    await expect(page.locator(".ant-select").filter({ hasText: "Legal notice (Impressum)" })).toBeVisible();

    await page.goto("/admin/articles/news/edit?lang=en_US");
    await expect(page.getByRole("heading", { level: 1, name: "New news item" })).toBeVisible();
    const count = page.getByText("0 / 2000");
    await count.scrollIntoViewIfNeeded();
    const help = page.getByText("A remark for editors; the website does not show it.");
    const countBox = await box(count);
    const helpBox = await box(help);
    expect(countBox.y + countBox.height, "the count above the help text").toBeLessThanOrEqual(helpBox.y + 1);
    await expectNoPageWideScroll(page);
    await page.context().close();
  });

  test("the banner list's titles are not under its Actions column, and the German dashboard keeps its cards' counts in sight", async ({
    browser,
  }) => {
    const page = await signIn(browser, "de-DE");
    const waiting = page.locator(".ant-card").filter({ hasText: "Wartet auf Veröffentlichung" }).first();
    const cardBox = await box(waiting);
    const countBox = await box(waiting.locator(".ant-card-head .ant-tag"));
    expect(countBox.x + countBox.width, "the count inside its card").toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await expectNoPageWideScroll(page);

    await page.goto("/admin/banner/list");
    const title = await box(page.getByRole("columnheader", { name: "Titel" }));
    const actions = await box(page.getByRole("columnheader", { name: "Aktionen" }));
    expect(title.x + title.width <= actions.x || actions.x + actions.width <= title.x, "Title and Actions apart").toBe(true);
    const language = await box(page.getByRole("combobox", { name: "Sprache" }));
    const state = await box(page.getByRole("combobox", { name: "Status" }));
    expect(language.x + language.width, "the language filter inside the screen").toBeLessThanOrEqual(360);
    expect(state.x + state.width, "the state filter inside the screen").toBeLessThanOrEqual(360);
    await expectNoPageWideScroll(page);
    await page.context().close();
  });

  test("the practice area list keeps room for its names and scrolls its table inside the card, not the page", async ({ browser }) => {
    const page = await signIn(browser, "en-US");
    await page.goto("/admin/expertise/list");
    const name = await box(page.getByRole("columnheader", { name: "Name", exact: true }));
    expect(name.width, "the Name column not squeezed away").toBeGreaterThan(100);
    await expectNoPageWideScroll(page);
    await page.context().close();
  });
});
