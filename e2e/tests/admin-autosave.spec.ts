import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, signInAsAdmin, slugIn, type Version } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";

test("the editor saves a news item's draft by itself once the typing stops; the website keeps the published text", async ({
  page,
  browser,
  request,
}) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Autosave ${mark}`, type: 0 }]);
  const title = `Firm opens a Hamburg office ${mark}`;
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    { lang: "en_US", cataId: idIn(folder, "en_US"), coverUrl: "/favicon.svg", title, isLink: 0, content: "<p>First text.</p>" },
  ]);
  const editor = `/admin/articles/news/edit?no=${news[0]?.no}`;
  // Leaving with unsaved edits would ask first: a reload that asks fails the journey.
  page.on("dialog", (dialog) => {
    throw new Error(`The page asked before leaving: ${dialog.message()}`);
  });

  await signInAsAdmin(page);
  await page.goto(editor);
  const english = page.getByRole("tabpanel", { name: "English" });
  const saveBar = page.getByRole("status").filter({ hasText: /Unsaved changes|Saving…|Saved as draft|Not saved/ });
  await english.getByLabel("Title").press("End");
  await english.getByLabel("Title").pressSequentially(", revised");
  await expect(saveBar).toHaveText("Unsaved changes");

  // A few seconds later, without a click: saved as a draft, at the Berlin time of day.
  await expect(saveBar).toHaveText(/^Saved as draft at \d{1,2}:\d{2} [AP]M$/, { timeout: 15_000 });
  await expect(english.getByLabel("Title")).toBeFocused();
  await page.reload();
  await expect(english.getByLabel("Title")).toHaveValue(`${title}, revised`);
  await expect(english.getByRole("group", { name: "Publishing of the English version" }).getByText("Unpublished changes")).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(slugAddress("news", "en_US", slugIn(news, "en_US")));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.close();

  // A title emptied is not saved: the field and the save bar say why.
  await english.getByLabel("Title").clear();
  await expect(saveBar).toHaveText("Not saved: please check the marked fields", { timeout: 15_000 });
  await expect(english.getByText("Please enter a title")).toBeVisible();
  await english.getByLabel("Title").fill(`${title}, revised twice`);
  await expect(saveBar).toHaveText(/^Saved as draft at /, { timeout: 15_000 });
  await page.reload();
  await expect(english.getByLabel("Title")).toHaveValue(`${title}, revised twice`);
});
