import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/demo-firm.ts";
import { localizedPath, type Locale } from "@lawfirm/contract";
import { expectNoWcagViolations } from "./support/admin-api.ts";
import { endingAt } from "./support/addresses.ts";
import { routeCases, SITE_LANGUAGES, UNKNOWN_PATH, type RouteCase } from "./support/demo-site.ts";
import type { Messages } from "../../apps/site/src/i18n/messages.ts";

// Every public route, in every language, on the demo firm (its own server, loaded on first
// start): the page answers, shows its content in that language from the public API, and its
// labels, <html lang>, title and description from that language's catalog, without a script
// error, and passes axe's WCAG 2.2 AA rules (and has no serious or critical violation of the
// others) at 1440 px or, the same page narrowed, at 360 px: one scan per page and language, the
// width taking turns, so that every page is scanned at both widths and every language at both
// (decisions 0069, 0072); the menu button shows at 360 px on every page. The site search's
// results page is visited too, for the practice area's name. The expectations are read from the
// public API, so they follow the demo content. The specification's unprefixed routes are visited
// with the language stored in the browser (site-rendering.spec.ts visits the prefixed ones); a
// detail page's `…/detail/{id}` leads to its readable address in that language (decision 0054).
// Each language's pages are swept in `PARTS` tests, every `PARTS`th page in each, so that the
// sweep spreads over the demo firm's workers (decision 0103); which width a page is scanned at
// does not depend on the part.

/**
 * Collects what the page reports as an error: uncaught exceptions and console errors, except
 * the browser's note on the unknown path's own 404 answer, which the test asks for.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" || new URL(message.location().url || "about:blank").pathname === UNKNOWN_PATH) return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The widest column of the page and a small phone: each page is scanned at both. */
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };
/** The tests each language's sweep is split into. */
const PARTS = 2;

/** The search results page for `q`: its heading and title name the query. */
function searchCase(q: string, firmName: string, messages: Messages): RouteCase {
  const heading = messages["search.pageTitle"].replace("{q}", q);
  const path = `/search?q=${encodeURIComponent(q)}`;
  return {
    path,
    unprefixed: path,
    status: 200,
    heading,
    title: `${heading} · ${firmName}`,
    shows: [q, firmName],
    structuredData: [],
    versions: {},
    unprefixedVersions: {},
    ids: {},
  };
}

/**
 * The routes of `locale` (read from the public API) and the search results page for its first
 * practice area's name. Each test reads them itself: a `beforeAll` would make Playwright run a
 * language's parts as one job, on one worker.
 */
async function sweptRoutes(request: APIRequestContext, locale: Locale, messages: Messages): Promise<RouteCase[]> {
  const routes = await routeCases(request, locale, messages);
  const area = routes.find((route) => route.detail === "practice area");
  const firmName = routes.find((route) => route.path === "/home")?.title ?? "";
  if (!area) throw new Error(`No practice area page in ${locale}`);
  return [...routes, searchCase(area.heading, firmName, messages)];
}

for (const [languageIndex, { locale, tag, messages }] of SITE_LANGUAGES.entries()) {
  test.describe(`every public route in ${locale}`, () => {
    for (let part = 0; part < PARTS; part++)
      test(`renders its content, labels and metadata in ${locale}, part ${part + 1} of ${PARTS}`, async ({ page, request }) => {
        // An axe pass for each of some ten pages, on a machine the other journeys share.
        test.setTimeout(300_000);
        await page.addInitScript((stored) => localStorage.setItem("umi_locale", stored), locale);
        const errors = collectErrors(page);

        const routes = await sweptRoutes(request, locale, messages);
        const partsRoutes = [...routes.entries()].filter(([routeIndex]) => routeIndex % PARTS === part);
        expect(partsRoutes.length, `the pages of part ${part + 1}`).toBeGreaterThan(0);
        for (const [routeIndex, route] of partsRoutes) {
          const scannedAt = (routeIndex + languageIndex) % 2 === 0 ? WIDE : PHONE;
          await test.step(route.unprefixed, async () => {
            await page.setViewportSize(WIDE);
            const response = await page.goto(route.unprefixed);
            expect(response?.status(), route.unprefixed).toBe(route.status);
            // A detail page's `…/detail/{id}` leads to the readable address of the visitor's language's version.
            if (route.unprefixed !== route.path) await expect(page).toHaveURL(endingAt(localizedPath(locale, route.path)));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
            await expect(page.locator("html")).toHaveAttribute("lang", tag);
            await expect(
              page.getByRole("navigation", { name: messages["nav.label"] }).getByRole("link", { name: messages["nav.team"] }),
            ).toBeVisible();
            await expect(page.getByRole("button", { name: messages["language.label"] })).toBeVisible();
            for (const text of route.shows) {
              expect(text, `${route.path} has something to show`).not.toBe("");
              await expect(page.getByText(text, { exact: false }).first(), `${route.path} shows "${text}"`).toBeAttached();
            }

            await expect(page).toHaveTitle(route.title);
            const description = await page.locator('meta[name="description"]').getAttribute("content");
            expect(description?.trim(), `${route.path}: a meta description`).toBeTruthy();

            // Every image has a text alternative (empty for decoration) and its size, so nothing shifts.
            const unsized = await page
              .locator("img")
              .evaluateAll((images) =>
                images
                  .filter((image) => !image.hasAttribute("alt") || !image.getAttribute("width") || !image.getAttribute("height"))
                  .map((image) => image.outerHTML),
              );
            expect(unsized, `${route.path}: images without alt or size`).toEqual([]);
            // A class name a CSS module does not define renders as the word "undefined".
            await expect(page.locator('[class~="undefined"]'), `${route.path}: classes no style sheet defines`).toHaveCount(0);

            if (scannedAt === WIDE) await expectNoWcagViolations(page, `${route.path} at ${WIDE.width} px`);
            await page.setViewportSize(PHONE);
            await expect(page.getByRole("button", { name: messages["nav.menu"], exact: true })).toBeVisible();
            // A breadcrumb trail that wraps starts each line with a name, never with its separator.
            const linesStartingWithSeparator = await page
              .getByRole("navigation", { name: messages["common.breadcrumb"] })
              .locator("li")
              .evaluateAll((items) =>
                items
                  .filter((item, index) => index === 0 || item.getBoundingClientRect().top > items[index - 1]!.getBoundingClientRect().top)
                  .filter((item) => item.firstElementChild!.getBoundingClientRect().left - item.getBoundingClientRect().left >= 1)
                  .map((item) => item.textContent),
              );
            expect(linesStartingWithSeparator, `${route.path}: breadcrumb lines at ${PHONE.width} px`).toEqual([]);
            if (scannedAt === PHONE) await expectNoWcagViolations(page, `${route.path} at ${PHONE.width} px`);
          });
        }
        expect(errors).toEqual([]);
      });
  });
}
