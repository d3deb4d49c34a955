import { expect, test, type Page, type Route } from "@playwright/test";

// A page's data and its script load side by side (decision 0017): the people page's API request
// starts while its script is still on the way, on a first visit and on a navigation inside the site.

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

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
});

test("on a first visit the people page's data is requested before its script has arrived", async ({ page }) => {
  const chunk = await holdPeopleChunk(page);
  const dataRequest = page.waitForRequest(PEOPLE_API);
  await page.goto("/people", { waitUntil: "commit" });
  await dataRequest;
  expect(chunk.arrived(), "the script was asked for and is still held").toBe(true);
  await chunk.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
});

test("navigating to the people page requests its data while its script is still on the way", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const chunk = await holdPeopleChunk(page);
  const dataRequest = page.waitForRequest(PEOPLE_API);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Team" }).click();
  await dataRequest;
  expect(chunk.arrived(), "the script was asked for and is still held").toBe(true);
  await chunk.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page).toHaveURL(/\/people$/);
});
