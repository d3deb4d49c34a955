import { expect, test, type Page, type Route } from "@playwright/test";

// A first visit gets the page with its data in the HTML (decision 0023): the browser asks for no
// data at all, and the content shows before the page's script has arrived. A navigation inside
// the site loads the next page's data and its script side by side (decision 0017): the data
// request starts while the script is still on the way.

const PEOPLE_CHUNK = /\/assets\/PeoplePage-[\w-]+\.js$/;
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

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
});

test("on a first visit the people page shows before its script has arrived, and asks for no data", async ({ page }) => {
  const chunk = await holdPeopleChunk(page);
  const dataRequests = watchDataRequests(page);
  await page.goto("/en/people", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page.getByRole("searchbox", { name: "Search by name" })).toBeVisible();
  expect(chunk.arrived(), "the script was asked for and is still held").toBe(true);

  await chunk.release();
  // Taken over (the language menu opens): still nothing asked for.
  await page.getByRole("button", { name: "Language" }).click();
  await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);
  // The search now asks as the visitor types.
  const search = page.waitForRequest(PEOPLE_API);
  await page.getByRole("searchbox", { name: "Search by name" }).fill("someone");
  await search;
  await expect(page).toHaveURL(/\/en\/people\?keyword=someone$/);
});

test("navigating to the people page requests its data while its script is still on the way", async ({ page }) => {
  await page.goto("/en/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const chunk = await holdPeopleChunk(page);
  const dataRequest = page.waitForRequest(PEOPLE_API);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click();
  await dataRequest;
  expect(chunk.arrived(), "the script was asked for and is still held").toBe(true);
  await chunk.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page).toHaveURL(/\/en\/people$/);
});
