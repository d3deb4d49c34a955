import { expect, test } from "@playwright/test";

const LOCALE_KEY = "umi_locale";

test.describe("the public site", () => {
  test("redirects the empty path to /home", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal counsel for decisions that matter");
  });

  test("switches language in place, stores umi_locale and keeps it across a reload", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Unser Team" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page).toHaveTitle(/Startseite/);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe("de_DE");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechtsrat für Entscheidungen, die zählen");

    await page.getByRole("button", { name: "Sprache" }).click();
    await page.getByRole("menuitemradio", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("为关键决策提供法律支持");
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe("zh_CN");
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

  test("answers every public route with a page", async ({ page }) => {
    for (const path of ["/about", "/expertises", "/people", "/news", "/case", "/docs/privacy", "/people/detail/1", "/news/detail/1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });

  test("shows the not-found page, with status 404, for an unknown path", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
