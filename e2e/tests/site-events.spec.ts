import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, itemNo, signInAsAdmin, type Version } from "./support/admin-api.ts";

// Events (decision 0082): a visitor registers for a seminar with JavaScript (through the API) and
// without it (a plain form post, refused once with its problems and the values kept, then sent to
// the waiting list once the places are taken); the event's page carries its JSON-LD Event; an
// editor with the inbox right sees both registrations in the event's editor.

const RUN = Date.now().toString(36);
const TITLE = `Breakfast seminar ${RUN}`;
const WITH_SCRIPT = `Jonas Script ${RUN}`;
const WITHOUT_SCRIPT = `Nora Plain ${RUN}`;
/** A little more than the shortest time the server accepts between handing out a form and its registration. */
const FILL_TIME_MS = 3_300;
let slug = "";
let eventNo = 0;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "en_US", name: `Events office ${RUN}` }]);
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const event = await send<(Version & { slug: string })[]>("POST", "/admin/event", [
    {
      lang: "en_US",
      title: TITLE,
      content: "<p>Coffee, croissants and the year's employment law.</p>",
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      placeKind: "office",
      office: idIn(office, "en_US"),
      capacity: 1,
      registrationOpen: true,
      registrationFields: ["position"],
    },
  ]);
  slug = event[0]!.slug;
  eventNo = itemNo(event);
  await request.dispose();
});

async function fillIn(page: Page, name: string) {
  await page.getByRole("main").getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "E-mail" })
    .fill(`${name.split(" ")[0]!.toLowerCase()}-${RUN}@example.com`);
  await page.getByRole("main").getByRole("textbox", { name: "Company" }).fill("Mandant GmbH");
  await page.getByRole("main").getByRole("textbox", { name: "Position" }).fill("General Counsel");
}

test("a visitor finds the seminar, its JSON-LD Event, and registers with JavaScript", async ({ page }) => {
  await page.goto("/en/events");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = data.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "Event");
  expect(event).toMatchObject({ name: TITLE, eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode" });
  expect(String(event!.startDate)).toMatch(/T\d{2}:00:00\+0[12]:00$/);
  await fillIn(page, WITH_SCRIPT);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.waitForTimeout(FILL_TIME_MS);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status")).toContainText("your place is confirmed");
});

test("a visitor without JavaScript is told what to fix, keeps what they typed, and is put on the waiting list", async ({
  browser,
  journeyServer,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const page = await context.newPage();
  await page.goto(`/en/events/${slug}`);
  await expect(page.getByText("All places are taken.")).toBeVisible();
  await fillIn(page, WITHOUT_SCRIPT);
  await page.waitForTimeout(FILL_TIME_MS);
  await page.getByRole("button", { name: "Join the waiting list" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("link", { name: /Consent/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Name", exact: true })).toHaveValue(WITHOUT_SCRIPT);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.waitForTimeout(FILL_TIME_MS);
  await page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/events/${slug}\\?registration=waiting$`));
  await expect(page.getByRole("status")).toContainText("you are on the waiting list");
  await context.close();
});

test("an editor sees both registrations in the event's editor", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/events/edit/${eventNo}`);
  const registrations = page.getByRole("region", { name: "Registrations" });
  for (const name of [WITH_SCRIPT, WITHOUT_SCRIPT]) await expect(registrations.getByRole("cell", { name, exact: true })).toBeVisible();
  await expect(registrations.getByRole("row").filter({ hasText: WITHOUT_SCRIPT }).getByText("Waiting list")).toBeVisible();
});

test("the events are in the header's News & Events menu and a section of the footer", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/en/home");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "News & Events: more pages" }).click();
  await nav.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  // The section the visitor is in is marked as the others are on their own pages.
  await expect(nav.getByRole("link", { name: "News & Events", exact: true })).toHaveCSS("font-weight", "600");
  const explore = page.getByRole("contentinfo").getByRole("navigation", { name: "Explore" });
  await expect(explore.getByRole("link", { name: "Events", exact: true })).toHaveAttribute("href", "/en/events");
  await expect(explore.getByRole("link", { name: "Latest News", exact: true })).toHaveAttribute("href", "/en/news");
});

test("a Chinese event list joins the speakers as Chinese does, and the event page its practice areas", async ({
  page,
  playwright,
  journeyServer,
}) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "zh_CN", name: `活动办公室 ${RUN}` }]);
  const person = (name: string) => send<Version[]>("POST", "/admin/lawyerTeam", [{ lang: "zh_CN", name, office: idIn(office, "zh_CN") }]);
  const speakers = [`王芳${RUN}`, `李明${RUN}`];
  const people = [await person(speakers[0]!), await person(speakers[1]!)];
  const areas = [
    await send<Version[]>("POST", "/admin/professionalField", [{ lang: "zh_CN", name: `税法${RUN}`, introduce: "" }]),
    await send<Version[]>("POST", "/admin/professionalField", [{ lang: "zh_CN", name: `劳动法${RUN}`, introduce: "" }]),
  ];
  const start = new Date(Date.now() + 12 * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const event = await send<(Version & { slug: string })[]>("POST", "/admin/event", [
    {
      lang: "zh_CN",
      title: `早餐研讨会 ${RUN}`,
      content: "<p>劳动法年度回顾。</p>",
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      placeKind: "office",
      office: idIn(office, "zh_CN"),
      personIds: people.map((versions) => idIn(versions, "zh_CN")),
      proFieldIds: areas.map((versions) => idIn(versions, "zh_CN")),
      registrationOpen: false,
    },
  ]);
  await request.dispose();

  await page.goto("/zh/events");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `早餐研讨会 ${RUN}` }) });
  await expect(row.getByText(`${speakers[0]}和${speakers[1]}`, { exact: true })).toBeVisible();
  await page.goto(`/zh/events/${event[0]!.slug}`);
  await expect(page.getByText(`税法${RUN}和劳动法${RUN}`, { exact: true })).toBeVisible();
});
