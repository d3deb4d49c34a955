import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";

// The back office's shared screen patterns (list search, paging after a delete, pin switch,
// per-language records, the article editor's address) through the real screens. Each test writes
// its own content through the admin API, with names unique to the run, and removes it afterwards:
// the specs after this one count the people, news and banners of the shared server.

/** Makes names unique to this run, so that nothing another test or spec wrote can match them. */
const RUN = Date.now().toString(36);

/** The admin API with the session the browser logged in with; a failure fails the test with the server's answer. */
async function call<T = unknown>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, headers: BACK_OFFICE_CALL, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** DELETE addresses of what the running test created, removed after it, last first (news before their folder). */
let created: string[] = [];

async function removeCreated(page: Page) {
  for (const path of created.reverse()) {
    const response = await page.request.delete(`/api${path}`, { headers: BACK_OFFICE_CALL });
    // 404: the test deleted it itself.
    expect([200, 404], `DELETE ${path}: ${await response.text()}`).toContain(response.status());
  }
  created = [];
}

/** A news folder in English; answers its id. */
async function createNewsFolder(page: Page, name: string): Promise<number> {
  const versions = await call<Version[]>(page, "POST", "/admin/catalog", [{ lang: "en_US", name, type: 0 }]);
  const id = idIn(versions, "en_US");
  created.push(`/admin/catalog/${id}`);
  return id;
}

interface NewsVersion extends Version {
  title: string;
  content: string;
  isLink: number;
  contentUrl: string | null;
}

/** An English news item in the folder (an external link when `contentUrl` is given); answers its `no`. */
async function createNews(page: Page, cataId: number, title: string, contentUrl?: string): Promise<number> {
  const [version] = await call<NewsVersion[]>(page, "POST", "/admin/latest-news", [
    contentUrl
      ? { lang: "en_US", cataId, coverUrl: "/favicon.svg", title, isLink: 1, contentUrl }
      : { lang: "en_US", cataId, coverUrl: "/favicon.svg", title, isLink: 0, content: `<p>About ${title}.</p>` },
  ]);
  if (!version) throw new Error("No version saved");
  created.push(`/admin/latest-news?no=${version.no}`);
  return version.no;
}

interface Paged<T> {
  result: T[];
  pageable: { totalCount: number };
}

/** The admin news list as the server answers it, with the whole envelope (for the total). */
async function newsList(page: Page, query: Record<string, string>): Promise<Paged<{ no: number; title: string }>> {
  const response = await page.request.get("/api/admin/latest-news", { params: { lang: "en_US", ...query }, headers: BACK_OFFICE_CALL });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Paged<{ no: number; title: string }>;
}

/** The data rows of the list table on screen (the header row has no link or switch). */
function tableRows(page: Page) {
  return page
    .locator("tbody")
    .getByRole("row")
    .filter({ has: page.getByRole("switch") });
}

/**
 * Counts the "Request error" notifications the page ever shows (they close by themselves after a
 * few seconds, so looking once would miss one). Call before the page loads.
 */
async function countRequestErrorNotifications(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Node>();
    const record = window as unknown as { requestErrorNotifications: number };
    record.requestErrorNotifications = 0;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll(".ant-notification-notice")) {
        if (seen.has(notice) || !notice.textContent?.includes("Request error")) continue;
        seen.add(notice);
        record.requestErrorNotifications++;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** What the page says itself was not repeated by a "Request error" notification at any moment. */
async function expectNoRequestErrorNotification(page: Page) {
  // A notification follows a failure within a few frames.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { requestErrorNotifications: number }).requestErrorNotifications)).toBe(0);
}

test.describe("list screens of the back office", () => {
  test.beforeEach(async ({ page }) => {
    created = [];
    await signInAsAdmin(page);
  });
  test.afterEach(async ({ page }) => {
    await removeCreated(page);
  });

  test("the news list's search narrows the rows, lives in the address, and Reset shows every row again", async ({ page }) => {
    const folder = await createNewsFolder(page, `Search ${RUN}`);
    const arbitration = `Arbitration update ${RUN}`;
    const banking = `Banking briefing ${RUN}`;
    await createNews(page, folder, arbitration);
    await createNews(page, folder, banking);

    await page.goto("/admin/articles/news/list");
    const rows = tableRows(page);
    await expect(rows.filter({ hasText: arbitration })).toHaveCount(1);
    await expect(rows.filter({ hasText: banking })).toHaveCount(1);
    const everything = await newsList(page, {});
    await expect(page.getByText(`${everything.pageable.totalCount} in total`)).toBeVisible();

    const titleField = page.getByRole("textbox", { name: "Title" });
    await titleField.fill(`update ${RUN}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/list\\?title=update\\+${RUN}$`));
    await expect(rows).toHaveText([new RegExp(arbitration)]);
    await expect(page.getByText("1 in total")).toBeVisible();

    // The search is in the address: a reload (or a shared link) shows the same search.
    await page.reload();
    await expect(titleField).toHaveValue(`update ${RUN}`);
    await expect(rows).toHaveText([new RegExp(arbitration)]);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/list$/);
    await expect(titleField).toHaveValue("");
    await expect(rows.filter({ hasText: banking })).toHaveCount(1);
    await expect(rows.filter({ hasText: arbitration })).toHaveCount(1);
    await expect(page.getByText(`${everything.pageable.totalCount} in total`)).toBeVisible();

    // No match is not an empty list.
    await titleField.fill(`no such title ${RUN}`);
    await titleField.press("Enter");
    await expect(page).toHaveURL(/\?title=no\+such\+title/);
    await expect(page.getByText("Nothing matches your search")).toBeVisible();
    await expect(page.getByText("Nothing here yet")).toHaveCount(0);
    await expect(rows).toHaveCount(0);
  });

  test("the people list's search narrows the rows by name, and says when nothing matches", async ({ page }) => {
    const [office] = await call<Version[]>(page, "POST", "/admin/office", [{ lang: "en_US", name: `Office ${RUN}` }]);
    if (!office) throw new Error("No office saved");
    created.push(`/admin/office/${office.id}`);
    const names = [`Astrid Lindqvist ${RUN}`, `Bruno Castellano ${RUN}`];
    for (const name of names) {
      const [person] = await call<Version[]>(page, "POST", "/admin/lawyerTeam", [{ lang: "en_US", name, office: office.id }]);
      if (!person) throw new Error("No person saved");
      created.push(`/admin/lawyerTeam/${person.id}`);
    }
    const [lindqvist, castellano] = names as [string, string];

    await page.goto("/admin/people/list");
    const rows = tableRows(page);
    await expect(rows.filter({ hasText: lindqvist })).toHaveCount(1);
    await expect(rows.filter({ hasText: castellano })).toHaveCount(1);

    const nameField = page.getByRole("textbox", { name: "Name" });
    await nameField.fill(`lindqvist ${RUN}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/people/list\\?name=lindqvist\\+${RUN}$`));
    await expect(rows).toHaveText([new RegExp(lindqvist)]);
    await expect(page.getByText("1 in total")).toBeVisible();

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/admin\/people\/list$/);
    await expect(nameField).toHaveValue("");
    await expect(rows.filter({ hasText: lindqvist })).toHaveCount(1);
    await expect(rows.filter({ hasText: castellano })).toHaveCount(1);

    await nameField.fill(`nobody ${RUN}`);
    await nameField.press("Enter");
    await expect(page.getByText("Nothing matches your search")).toBeVisible();
    await expect(page.getByText("No people yet")).toHaveCount(0);
    await expect(rows).toHaveCount(0);
  });

  test("the search fields follow the address when the menu or the browser's Back changes it", async ({ page }) => {
    const folder = await createNewsFolder(page, `Menu ${RUN}`);
    const copyright = `Copyright notes ${RUN}`;
    const data = `Data protection notes ${RUN}`;
    await createNews(page, folder, copyright);
    await createNews(page, folder, data);

    await page.goto("/admin/articles/news/list");
    const titleField = page.getByRole("textbox", { name: "Title" });
    await titleField.fill(copyright);
    await titleField.press("Enter");
    const rows = tableRows(page);
    await expect(rows).toHaveText([new RegExp(copyright)]);

    await page.getByRole("menuitem", { name: "News list" }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/list$/);
    await expect(rows.filter({ hasText: data })).toHaveCount(1);
    await expect(titleField).toHaveValue("");

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/list\?/);
    await expect(titleField).toHaveValue(copyright);
    await expect(rows).toHaveText([new RegExp(copyright)]);
  });

  test("deleting the last row of page 2 steps back to page 1, keeping the search", async ({ page }) => {
    // One more item than the default page size (10): page 2 holds exactly one row.
    const prefix = `Paging ${RUN}`;
    const folder = await createNewsFolder(page, prefix);
    for (let index = 1; index <= 11; index++) await createNews(page, folder, `${prefix} item ${String(index).padStart(2, "0")}`);
    // Outside the search, so that the whole list and the search differ in their totals.
    await createNews(page, folder, `Elsewhere ${RUN}`);
    const searched = new RegExp(`/admin/articles/news/list\\?title=Paging\\+${RUN}$`);

    // Typed the moment the field appears, before the list has loaded: what is typed is searched.
    await page.goto("/admin/articles/news/list");
    await page.getByRole("textbox", { name: "Title" }).fill(prefix);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(searched);
    const rows = tableRows(page);
    await expect(rows).toHaveCount(10);
    await expect(page.getByText("11 in total")).toBeVisible();

    await page.getByRole("listitem", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/list\\?title=Paging\\+${RUN}&page=2$`));
    await expect(rows).toHaveCount(1);
    const lastTitle = (await rows.getByRole("link").textContent()) ?? "";
    expect(lastTitle).toContain(prefix);

    await rows.getByRole("button", { name: `Delete “${lastTitle}”` }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`“${lastTitle}” deleted`)).toBeVisible();
    await expect(page).toHaveURL(searched);
    await expect(rows).toHaveCount(10);
    await expect(page.getByText("10 in total")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "1", exact: true })).toHaveClass(/ant-pagination-item-active/);
    await expect(rows.filter({ hasText: lastTitle })).toHaveCount(0);

    const stored = await newsList(page, { title: prefix, pageSize: "100" });
    expect(stored.pageable.totalCount).toBe(10);
    expect(stored.result.map((row) => row.title)).not.toContain(lastTitle);

    // Back does not land on the page that no longer exists.
    await page.goBack();
    await expect(page).toHaveURL(searched);
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(prefix);
  });

  test("an address past the last page shows the last page, and Back skips it", async ({ page }) => {
    const prefix = `Past the end ${RUN}`;
    const folder = await createNewsFolder(page, prefix);
    for (let index = 1; index <= 11; index++) await createNews(page, folder, `${prefix} item ${String(index).padStart(2, "0")}`);

    await page.goto("/admin/people/list");
    await page.goto(`/admin/articles/news/list?title=Past+the+end+${RUN}&page=5`);
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/list\\?title=Past\\+the\\+end\\+${RUN}&page=2$`));
    const rows = tableRows(page);
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("listitem", { name: "2", exact: true })).toHaveClass(/ant-pagination-item-active/);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/people\/list$/);
  });

  test("pins banners with the switch: several may be pinned, and the pins outlast a reload", async ({ page }) => {
    // The server pins a banner without unpinning the others (banners.admin.service setBannerTop), so two stay pinned together.
    const older = `Spring reception ${RUN}`;
    const newer = `Summer seminar ${RUN}`;
    const ids: Record<string, number> = {};
    for (const title of [older, newer]) {
      const banner = await call<{ id: number }>(page, "POST", "/admin/banner", { lang: "en_US", imgPath: "/favicon.svg", title });
      created.push(`/admin/banner/${banner.id}`);
      ids[title] = banner.id;
    }
    const storedTop = async (title: string) => (await call<{ top: number }>(page, "GET", `/admin/banner/detail/${ids[title]}`)).top;
    const mine = tableRows(page).filter({ hasText: RUN });
    const pinOf = (title: string) => page.getByRole("switch", { name: `Pin “${title}”` });

    await page.goto("/admin/banner/list");
    // Newest first while neither is pinned.
    await expect(mine).toHaveText([new RegExp(newer), new RegExp(older)]);
    await expect(pinOf(older)).not.toBeChecked();

    await pinOf(older).click();
    await expect(page.getByText("Banner pinned")).toBeVisible();
    await expect(pinOf(older)).toBeChecked();
    // Pinned banners come first.
    await expect(mine).toHaveText([new RegExp(older), new RegExp(newer)]);
    expect(await storedTop(older)).toBe(1);

    await expect(pinOf(newer)).toBeEnabled();
    await pinOf(newer).click();
    await expect(pinOf(newer)).toBeChecked();
    await expect(pinOf(older)).toBeChecked();

    await page.reload();
    await expect(pinOf(older)).toBeChecked();
    await expect(pinOf(newer)).toBeChecked();
    expect([await storedTop(older), await storedTop(newer)]).toEqual([1, 1]);

    await pinOf(older).click();
    await expect(page.getByText("Banner unpinned")).toBeVisible();
    await page.reload();
    await expect(pinOf(older)).not.toBeChecked();
    await expect(pinOf(newer)).toBeChecked();
    await expect(mine).toHaveText([new RegExp(newer), new RegExp(older)]);
    expect([await storedTop(older), await storedTop(newer)]).toEqual([0, 1]);
  });

  test("opening a news item at the other editor's address ends at the editor its kind needs", async ({ page }) => {
    const folder = await createNewsFolder(page, `Editors ${RUN}`);
    const plainTitle = `Plain article ${RUN}`;
    const linkedTitle = `Linked article ${RUN}`;
    const plain = await createNews(page, folder, plainTitle);
    const linked = await createNews(page, folder, linkedTitle, "https://example.com/interview");
    const english = page.getByRole("tabpanel", { name: "English" });

    // A normal item at the external link editor's address, typed while on the news list.
    await page.goto("/admin/articles/news/list");
    await page.goto(`/admin/articles/news/edit-external?no=${plain}`);
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${plain}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit news" })).toBeVisible();
    await expect(english.getByLabel("Title")).toHaveValue(plainTitle);
    await expect(english.getByRole("textbox", { name: "Content" })).toContainText(`About ${plainTitle}.`);
    await expect(english.getByLabel("Address of the article")).toHaveCount(0);
    // The wrong address was replaced: Back leads to where we came from.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/articles\/news\/list$/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${plain}$`));
    // Saving there keeps it a normal item with its text.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    const [plainStored] = await call<NewsVersion[]>(page, "GET", `/admin/latest-news/${plain}`);
    expect(plainStored).toMatchObject({ isLink: 0, title: plainTitle, content: `<p>About ${plainTitle}.</p>` });

    // An external link at the normal editor's address.
    await page.goto(`/admin/articles/news/edit?no=${linked}`);
    await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit-external\\?no=${linked}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit external news" })).toBeVisible();
    await expect(english.getByLabel("Title")).toHaveValue(linkedTitle);
    await expect(english.getByLabel("Address of the article")).toHaveValue("https://example.com/interview");
    await expect(english.getByRole("textbox", { name: "Content" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    const [linkedStored] = await call<NewsVersion[]>(page, "GET", `/admin/latest-news/${linked}`);
    expect(linkedStored).toMatchObject({ isLink: 1, title: linkedTitle, contentUrl: "https://example.com/interview" });
  });

  test("a list that cannot be loaded says so once, in the page, and Try again loads it", async ({ page }) => {
    const folder = await createNewsFolder(page, `Unreachable ${RUN}`);
    const title = `Reachable again ${RUN}`;
    await createNews(page, folder, title);
    await countRequestErrorNotifications(page);
    for (const [path, listCall, shownAgain] of [
      ["/admin/articles/news/list", /\/api\/admin\/latest-news\?/, title],
      ["/admin/articles/news/folder", /\/api\/admin\/catalog\?/, `Unreachable ${RUN}`],
      ["/admin/reference/offices", /\/api\/admin\/office\?/, null],
    ] as const) {
      await page.route(listCall, (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ status: 503, message: "Service unavailable", result: null }),
        }),
      );
      await page.goto(path);
      // The back office asks twice more, 1 s and then 2 s after a 5xx (app/queryClient.ts), and the
      // offices' screen asks once per content language, after the languages: on a busy machine that
      // is more than the default wait.
      await expect(page.getByText("The data could not be loaded"), path).toBeVisible({ timeout: 20_000 });
      await expectNoRequestErrorNotification(page);

      await page.unroute(listCall);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByText("The data could not be loaded"), path).toHaveCount(0);
      if (shownAgain) await expect(page.getByText(shownAgain).first(), path).toBeVisible();
    }
  });

  test("an item that does not exist is said once, in the page, with a way back", async ({ page }) => {
    await countRequestErrorNotifications(page);
    for (const [path, notFound] of [
      ["/admin/articles/news/edit?no=2000000000", "This item does not exist (any more)."],
      ["/admin/people/edit/2000000000", "This person does not exist (any more)"],
      ["/admin/expertise/edit/2000000000", "This practice area does not exist (any more)"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(notFound, { exact: true }), path).toBeVisible();
      await expect(page.getByRole("button", { name: "Back to the list" }).last()).toBeVisible();
      await expectNoRequestErrorNotification(page);
    }
  });
});

test.describe("records kept once per language", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("saves a legal document in the chosen language, asks before dropping edits, and the site serves it in that language", async ({
    page,
  }) => {
    const title = `Allgemeine Geschäftsbedingungen ${RUN}`;
    const text = `Es gilt deutsches Recht (${RUN}).`;
    await page.goto("/admin/docs");
    await page.getByRole("radiogroup", { name: "Document" }).getByText("Terms and conditions").click();
    const languages = page.getByRole("radiogroup", { name: "Language" });
    await languages.getByText("Deutsch").click();

    const titleField = page.getByLabel("Title");
    const textField = page.getByRole("textbox", { name: "Text" });
    await titleField.fill(title);
    await textField.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(text);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    // The back office saves drafts (decision 0035): the version reaches the site when it is published.
    const publishing = page.getByRole("group", { name: "Publishing of the German version" });
    await publishing.getByRole("button", { name: /^Publish (now|changes)$/ }).click();
    await expect(publishing.getByText("Published", { exact: true })).toBeVisible();

    const publicTerms = async (lang: string) => {
      const response = await page.request.get("/api/user/docs/terms", { headers: { lang } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { result: { lang: string; title: string; content: string } }).result;
    };
    expect(await publicTerms("de_DE")).toMatchObject({ lang: "de_DE", title, content: `<p>${text}</p>` });

    // Edits, then another language: asked first; keeping them stays in German.
    await titleField.fill(`Entwurf ${RUN}`);
    await languages.getByText("English").click();
    const dialog = page.getByRole("dialog", { name: "Discard your changes?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(languages.getByRole("radio", { name: "Deutsch" })).toBeChecked();
    await expect(titleField).toHaveValue(`Entwurf ${RUN}`);

    // Dropping them shows English; back in German, the saved title is there and the draft is gone.
    await languages.getByText("English").click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(languages.getByRole("radio", { name: "English" })).toBeChecked();
    await expect(titleField).not.toHaveValue(`Entwurf ${RUN}`);
    await languages.getByText("Deutsch").click();
    await expect(dialog).toHaveCount(0);
    await expect(titleField).toHaveValue(title);
    expect((await publicTerms("de_DE")).title).toBe(title);
  });

  test("saves the site configuration of the chosen language, and shows a server's field error at its field", async ({ page }) => {
    const name = `律师事务所 ${RUN}`;
    const english = await call<{ name: string }>(page, "GET", "/admin/portal-config?lang=en_US");
    await page.goto("/admin/site/config");
    await page.getByRole("radiogroup", { name: "Language" }).getByText("中文").click();
    const nameField = page.getByLabel("Name of the firm");
    await nameField.fill(name);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    // The back office saves a draft (decision 0059): Publish puts it on the site.
    const saved = await call<{ name: string; draft: { name: string } | null }>(page, "GET", "/admin/portal-config?lang=zh_CN");
    expect(saved.draft?.name ?? saved.name).toBe(name);
    await page
      .getByRole("group", { name: /^Publishing of the/ })
      .getByRole("button", { name: /^Publish (now|changes)$/ })
      .click();
    await expect(
      page.getByRole("group", { name: /^Publishing of the/ }).getByRole("button", { name: /^Publish (now|changes)$/ }),
    ).toHaveCount(0);

    expect(await call<{ name: string }>(page, "GET", "/admin/portal-config?lang=zh_CN")).toMatchObject({ name });
    const publicConfig = await page.request.get("/api/user/portal-config", { headers: { lang: "zh_CN" } });
    expect(((await publicConfig.json()) as { result: { lang: string; name: string } }).result).toMatchObject({ lang: "zh_CN", name });
    // The other languages keep their own.
    expect((await call<{ name: string }>(page, "GET", "/admin/portal-config?lang=en_US")).name).toBe(english.name);

    // The form checks the email with the server's own schema, so only a request changed on its way
    // meets the server's check: the email the form sends is swapped for one the server refuses.
    const before = await call<Record<string, unknown>>(page, "GET", "/admin/portal-config?lang=zh_CN");
    await page.route(
      (url) => url.pathname === "/api/admin/portal-config",
      async (route) => {
        const request = route.request();
        if (request.method() !== "POST") return route.continue();
        await route.continue({ postData: JSON.stringify({ ...(request.postDataJSON() as object), email: "office-at-example" }) });
      },
    );
    const emailField = page.getByLabel("Email");
    await emailField.fill("office@example.com");
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/admin/portal-config" && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Save" }).click();
    const refused = await answer;
    expect(refused.status()).toBe(400);
    const { errors } = ((await refused.json()) as { result: { errors: { field: string; message: string }[] } }).result;
    const emailError = errors.find((error) => error.field === "body.email");
    expect(emailError, JSON.stringify(errors)).toBeDefined();

    await expect(page.getByText("Please check the marked fields")).toBeVisible();
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(emailError?.message ?? "");
    expect(await call(page, "GET", "/admin/portal-config?lang=zh_CN")).toEqual(before);
  });
});
