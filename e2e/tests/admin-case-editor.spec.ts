import { expect, test } from "./support/journeys.ts";
import { adminApi, chooseFirstLanguage, signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { pngPicture } from "./support/pictures.ts";
import { expectCreatedItemEditor, publishEveryVersion } from "./support/publishing.ts";

// On a server of its own: other specs count the case analysis folders of the shared one.
await useOwnServer();

test("writes a case analysis in English and German, edits it, and the site shows both versions", async ({ page, request }) => {
  const send = await adminApi(request);
  await send("POST", "/admin/catalog", [
    { lang: "en_US", name: "Transactions", type: 1 },
    { lang: "de_DE", name: "Transaktionen", type: 1 },
  ]);

  await signInAsAdmin(page);
  await page.goto("/admin/articles/cases/list");
  await page.getByRole("button", { name: "New case analysis" }).first().click();
  await chooseFirstLanguage(page);
  await expect(page.getByRole("heading", { level: 1, name: "New case analysis" })).toBeVisible();

  const english = page.getByRole("tabpanel", { name: "English" });
  await english.getByLabel("Title").fill("Acquisition of a Bavarian machine builder");
  await english.getByRole("combobox", { name: "Folder" }).fill("Trans");
  await page.keyboard.press("Enter");
  await english.getByLabel("Cover image", { exact: true }).setInputFiles(await pngPicture(page, "factory.png", "#2e8b57"));
  await expect(english.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", /^\/api\/upload\//);
  await english.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("We advised the buyer on the whole transaction.");

  // The German version starts in the same folder, with the same cover.
  await page.getByRole("button", { name: "Add language" }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  await expect(german.getByText("Transaktionen")).toBeVisible();
  await expect(german.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", /^\/api\/upload\//);
  await german.getByLabel("Title").fill("Erwerb eines bayerischen Maschinenbauers");
  await german.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Wir haben die Käuferin bei der gesamten Transaktion beraten.");

  await page.getByRole("button", { name: "Save" }).click();
  await expectCreatedItemEditor(page, /\/admin\/articles\/cases\/edit\?no=\d+$/, "English");

  // Edit the English title: saved in place, and the list shows the new one with both languages.
  await page.getByRole("tab", { name: "English" }).click();
  await english.getByLabel("Title").fill("Acquisition of a Bavarian machine builder by a US investor");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // The back office saves drafts: nothing is on the website until each version is published.
  await publishEveryVersion(page, ["English", "Deutsch"]);
  await page.getByRole("button", { name: "Back to the list" }).click();
  const row = page.getByRole("row", { name: /Acquisition of a Bavarian machine builder by a US investor/ });
  // Both versions are listed (up to date or behind the other's edit, by the order the saves came in: decision 0057).
  await expect(row.getByLabel(/^German: (up to date|out of date)$/)).toBeVisible();
  await expect(row.getByLabel(/^English: (up to date|out of date)$/)).toBeVisible();

  // The site: listed under its folder in English, and its page switches to the German version.
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  await page.goto("/case");
  await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Transactions" }).click();
  await page.getByRole("link", { name: /Acquisition of a Bavarian machine builder by a US investor/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acquisition of a Bavarian machine builder by a US investor");
  await expect(page.getByText("We advised the buyer on the whole transaction.")).toBeVisible();

  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erwerb eines bayerischen Maschinenbauers");
  await expect(page.getByText("Wir haben die Käuferin bei der gesamten Transaktion beraten.")).toBeVisible();
});
