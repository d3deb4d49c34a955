import type { APIRequestContext, APIResponse, Page, Route } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import { LOCALE_STORAGE_KEY, localizedPath, SUPPORTED_LOCALES, toLanguageTag, type Locale } from "@lawfirm/contract";
import { publicResult, routeCases, SITE_LANGUAGES, UNKNOWN_PATH, type RouteCase, type SiteLanguage } from "./support/demo-site.ts";
import { slugAddress } from "./support/addresses.ts";
import { readSitemap } from "./support/sitemap.ts";
import { intlFormatsMadeInTakeover, recordIntlFormatsUntilTakenOver, takenOver } from "./support/takeover.ts";

// The public site rendered on the server, at one address per language (decision 0023), on
// the demo firm: every page as a search engine or a link-preview bot gets it (no JavaScript, no
// cookies, no Accept-Language), the same pages in a browser with JavaScript off and after
// hydration, the redirects and 404s, the crawl files, the language switch in place and the
// specification's unprefixed routes.

const casesByLocale = new Map<Locale, RouteCase[]>();

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (const { locale, messages } of SITE_LANGUAGES) casesByLocale.set(locale, await routeCases(request, locale, messages));
  await request.dispose();
});

function casesIn(locale: Locale): RouteCase[] {
  const cases = casesByLocale.get(locale);
  if (!cases) throw new Error(`No pages read for ${locale}`);
  return cases;
}

/** The pages that exist (the route cases but the unknown path). */
const pagesIn = (locale: Locale) => casesIn(locale).filter((route) => route.status === 200);

function detailCase(locale: Locale, kind: RouteCase["detail"]): RouteCase {
  const route = casesIn(locale).find((candidate) => candidate.detail === kind);
  if (!route) throw new Error(`No ${kind} page in ${locale}`);
  return route;
}

/** A page's address in its language, with the language's prefix. */
const prefixed = (language: SiteLanguage, route: string) => localizedPath(language.locale, route);

/** An answer as it arrives: redirects not followed. */
async function fetchRaw(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(path, { headers, maxRedirects: 0 });
}

/** Where a redirect leads, as a path (the server may answer an absolute or a relative address). */
function locationOf(response: APIResponse, origin: string): string {
  const location = response.headers()["location"];
  expect(location, `${response.url()} names where it leads`).toBeTruthy();
  const target = new URL(location ?? "", origin);
  expect(target.origin).toBe(origin);
  return `${target.pathname}${target.search}`;
}

/** Follows redirects by hand (at most three), each of which must be permanent; answers where they end. */
async function permanentRedirects(request: APIRequestContext, path: string, origin: string): Promise<string> {
  let current = path;
  for (let hop = 0; hop < 3; hop++) {
    const response = await fetchRaw(request, current);
    if (response.status() === 200) return current;
    expect(response.status(), `${current} (from ${path})`).toBe(301);
    current = locationOf(response, origin);
  }
  throw new Error(`${path} still redirects after three steps`);
}

/** What a page's HTML says, read with the browser's own HTML parser (nothing in it runs). */
interface PageFacts {
  lang: string;
  dir: string;
  title: string;
  h1: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: { hreflang: string; href: string }[];
  feed: string | undefined;
  meta: Record<string, string[]>;
  jsonLd: string[];
  routerState: string | undefined;
  text: string;
  navigationLinks: string[];
  /** Style sheets the page links (but for the one without JavaScript) and the styles written into it. */
  linkedStyleSheets: string[];
  styleElements: number;
  /** Scripts: what the page names to load before its first paint. */
  scripts: string[];
  modulePreloads: string[];
}

async function factsOf(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const attribute = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? undefined;
    const meta: Record<string, string[]> = {};
    for (const element of doc.head.querySelectorAll("meta[property], meta[name]")) {
      const key = element.getAttribute("property") ?? element.getAttribute("name") ?? "";
      (meta[key] ??= []).push(element.getAttribute("content") ?? "");
    }
    return {
      lang: doc.documentElement.getAttribute("lang") ?? "",
      dir: doc.documentElement.getAttribute("dir") ?? "",
      title: doc.title,
      h1: doc.querySelector("h1")?.textContent?.trim(),
      description: attribute('head meta[name="description"]', "content"),
      robots: attribute('head meta[name="robots"]', "content"),
      canonical: attribute('head link[rel="canonical"]', "href"),
      alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        hreflang: link.getAttribute("hreflang") ?? "",
        href: link.getAttribute("href") ?? "",
      })),
      feed: attribute('head link[rel="alternate"][type="application/rss+xml"]', "href"),
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
      routerState: doc.getElementById("router-state")?.textContent ?? undefined,
      text: (doc.body.textContent ?? "").replace(/\s+/g, " "),
      navigationLinks: [...doc.querySelectorAll("header nav a[href]")].map((link) => link.getAttribute("href") ?? ""),
      linkedStyleSheets: [...doc.querySelectorAll('link[rel="stylesheet"]:not([disabled])')]
        .filter((link) => !link.closest("noscript"))
        .map((link) => link.getAttribute("href") ?? ""),
      styleElements: doc.head.querySelectorAll("style").length,
      scripts: [...doc.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? ""),
      modulePreloads: [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href") ?? ""),
    };
  }, html);
}

/** Every address of this site in JSON-LD (pages, pictures), wherever it stands. */
function siteAddressesIn(value: unknown, origin: string, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith(`${origin}/`)) found.add(value);
  else if (value && typeof value === "object") for (const item of Object.values(value)) siteAddressesIn(item, origin, found);
  return found;
}

/** The alternates a page should name: every language version, and x-default. */
function expectedAlternates(route: RouteCase, origin: string) {
  return SUPPORTED_LOCALES.flatMap((locale) => {
    const path = route.versions[locale];
    return path ? [{ hreflang: toLanguageTag(locale), href: `${origin}${localizedPath(locale, path)}` }] : [];
  });
}

for (const language of SITE_LANGUAGES) {
  const { locale, tag, segment, messages } = language;

  test.describe(`the pages in ${locale}`, () => {
    test(`arrive complete as HTML, for a crawler without JavaScript, cookies or Accept-Language (${locale})`, async ({
      request,
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const origin = new URL(baseURL ?? "").origin;
      const answering = new Set<string>();
      for (const route of pagesIn(locale)) {
        const path = prefixed(language, route.path);
        await test.step(path, async () => {
          const response = await fetchRaw(request, path);
          expect(response.status(), path).toBe(200);
          expect(response.headers()["content-type"]).toMatch(/^text\/html/);
          const facts = await factsOf(page, await response.text());

          expect(facts.lang).toBe(tag);
          expect(facts.dir).toBe("ltr");
          expect(facts.h1).toBe(route.heading);
          for (const text of [route.heading, ...route.shows]) {
            expect(text, `${path} has something to show`).not.toBe("");
            expect(facts.text, `${path} holds "${text}"`).toContain(text.replace(/\s+/g, " "));
          }
          expect(facts.title).toBe(route.title);
          expect(facts.description?.trim(), "a description").toBeTruthy();
          expect(facts.robots, "indexable").toBeUndefined();
          expect(facts.canonical).toBe(`${origin}${path}`);

          // Every language version, and x-default: the unprefixed route of the English version (a
          // readable address's: its `…/detail/{id}`, which leads each visitor to their language's).
          const languages = facts.alternates.filter((alternate) => alternate.hreflang !== "x-default");
          expect(languages).toEqual(expectedAlternates(route, origin));
          const xDefault = facts.alternates.filter((alternate) => alternate.hreflang === "x-default");
          expect(xDefault, "one x-default").toHaveLength(1);
          expect(xDefault[0]?.href).toBe(`${origin}${route.unprefixedVersions.en_US}`);
          expect(facts.feed).toBe(`${origin}/${segment}/news/rss.xml`);
          // Links inside the site keep the language.
          expect(facts.navigationLinks.length).toBeGreaterThan(5);
          for (const href of facts.navigationLinks) expect(href, "a navigation link").toMatch(new RegExp(`^/${segment}/`));

          // Share tags: the page's own title, an absolute picture that loads, its address and language.
          const [ogTitle] = facts.meta["og:title"] ?? [];
          expect(ogTitle?.trim(), "og:title").toBeTruthy();
          expect(route.title.startsWith(`${ogTitle} · `) || route.title === ogTitle, `og:title "${ogTitle}" names the page`).toBe(true);
          expect(facts.meta["og:url"]).toEqual([`${origin}${path}`]);
          expect(facts.meta["og:locale"]).toEqual([locale]);
          expect(facts.meta["og:locale:alternate"] ?? []).toEqual(
            SUPPORTED_LOCALES.filter((other) => other !== locale && route.versions[other] !== undefined),
          );
          expect(facts.meta["twitter:card"]?.[0]).toMatch(/^summary/);
          const [image] = facts.meta["og:image"] ?? [];
          expect(image, "og:image").toBeTruthy();
          expect(new URL(image ?? "").origin, "og:image is absolute, on this site").toBe(origin);
          const picture = await request.get(image ?? "");
          expect(picture.status(), image).toBe(200);
          // JPEG or PNG, which every preview crawler reads (not WebP or AVIF, not an SVG drawing).
          expect(picture.headers()["content-type"], image).toMatch(/^image\/(jpeg|png)$/);

          // Every JSON-LD block is JSON, of schema.org, of the page's types.
          const blocks = facts.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
          expect(blocks.map((block) => block["@type"])).toEqual(route.structuredData);
          for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
          // The addresses in them are pages of this site that answer; a breadcrumb trail ends at this page.
          for (const address of siteAddressesIn(blocks, origin)) {
            if (!answering.has(address)) expect((await fetchRaw(request, address)).status(), `${address} in the JSON-LD`).toBe(200);
            answering.add(address);
          }
          const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[] | undefined;
          if (crumbs) expect(crumbs.at(-1)?.item).toBe(`${origin}${path}`);

          // Its styles are in it (no style sheet to wait for); one small script, which loads the rest
          // after the first paint; the browser takes over from the state in the page.
          expect(facts.linkedStyleSheets, "style sheets to wait for").toEqual([]);
          expect(facts.styleElements, "styles in the page").toBeGreaterThan(1);
          expect(facts.scripts).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
          expect(facts.modulePreloads).toEqual([]);
          expect(facts.routerState, "the router state").toBeTruthy();
          expect(() => JSON.parse(facts.routerState ?? "")).not.toThrow();
        });
      }
    });

    test(`read and lead on with JavaScript turned off (${locale})`, async ({ browser }) => {
      test.setTimeout(60_000);
      // The widest bar, where the language links stand in one line in place of the menu's button:
      // the header as tall as with a script (the firm's name kept on its line).
      const wide = { width: 1440, height: 900 };
      const scripted = await browser.newPage({ viewport: wide });
      await scripted.goto(prefixed(language, "/home"));
      const headerHeight = (await scripted.locator("header").first().boundingBox())!.height;
      await scripted.close();
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: wide });
      const page = await context.newPage();
      for (const route of pagesIn(locale)) {
        const path = prefixed(language, route.path);
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const navigation = page.getByRole("navigation", { name: messages["nav.label"] });
          await expect(navigation.getByRole("link", { name: messages["nav.team"], exact: true })).toBeVisible();
          await expect(navigation.getByRole("link", { name: messages["nav.team"], exact: true })).toHaveAttribute(
            "href",
            `/${segment}/people`,
          );
          const hrefs = await navigation.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
          expect(hrefs.length).toBeGreaterThan(5);
          for (const href of hrefs) expect(href, "a main navigation link keeps the language").toMatch(new RegExp(`^/${segment}/`));
          // The language links show in place of the menu, each to this page in its language.
          for (const other of SITE_LANGUAGES) {
            const link = page.locator(`header a[hreflang="${other.tag}"]`);
            await expect(link).toBeVisible();
            const version = route.versions[other.locale];
            if (version) await expect(link).toHaveAttribute("href", localizedPath(other.locale, version));
          }
          const tops = await page
            .locator("header a[hreflang]")
            .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${path}: the language links in one line at ${wide.width} px`).toBe(1);
          expect((await page.locator("header").first().boundingBox())!.height, `${path}: the header's height`).toBeLessThanOrEqual(
            headerHeight,
          );
        });
      }
      // A link works as a plain link.
      await page.goto(prefixed(language, "/home"));
      await page
        .getByRole("navigation", { name: messages["nav.label"] })
        .getByRole("link", { name: messages["nav.team"], exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${segment}/people$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["page.people.title"]);
      await context.close();

      // A phone: the page begins with its content; the menu is behind a link to it (#menu), and
      // opens without a script.
      const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
      const narrow = await phone.newPage();
      await narrow.goto(prefixed(language, "/home"));
      const heading = narrow.getByRole("heading", { level: 1 });
      await expect(heading).toBeInViewport();
      const team = narrow
        .getByRole("navigation", { name: messages["nav.label"] })
        .getByRole("link", { name: messages["nav.team"], exact: true });
      await expect(team).toBeHidden();
      await narrow.locator("header").getByRole("link", { name: messages["nav.menu"], exact: true }).click();
      await expect(narrow).toHaveURL(new RegExp(`/${segment}/home#menu$`));
      await expect(team).toBeVisible();
      await team.click();
      await expect(narrow).toHaveURL(new RegExp(`/${segment}/people$`));
      await expect(narrow.getByRole("link", { name: messages["nav.menu"], exact: true })).toBeVisible();
      await expect(team).toBeHidden();
      await phone.close();
    });

    test(`are taken over by the browser without errors and without asking for their data again (${locale})`, async ({ browser }) => {
      test.setTimeout(90_000);
      // The visitor's time zone is the server's here; another one is the test further below.
      const context = await browser.newContext({ timezoneId: "UTC" });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // The page's text as the server sent it, read before any script of the site has run; its
        // head's elements marked, to see that the takeover keeps them rather than making them again.
        document.addEventListener("readystatechange", () => {
          if (document.readyState !== "interactive") return;
          (window as unknown as { serverText?: string }).serverText = document.querySelector("main")?.textContent ?? "";
          for (const element of document.head.querySelectorAll("[data-page-head]"))
            (element as Element & { fromServer?: true }).fromServer = true;
        });
      });
      await recordIntlFormatsUntilTakenOver(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      page.on("console", (message) => {
        // Errors, and the browser's warnings about the server's headers (a feature it does not know).
        if (message.type() === "error" || /policy/i.test(message.text())) errors.push(`${page.url()}: console ${message.text()}`);
      });
      let dataRequests: string[] = [];
      let styleSheetRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith("/api/") && !pathname.startsWith("/api/upload/")) dataRequests.push(`${pathname}${search}`);
        if (request.resourceType() === "stylesheet") styleSheetRequests.push(pathname);
      });

      for (const route of pagesIn(locale)) {
        const path = prefixed(language, route.path);
        await test.step(path, async () => {
          dataRequests = [];
          styleSheetRequests = [];
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          // The menu opens only once the browser has taken the page over.
          const trigger = page.getByRole("banner").getByRole("button", { name: messages["language.label"] });
          await trigger.click();
          await expect(page.getByRole("menu", { name: messages["language.label"] })).toBeVisible();
          await page.keyboard.press("Escape");
          await page.waitForLoadState("networkidle");
          expect(dataRequests, `${path} asked for data after its document`).toEqual([]);
          expect(styleSheetRequests, `${path} asked for a style sheet it holds`).toEqual([]);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
          const [serverText, browserText] = await page.evaluate(() => [
            (window as unknown as { serverText?: string }).serverText,
            document.querySelector("main")?.textContent ?? "",
          ]);
          expect(browserText, `${path}: what the browser shows is what the server sent`).toBe(serverText);
          expect(await intlFormatsMadeInTakeover(page), `${path}: formats made while taking over, not sent by the server`).toEqual([]);
          // The browser finds the modules the takeover imports in the modules themselves (apps/site/vite.config.ts).
          expect(await page.locator('link[rel="modulepreload"]').count(), `${path}: module preloads added to the page`).toBe(0);
          const headElements = await page.evaluate(() =>
            [...document.head.querySelectorAll("[data-page-head]")].map(
              (element) => (element as Element & { fromServer?: true }).fromServer === true,
            ),
          );
          expect(headElements.length, `${path}: a head`).toBeGreaterThan(5);
          expect(
            headElements.filter((fromServer) => !fromServer),
            `${path}: the head's elements are the server's`,
          ).toEqual([]);
        });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

test("the home page's sections below the first screen and the footer are drawn only once they near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/en/home");
  /** Whether the browser draws the element: false while it lies in a part skipped off screen (`content-visibility: auto`). */
  const drawn = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const heading = page.getByRole("heading", { level: 1 });
  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  const lastSectionHeading = page.locator("#main > section").last().getByRole("heading", { level: 2 });
  expect(await drawn(heading), "the first screen").toBe(true);
  expect(await drawn(lastSectionHeading), "the last section, far below").toBe(false);
  expect(await drawn(footerLink), "the footer").toBe(false);

  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(footerLink), { message: "the footer, scrolled to" }).toBe(true);
  await expect(footerLink).toBeVisible();
  await lastSectionHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(lastSectionHeading), { message: "the last section, scrolled to" }).toBe(true);
});

test("without JavaScript the people finder searches as a plain form, and 'load more' is a link to the next page", async ({ browser }) => {
  const person = detailCase("en_US", "person");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const results = page.locator("main article");

  await page.goto("/en/people");
  const firstPage = await results.count();
  expect(firstPage).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/\/en\/people\?page=2$/);
  // The address changes when the next page's answer starts; its list is counted once it has all come.
  await page.waitForLoadState("load");
  expect(await results.count()).toBeGreaterThan(firstPage);

  await page.getByRole("searchbox", { name: "Search by name" }).fill(person.heading);
  // The finder's own button (the header's site search has one of that name too).
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/people\?keyword=/);
  await expect(page.getByRole("searchbox", { name: "Search by name" })).toHaveValue(person.heading);
  await expect(results.getByRole("link", { name: person.heading })).toHaveAttribute("href", `/en${person.path}`);
  await context.close();
});

test.describe("addresses", () => {
  test("the empty path leads to the visitor's home page, a bare prefix to its home page", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    for (const [headers, target] of [
      [{}, "/en/home"],
      [{ "accept-language": "de-AT,de;q=0.9" }, "/de/home"],
      [{ cookie: `${LOCALE_STORAGE_KEY}=zh_CN`, "accept-language": "de" }, "/zh/home"],
    ] as const) {
      const response = await fetchRaw(request, "/", headers);
      expect(response.status(), JSON.stringify(headers)).toBe(302);
      expect(locationOf(response, origin), JSON.stringify(headers)).toBe(target);
    }
    for (const { segment } of SITE_LANGUAGES) {
      const response = await fetchRaw(request, `/${segment}`);
      expect(response.status()).toBe(301);
      expect(locationOf(response, origin)).toBe(`/${segment}/home`);
      expect(await permanentRedirects(request, `/${segment}/`, origin), `/${segment}/`).toBe(`/${segment}/home`);
    }
  });

  test("a trailing slash leads permanently to the address without it; a section link keeps the language", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const person = detailCase("de_DE", "person");
    for (const [path, target] of [
      ["/de/people/", "/de/people"],
      ["/zh/people/?page=2", "/zh/people?page=2"],
      [`/de${person.path}/`, `/de${person.path}`],
    ] as const) {
      const response = await fetchRaw(request, path);
      expect(response.status(), path).toBe(301);
      expect(locationOf(response, origin), path).toBe(target);
    }
    for (const { segment } of SITE_LANGUAGES) {
      const response = await fetchRaw(request, `/${segment}/news?section=trends`);
      expect(response.status()).toBeGreaterThanOrEqual(301);
      expect(response.status()).toBeLessThanOrEqual(308);
      expect(locationOf(response, origin)).toMatch(new RegExp(`^/${segment}/news\\?folder=\\d+$`));
    }
  });

  test("a detail id leads permanently to the readable address of the version in the address's language", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    for (const kind of ["person", "practice area", "news", "case", "honor"] as const) {
      const english = detailCase("en_US", kind);
      expect(english.path, `the English ${kind}'s page is at its slug`).not.toBe(english.unprefixed);
      for (const language of SITE_LANGUAGES) {
        // The English id under each prefix: the version in that prefix's language, at its slug.
        const path = prefixed(language, english.unprefixed);
        const version = english.versions[language.locale];
        expect(version, `the demo firm's ${kind} has a ${language.locale} version`).toBeDefined();
        const response = await fetchRaw(request, path);
        expect(response.status(), path).toBe(301);
        expect(locationOf(response, origin), path).toBe(prefixed(language, version ?? ""));
        // The readable address itself answers.
        expect((await fetchRaw(request, prefixed(language, version ?? ""))).status(), version).toBe(200);
      }
    }
  });

  test("an unknown page or a missing item answers 404 with the not-found page, kept out of search engines", async ({ request, page }) => {
    const news = detailCase("en_US", "news");
    const newsId = news.ids.en_US ?? 0;
    const newsSlug = news.path.split("/").pop() ?? "";
    const caseSlugs = new Set(SITE_LANGUAGES.map(({ locale }) => detailCase(locale, "case").path.split("/").pop()));
    expect(caseSlugs, "the demo firm's news item and case analysis have slugs of their own").not.toContain(newsSlug);
    for (const { segment, tag, messages } of SITE_LANGUAGES) {
      for (const path of [
        UNKNOWN_PATH,
        "/news/detail/999999",
        "/people/detail/999999",
        "/expertises/detail/999999",
        "/honor/detail/999999",
        "/case/detail/999999",
        // A news item is not a case analysis.
        `/case/detail/${newsId}`,
        "/docs/cookies",
        "/news/detail/not-a-number",
        // Slugs that never were.
        "/news/no-such-news-item",
        "/people/no-such-person",
        "/expertises/no-such-practice-area",
        "/honor/no-such-honor",
        "/case/no-such-case",
        // A news item's slug is no case analysis's; an address of digits only is no slug.
        `/case/${newsSlug}`,
        "/news/999999",
      ]) {
        const address = `/${segment}${path}`;
        const response = await fetchRaw(request, address);
        expect(response.status(), address).toBe(404);
        const facts = await factsOf(page, await response.text());
        expect(facts.h1, address).toBe(messages["page.notFound.title"]);
        expect(facts.lang, address).toBe(tag);
        expect(facts.robots, address).toBe("noindex");
        expect(facts.canonical, address).toBeUndefined();
      }
    }
    // A language the site does not have is no prefix, nor is a prefix in capitals; a readable
    // address exists only below its language's prefix.
    for (const path of ["/fr/home", "/EN/home", news.path]) expect((await fetchRaw(request, path)).status(), path).toBe(404);
  });

  test("the specification's unprefixed routes render in the visitor's language, with the prefixed address as canonical", async ({
    request,
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const people = (locale: Locale) => SITE_LANGUAGES.find((each) => each.locale === locale)?.messages["page.people.title"];
    for (const { headers, locale } of [
      { headers: { cookie: `${LOCALE_STORAGE_KEY}=zh_CN`, "accept-language": "de-DE,de;q=0.9" }, locale: "zh_CN" },
      { headers: { "accept-language": "de" }, locale: "de_DE" },
      { headers: {}, locale: "en_US" },
    ] as const) {
      const label = JSON.stringify(headers);
      const response = await fetchRaw(request, "/people", headers);
      expect(response.status(), label).toBe(200);
      const vary = (response.headers()["vary"] ?? "").toLowerCase();
      expect(vary, label).toContain("cookie");
      expect(vary, label).toContain("accept-language");
      const facts = await factsOf(page, await response.text());
      expect(facts.lang, label).toBe(toLanguageTag(locale));
      expect(facts.h1, label).toBe(people(locale));
      expect(facts.canonical, label).toBe(`${origin}${localizedPath(locale, "/people")}`);
    }

    // A prefixed address is the same for everyone: it does not vary by the visitor's language.
    const german = await fetchRaw(request, "/de/people", { cookie: `${LOCALE_STORAGE_KEY}=zh_CN`, "accept-language": "en" });
    expect(german.status()).toBe(200);
    expect((await factsOf(page, await german.text())).lang).toBe("de-DE");
    const vary = (german.headers()["vary"] ?? "").toLowerCase();
    expect(vary).not.toContain("cookie");
    expect(vary).not.toContain("accept-language");

    // An unprefixed detail address sends each visitor to the readable address of their language's version.
    const person = detailCase("en_US", "person");
    for (const { headers, locale } of [
      { headers: { cookie: `${LOCALE_STORAGE_KEY}=de_DE` }, locale: "de_DE" },
      { headers: { "accept-language": "zh-CN,zh;q=0.9" }, locale: "zh_CN" },
      { headers: {}, locale: "en_US" },
    ] as const) {
      const label = JSON.stringify(headers);
      const response = await fetchRaw(request, person.unprefixed, headers);
      expect(response.status(), `${label}: a redirect that depends on the visitor is not permanent`).toBe(302);
      expect(locationOf(response, origin), label).toBe(localizedPath(locale, person.versions[locale] ?? ""));
    }
  });
});

/** A news feed, parsed by the browser's XML parser. */
async function readFeed(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (parent: Element | null | undefined, name: string) => parent?.getElementsByTagName(name)[0]?.textContent ?? null;
    const channel = doc.documentElement.getElementsByTagName("channel")[0];
    return {
      errors: [...doc.getElementsByTagName("parsererror")].map((error) => error.textContent ?? "parse error"),
      root: doc.documentElement.localName,
      version: doc.documentElement.getAttribute("version"),
      title: text(channel, "title"),
      link: text(channel, "link"),
      language: text(channel, "language"),
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        pubDate: text(item, "pubDate"),
      })),
    };
  }, xml);
}

const sortedAlternates = (alternates: readonly { hreflang: string; href: string }[]) =>
  alternates.map(({ hreflang, href }) => `${hreflang} ${href}`).sort();

test.describe("crawl files", () => {
  test("robots.txt allows the site and its pictures, keeps crawlers out of the back office and the API, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split(/\r?\n/).map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Allow: /api/upload/");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /admin-login");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith("Disallow: /") && !/^Disallow: \/(admin|admin-login|api\/)$/.test(line))).toEqual([]);
  });

  test("sitemap.xml lists every page in every language, each answering 200 and naming the same alternates as its page", async ({
    request,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? "").origin;
    const urls = await readSitemap(request, page);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.size, "no address twice").toBe(urls.length);

    // The pages this spec visits are all there, in every language.
    for (const language of SITE_LANGUAGES)
      for (const route of pagesIn(language.locale)) expect([...byLoc.keys()]).toContain(`${origin}${prefixed(language, route.path)}`);

    for (const url of urls) {
      expect(new URL(url.loc).origin, url.loc).toBe(origin);
      if (url.lastmod !== null) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      // Reciprocal: the address is among its alternates, and each alternate is listed with the same set.
      const languages = url.alternates.filter((alternate) => alternate.hreflang !== "x-default");
      expect(
        languages.map((alternate) => alternate.href),
        url.loc,
      ).toContain(url.loc);
      expect(
        url.alternates.filter((alternate) => alternate.hreflang === "x-default"),
        url.loc,
      ).toHaveLength(1);
      for (const alternate of languages) {
        const other = byLoc.get(alternate.href);
        expect(other, `${alternate.href}, an alternate of ${url.loc}, is listed`).toBeDefined();
        expect(sortedAlternates(other?.alternates ?? []), `the alternates of ${alternate.href} and ${url.loc}`).toEqual(
          sortedAlternates(url.alternates),
        );
      }
    }

    // Four pages at a time: the server renders one while the browser reads another's head.
    for (let start = 0; start < urls.length; start += 4) {
      await Promise.all(
        urls.slice(start, start + 4).map(async (url) => {
          const response = await fetchRaw(request, url.loc);
          expect(response.status(), url.loc).toBe(200);
          const facts = await factsOf(page, await response.text());
          expect(facts.canonical, url.loc).toBe(url.loc);
          expect(
            sortedAlternates(facts.alternates.filter((alternate) => alternate.hreflang !== "x-default")),
            `the language alternates of ${url.loc}`,
          ).toEqual(sortedAlternates(url.alternates.filter((alternate) => alternate.hreflang !== "x-default")));
        }),
      );
    }
  });

  test("every language version of a detail page names the same x-default as the sitemap", async ({ request, page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const byLoc = new Map((await readSitemap(request, page)).map((url) => [url.loc, url]));
    const problems: string[] = [];
    for (const kind of ["person", "practice area", "news", "case", "honor"] as const) {
      const english = detailCase("en_US", kind);
      for (const language of SITE_LANGUAGES) {
        const version = english.versions[language.locale];
        if (!version) continue;
        const address = `${origin}${prefixed(language, version)}`;
        const listed = byLoc.get(address)?.alternates.find((alternate) => alternate.hreflang === "x-default")?.href;
        const facts = await factsOf(page, await (await fetchRaw(request, address)).text());
        const named = facts.alternates.find((alternate) => alternate.hreflang === "x-default")?.href;
        if (named !== listed) problems.push(`${address}: the page names ${named}, the sitemap ${listed}`);
        // The English version's unprefixed `…/detail/{id}`, not a readable address (those exist only with a prefix).
        const unprefixed = `${origin}${english.unprefixedVersions.en_US}`;
        if (named !== unprefixed) problems.push(`${address}: the page names ${named} as x-default, not ${unprefixed}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const language of SITE_LANGUAGES) {
    test(`the news feed in ${language.locale} is RSS 2.0 of the language's news`, async ({ request, page, baseURL }) => {
      const origin = new URL(baseURL ?? "").origin;
      const response = await request.get(`/${language.segment}/news/rss.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
      const result = await readFeed(page, await response.text());
      expect(result.errors, "well-formed XML").toEqual([]);
      expect(result.root).toBe("rss");
      expect(result.version).toBe("2.0");
      const config = await publicResult<{ name: string }>(request, "portal-config", language.locale);
      expect(result.title).toBe(config.name);
      expect(result.link).toBe(`${origin}/${language.segment}/news`);
      expect(result.language).toBe(language.tag);

      const news = await publicResult<{ slug: string; title: string; isLink: number }[]>(
        request,
        "latest-news?pageSize=50",
        language.locale,
      );
      expect(result.items.length).toBeGreaterThan(0);
      expect(result.items.length).toBeLessThanOrEqual(50);
      expect(result.items.map((item) => item.title).sort()).toEqual(news.map((item) => item.title).sort());
      for (const item of result.items) {
        expect(Number.isNaN(Date.parse(item.pubDate ?? "")), `${item.title}: pubDate`).toBe(false);
        const article = news.find((each) => each.title === item.title);
        // A news item's readable address in the feed's language.
        if (article?.isLink === 0) expect(item.link).toBe(`${origin}${slugAddress("news", language.locale, article.slug)}`);
      }
    });
  }
});

test.describe("in the browser", () => {
  test("the home page's first banner picture comes with the page, the others after the takeover", async ({ page }) => {
    const held: Route[] = [];
    await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => {
      held.push(route);
    });
    await page.goto("/en/home", { waitUntil: "domcontentloaded" });
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count(), "the demo firm has several banners").toBeGreaterThan(1);
    await expect.poll(() => held.length, { message: "the app is asked for" }).toBeGreaterThan(0);
    await expect(carousel.locator("img")).toHaveCount(1);
    await expect(carousel.locator("img")).toHaveAttribute("fetchpriority", "high");

    await Promise.all(held.map((route) => route.continue()));
    await takenOver(page);
    await expect(carousel.locator("img")).toHaveCount(await slides.count());
    await expect
      .poll(() =>
        carousel.locator("img").evaluateAll((pictures) => pictures.every((picture) => (picture as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
  });

  test("the language menu on a lawyer's page goes in place to the linked version, and the choice holds for the unprefixed routes", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    const person = detailCase("en_US", "person");
    const german = person.versions.de_DE ?? "";
    const { name: germanName } = await publicResult<{ name: string }>(request, `lawyerTeam/${person.ids.de_DE}`, "de_DE");
    const { name: germanFirm } = await publicResult<{ name: string }>(request, "portal-config", "de_DE");

    await page.goto(`/en${person.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.heading);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();

    await expect(page).toHaveURL(`${origin}/de${german}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanName);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page).toHaveTitle(`${germanName} · ${germanFirm}`);
    await expect(
      page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Unser Team", exact: true }),
    ).toHaveAttribute("href", "/de/people");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), "no reload").toBe(true);

    // The head follows: the canonical and one link per language, none left from the English page.
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${origin}/de${german}`);
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(SUPPORTED_LOCALES.length + 1);
    for (const { locale, tag } of SITE_LANGUAGES)
      await expect(page.locator(`head link[rel="alternate"][hreflang="${tag}"]`)).toHaveAttribute(
        "href",
        `${origin}${localizedPath(locale, person.versions[locale] ?? "")}`,
      );
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");

    // The choice is stored for the browser and for the server.
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("de_DE");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === LOCALE_STORAGE_KEY)?.value).toBe("de_DE");

    // An unprefixed route now arrives from the server in German.
    const home = await page.goto("/home");
    const facts = await factsOf(page, (await home?.text()) ?? "");
    expect(facts.lang).toBe("de-DE");
    expect(facts.h1).toBe(SITE_LANGUAGES.find((each) => each.locale === "de_DE")?.messages["page.home.heading"]);
    expect(facts.canonical).toBe(`${origin}/de/home`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  });

  test("a visitor in another time zone sees the dates the server sent, before and after the browser takes over", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "Pacific/Auckland" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          (window as unknown as { serverText?: string }).serverText = document.querySelector("main")?.textContent ?? "";
      });
    });
    const changed: string[] = [];
    for (const path of ["/en/home", "/en/about", "/en/news", "/en/case", `/en${detailCase("en_US", "news").path}`]) {
      await page.goto(path);
      await page.getByRole("banner").getByRole("button", { name: "Language" }).click();
      await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.waitForLoadState("networkidle");
      const [serverText = "", browserText] = await page.evaluate(() => [
        (window as unknown as { serverText?: string }).serverText,
        document.querySelector("main")?.textContent ?? "",
      ]);
      if (serverText !== browserText) {
        let at = 0;
        while (serverText[at] === browserText[at]) at++;
        changed.push(`${path}: "${serverText.slice(at - 20, at + 30)}" became "${browserText.slice(at - 20, at + 30)}"`);
      }
    }
    expect(changed).toEqual([]);
    await context.close();
  });
});
