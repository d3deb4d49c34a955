import { expect, test } from "@playwright/test";
import { adminApi, BACK_OFFICE_CALL, expectNoSeriousAxeViolations, idIn, logInAsAdmin, type Version } from "./support/admin-api.ts";

test("the editor unpublishes, publishes and schedules one language version of a news item", async ({ page, browser, request }) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: `Publishing ${mark}`, type: 0 },
    { lang: "de_DE", name: `Veröffentlichung ${mark}`, type: 0 },
  ]);
  const version = (lang: string, title: string) => ({
    lang,
    cataId: idIn(folder, lang),
    coverUrl: "/favicon.svg",
    title,
    isLink: 0,
    content: `<p>${title}</p>`,
  });
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    version("en_US", `Firm advises on a merger ${mark}`),
    version("de_DE", `Kanzlei berät bei einer Fusion ${mark}`),
  ]);
  const visitor = await browser.newPage();
  const germanPage = `/de/news/detail/${idIn(news, "de_DE")}`;
  const englishPage = `/en/news/detail/${idIn(news, "en_US")}`;

  await logInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const publishing = page.getByRole("tabpanel", { name: "Deutsch" }).getByRole("group", { name: "Publishing of the Deutsch version" });
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  await expect(publishing.getByText(/^On the website since .+ \(Europe\/Berlin\)$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Unpublished: the German page is gone, the English one still shows.
  await publishing.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("The Deutsch version is a draft again and no longer on the website")).toBeVisible();
  await expect(publishing.getByText("Draft", { exact: true })).toBeVisible();
  await expect(publishing.getByText("Not on the website")).toBeVisible();
  expect((await visitor.goto(germanPage))?.status()).toBe(404);
  expect((await visitor.goto(englishPage))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Firm advises on a merger ${mark}`);

  // Published again: back on the website.
  await publishing.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("The Deutsch version is on the website now")).toBeVisible();
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  expect((await visitor.goto(germanPage))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Kanzlei berät bei einer Fusion ${mark}`);

  // Scheduled for 9:00 Berlin summer time next year: shown as such, and not public until then.
  const year = new Date().getFullYear() + 1;
  await publishing.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the Deutsch version" });
  await expect(dialog.getByText("Times are the website's time, Europe/Berlin.")).toBeVisible();
  await dialog.getByLabel("Unpublish at", { exact: true }).fill(`${year}-07-01T08:00`);
  await dialog.getByLabel("Publish at", { exact: true }).fill(`${year}-07-01T09:00`);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("Must come after the publishing time")).toBeVisible();
  await dialog.getByLabel("Unpublish at", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The Deutsch version's publishing is scheduled")).toBeVisible();
  await expect(publishing.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(publishing.getByText(`On the website from Jul 1, ${year}, 9:00 AM (Europe/Berlin)`)).toBeVisible();
  expect((await visitor.goto(germanPage))?.status()).toBe(404);
  // The server holds that time in UTC: 07:00 (Berlin is two hours ahead in summer).
  const stored = await page.request.get(`/api/admin/latest-news/${news[0]?.no}`, { headers: BACK_OFFICE_CALL });
  expect(stored.ok()).toBe(true);
  const versions = ((await stored.json()) as { result: (Version & { publishAt: string | null })[] }).result;
  const germanPublishAt = versions.find((stored) => stored.lang === "de_DE")?.publishAt;
  expect(germanPublishAt && new Date(germanPublishAt).toISOString()).toBe(`${year}-07-01T07:00:00.000Z`);
  await visitor.close();

  // The list shows each row's state: the row is the English version, still published.
  await page.getByRole("button", { name: "Back to the list" }).click();
  const row = page.getByRole("row", { name: new RegExp(`Firm advises on a merger ${mark}`) });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
});

test("an edit of a published news item waits as a draft until it is published, or is discarded", async ({ page, browser, request }) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Drafts ${mark}`, type: 0 }]);
  const title = `Firm advises a Munich start-up ${mark}`;
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    { lang: "en_US", cataId: idIn(folder, "en_US"), coverUrl: "/favicon.svg", title, isLink: 0, content: "<p>First text.</p>" },
  ]);
  const visitor = await browser.newPage();
  const publicPage = `/en/news/detail/${idIn(news, "en_US")}`;

  await logInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);
  const english = page.getByRole("tabpanel", { name: "English" });
  const publishing = english.getByRole("group", { name: "Publishing of the English version" });
  await english.getByLabel("Title").fill(`${title}, revised`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // Saved as a draft: the editor says so and what it changes; the website still shows the old title.
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await expect(
    publishing.getByText(/^Saved .+ \(Europe\/Berlin\) by .+; the website still shows the published version\. Changed: Title\.$/),
  ).toBeVisible();
  await expect(english.getByLabel("Title")).toHaveValue(`${title}, revised`);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoSeriousAxeViolations(page);

  // The dashboard lists it as waiting, and leads back to its editor.
  await page.goto("/admin/dashboard");
  const waiting = page.locator(".ant-card").filter({ hasText: "Waiting for publishing" });
  const line = waiting.getByRole("listitem").filter({ hasText: title });
  await expect(line.getByText("Unpublished changes")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await line.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${news[0]?.no}$`));

  // Published: the website shows the edit.
  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();
  await expect(publishing.getByText("Unpublished changes")).toHaveCount(0);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${title}, revised`);

  // Another edit, discarded: the form shows the published title again and the website never changed.
  await english.getByLabel("Title").fill(`${title}, a mistake`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(publishing.getByText("Unpublished changes")).toBeVisible();
  await publishing.getByRole("button", { name: "Discard changes" }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByText("The English version's unpublished changes are discarded")).toBeVisible();
  await expect(english.getByLabel("Title")).toHaveValue(`${title}, revised`);
  await visitor.goto(publicPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${title}, revised`);
  await visitor.close();

  // The list marks pending changes and filters by state.
  await page.getByRole("button", { name: "Back to the list" }).click();
  await page.getByLabel("Status").click();
  await page.locator(".ant-select-item-option", { hasText: "Draft" }).click();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/publishState=draft/);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});
