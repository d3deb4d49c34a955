import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, signInAsAdmin, slugIn, type Version } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";
import { readSitemap } from "./support/sitemap.ts";

// A version's search-engine and sharing fields (decision 0055) in a real browser: an editor opens
// the English version's "Search engines and sharing", sees the search result as it stands, writes
// a search title and description and keeps the page out of search engines, publishes, and the
// page's head says so; the German version keeps its defaults; the sitemap leaves the English out.

const RUN = Date.now().toString(36);
const TITLE = { en: `Annual review of arbitration ${RUN}`, de: `Jahresrückblick Schiedsverfahren ${RUN}` };
const SEARCH_TITLE = `Arbitration in 2026: what changed ${RUN}`;
const SEARCH_DESCRIPTION = "Five rulings that shape how German courts review arbitral awards, in plain words.";

let news: Version[] = [];

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: `Sharing ${RUN}`, type: 0 },
    { lang: "de_DE", name: `Teilen ${RUN}`, type: 0 },
  ]);
  const version = (lang: string, title: string) => ({
    lang,
    cataId: idIn(folder, lang),
    coverUrl: "/favicon.svg",
    title,
    teaser: `${title}: the teaser.`,
    isLink: 0,
    content: `<p>${title}.</p>`,
  });
  news = await send<Version[]>("POST", "/admin/latest-news", [version("en_US", TITLE.en), version("de_DE", TITLE.de)]);
  await request.dispose();
});

test("an editor writes a search title and description, keeps the page out of search engines, and publishes", async ({ page, request }) => {
  const english = slugAddress("news", "en_US", slugIn(news, "en_US"));
  const germanPath = slugAddress("news", "de_DE", slugIn(news, "de_DE"));
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]?.no}`);
  await page.getByRole("tab", { name: "English" }).click();
  const pane = page.getByRole("tabpanel", { name: "English" });
  await pane.getByRole("button", { name: /Search engines and sharing/ }).click();

  // The search result as the page stands: its title with the firm's name, its teaser, its address.
  const result = pane.getByTestId("search-preview");
  await expect(result).toContainText(TITLE.en);
  await expect(result).toContainText(`${TITLE.en}: the teaser.`);
  await expect(result).toContainText(`› en › news › ${slugIn(news, "en_US")}`);

  await pane.getByLabel("Search headline").fill(SEARCH_TITLE);
  await pane.getByLabel("Search description").fill(SEARCH_DESCRIPTION);
  await expect(result).toContainText(SEARCH_TITLE);
  await expect(result).toContainText(SEARCH_DESCRIPTION);
  await pane.getByRole("checkbox", { name: "Keep this page out of search engines" }).check();
  await expect(result).toContainText("Not shown in search engines.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // A draft until published: the website's page is as it was.
  const publishing = pane.getByRole("group", { name: "Publishing of the English version" });
  await expect(publishing.getByText(/Changed: Search headline, Search description, Kept out of search engines\.$/)).toBeVisible();
  expect(await (await request.get(english)).text()).not.toContain(SEARCH_TITLE);
  await publishing.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();

  // The English page's head: the editor's title and description, and kept out of search engines.
  await page.goto(english);
  await expect(page).toHaveTitle(SEARCH_TITLE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE.en);
  await expect(page.locator('head > meta[name="description"]')).toHaveAttribute("content", SEARCH_DESCRIPTION);
  await expect(page.locator('head > meta[property="og:title"]')).toHaveAttribute("content", SEARCH_TITLE);
  await expect(page.locator('head > meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('head > link[rel="canonical"]')).toHaveCount(0);

  // The German version keeps what its page says by itself.
  await page.goto(germanPath);
  await expect(page).toHaveTitle(new RegExp(`^${TITLE.de} · `));
  await expect(page.locator('head > meta[name="description"]')).toHaveAttribute("content", `${TITLE.de}: the teaser.`);
  await expect(page.locator('head > meta[name="robots"]')).toHaveCount(0);

  // The sitemap names the German page and not the English one, not even as the German one's alternate.
  const sitemap = await readSitemap(request, page);
  const german = sitemap.find((url) => new URL(url.loc).pathname === germanPath);
  expect(german, "the German page is in the sitemap").toBeDefined();
  expect(german!.alternates.map((alternate) => new URL(alternate.href).pathname)).not.toContain(english);
  expect(sitemap.map((url) => new URL(url.loc).pathname)).not.toContain(english);
});

test("an editor pastes a page's address into the back office's search and its editor opens on that version", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  const search = page.getByRole("searchbox", { name: "Open a page of the website by its address" });
  await search.fill(`${baseURL}${slugAddress("news", "de_DE", slugIn(news, "de_DE"))}?utm_source=newsletter`);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${news[0]?.no}&lang=de_DE$`));
  await expect(page.getByRole("tab", { name: "Deutsch", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Deutsch" }).getByLabel("Title", { exact: true })).toHaveValue(TITLE.de);

  // An address of the site that is no item's page says so under the box.
  await search.fill(`${baseURL}/en/about`);
  await search.press("Enter");
  await expect(search).toHaveAccessibleDescription(
    "This is not the address of a news item, case analysis, honor, person or practice area on this website.",
  );
});
