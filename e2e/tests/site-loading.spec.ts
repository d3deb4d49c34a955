import type { CDPSession, Page, Route } from "@playwright/test";
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

/** How many click listeners of their own the page's links have, and the app's root (through the DevTools protocol). */
async function clickListeners(page: Page): Promise<{ links: number; linksWithOwn: string[]; root: number }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const countOn = async (objectId: string | undefined) =>
    (await cdp.send("DOMDebugger.getEventListeners", { objectId: objectId ?? "" })).listeners.filter(
      (listener) => listener.type === "click",
    ).length;
  const { result: root } = await cdp.send("Runtime.evaluate", { expression: 'document.getElementById("root")' });
  const { result: list } = await cdp.send("Runtime.evaluate", { expression: '[...document.querySelectorAll("#root a[href]")]' });
  const { result: items } = await cdp.send("Runtime.getProperties", { objectId: list.objectId ?? "", ownProperties: true });
  const links = items.filter((item) => /^\d+$/.test(item.name));
  const linksWithOwn: string[] = [];
  for (const link of links) {
    if ((await countOn(link.value?.objectId)) === 0) continue;
    const { result } = await cdp.send("Runtime.callFunctionOn", {
      objectId: link.value?.objectId ?? "",
      functionDeclaration: "function () { return this.getAttribute('href'); }",
      returnByValue: true,
    });
    linksWithOwn.push(String(result.value));
  }
  const counts = { links: links.length, linksWithOwn, root: await countOn(root.objectId) };
  await cdp.detach();
  return counts;
}

test("the site's links are plain anchors that one listener follows in place; a modified or middle click is left to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/en/home");
  await takenOver(page);
  // Decision 0121: no link has a click listener of its own (React Router's `Link` added one to each)
  // but the firm's name (it closes the phone menu) and the language menu's (they store the choice);
  // the app's root has the one that follows them.
  const listeners = await clickListeners(page);
  expect(listeners.links).toBeGreaterThan(20);
  expect(listeners.linksWithOwn).toEqual(["/en/home", "/de/home", "/en/home", "/zh/home"]);
  expect(listeners.root).toBe(1);

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const samePage = () => page.evaluate(() => "samePage" in window);

  // Ctrl and Shift, and the middle button, open the link elsewhere, and the page stays as it is.
  for (const click of [{ modifiers: ["Control"] as const }, { modifiers: ["Shift"] as const }, { button: "middle" as const }]) {
    const opened = context.waitForEvent("page");
    await nav.getByRole("link", { name: "Our Team" }).click({ ...click, modifiers: click.modifiers && [...click.modifiers] });
    const other = await opened;
    await expect(other).toHaveURL(/\/en\/people$/);
    await other.close();
    await expect(page).toHaveURL(/\/en\/home$/);
  }

  // A plain click goes to the page in place, without loading a page, and the navigation marks its section.
  await nav.getByRole("link", { name: "Our Team" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
  await expect(page).toHaveURL(/\/en\/people$/);
  expect(await samePage(), "the page was not loaded anew").toBe(true);
  await expect(nav.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
});
