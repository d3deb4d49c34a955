import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { deDE } from "../../apps/site/src/i18n/de_DE.ts";
import { enUS } from "../../apps/site/src/i18n/en_US.ts";
import type { Messages } from "../../apps/site/src/i18n/messages.ts";
import { zhCN } from "../../apps/site/src/i18n/zh_CN.ts";
import { expectNoSeriousAxeViolations } from "./support/admin-api.ts";

// Every public route, in every language, on the demo firm (its own server, loaded on first
// start): the page answers, shows its content in that language from the public API, and its
// labels, <html lang>, title and description from that language's catalog, without a script
// error and without a serious or critical axe violation. The expectations are read from the
// public API, so they follow the demo content.

const LANGUAGES: readonly { locale: string; tag: string; messages: Messages }[] = [
  { locale: "de_DE", tag: "de-DE", messages: deDE },
  { locale: "en_US", tag: "en-US", messages: enUS },
  { locale: "zh_CN", tag: "zh-CN", messages: zhCN },
];
const LEGAL_DOCUMENTS = ["privacy", "terms", "impressum"] as const;
const UNKNOWN_PATH = "/this/page/does/not/exist";

interface Titled {
  id: number;
  title: string;
}

/** A page to visit: its address, the answer's status, its <h1>, its title and texts it shows. */
interface RouteCase {
  path: string;
  status: number;
  heading: string;
  /** The document title: "<page> · <firm>". */
  title: string;
  shows: string[];
}

async function result<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const response = await request.get(`/api/user/${path}`, { headers: { lang: locale } });
  expect(response.ok(), `${path} in ${locale}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

async function firstOf<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  const list = await result<T[]>(request, path, locale);
  const first = list[0];
  expect(first, `the demo firm has ${path} in ${locale}`).toBeDefined();
  return first as T;
}

/** The routes and what each must show in one language, read from the public API. */
async function routeCases(request: APIRequestContext, locale: string, messages: Messages): Promise<RouteCase[]> {
  const config = await result<{ name: string; advantagesList: { title: string }[] }>(request, "portal-config", locale);
  const banner = await firstOf<{ title: string }>(request, "banner", locale);
  const areas = await result<{ id: number; name: string }[]>(request, "professionalField/list", locale);
  const area = areas[0];
  expect(area, `the demo firm has practice areas in ${locale}`).toBeDefined();
  const person = await firstOf<{ id: number; name: string }>(request, "lawyerTeam?pageSize=10", locale);
  const news = await result<(Titled & { isLink: number })[]>(request, "latest-news?pageSize=50", locale);
  const article = news.find((item) => item.isLink === 0);
  expect(article, `the demo firm has a news item with content in ${locale}`).toBeDefined();
  const legalCase = await firstOf<Titled>(request, "case-analysis?pageSize=10", locale);
  const honor = await firstOf<Titled>(request, "lawfirm-honour?pageSize=10", locale);
  const documents = await Promise.all(LEGAL_DOCUMENTS.map((name) => result<{ title: string }>(request, `docs/${name}`, locale)));
  if (!area || !article) throw new Error("unreachable: checked above");

  return [
    {
      path: "/home",
      status: 200,
      heading: messages["page.home.heading"],
      page: messages["page.home.title"],
      shows: [banner.title, news[0]?.title ?? "", area.name],
    },
    {
      path: "/about",
      status: 200,
      heading: messages["page.about.title"],
      shows: [messages["nav.about.advantages"], config.advantagesList[0]?.title ?? ""],
    },
    { path: "/expertises", status: 200, heading: messages["page.expertises.title"], shows: areas.map((each) => each.name) },
    { path: `/expertises/detail/${area.id}`, status: 200, heading: area.name, shows: [] },
    { path: "/people", status: 200, heading: messages["page.people.title"], shows: [person.name] },
    { path: `/people/detail/${person.id}`, status: 200, heading: person.name, shows: [] },
    { path: "/news", status: 200, heading: messages["page.news.title"], shows: [news[0]?.title ?? ""] },
    { path: `/news/detail/${article.id}`, status: 200, heading: article.title, shows: [] },
    { path: "/case", status: 200, heading: messages["page.cases.title"], shows: [legalCase.title] },
    { path: `/case/detail/${legalCase.id}`, status: 200, heading: legalCase.title, shows: [] },
    { path: `/honor/detail/${honor.id}`, status: 200, heading: honor.title, shows: [] },
    ...LEGAL_DOCUMENTS.map((name, index) => ({ path: `/docs/${name}`, status: 200, heading: documents[index]?.title ?? "", shows: [] })),
    { path: UNKNOWN_PATH, status: 404, heading: messages["page.notFound.title"], shows: [messages["page.notFound.back"]] },
  ].map(({ page, ...route }: Omit<RouteCase, "title"> & { page?: string }) => ({
    ...route,
    title: `${page ?? route.heading} · ${config.name}`,
    shows: [...route.shows, config.name],
  }));
}

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

for (const { locale, tag, messages } of LANGUAGES) {
  test.describe(`every public route in ${locale}`, () => {
    let routes: RouteCase[] = [];

    test.beforeAll(async ({ playwright }, testInfo) => {
      const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      routes = await routeCases(request, locale, messages);
      await request.dispose();
    });

    test(`renders its content, labels and metadata in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((stored) => localStorage.setItem("umi_locale", stored), locale);
      const errors = collectErrors(page);

      for (const route of routes) {
        await test.step(route.path, async () => {
          const response = await page.goto(route.path);
          expect(response?.status(), route.path).toBe(route.status);
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

          await expectNoSeriousAxeViolations(page);
        });
      }
      expect(errors).toEqual([]);
    });
  });
}
