import { expect, test } from "./support/journeys.ts";
import { chooseFirstLanguage, signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { hasLoadedPicture, pngPicture } from "./support/pictures.ts";
import { expectCreatedItemEditor, publishEveryVersion } from "./support/publishing.ts";

// On a server of its own: the home page's honors are then exactly the one made here.
await useOwnServer();

test("writes an honor in English and German, edits it, and the site shows both versions", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/articles/honors/list");
  await page.getByRole("button", { name: "New honor" }).first().click();
  await chooseFirstLanguage(page);
  await expect(page.getByRole("heading", { level: 1, name: "New honor" })).toBeVisible();

  const english = page.getByRole("tabpanel", { name: "English" });
  await english.getByLabel("Title").fill("Law firm of the year 2030");
  await english.getByLabel("Cover image", { exact: true }).setInputFiles(await pngPicture(page, "trophy.png", "#daa520"));
  await expect(english.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", /^\/api\/upload\//);
  await english.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Named law firm of the year by a national directory.");

  await page.getByRole("button", { name: "Add language" }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  await german.getByLabel("Title").fill("Kanzlei des Jahres 2030");
  await german.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Von einem nationalen Verzeichnis ausgezeichnet.");

  await page.getByRole("button", { name: "Save" }).click();
  await expectCreatedItemEditor(page, /\/admin\/articles\/honors\/edit\?no=\d+$/, "English");

  // Edit the German version: saved in place, and the list shows both languages.
  await page.getByRole("tab", { name: "Deutsch" }).click();
  await german.getByLabel("Title").fill("Kanzlei des Jahres 2030 (Wirtschaftsrecht)");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // The back office saves drafts: nothing is on the website until each version is published.
  await publishEveryVersion(page, ["English", "Deutsch"]);
  await page.getByRole("button", { name: "Back to the list" }).click();
  const row = page.getByRole("row", { name: /Law firm of the year 2030/ });
  // Both versions are listed (up to date or behind the other's edit, by the order the saves came in: decision 0057).
  await expect(row.getByLabel(/^German: (up to date|out of date)$/)).toBeVisible();
  await expect(row.getByLabel(/^English: (up to date|out of date)$/)).toBeVisible();

  // The site: on the home page's accolades with its cover; its page switches to the German version.
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  await page.goto("/home");
  const accolades = page.getByRole("region", { name: "Accolades" });
  const cover = accolades.getByRole("listitem").filter({ hasText: "Law firm of the year 2030" }).locator("img");
  await expect(cover).toHaveAttribute("src", /^\/api\/upload\//);
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => hasLoadedPicture(cover)).toBe(true);
  await accolades.getByRole("link", { name: /Law firm of the year 2030/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Law firm of the year 2030");
  await expect(page.getByText("Named law firm of the year by a national directory.")).toBeVisible();

  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kanzlei des Jahres 2030 (Wirtschaftsrecht)");
  await expect(page.getByText("Von einem nationalen Verzeichnis ausgezeichnet.")).toBeVisible();
});
