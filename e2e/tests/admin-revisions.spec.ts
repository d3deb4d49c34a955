import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, slugIn, signInAsAdmin, type Version, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";

/** Writes a new title and text into the open English version, saves it and publishes the change. */
async function saveAndPublish(page: Page, english: Locator, title: string, text: string) {
  await english.getByLabel("Title").fill(title);
  await english.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await page.getByRole("button", { name: "Save" }).click();
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
}

test("the history compares two revisions of a news item and restores the first as unpublished changes", async ({
  page,
  browser,
  request,
}) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Revisions ${mark}`, type: 0 }]);
  const first = `Firm opens a Munich office ${mark}`;
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: "/favicon.svg",
      title: first,
      isLink: 0,
      content: "<p>The firm advises banks in Munich.</p>",
    },
  ]);
  const visitor = await browser.newPage();
  const publicPage = slugAddress("news", "en_US", slugIn(news, "en_US"));

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);
  const english = page.getByRole("tabpanel", { name: "English" });
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await saveAndPublish(page, english, `${first}, second`, "The firm advises large banks in Munich.");
  const latest = `${first}, third`;
  await saveAndPublish(page, english, latest, "The firm advises large banks in Berlin.");

  // The history: five revisions, newest first (two publications, two drafts, the creation).
  await publishing.getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "History of the English version" });
  const entries = drawer.getByRole("listitem");
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText("Published");
  await expect(entries.first()).toContainText("(Europe/Berlin)");
  await expect(entries.last()).toContainText("Saved");

  // The first and the latest compared: the title old and new, the text's deleted and inserted words.
  await entries.last().getByRole("checkbox").check();
  await entries.first().getByRole("checkbox").check();
  const comparison = drawer.getByRole("region", { name: "Comparison of two revisions" });
  await expect(comparison.locator("del", { hasText: first }).first()).toHaveText(first);
  await expect(comparison.locator("ins", { hasText: latest })).toHaveText(latest);
  await expect(comparison.locator("del", { hasText: "Munich." })).toBeVisible();
  await expect(comparison.locator("ins", { hasText: "Berlin." })).toBeVisible();
  await expect(comparison.locator("ins", { hasText: "large" })).toBeVisible();
  await expect(comparison.getByText(/^Unchanged: .*Cover image/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Restored: unpublished changes with the old title in the form; the website keeps the latest until published.
  await entries
    .last()
    .getByRole("button", { name: /^Restore the revision of / })
    .click();
  await page.getByRole("tooltip").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/^The revision of .+ is restored in the English version$/)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await expect(english.getByLabel("Title")).toHaveValue(first);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(latest);

  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(first);
  await visitor.close();
});
