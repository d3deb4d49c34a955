import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { hasLoadedPicture, pngPicture } from "./support/pictures.ts";

// On a server of its own: the home page's banners are then exactly the ones made here.
await useOwnServer();

/**
 * Publishes a banner's saved fields from its dialog (decision 0035): the back office saves drafts,
 * so a new banner, or a published one's edit, reaches the home page only through Publish now or
 * Publish changes. The dialog is closed again.
 */
async function publishBanner(page: Page, title: string, button: "Publish now" | "Publish changes") {
  await page.getByRole("button", { name: `Edit “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit banner" });
  const publishing = dialog.getByRole("group", { name: "Publishing of the English version" });
  // A published banner with changes already says "Published": wait for the call's answer, not for that text.
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/admin/banner/publish"));
  await publishing.getByRole("button", { name: button }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
}

test("creates and publishes two banners with pictures, edits and pins the older one, publishes its changes, and the home page shows it first", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/banner/list");
  await expect(page.getByText("No banners yet")).toBeVisible();

  for (const banner of [
    { title: "Clarity in complex matters", subtitle: "Business law from Munich", color: "#1f4e79" },
    { title: "Summer seminar", subtitle: "Employment law update", color: "#b8860b" },
  ]) {
    await page.getByRole("button", { name: "New banner" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New banner" });
    await dialog.getByLabel("Picture").setInputFiles(await pngPicture(page, "banner.png", banner.color, 240));
    await expect(dialog.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", /^\/api\/upload\//);
    await dialog.getByLabel("Title", { exact: true }).fill(banner.title);
    await dialog.getByLabel("Subtitle").fill(banner.subtitle);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(banner.title) });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await publishBanner(page, banner.title, "Publish now");
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
  }
  const rows = page.locator("tbody").getByRole("row");
  // Newest first while none is pinned.
  await expect(rows).toHaveText([/Summer seminar/, /Clarity in complex matters/]);

  // Edit the older one, published: a new title, a link to the people page, and pinned. The pin
  // takes effect at once; the title and link are unpublished changes.
  await page.getByRole("button", { name: "Edit “Clarity in complex matters”" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit banner" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Clarity in complex matters");
  await dialog.getByLabel("Title", { exact: true }).fill("Clarity in every complex matter");
  await dialog.getByLabel("Link").fill("/people");
  await dialog.getByRole("switch", { name: "Pinned" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveText([/Clarity in complex matters/, /Summer seminar/]);
  await expect(rows.first().getByText("Unpublished changes")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Pin “Clarity in complex matters”" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Pin “Summer seminar”" })).not.toBeChecked();

  // The site's home still shows the published banner: pinned first, with its old title and no link.
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  await page.goto("/home");
  const carousel = page.getByRole("region", { name: "Highlights" });
  await expect(carousel.getByRole("group", { name: "1 of 2" }).getByText("Clarity in complex matters")).toBeVisible();
  await expect(carousel.getByText("Clarity in every complex matter")).toHaveCount(0);

  // Its dialog shows the unpublished changes and what they change; Publish changes puts them on the website.
  await page.goto("/admin/banner/list");
  await page.getByRole("button", { name: "Edit “Clarity in complex matters”" }).click();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Clarity in every complex matter");
  await expect(dialog.getByText(/Title, Link/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await publishBanner(page, "Clarity in complex matters", "Publish changes");
  await expect(rows).toHaveText([/Clarity in every complex matter/, /Summer seminar/]);

  // The site's home: the pinned banner is the first slide, with its picture, texts and link (a
  // link to one of the site's routes keeps the page's language).
  await page.goto("/home");
  const first = carousel.getByRole("group", { name: "1 of 2" });
  await expect(first.getByText("Clarity in every complex matter")).toBeVisible();
  await expect(first.getByText("Business law from Munich")).toBeVisible();
  await expect(first.getByRole("link", { name: "Details" })).toHaveAttribute("href", "/en/people");
  const picture = first.locator("img");
  await expect(picture).toHaveAttribute("src", /^\/api\/upload\//);
  await expect.poll(() => hasLoadedPicture(picture)).toBe(true);

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("group", { name: "2 of 2" }).getByText("Summer seminar")).toBeVisible();
});
