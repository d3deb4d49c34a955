import { expect, type Page } from "@playwright/test";

/**
 * Publishes the saved versions of the article open in the editor, one language tab after the
 * other (decision 0035): the back office saves drafts, so what a journey saved reaches the website
 * only through each version's Publish now, or Publish changes for a published version's edit.
 */
export async function publishEveryVersion(page: Page, languages: readonly string[]): Promise<void> {
  for (const language of languages) {
    await page.getByRole("tab", { name: language, exact: true }).click();
    const publishing = page.getByRole("tabpanel", { name: language }).getByRole("group", { name: `Publishing of the ${language} version` });
    await publishing.getByRole("button", { name: /^Publish (now|changes)$/ }).click();
    await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
    await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  }
}
