import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, chooseFirstLanguage, signInAsAdmin, expectNoSeriousAxeViolations } from "./support/admin-api.ts";

// A 1×1 PNG: enough for the server, which recognises uploads by their bytes.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Creates a news folder in English and German through the API of the logged-in session; answers its versions' ids. */
async function createNewsFolder(page: Page, en: string, de: string): Promise<Record<string, number>> {
  const response = await page.request.post("/api/admin/catalog", {
    headers: BACK_OFFICE_CALL,
    data: [
      { lang: "en_US", name: en, type: 0 },
      { lang: "de_DE", name: de, type: 0 },
    ],
  });
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: { id: number; lang: string }[] };
  return Object.fromEntries(result.map((version) => [version.lang, version.id]));
}

/** A folder as the API's tree answers it. */
interface StoredFolder {
  name: string;
  childrenList: StoredFolder[];
}

/** The stored folder tree of one type in one language, as nested names: `[{ Parent: ["Child"] }, "Leaf"]`. */
async function storedTree(page: Page, type: number, lang: string): Promise<unknown[]> {
  const response = await page.request.get(`/api/admin/catalog?type=${type}&lang=${lang}`, { headers: BACK_OFFICE_CALL });
  expect(response.ok()).toBe(true);
  const shape = (nodes: StoredFolder[]): unknown[] =>
    nodes.map((node) => (node.childrenList.length > 0 ? { [node.name]: shape(node.childrenList) } : node.name));
  return shape(((await response.json()) as { result: StoredFolder[] }).result);
}

/** Names of the folders in the tree on screen, top to bottom. */
function folderRows(page: Page) {
  return page.getByRole("tree", { name: "Folders" }).getByRole("treeitem");
}

test.describe("content in the back office", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/articles/news/list");
  });

  test("creates a news item in two languages, lists it, pins, edits and deletes it", async ({ page }) => {
    await createNewsFolder(page, "Press", "Presse");
    await page.getByRole("button", { name: "New news item" }).first().click();
    await chooseFirstLanguage(page);
    await expect(page.getByRole("heading", { level: 1, name: "New news item" })).toBeVisible();

    // The English version: title, folder, cover picture, text with a bold word.
    const english = page.getByRole("tabpanel", { name: "English" });
    await english.getByLabel("Title").fill("Firm opens a desk in Shanghai");
    await english.getByRole("combobox", { name: "Folder" }).fill("Pre");
    await page.keyboard.press("Enter");
    await english.getByLabel("Cover image", { exact: true }).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(english.getByRole("img", { name: "Preview of the image" })).toBeVisible();
    const englishText = english.getByRole("textbox", { name: "Content" });
    await englishText.click();
    await page.keyboard.type("We are ");
    await english.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("delighted");
    await english.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" to announce it.");

    // The German version: added as a tab, it starts with the same picture and the same folder.
    await page.getByRole("button", { name: "Add language" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page.getByRole("tab", { name: "Deutsch", selected: true })).toBeVisible();
    const german = page.getByRole("tabpanel", { name: "Deutsch" });
    await expect(german.getByText("Presse")).toBeVisible();
    await german.getByLabel("Title").fill("Kanzlei eröffnet Desk in Shanghai");
    await german.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("Wir freuen uns");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/edit\?no=\d+$/);
    const no = Number(new URL(page.url()).searchParams.get("no"));
    const saved = await (await page.request.get(`/api/admin/latest-news/${no}`, { headers: BACK_OFFICE_CALL })).json();
    const byLang = Object.fromEntries(
      (saved.result as { lang: string; content: string }[]).map((version) => [version.lang, version.content]),
    );
    expect(byLang.en_US).toContain("<strong>delighted</strong>");
    expect(byLang.de_DE).toContain("<strong>Wir freuen uns</strong>");

    // In the list, with both languages; pin it.
    await page.getByRole("menuitem", { name: "News list" }).click();
    const row = page.getByRole("row", { name: /Firm opens a desk in Shanghai/ });
    await expect(row).toBeVisible();
    await expect(row.getByLabel(/^German: (up to date|out of date)$/)).toBeVisible();
    await expect(row.getByLabel(/^English: (up to date|out of date)$/)).toBeVisible();
    const pin = row.getByRole("switch", { name: "Pin “Firm opens a desk in Shanghai”" });
    await expect(pin).not.toBeChecked();
    await pin.click();
    await expect(pin).toBeChecked();

    // Edit it: the change shows in the list.
    await row.getByRole("button", { name: "Edit “Firm opens a desk in Shanghai”" }).click();
    await page.getByRole("tabpanel", { name: "English" }).getByLabel("Title").fill("Firm opens a desk in Shanghai and Beijing");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Back to the list" }).click();
    const editedRow = page.getByRole("row", { name: /Firm opens a desk in Shanghai and Beijing/ });
    await expect(editedRow).toBeVisible();
    await expect(editedRow.getByRole("switch")).toBeChecked();

    // Delete it, after confirming.
    await editedRow.getByRole("button", { name: "Delete “Firm opens a desk in Shanghai and Beijing”" }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Delete" }).click();
    // Gone from the list (other journeys of the run, sharing this server, may list news of their own).
    await expect(page.getByRole("row", { name: /Firm opens a desk in Shanghai/ })).toHaveCount(0);
  });

  test("asks before leaving an edited news item", async ({ page }) => {
    await page.getByRole("button", { name: "New news item" }).first().click();
    await chooseFirstLanguage(page);
    await page.getByRole("tabpanel", { name: "English" }).getByLabel("Title").fill("Draft");
    await page.getByRole("menuitem", { name: "News folders" }).click();
    const dialog = page.getByRole("dialog", { name: "Discard your changes?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/edit\?lang=en_US$/);
    await expect(page.getByRole("tabpanel", { name: "English" }).getByLabel("Title")).toHaveValue("Draft");

    await page.getByRole("menuitem", { name: "News folders" }).click();
    await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/folder$/);
  });

  test("creates folders and a sub-folder and puts them in order", async ({ page }) => {
    await page.getByRole("menuitem", { name: "Case analyses" }).click();
    await page.getByRole("menuitem", { name: "Case analysis folders" }).click();
    await expect(page.getByText("No folders yet")).toBeVisible();

    for (const { english, german } of [
      { english: "Litigation", german: "Prozessführung" },
      { english: "Transactions", german: "Transaktionen" },
    ]) {
      await page.getByRole("button", { name: "New folder" }).first().click();
      const dialog = page.getByRole("dialog", { name: "New folder" });
      await dialog.getByLabel("English").fill(english);
      await dialog.getByLabel("German").fill(german);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
    }
    for (const { english, german } of [
      { english: "Mergers", german: "Fusionen" },
      { english: "Financing", german: "Finanzierung" },
    ]) {
      await page.getByRole("button", { name: "Add a sub-folder to “Transactions”" }).click();
      const dialog = page.getByRole("dialog", { name: "New sub-folder in “Transactions”" });
      await dialog.getByLabel("English").fill(english);
      await dialog.getByLabel("German").fill(german);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(folderRows(page)).toHaveText([/Litigation/, /Transactions/, /Mergers/, /Financing/]);

    // With the buttons (the keyboard's way): Transactions up, Financing before Mergers.
    await page.getByRole("button", { name: "Move “Transactions” up" }).click();
    await expect(folderRows(page)).toHaveText([/Transactions/, /Mergers/, /Financing/, /Litigation/]);
    await page.getByRole("button", { name: "Move “Financing” up" }).click();
    await expect(folderRows(page)).toHaveText([/Transactions/, /Financing/, /Mergers/, /Litigation/]);
    await page.getByRole("button", { name: "Move “Transactions” down" }).click();
    await expect(folderRows(page)).toHaveText([/Litigation/, /Transactions/, /Financing/, /Mergers/]);

    // The order belongs to the folders: the German tree shows the same, after a reload too.
    await page.reload();
    await page.getByRole("radiogroup", { name: "Language" }).getByText("Deutsch").click();
    await expect(folderRows(page)).toHaveText([/Prozessführung/, /Transaktionen/, /Finanzierung/, /Fusionen/]);

    // Dragging works too: Litigation into Transactions, before Financing.
    await page.getByRole("radiogroup", { name: "Language" }).getByText("English").click();
    await expect(folderRows(page)).toHaveText([/Litigation/, /Transactions/, /Financing/, /Mergers/]);
    // Onto the upper edge of Financing, at the same distance from the left (a move sideways would change the level).
    const firstSort = page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().endsWith("/api/admin/catalog/sort"),
    );
    await page.getByRole("treeitem", { name: /^Litigation/ }).dragTo(page.getByRole("treeitem", { name: /^Financing/ }), {
      sourcePosition: { x: 160, y: 10 },
      targetPosition: { x: 160, y: 3 },
    });
    await expect(folderRows(page)).toHaveText([/Transactions/, /Litigation/, /Financing/, /Mergers/]);
    // The tree shows a move at once; it takes the next one only when the server has answered and the tree is read again.
    expect((await firstSort).ok()).toBe(true);
    await expect(page.getByRole("button", { name: "Move “Mergers” up" })).toBeEnabled();

    // Into a folder without sub-folders, with one write: Mergers into Litigation, dropped on the
    // lower half of its row well to the right (a move sideways by more than an indent nests it).
    const writes: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== "GET" && path.startsWith("/api/admin/catalog")) writes.push(`${request.method()} ${path}`);
    });
    const sorted = page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().endsWith("/api/admin/catalog/sort"),
    );
    await page.getByRole("treeitem", { name: /^Mergers/ }).dragTo(page.getByRole("treeitem", { name: /^Litigation/ }), {
      sourcePosition: { x: 160, y: 10 },
      targetPosition: { x: 260, y: 24 },
    });
    expect((await sorted).ok()).toBe(true);
    await expect(folderRows(page)).toHaveText([/Transactions/, /Litigation/, /Mergers/, /Financing/]);
    // Stored so, in every language.
    expect(await storedTree(page, 1, "en_US")).toEqual([{ Transactions: [{ Litigation: ["Mergers"] }, "Financing"] }]);
    expect(await storedTree(page, 1, "de_DE")).toEqual([{ Transaktionen: [{ Prozessführung: ["Fusionen"] }, "Finanzierung"] }]);
    expect(writes).toEqual(["PUT /api/admin/catalog/sort"]);
  });

  test("refuses a bad email in the site configuration and saves a good one", async ({ page }) => {
    await page.getByRole("menuitem", { name: "Site configuration" }).click();
    await page.getByLabel("Name of the firm").fill("Muster & Partner");
    await page.getByLabel("Email").fill("office-at-example");
    await page.getByRole("spinbutton", { name: "Lawyers" }).fill("42");
    await page.getByRole("switch", { name: "Show “Lawyers” on the website" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a valid email address, e.g. office@example.com")).toBeVisible();

    await page.getByLabel("Email").fill("office@muster.example");
    await expect(page.getByText("Please enter a valid email address, e.g. office@example.com")).toBeHidden();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Name of the firm")).toHaveValue("Muster & Partner");
    await expect(page.getByLabel("Email")).toHaveValue("office@muster.example");
    await expect(page.getByRole("spinbutton", { name: "Lawyers" })).toHaveValue("42");
    await expect(page.getByRole("switch", { name: "Show “Lawyers” on the website" })).toBeChecked();
  });
});

test.describe("accessibility of the content screens", () => {
  for (const path of ["articles/news/edit", "articles/news/folder", "site/config", "banner/list"]) {
    test(`/admin/${path} has no serious or critical axe violations`, async ({ browser }) => {
      // A context of its own: axe needs one (a bare page does not do).
      const context = await browser.newContext({ locale: "en-US" });
      const page = await context.newPage();
      await signInAsAdmin(page);
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});
