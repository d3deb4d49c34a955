import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { takenOver } from "./support/takeover.ts";

// A first visit gets the page with its data and its styles in the HTML (decision 0023): the browser
// asks for no data and no style sheet, the content shows before the page's script has arrived (it
// is asked for after the first paint), and what the visitor does meanwhile is done once the script
// has taken the page over. A navigation inside
// the site loads the next page's data and its script side by side (decision 0017): the data
// request starts while the script is still on the way.

const PEOPLE_CHUNK = /\/assets\/PeoplePage-[\w-]+\.js$/;
const PEOPLE_STYLES = /\/assets\/PeoplePage-[\w-]+\.css$/;
const PEOPLE_API = /\/api\/user\/lawyerTeam\b/;

/** Holds the people page's script back until `release` is called. */
async function holdPeopleChunk(page: Page) {
  const held: Route[] = [];
  await page.route(PEOPLE_CHUNK, (route) => {
    held.push(route);
  });
  return {
    arrived: () => held.length > 0,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(PEOPLE_CHUNK);
    },
  };
}

/** The API calls the page makes, but for pictures. */
function watchDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith("/api/") && !pathname.startsWith("/api/upload/")) requests.push(`${pathname}${search}`);
  });
  return requests;
}

/** The style sheets the page asks for. */
function watchStyleSheetRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
});

test("on a first visit the people page shows before its script has arrived, and asks for no data and no style sheet", async ({ page }) => {
  const chunk = await holdPeopleChunk(page);
  const dataRequests = watchDataRequests(page);
  const styleSheetRequests = watchStyleSheetRequests(page);
  await page.goto("/en/people", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page.getByRole("searchbox", { name: "Search by name" })).toBeVisible();
  // Styled by the styles in the page: the search box has the site's border, not the browser's.
  await expect(page.getByRole("searchbox", { name: "Search by name" })).not.toHaveCSS("border-top-style", "inset");
  await expect.poll(() => chunk.arrived(), { message: "the script is asked for after the first paint" }).toBe(true);
  await expect(page.locator("html"), "not taken over while its script is held").not.toHaveAttribute("data-hydrated", "");

  await chunk.release();
  await takenOver(page);
  // Taken over (the language menu opens): still nothing asked for.
  await page.getByRole("button", { name: "Language" }).click();
  await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);
  expect(styleSheetRequests, "every style sheet of the page came in it").toEqual([]);
  // The search now asks as the visitor types.
  const search = page.waitForRequest(PEOPLE_API);
  await page.getByRole("searchbox", { name: "Search by name" }).fill("someone");
  await search;
  await expect(page).toHaveURL(/\/en\/people\?keyword=someone$/);
});

test("a tap and a search typed before the script has arrived are done once it has", async ({ page }) => {
  const chunk = await holdPeopleChunk(page);
  await page.goto("/en/people", { waitUntil: "domcontentloaded" });
  await expect.poll(() => chunk.arrived()).toBe(true);
  await page.getByRole("searchbox", { name: "Search by name" }).fill("someone");
  await page.getByRole("button", { name: "Language" }).click();
  await expect(page.getByRole("menu", { name: "Language" }), "nothing opens without the script").toHaveCount(0);

  const search = page.waitForRequest(PEOPLE_API);
  await chunk.release();
  await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
  await search;
  await expect(page).toHaveURL(/\/en\/people\?keyword=someone$/);
  await expect(page.getByRole("searchbox", { name: "Search by name" })).toHaveValue("someone");
});

test("navigating to the people page requests its data while its script is still on the way, and then its style sheet", async ({ page }) => {
  await page.goto("/en/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await takenOver(page);
  const styleSheet = page.waitForResponse(PEOPLE_STYLES);
  const chunk = await holdPeopleChunk(page);
  const dataRequest = page.waitForRequest(PEOPLE_API);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click();
  await dataRequest;
  expect(chunk.arrived(), "the script was asked for and is still held").toBe(true);
  await chunk.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page).toHaveURL(/\/en\/people$/);
  // The home page's styles are in its HTML; the people page's come with its script.
  expect((await styleSheet).status()).toBe(200);
  await expect(page.getByRole("searchbox", { name: "Search by name" })).not.toHaveCSS("border-top-style", "inset");
});
