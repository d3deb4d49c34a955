import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import { SITE_LANGUAGES } from "./support/demo-site.ts";
import { takenOver } from "./support/takeover.ts";

// The public site with the keyboard alone, on the demo firm (every language has content, so the
// language menu lists all three): the skip link, a visible focus ring on everything Tab reaches,
// the language menu button, the main navigation's sub-pages, and the phone menu.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
});

/**
 * Whether the element that has focus shows a focus ring: an outline on it, or on the card around
 * it (a card whose title link covers it draws the ring round the whole card).
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    for (let element: Element | null = focused, level = 0; element && level < 4; element = element.parentElement, level++) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return true;
    }
    return false;
  });
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? "").trim());
}

test("Tab starts at the skip link, which moves focus to the page's content", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("everything Tab reaches in the header and on the home page shows where the focus is", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    reached.push(name);
    expect(await focusIsVisible(page), `the focus ring on "${name}" (Tab ${step + 1})`).toBe(true);
  }
  // The walk went through the header into the page, not round one control.
  expect(new Set(reached).size).toBeGreaterThan(25);
});

test("the language menu opens, moves and chooses with the keyboard, and Escape returns to its button", async ({ page }) => {
  await page.goto("/en/home");
  const trigger = page.getByRole("button", { name: "Language" });
  // The name holds the visible text too (the short name on a wide screen), so voice control finds the button by what it shows.
  await expect(trigger).toHaveAccessibleName("Language: English EN");
  await takenOver(page);
  await trigger.focus();
  await page.keyboard.press("ArrowDown");

  const menu = page.getByRole("menu", { name: "Language" });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const items = menu.getByRole("menuitemradio");
  await expect(items).toHaveCount(3);
  // Opening focuses the chosen language.
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toBeFocused();
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");

  await page.keyboard.press("End");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("ArrowDown"); // wraps round to the first
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowUp"); // and back to the last
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  // Enter opens it too; choose German by moving to it.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  const german = menu.getByRole("menuitemradio", { name: "Deutsch" });
  await moveFocusTo(page, items, german);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("menu", { name: "Sprache" })).toBeHidden();
  // Choosing follows a link to the German page: focus moves to its heading, as after every
  // navigation inside the site, and is not lost.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

/** Presses ArrowDown until the target item has focus (at most once round the menu). */
async function moveFocusTo(page: Page, items: Locator, target: Locator) {
  const count = await items.count();
  for (let step = 0; step < count; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toBeFocused();
}

test("a section's sub-pages open with the keyboard, and Escape closes them", async ({ page }) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByRole("button", { name: "About us: more pages" });
  const offices = nav.getByRole("link", { name: "Offices" });
  await expect(offices).toBeHidden();

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(offices).toBeVisible();

  // Tab walks into the sub-pages; Escape closes them and returns to the toggle.
  await page.keyboard.press("Tab");
  expect(await nav.locator(":focus").count()).toBe(1);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(offices).toBeHidden();

  // A sub-page is reached and followed with the keyboard alone.
  await page.keyboard.press("Enter");
  await offices.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/about#offices$/);
});

test("on a phone the menu button opens the navigation, and Escape closes it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  const page = await context.newPage();
  await page.goto("/home");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const teamLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" });
  await expect(teamLink).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(teamLink).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();
  await expect(teamLink).toBeHidden();

  // Following a link closes the menu on the new page.
  await page.keyboard.press("Enter");
  await teamLink.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/people$/);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await context.close();
});

test("on a 360 px phone the language button shows a short name, so the firm's name fits", async ({ browser, request }) => {
  for (const [locale, label, full, short] of [
    ["de_DE", "Sprache", "Deutsch", "DE"],
    ["en_US", "Language", "English", "EN"],
    ["zh_CN", "语言", "简体中文", "中文"],
  ] as const) {
    const config = await request.get("/api/user/portal-config", { headers: { lang: locale } });
    const { name: firmName } = ((await config.json()) as { result: { name: string } }).result;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addInitScript((value) => localStorage.setItem("umi_locale", value), locale);
    const page = await context.newPage();
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const trigger = page.getByRole("banner").getByRole("button", { name: /: / });
    // What shows is in the name (voice control), and the full language name is still said.
    await expect(trigger).toHaveAccessibleName(`${label}: ${full} ${short}`);
    // Of the two names only the short one takes room on the screen.
    expect((await trigger.getByText(short, { exact: true }).boundingBox())?.width).toBeGreaterThan(10);
    expect((await trigger.getByText(full, { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await firmNameCut(page, firmName), `the firm's name in ${locale}`).toBe(false);
    await context.close();
  }
});

test("from 1024 px up the firm's name is whole, on one line and inside the header, in every language", async ({ page, request }) => {
  for (const { locale, tag, segment } of SITE_LANGUAGES) {
    const config = await request.get("/api/user/portal-config", { headers: { lang: locale } });
    const { name: firmName } = ((await config.json()) as { result: { name: string } }).result;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/${segment}/home`);
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // 1024 px: the menu behind its button; 1280 px: the narrowest screen that shows the whole
    // menu (80rem); 1440 px: the page's widest column (decision 0069).
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `the firm's name in ${locale} at ${width} px`;
      expect(await firmNameCut(page, firmName), where).toBe(false);
      const shownName = page.getByRole("banner").getByText(firmName, { exact: true });
      const lines = await shownName.evaluate(
        (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines, `${where}: one line`).toBeLessThan(1.5);
      const [name, header, row] = await Promise.all([
        shownName.boundingBox(),
        page.getByRole("banner").boundingBox(),
        page.getByRole("banner").locator("> div").boundingBox(),
      ]);
      if (!name || !header || !row) throw new Error(`${where}: not shown`);
      expect(name.x, `${where}: inside the header`).toBeGreaterThanOrEqual(header.x);
      expect(name.y).toBeGreaterThanOrEqual(header.y);
      expect(name.y + name.height).toBeLessThanOrEqual(header.y + header.height);
      // Nothing in the header's row runs past its end (the row would push the name short).
      expect(
        await page
          .getByRole("banner")
          .locator("> div")
          .evaluate((bar) => bar.scrollWidth <= bar.clientWidth),
        `${where}: the row fits`,
      ).toBe(true);
      const last = await page.getByRole("banner").locator("> div > :last-child").boundingBox();
      expect((last?.x ?? 0) + (last?.width ?? 0), `${where}: the language button inside the row`).toBeLessThanOrEqual(
        row.x + row.width + 1,
      );
    }
  }
});

test("Shift+Tab to a link under the sticky header brings it out below the header", async ({ page }) => {
  await page.goto("/en/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await takenOver(page);
  // A link has focus right below the header, and the one before it (the last honor's card, a
  // little higher) ends under the header: Shift+Tab must bring it out from under it. Without
  // scroll padding the browser sees it in the window and leaves it there.
  await page.evaluate(() => {
    const reachable = [...document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main select")].filter(
      (element) => element.getClientRects().length > 0,
    );
    const index = reachable.findIndex((element, at) => {
      const before = reachable[at - 1]?.getBoundingClientRect();
      const top = element.getBoundingClientRect().top;
      return before !== undefined && before.bottom < top - 8 && before.bottom > top - 64;
    });
    const target = reachable[index];
    const header = document.querySelector("header");
    if (!target || !header) throw new Error("no link just below another on the page");
    target.focus();
    window.scrollBy({ top: target.getBoundingClientRect().top - header.getBoundingClientRect().bottom - 2, behavior: "instant" });
  });
  await page.keyboard.press("Shift+Tab");
  const focusedBox = await page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return box && { top: box.top, name: document.activeElement?.textContent?.trim() };
  });
  const header = await page.getByRole("banner").boundingBox();
  expect(focusedBox?.name, "the focus moved back").toBeTruthy();
  expect(focusedBox?.top, `"${focusedBox?.name}" below the header`).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

/**
 * Whether the header cuts the firm's name short: a further line hides below the two it may take (a
 * descender may reach a pixel or two below them), or it runs out of its box.
 */
async function firmNameCut(page: Page, firmName: string): Promise<boolean> {
  const shownName = page.getByRole("banner").getByText(firmName, { exact: true });
  // Measured in the site's own typeface: the fallback shown until it loads is narrower.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return shownName.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return element.scrollHeight - element.clientHeight > lineHeight / 2 || element.scrollWidth > element.clientWidth + 1;
  });
}
