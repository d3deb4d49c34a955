import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { endingAt, idAddress, idRoute, slugAddress } from "./support/addresses.ts";

// The server starts with an empty database: the content these journeys read is written first,
// through the admin API, in every language the journeys need.

const FIRM = { en: "Example Counsel LLP", de: "Beispiel Rechtsanwälte PartG mbB" };
const LINKED = {
  en: "Supply chain due diligence: what mid-sized companies must do now",
  de: "Lieferkettensorgfaltspflichtengesetz: Was der Mittelstand jetzt tun muss",
};
const EXTERNAL_TITLE = "Interview: cross-border deals in a changing market";
const HONOR_TITLE = "Best Lawyers 2030: recognised for corporate law";
const FIRST_PAGE = 12;
const EMPTY_FOLDER = "Events and seminars";

const seeded = {
  linkedId: 0,
  linkedDeId: 0,
  linkedSlug: "",
  linkedDeSlug: "",
  honorSlug: "",
  alert3: { id: 0, slug: "" },
  emptyFolderNo: 0,
  newsCount: 0,
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);

  const introduce = "<p>We advise companies and private clients on German and international law.</p><p>Second paragraph.</p>";
  // German first: the address, contact and figures are the firm's (decision 0028), the last save sets them.
  await send("POST", "/admin/portal-config", { lang: "de_DE", name: FIRM.de, introduce: "<p>Wir beraten Unternehmen.</p>" });
  await send("POST", "/admin/portal-config", {
    lang: "en_US",
    name: FIRM.en,
    address: "Maximilianstraße 1\n80539 Munich\nGermany",
    email: "office@example.com",
    tel: "+49 89 123 456",
    introduce,
    lawyerCount: 42,
    isLawyerCountVisible: 1,
    totalPeople: 120,
    isTotalPeopleVisible: 0,
    branchCount: 3,
    isBranchCountVisible: 1,
    advantagesList: [{ title: "Partners on every matter", content: "<p>A partner leads every matter.</p>" }],
    environmentList: [{ title: "Reception", coverUrl: "/favicon.svg" }],
  });

  const insights = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: "Insights", type: 0 },
    { lang: "de_DE", name: "Einblicke", type: 0 },
  ]);
  const firmNews = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: "Firm news", type: 0 },
    { lang: "de_DE", name: "Kanzleinachrichten", type: 0 },
  ]);
  const events = await send<Version[]>("POST", "/admin/catalog", [
    { lang: "en_US", name: EMPTY_FOLDER, type: 0 },
    { lang: "de_DE", name: "Veranstaltungen und Seminare", type: 0 },
  ]);
  seeded.emptyFolderNo = events[0]?.no ?? 0;

  // More than one page of news, so that "load more" has something to load.
  for (let index = 1; index <= FIRST_PAGE; index++) {
    const alert = await send<Version[]>("POST", "/admin/latest-news", [
      {
        lang: "en_US",
        cataId: idIn(insights, "en_US"),
        coverUrl: "/favicon.svg",
        title: `Client alert number ${index}`,
        isLink: 0,
        content: `<p>Alert ${index}.</p>`,
      },
    ]);
    if (index === 3) seeded.alert3 = { id: idIn(alert, "en_US"), slug: slugIn(alert, "en_US") };
  }
  await send("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(firmNews, "en_US"),
      coverUrl: "/favicon.svg",
      title: EXTERNAL_TITLE,
      isLink: 1,
      contentUrl: "https://example.com/interview",
      note: "Published by a trade journal.",
    },
  ]);
  const linked = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(insights, "en_US"),
      coverUrl: "/favicon.svg",
      title: LINKED.en,
      isLink: 0,
      content: "<h2>Who is affected</h2><p>Companies above the thresholds, and their suppliers.</p>",
    },
    {
      lang: "de_DE",
      cataId: idIn(insights, "de_DE"),
      coverUrl: "/favicon.svg",
      title: LINKED.de,
      isLink: 0,
      content: "<h2>Wer betroffen ist</h2><p>Unternehmen oberhalb der Schwellenwerte und ihre Zulieferer.</p>",
    },
  ]);
  seeded.linkedId = idIn(linked, "en_US");
  seeded.linkedDeId = idIn(linked, "de_DE");
  seeded.linkedSlug = slugIn(linked, "en_US");
  seeded.linkedDeSlug = slugIn(linked, "de_DE");
  // Other journeys may have written news too: count what the English list really holds.
  const list = await request.get("/api/user/latest-news?pageSize=1", { headers: { lang: "en_US" } });
  seeded.newsCount = ((await list.json()) as { pageable: { totalCount: number } }).pageable.totalCount;
  expect(seeded.newsCount).toBeGreaterThan(FIRST_PAGE);

  const honor = await send<Version[]>("POST", "/admin/lawfirm-honour", [
    { lang: "en_US", title: HONOR_TITLE, coverUrl: "/favicon.svg", content: "<p>Ranked in tier 1 for corporate law.</p>" },
  ]);
  seeded.honorSlug = slugIn(honor, "en_US");

  await send("POST", "/admin/banner", {
    lang: "en_US",
    imgPath: "/favicon.svg",
    title: "Clarity in complex matters",
    subTitle: "Business law from Munich",
    top: 1,
  });
  await send("PUT", "/admin/docs/impressum", {
    lang: "en_US",
    title: "Legal notice",
    content: "<h2>Service provider</h2><p>Example Counsel LLP, Maximilianstraße 1, 80539 Munich.</p>",
  });
  await request.dispose();
});

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
}

test.describe("the public site's content", () => {
  test.beforeEach(async ({ page }) => inEnglish(page));

  test("home shows the firm from the site configuration, its visible figures and the latest news", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(FIRM.en) })).toBeVisible();
    // The home page names the firm, in its title and in what a shared link shows.
    await expect(page).toHaveTitle(FIRM.en);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", FIRM.en);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal counsel for decisions that matter");

    const figures = page.locator("main dl").first();
    await expect(figures.getByText("42")).toBeVisible();
    await expect(figures.getByText("Lawyers")).toBeVisible();
    await expect(figures.getByText("People")).toHaveCount(0);

    const news = page.getByRole("region", { name: "Latest news" });
    await expect(news.getByRole("link", { name: LINKED.en })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "office@example.com" })).toHaveAttribute("href", "mailto:office@example.com");
    await expect(footer.getByRole("link", { name: "+49 89 123 456" })).toHaveAttribute("href", "tel:+4989123456");
    await expect(footer.getByRole("link", { name: "Legal notice" })).toHaveAttribute("href", "/en/docs/impressum");
  });

  test("the news list loads more and says so when a folder has nothing", async ({ page }) => {
    await page.goto("/news");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(FIRST_PAGE);
    await expect(page.getByText(`Showing ${FIRST_PAGE} of ${seeded.newsCount}`)).toBeVisible();

    await page.getByRole("link", { name: "Load more" }).click();
    const shown = Math.min(seeded.newsCount, 2 * FIRST_PAGE);
    await expect(cards).toHaveCount(shown);
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Showing ${shown} of ${seeded.newsCount}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(shown < seeded.newsCount ? 1 : 0);

    const folders = page.getByRole("navigation", { name: "Topics" });
    await folders.getByRole("link", { name: EMPTY_FOLDER }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]folder=${seeded.emptyFolderNo}$`));
    await expect(folders.getByRole("link", { name: EMPTY_FOLDER })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No data")).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test("the news list narrows by keyword and year in its address, with JavaScript and without", async ({ page, browser, baseURL }) => {
    const year = new Date().getFullYear();
    await page.goto("/news");
    const filters = page.getByRole("search", { name: "Filter the list" });
    await filters.getByRole("searchbox", { name: "Keyword" }).fill("thresholds suppliers");
    await filters.getByRole("combobox", { name: "Year" }).selectOption(String(year));
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/news\\?keyword=thresholds\\+suppliers&practiceArea=&year=${year}$`));
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("link", { name: LINKED.en })).toBeVisible();
    await expect(page).toHaveTitle(`${year} · “thresholds suppliers” · Latest News · Example Counsel LLP`);
    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(cards).toHaveCount(FIRST_PAGE);

    // Without JavaScript the form is a plain GET: the same address, the same list.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const plain = await context.newPage();
    await plain.goto(`/en/news?folder=${seeded.emptyFolderNo}`);
    const plainFilters = plain.getByRole("search", { name: "Filter the list" });
    await plainFilters.getByRole("searchbox", { name: "Keyword" }).fill("thresholds");
    await plainFilters.getByRole("button", { name: "Apply filters" }).click();
    // The folder goes along: the empty folder stays empty whatever the keyword.
    await expect(plain).toHaveURL(new RegExp(`/en/news\\?folder=${seeded.emptyFolderNo}&keyword=thresholds&practiceArea=&year=$`));
    await expect(plain.getByText("No data")).toBeVisible();
    await plain.goto("/en/news?keyword=thresholds");
    await expect(plain.locator("main article").getByRole("link", { name: LINKED.en })).toBeVisible();
    await expect(plain.locator("main article")).toHaveCount(1);
    await context.close();
  });

  test("a card's facts that wrap start their line without a dot", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/news");
    await expect(page.locator("main article").first()).toBeVisible();
    // Where each fact's dot is drawn, and whether that lies within what the line shows: its clip
    // (`inset(top right bottom left)`) cuts a strip off its start.
    const facts = await page.locator("main article p:first-of-type").evaluateAll((lines) =>
      lines.flatMap((line) => {
        const clip = /^inset\((.+)\)$/.exec(getComputedStyle(line).clipPath)?.[1]?.split(" ") ?? [];
        const shownFrom = line.getBoundingClientRect().left + (clip.length === 4 ? parseFloat(clip[3]!) : 0);
        const items = [...line.children];
        return items.map((item, index) => {
          const box = item.getBoundingClientRect();
          const dotLeft = box.left - parseFloat(getComputedStyle(item, "::before").width);
          const previous = items[index - 1]?.getBoundingClientRect();
          return { text: item.textContent, startsLine: !previous || previous.top < box.top, dotShown: dotLeft >= shownFrom - 0.5 };
        });
      }),
    );
    expect(facts.filter((fact) => fact.startsLine).length, "some facts start a line of their own").toBeGreaterThan(
      await page.locator("main article p:first-of-type").count(),
    );
    for (const fact of facts) expect(fact.dotShown, JSON.stringify(fact)).toBe(!fact.startsLine);
  });

  test("a news item switches to its German version when the language changes", async ({ page }) => {
    const english = slugAddress("news", "en_US", seeded.linkedSlug);
    const german = slugAddress("news", "de_DE", seeded.linkedDeSlug);
    // The specification's address leads permanently to the readable one.
    const moved = await page.request.get(idAddress("news", "en_US", seeded.linkedId), { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()["location"] ?? "", moved.url()).pathname).toBe(english);
    await page.goto(idAddress("news", "en_US", seeded.linkedId));
    await expect(page).toHaveURL(endingAt(english));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LINKED.en);
    await expect(page.locator('head > link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
    await expect(page.locator('head > link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute("href", endingAt(english));
    await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute("href", endingAt(english));
    // x-default: the unprefixed specification address of the English version, which leads each visitor to their language.
    await expect(page.locator('head > link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      endingAt(`:${new URL(page.url()).port}${idRoute("news", seeded.linkedId)}`),
    );

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LINKED.de);
    await expect(page).toHaveURL(endingAt(german));
    await expect(page.getByRole("heading", { level: 2, name: "Wer betroffen ist" })).toBeVisible();
    await expect(page).toHaveTitle(`${LINKED.de} · ${FIRM.de}`);
    // The new page's links replace the old page's: one per language, x-default and the German
    // news feed, none left behind.
    await expect(page.locator('head > link[rel="alternate"][hreflang]')).toHaveCount(3);
    await expect(page.locator('head > link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute("href", endingAt(german));
    await expect(page.locator('head > link[rel="canonical"]')).toHaveAttribute("href", endingAt(german));
    await expect(page.locator('head > link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/de\/news\/rss\.xml$/);
    await expect(page.locator('head > link[rel="alternate"]')).toHaveCount(4);
  });

  test("a news item without a version in the new language says so, and leads to the list in that language", async ({ page }) => {
    await page.goto("/en/news");
    await page.getByRole("link", { name: "Client alert number 3", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client alert number 3");
    // The list links the item's readable address.
    const itemPath = new URL(page.url()).pathname;
    expect(itemPath).toBe(slugAddress("news", "en_US", seeded.alert3.slug));

    // The menu says that German has no version, and its German item is the German list.
    await page.getByRole("button", { name: "Language" }).click();
    const german = page.getByRole("menuitemradio", { name: /Deutsch/ });
    await expect(german).toContainText("Not translated: opens the overview");
    await expect(german).toHaveAttribute("href", "/de/news");
    await german.click();
    await expect(page).toHaveURL(/\/de\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aktuelles");

    // Its English slug is no German address; its id under the German prefix leads to its own
    // language's readable address. Its unprefixed id address sends this visitor, who chose German,
    // there too, for now (302): a readable address is its version's page, in its version's language.
    expect((await page.request.get(itemPath.replace(/^\/en\//, "/de/"), { maxRedirects: 0 })).status()).toBe(404);
    const { id } = seeded.alert3;
    const redirect = await page.request.get(idAddress("news", "de_DE", id), { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(new URL(redirect.headers()["location"] ?? "", page.url()).pathname).toBe(itemPath);
    const unprefixed = await page.request.get(idRoute("news", id), { maxRedirects: 0 });
    expect(unprefixed.status()).toBe(302);
    expect(new URL(unprefixed.headers()["location"] ?? "", page.url()).pathname).toBe(itemPath);
    // (A page of its own: this page's start script stores English before every page.)
    const visitor = await page.context().newPage();
    await visitor.goto(idRoute("news", id));
    await expect(visitor).toHaveURL(endingAt(itemPath));
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Client alert number 3");
    await expect(visitor.locator("[data-other-language]")).toHaveCount(0);
    await visitor.close();
  });

  test("an external news item opens its site in a new tab and is marked as external", async ({ page }) => {
    await page.goto("/news");
    const link = page.getByRole("link", { name: new RegExp(EXTERNAL_TITLE) });
    await expect(link).toHaveAttribute("href", "https://example.com/interview");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /(?=.*noopener)(?=.*noreferrer)/);
    await expect(link).toHaveAccessibleName(`${EXTERNAL_TITLE} (opens in a new tab)`);
    await expect(link.locator("svg[data-external]")).toHaveCount(1);
  });

  test("a legal document renders, and an unknown one is the not-found page", async ({ page }) => {
    await page.goto("/docs/impressum");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");
    await expect(page.getByRole("heading", { level: 2, name: "Service provider" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Legal notice" }).first()).toHaveAttribute("aria-current", "page");

    const unknown = await page.goto("/docs/cookies");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("the not-found page offers the site search and the main sections, without JavaScript too", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const missing = await page.goto("/de/gibt-es-nicht");
    expect(missing?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
    const sections = main.getByRole("navigation", { name: "Hauptbereiche" });
    const mainSections = {
      "Unser Team": "/de/people",
      Rechtsgebiete: "/de/expertises",
      Aktuelles: "/de/news",
      "Mandate & Fälle": "/de/case",
    };
    for (const [name, path] of Object.entries(mainSections))
      await expect(sections.getByRole("link", { name })).toHaveAttribute("href", path);
    await main.getByRole("searchbox", { name: "Suchbegriff" }).fill("Lieferkettensorgfaltspflichtengesetz");
    await main.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/de\/search\?q=Lieferkettensorgfaltspflichtengesetz$/);
    await expect(page.getByRole("link", { name: LINKED.de })).toBeVisible();
    await context.close();
  });

  test("an honor's detail page renders with its date, and without the view counter (the back office's, decision 0031)", async ({
    page,
  }) => {
    await page.goto(slugAddress("honor", "en_US", seeded.honorSlug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HONOR_TITLE);
    await expect(page.getByText("Ranked in tier 1 for corporate law.")).toBeVisible();
    await expect(page.locator("time").first()).toBeVisible();
    await expect(page.getByText(/\d+ views?$/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Accolades" })).toHaveAttribute("href", "/en/honor");
  });
});
