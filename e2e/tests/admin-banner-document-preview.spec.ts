import { expect, test } from "./support/journeys.ts";
import { adminApi, signInAsAdmin, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// On a server of its own: the home page's banners and the legal documents are then exactly the ones made here.
await useOwnServer();

test("a published banner's draft is previewed on its home page from its dialog, while the website keeps the published title", async ({
  page,
  browser,
  request,
}) => {
  const send = await adminApi(request);
  // The specification's create publishes at once.
  const banner = await send<{ id: number }>("POST", "/admin/banner", {
    lang: "en_US",
    imgPath: "/favicon.svg",
    imgAlt: "The firm's sign",
    title: "Clarity in complex matters",
    subTitle: "Business law from Munich",
  });

  await signInAsAdmin(page);
  await page.goto("/admin/banner/list");
  await page.getByRole("button", { name: "Edit “Clarity in complex matters”" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit banner" });
  await dialog.getByLabel("Title", { exact: true }).fill("Clarity in every complex matter");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Clarity in complex matters/ }).getByText("Unpublished changes")).toBeVisible();

  // Preview from the dialog: the home page of the banner's language, in a new tab, with the draft's title.
  await page.getByRole("button", { name: "Edit “Clarity in complex matters”" }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("group", { name: "Preview" }).getByRole("link", { name: "Preview" }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/preview/en/home\\?banner=${banner.id}$`));
  await expect(tab.getByRole("complementary", { name: "Preview" })).toContainText("Changes not yet published");
  const carousel = tab.getByRole("region", { name: "Highlights" });
  await expect(carousel.getByText("Clarity in every complex matter")).toBeVisible();
  await expect(carousel.getByText("Clarity in complex matters")).toHaveCount(0);
  // The preview's notice is above the page.
  const notice = await tab.getByRole("complementary", { name: "Preview" }).boundingBox();
  const slides = await carousel.boundingBox();
  expect(notice && slides && notice.y + notice.height <= slides.y).toBe(true);
  await expect(tab.locator("html[data-hydrated]")).toBeAttached();
  await expectNoSeriousAxeViolations(tab);
  await tab.close();

  // Visitors' home page keeps the published title.
  const visitor = await browser.newPage();
  await visitor.goto("/en/home");
  const publicCarousel = visitor.getByRole("region", { name: "Highlights" });
  await expect(publicCarousel.getByText("Clarity in complex matters")).toBeVisible();
  await expect(publicCarousel.getByText("Clarity in every complex matter")).toHaveCount(0);
  await visitor.close();
});

test("a legal document's English version copied from the German one is saved as a draft, previewed, published, and its history compares the save with the publication", async ({
  page,
  browser,
  request,
}) => {
  // A long journey (save, preview in a second tab, publish, History): about 30 s on a quiet 2-core machine.
  test.setTimeout(90_000);
  const send = await adminApi(request);
  const german = { title: "Datenschutzerklärung", content: "<p>Wir speichern Ihre Daten zwei Jahre.</p>" };
  // The specification's save publishes at once.
  await send("PUT", "/admin/docs/privacy", { lang: "de_DE", ...german });
  const visitor = await browser.newPage();

  await signInAsAdmin(page);
  await page.goto("/admin/docs?name=privacy&lang=en_US");
  await expect(page.getByText("This document has no English version yet. Write it and save.")).toBeVisible();
  await page.getByRole("button", { name: /Copy from…/ }).click();
  await page.getByRole("menuitem", { name: "Copy from German" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Copy from German" }).click();
  await expect(page.getByText("Copied from German: translate the texts, then save.")).toBeVisible();
  const titleField = page.getByLabel("Title");
  const textField = page.getByRole("textbox", { name: "Text" });
  await expect(titleField).toHaveValue(german.title);
  await expect(textField).toHaveText("Wir speichern Ihre Daten zwei Jahre.");
  // Once the confirmation has faded out (axe would read it half transparent).
  await expect(page.locator(".ant-modal-confirm")).toBeHidden();
  await expectNoSeriousAxeViolations(page);

  // Translated and saved: a draft, since every back-office save is one.
  await titleField.fill("Privacy policy");
  await textField.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("We keep your data for two years.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const publishing = page.getByRole("group", { name: "Publishing of the English version" });
  await expect(publishing.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Copy from…/ })).toHaveCount(0);

  // Preview: the document's page in English, with the draft.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("group", { name: "Preview" }).getByRole("link", { name: "Preview" }).click(),
  ]);
  await expect(tab).toHaveURL(/\/preview\/en\/docs\/privacy$/);
  await expect(tab.getByRole("complementary", { name: "Preview" })).toContainText("A draft: visitors do not see this page.");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(tab.getByText("We keep your data for two years.")).toBeVisible();
  await expect(tab.locator("html[data-hydrated]")).toBeAttached();
  await expectNoSeriousAxeViolations(tab);
  await tab.close();

  // Visitors still get the German version, the only published one.
  await visitor.goto("/en/docs/privacy");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(german.title);

  await publishing.getByRole("button", { name: "Publish now" }).click();
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  await visitor.goto("/en/docs/privacy");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(visitor.getByText("We keep your data for two years.")).toBeVisible();
  await visitor.close();

  // The history: the save and the publication, compared.
  await publishing.getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "History of the English version" });
  const entries = drawer.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("Published");
  await expect(entries.last()).toContainText("Saved");
  await entries.last().getByRole("checkbox").check();
  await entries.first().getByRole("checkbox").check();
  const comparison = drawer.getByRole("region", { name: "Comparison of two revisions" });
  await expect(comparison.getByText("The two revisions have the same fields.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
