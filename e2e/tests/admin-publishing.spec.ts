import { expect, test } from "./support/journeys.ts";
import {
  adminApi,
  BACK_OFFICE_CALL,
  idIn,
  signInAsAdmin,
  slugIn,
  type Version,
  expectNoSeriousAxeViolations,
} from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";
import { enterSiteTime } from "./support/site-time.ts";

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
  const germanPage = slugAddress("news", "de_DE", slugIn(news, "de_DE"));
  const englishPage = slugAddress("news", "en_US", slugIn(news, "en_US"));

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const publishing = page.getByRole("tabpanel", { name: "Deutsch" }).getByRole("group", { name: "Publishing of the German version" });
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  await expect(publishing.getByText(/^On the website since .+ \(Europe\/Berlin\)$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Unpublished: the German page is gone (410: it was there), the English one still shows.
  await publishing.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("The German version is a draft again and no longer on the website")).toBeVisible();
  await expect(publishing.getByText("Draft", { exact: true })).toBeVisible();
  await expect(publishing.getByText("Not on the website")).toBeVisible();
  expect((await visitor.goto(germanPage))?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Diese Seite ist nicht mehr verfügbar");
  expect((await visitor.goto(englishPage))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Firm advises on a merger ${mark}`);

  // Published again: back on the website.
  await publishing.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("The German version is on the website now")).toBeVisible();
  await expect(publishing.getByText("Published", { exact: true })).toBeVisible();
  expect((await visitor.goto(germanPage))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Kanzlei berät bei einer Fusion ${mark}`);

  // Scheduled for 9:00 Berlin summer time next year: shown as such, and not public until then.
  const year = new Date().getFullYear() + 1;
  await publishing.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule the German version" });
  await expect(dialog.getByText("Times are the website's time, Europe/Berlin.")).toBeVisible();
  await enterSiteTime(dialog.getByLabel("Unpublish at", { exact: true }), `${year}-07-01 08:00`);
  await enterSiteTime(dialog.getByLabel("Publish at", { exact: true }), `${year}-07-01 09:00`);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog.getByText("Must come after the publishing time")).toBeVisible();
  await enterSiteTime(dialog.getByLabel("Unpublish at", { exact: true }), "");
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The German version's publishing is scheduled")).toBeVisible();
  await expect(publishing.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(publishing.getByText(`On the website from Jul 1, ${year}, 9:00 AM (Europe/Berlin)`)).toBeVisible();
  // Not public yet: its publication is cancelled, not unpublished; its history names the schedule by its time.
  await expect(publishing.getByRole("button", { name: "Cancel schedule" })).toBeVisible();
  await expect(publishing.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  await publishing.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of the German version" });
  await expect(history.getByRole("listitem").first()).toContainText(`Scheduled for Jul 1, ${year}, 9:00 AM (Europe/Berlin)`);
  await history.getByRole("button", { name: "Close" }).click();
  await expect(history).toBeHidden();
  // The dashboard's recent changes name it so too, the newest of them.
  await page.goto("/admin/dashboard");
  const recent = page.locator(".ant-card").filter({ hasText: "Recent changes" });
  await expect(recent.getByRole("listitem").first()).toContainText(`Kanzlei berät bei einer Fusion ${mark}`);
  await expect(recent.getByRole("listitem").first()).toContainText(`Scheduled for Jul 1, ${year}, 9:00 AM (Europe/Berlin)`);
  await page.goBack();
  expect((await visitor.goto(germanPage))?.status()).toBe(410);
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
  const publicPage = slugAddress("news", "en_US", slugIn(news, "en_US"));

  await signInAsAdmin(page);
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

  // The dashboard lists it as waiting, and leads back to its editor, on the version waiting.
  await page.goto("/admin/dashboard");
  const waiting = page.locator(".ant-card").filter({ hasText: "Waiting for publishing" });
  const line = waiting.getByRole("listitem").filter({ hasText: title });
  await expect(line.getByText("Unpublished changes")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await line.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${news[0]?.no}&lang=en_US$`));

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
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.locator(".ant-select-item-option", { hasText: "Draft" }).click();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/publishState=draft/);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("a German news item is copied to English, its references in English, and saved; then its date is backdated", async ({
  page,
  request,
}) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const LANGS = ["de_DE", "en_US"];
  const folder = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "de_DE", name: `Kopien ${mark}`, type: 0 },
    { lang: "en_US", name: `Copies ${mark}`, type: 0 },
  ]);
  const office = await send<Version[]>("POST", "/admin/office", [
    { lang: "de_DE", name: `Büro ${mark}` },
    { lang: "en_US", name: `Office ${mark}` },
  ]);
  const person = await send<Version[]>(
    "POST",
    "/admin/lawyerTeam",
    LANGS.map((lang) => ({ lang, name: `Clara Kopie ${mark}`, office: idIn(office, lang) })),
  );
  const tax = await send<Version[]>("POST", "/admin/professionalField", [
    { lang: "de_DE", name: `Steuerrecht ${mark}`, introduce: "" },
    { lang: "en_US", name: `Tax law ${mark}`, introduce: "" },
  ]);
  // Only in German: left out of the English version, and named.
  const inheritance = await send<Version[]>("POST", "/admin/professionalField", [
    { lang: "de_DE", name: `Erbrecht ${mark}`, introduce: "" },
  ]);
  const title = `Kanzlei begleitet Börsengang ${mark}`;
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "de_DE",
      cataId: idIn(folder, "de_DE"),
      coverUrl: "/favicon.svg",
      title,
      isLink: 0,
      content: "<p>Die Kanzlei hat den Börsengang begleitet.</p>",
      personIds: [idIn(person, "de_DE")],
      proFieldIds: [idIn(tax, "de_DE"), idIn(inheritance, "de_DE")],
    },
  ]);
  const no = news[0]?.no;

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${no}`);
  await expect(page.getByRole("tabpanel", { name: "Deutsch" }).getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Add language" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  const english = page.getByRole("tabpanel", { name: "English" });
  await english.getByRole("button", { name: /Copy from…/ }).click();
  await page.getByRole("menuitem", { name: "Copy from German" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Copy from German" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(english.getByText("Copied from German: translate the texts, then save.")).toBeVisible();
  await expect(english.getByText(new RegExp(`^Not copied, since they have no English version: Erbrecht ${mark}\\.`))).toBeVisible();
  await expect(english.getByLabel("Title")).toHaveValue(title);
  await expectNoSeriousAxeViolations(page);
  await english.getByLabel("Title").fill(`Firm advises on an IPO ${mark}`);
  // Every version names the same practice areas: the one without an English version goes from the German one too.
  await page.getByRole("tab", { name: "Deutsch" }).click();
  await page
    .getByRole("tabpanel", { name: "Deutsch" })
    .locator(".ant-select-selection-item", { hasText: `Erbrecht ${mark}` })
    .locator(".ant-select-selection-item-remove")
    .click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(english.getByRole("button", { name: /Copy from…/ })).toHaveCount(0);

  // The English version is a new draft naming the English versions of the same folder, person and practice area.
  const stored = await page.request.get(`/api/admin/latest-news/${no}`, { headers: BACK_OFFICE_CALL });
  type Stored = Version & {
    cataId: number;
    personIds: number[];
    proFieldIds: number[];
    publishState: string;
    content: string;
    createTime: string;
  };
  const versions = ((await stored.json()) as { result: Stored[] }).result;
  expect(versions.find((version) => version.lang === "en_US")).toMatchObject({
    title: `Firm advises on an IPO ${mark}`,
    content: "<p>Die Kanzlei hat den Börsengang begleitet.</p>",
    coverUrl: "/favicon.svg",
    cataId: idIn(folder, "en_US"),
    personIds: [idIn(person, "en_US")],
    proFieldIds: [idIn(tax, "en_US")],
    publishState: "draft",
  });

  // Backdated to an older date, entered in Berlin time: the website shows it.
  await page.getByRole("button", { name: /Change date…/ }).click();
  const dialog = page.getByRole("dialog", { name: "Date shown on the website" });
  await enterSiteTime(dialog.getByLabel("Date on the website"), "2019-06-03 10:30");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The date on the website is changed")).toBeVisible();
  await expect(page.getByText("Jun 3, 2019, 10:30 AM (Europe/Berlin)")).toBeVisible();
  const visitorAnswer = await page.request.get(`/api/user/latest-news/${idIn(news, "de_DE")}`);
  expect(((await visitorAnswer.json()) as { result: { createTime: string } }).result.createTime).toBe("2019-06-03T08:30:00.000Z");
});
