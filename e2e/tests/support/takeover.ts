import { expect, type Page } from "@playwright/test";

/**
 * Waits until the browser has taken the server's page over (apps/site/src/takeover.ts): the
 * site's scripts load after the first paint, and a test that presses keys in a menu or expects a
 * link to change the page in place must wait for them, as a visitor's first taps need not.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator("html"), "the page is taken over by its scripts").toHaveAttribute("data-hydrated", "");
}
