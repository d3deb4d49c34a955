import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, itemNo, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { waitOutFillTime, waitOutFormFillTime } from "./support/fill-time.ts";

// Events (decision 0082): a visitor registers for a seminar with JavaScript (through the API) and
// without it (a plain form post, refused once with its problems and the values kept, then sent to
// the waiting list once the places are taken), each told every problem at once, the fields the
// event asks for with the others (decision 0106); the list and the page say how few places are
// left, and fully booked once none are, as soon as a registration or cancellation changes it; the event's page carries its JSON-LD Event and
// shows when and where first on a phone; an editor with the inbox right sees both registrations
// in the event's editor, with the fields the event asks for; the mailed cancellation link's page
// names the event before anything is cancelled, with and without JavaScript, and says so when the
// event is over or gone; a past event offers neither the calendar file nor the registration.

const RUN = Date.now().toString(36);
const TITLE = `Breakfast seminar ${RUN}`;
const WITH_SCRIPT = `Jonas Script ${RUN}`;
const WITHOUT_SCRIPT = `Nora Plain ${RUN}`;
let slug = "";
let eventNo = 0;
let eventStart = "";
let send: Awaited<ReturnType<typeof adminApi>>;
let request: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  send = await adminApi(request);
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
  eventStart = start.toISOString();
});

test.afterAll(() => request.dispose());

/** The cancellation link of the first mail to `email`, read from the personal-data export. */
async function cancellationLink(email: string): Promise<string> {
  const records = await send<{ records: { source: string; data: { textBody?: string } }[] }>("POST", "/admin/privacy/subject/export", {
    email,
  });
  const link = records.records
    .filter((record) => record.source === "outbox")
    .map((record) => /https?:\/\/\S+\/events\/cancel\?token=\S+/.exec(record.data.textBody ?? "")?.[0])
    .find(Boolean);
  expect(link, `a cancellation link mailed to ${email}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

const emailOf = (name: string) => `${name.split(" ")[0]!.toLowerCase()}-${RUN}@example.com`;

/** Registers `name` for the event version `id` through the API, as the page's script does (its ticket, then the fill time). */
async function registerByApi(id: number, name: string) {
  const form = await request.get(`/api/user/eventRegistration/form/${id}?lang=en_US`);
  const { ticket } = ((await form.json()) as { result: { ticket: string } }).result;
  await waitOutFillTime(ticket);
  const answer = await request.post(`/api/user/eventRegistration/${id}`, {
    data: { lang: "en_US", name, email: emailOf(name), company: "Mandant GmbH", consent: true, website: "", ticket },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function fillIn(page: Page, name: string, position = "General Counsel") {
  await page.getByRole("main").getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail" }).fill(emailOf(name));
  await page.getByRole("main").getByRole("textbox", { name: "Company" }).fill("Mandant GmbH");
  await page.getByRole("main").getByRole("textbox", { name: "Position" }).fill(position);
}

/** Sends the form without consent and without the position the event asks for: both problems come in one answer. */
async function sendIncomplete(page: Page, name: string, button: string) {
  await fillIn(page, name, "");
  await page.getByRole("button", { name: button }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("link", { name: /^Position:/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Consent/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await page.getByRole("main").getByRole("textbox", { name: "Position" }).fill("General Counsel");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

/** The event's row in the list of upcoming events. */
const rowOf = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: TITLE }) });

test("a visitor finds the seminar, its JSON-LD Event, and registers with JavaScript", async ({ page }) => {
  await page.goto("/en/events");
  // One place of one: the list says so (and keeps its answer in the cache).
  await expect(rowOf(page).getByText("Only 1 place left")).toBeVisible();
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = data.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "Event");
  expect(event).toMatchObject({ name: TITLE, eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode" });
  expect(String(event!.startDate)).toMatch(/T\d{2}:00:00\+0[12]:00$/);
  // The times say whose clock they are on, as the mails and the cancellation page do.
  await expect(page.getByRole("complementary", { name: "At a glance" }).getByText("(Berlin time)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Registration" }).getByText("Only 1 place left")).toBeVisible();
  await sendIncomplete(page, WITH_SCRIPT, "Register");
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status")).toContainText("your place is confirmed");
  // The list's kept answer was dropped with the registration: it says fully booked now.
  await page.goto("/en/events");
  await expect(rowOf(page).getByText("Fully booked – join the waiting list")).toBeVisible();
});

test("a visitor without JavaScript is told what to fix, keeps what they typed, and is put on the waiting list", async ({
  browser,
  journeyServer,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const page = await context.newPage();
  await page.goto(`/en/events/${slug}`);
  await expect(page.getByText("All places are taken.")).toBeVisible();
  await sendIncomplete(page, WITHOUT_SCRIPT, "Join the waiting list");
  // The page sent back hands out a fresh ticket.
  await waitOutFormFillTime(page);
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
  // The event asks for the position: a column of its own; the fields it does not ask for have none.
  await expect(registrations.getByRole("columnheader", { name: "Position" })).toBeVisible();
  await expect(registrations.getByRole("columnheader", { name: "Dietary needs" })).toHaveCount(0);
  await expect(
    registrations.getByRole("row").filter({ hasText: WITH_SCRIPT }).getByRole("cell", { name: "General Counsel" }),
  ).toBeVisible();
});

test("the cancellation link's page names the event and its time before anything is cancelled, with and without JavaScript", async ({
  browser,
  page,
  journeyServer,
}) => {
  // Without a script: the waiting one leaves the waiting list by the page's button.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const plain = await context.newPage();
  await plain.goto(await cancellationLink(emailOf(WITHOUT_SCRIPT)));
  await expect(plain.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  const when = plain.getByText("(Berlin time)").locator("..");
  await expect(when).toContainText(new Date(eventStart).getUTCFullYear().toString());
  await expect(when).toContainText(/\d{1,2}:\d{2}/);
  await plain.getByRole("button", { name: "Leave the waiting list" }).click();
  await expect(plain.getByRole("status")).toHaveText(`Your registration for “${TITLE}” has been cancelled.`);
  await expect(plain.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  await context.close();

  // With a script, on the German page: the time as German writes it, on Berlin's clock.
  const link = await cancellationLink(emailOf(WITH_SCRIPT));
  await page.goto(link.replace(/^\/en\//, "/de/"));
  await expect(page.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
  const berlin = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(eventStart));
  await expect(page.getByText("(Berliner Zeit)").locator("..")).toContainText(berlin);
  await page.getByRole("button", { name: "Meine Anmeldung stornieren" }).click();
  await expect(page.getByRole("status")).toHaveText(`Ihre Anmeldung zu „${TITLE}“ ist storniert.`);
  // The link again: cancelled already, no button.
  await page.reload();
  await expect(page.getByRole("status")).toContainText("ist storniert");
  await expect(page.getByRole("button", { name: "Meine Anmeldung stornieren" })).toHaveCount(0);
  // The place the cancellation freed is open again, no one waiting: the list counts it.
  await page.goto("/en/events");
  await expect(rowOf(page).getByText("Only 1 place left")).toBeVisible();
});

test("the cancellation link's page says so when the event is over, or gone, or the link is not the firm's", async ({ page }) => {
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const body = {
    lang: "en_US",
    title: `Ending soon ${RUN}`,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    placeKind: "online",
    onlineUrl: "https://meet.example.com/soon",
    registrationOpen: true,
  };
  const [soon] = await send<(Version & { slug: string })[]>("POST", "/admin/event", [body]);
  const [removed] = await send<Version[]>("POST", "/admin/event", [{ ...body, title: `Removed ${RUN}` }]);
  await registerByApi(soon!.id, `Paula Past ${RUN}`);
  await registerByApi(removed!.id, `Gustav Gone ${RUN}`);
  const pastLink = await cancellationLink(emailOf(`Paula Past ${RUN}`));
  const goneLink = await cancellationLink(emailOf(`Gustav Gone ${RUN}`));
  // The first event moved into the past, the second deleted (its registrations go with it).
  const earlier = new Date(Date.now() - 3 * 86_400_000);
  await send("PUT", "/admin/event", [
    { ...body, id: soon!.id, startsAt: earlier.toISOString(), endsAt: new Date(earlier.getTime() + 3_600_000).toISOString() },
  ]);
  await send("DELETE", `/admin/event/${removed!.id}`);

  await page.goto(pastLink);
  await expect(page.getByRole("heading", { level: 2, name: `Ending soon ${RUN}` })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("This event has already taken place; there is nothing left to cancel.");
  await expect(page.getByRole("button", { name: "Cancel my registration" })).toHaveCount(0);
  await page.goto(goneLink);
  await expect(page.getByRole("alert")).toContainText("This registration no longer exists");
  await page.goto("/en/events/cancel?token=1.forged");
  await expect(page.getByRole("alert")).toContainText("This cancellation link is not valid.");

  // The past event's page offers neither the calendar file nor the registration; the file's address still answers.
  await page.goto(`/en/events/${soon!.slug}`);
  await expect(page.getByText("This event has already taken place.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Registration" })).toHaveCount(0);
  expect((await request.get(`/en/events/${soon!.slug}/calendar.ics`)).status()).toBe(200);
});

test("on a phone the event's page shows when and where before its text and the registration; beside them on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/en/events/${slug}`);
  const facts = page.getByRole("complementary", { name: "At a glance" });
  const registration = page.getByRole("heading", { level: 2, name: "Registration" });
  const text = page.getByText("Coffee, croissants and the year's employment law.");
  const top = async (locator: typeof facts) => (await locator.boundingBox())!.y;
  expect(await top(facts.getByText("Where"))).toBeLessThan(await top(text));
  expect(await top(facts.getByText("Where"))).toBeLessThan(await top(registration));
  await page.setViewportSize({ width: 1440, height: 900 });
  const factsBox = (await facts.boundingBox())!;
  const textBox = (await text.boundingBox())!;
  expect(factsBox.x).toBeGreaterThan(textBox.x + textBox.width);
  expect(Math.abs(factsBox.y - textBox.y)).toBeLessThan(120);
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

test("a Chinese event list joins the speakers as Chinese does, on one line on a phone, and the event page its practice areas", async ({
  page,
  playwright,
  journeyServer,
}) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "zh_CN", name: `活动办公室 ${RUN}` }]);
  const person = (name: string) => send<Version[]>("POST", "/admin/lawyerTeam", [{ lang: "zh_CN", name, office: idIn(office, "zh_CN") }]);
  const speakers = [`王芳${RUN}`, `李明${RUN}`, `欧阳建国${RUN}`];
  const people = [await person(speakers[0]!), await person(speakers[1]!), await person(speakers[2]!)];
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

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/zh/events");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `早餐研讨会 ${RUN}` }) });
  const joined = `${speakers[0]}、${speakers[1]}和${speakers[2]}`;
  const names = row.getByText(joined, { exact: true });
  await expect(names).toBeVisible();
  // Too long for a phone's line: one line, cut short, the whole of it in its title.
  const lineHeight = await names.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await names.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await names.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(row.getByTitle(joined)).toBeVisible();
  await page.goto(`/zh/events/${event[0]!.slug}`);
  await expect(page.getByText(`税法${RUN}和劳动法${RUN}`, { exact: true })).toBeVisible();
});
