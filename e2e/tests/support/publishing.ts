import { expect, type Locator, type Page } from "@playwright/test";
import { idIn, slugIn, type adminApi, type Version } from "./admin-api.ts";

/**
 * A German news draft in a folder of its own, made through the API (saved as a draft, as the back
 * office saves): its item's number, and its version's id and readable address (slug).
 */
export async function germanNewsDraft(send: Awaited<ReturnType<typeof adminApi>>, folderName: string, title: string) {
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "de_DE", name: folderName, type: 0 }]);
  const news = await send<Version[]>("POST", "/admin/latest-news?saveAs=draft", [
    { lang: "de_DE", cataId: idIn(folder, "de_DE"), coverUrl: "/favicon.svg", title, isLink: 0, content: `<p>${title}</p>` },
  ]);
  return { no: news[0]?.no ?? 0, id: idIn(news, "de_DE"), slug: slugIn(news, "de_DE") };
}

/** Copies the approval link of the version whose editor tab is `pane`, as an editor does, and answers it as shown. */
export async function copyApprovalLink(page: Page, pane: Locator): Promise<string> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await pane.getByRole("group", { name: "Preview" }).getByRole("button", { name: "Copy approval link" }).click();
  return (await pane.getByTestId("preview-link").textContent())?.trim() ?? "";
}

/** A content language's name in the English back office's sentences, by its tab's label (each language's own name). */
const NAME_IN_SENTENCES: Record<string, string> = { Deutsch: "German", English: "English", 中文: "Chinese" };
const inSentences = (tab: string) => NAME_IN_SENTENCES[tab] ?? tab;

/**
 * Publishes the saved versions of the article open in the editor, one language tab after the
 * other (decision 0035): the back office saves drafts, so what a journey saved reaches the website
 * only through each version's Publish now, or Publish changes for a published version's edit.
 */
export async function publishEveryVersion(page: Page, languages: readonly string[]): Promise<void> {
  for (const language of languages) {
    await page.getByRole("tab", { name: language, exact: true }).click();
    const publishing = page
      .getByRole("tabpanel", { name: language })
      .getByRole("group", { name: `Publishing of the ${inSentences(language)} version` });
    await publishing.getByRole("button", { name: /^Publish (now|changes)$/ }).click();
    await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
    await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  }
}

/**
 * Waits until a journey's newly created item is shown in its own editor: the editor's address, and
 * the publishing of its first version, which only a stored version has. (Until then the creating
 * form is still on screen, disabled, and a tab clicked there is not the one the new editor opens.)
 */
export async function expectCreatedItemEditor(page: Page, address: RegExp, firstLanguage: string): Promise<void> {
  await expect(page).toHaveURL(address);
  await expect(
    page
      .getByRole("tabpanel", { name: firstLanguage })
      .getByRole("group", { name: `Publishing of the ${inSentences(firstLanguage)} version` }),
  ).toBeVisible();
}
