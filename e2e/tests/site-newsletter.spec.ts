import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi } from "./support/admin-api.ts";
import { waitOutFormFillTime } from "./support/fill-time.ts";
import { takenOver } from "./support/takeover.ts";

// The newsletter (decisions 0083, 0088): subscribing from the footer with JavaScript and on the
// page without it, confirming by the button of the mailed link's page (opening the link confirms
// nothing), changing the preferences and unsubscribing.

const RUN = Date.now().toString(36);
const TOPIC = `Client alerts ${RUN}`;

test.describe.configure({ mode: "serial" });

let send: Awaited<ReturnType<typeof adminApi>>;
let request: APIRequestContext;

test.beforeAll(async ({ playwright, journeyServer }) => {
  request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  send = await adminApi(request);
  const folder = await send<{ no: number }[]>("POST", "/admin/catalog", [{ lang: "en_US", name: TOPIC, type: 0, parentId: 0 }]);
  await send("PUT", "/admin/newsletter/topics", { topics: [{ kind: "newsFolder", no: folder[0]!.no }] });
});

test.afterAll(() => request.dispose());

/** The link of the newest mail to `email` that leads to `page`, read from the personal-data export. */
async function mailedLink(email: string, page: "confirm" | "preferences"): Promise<string> {
  const records = await send<{ records: { source: string; data: { textBody?: string } }[] }>("POST", "/admin/privacy/subject/export", {
    email,
  });
  const texts = records.records.filter((record) => record.source === "outbox").map((record) => record.data.textBody ?? "");
  const link = texts
    .reverse()
    .map((text) => new RegExp(`https?://[^\\s]+/newsletter/${page}\\?s=[^\\s]+`).exec(text)?.[0])
    .find(Boolean);
  expect(link, `a ${page} link mailed to ${email}`).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test("a visitor subscribes from the footer with JavaScript, confirms by the mailed link and changes the preferences", async ({ page }) => {
  const email = `script-${RUN}@example.com`;
  await page.goto("/en/home");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/en\/newsletter$/);
  await expect(page.getByRole("main").getByRole("textbox", { name: "E-mail address" })).toHaveValue(email);
  await page.getByRole("checkbox", { name: TOPIC }).check();
  await page.getByRole("checkbox", { name: /I would like to receive/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your e-mail");

  // Opening the link confirms nothing (mail scanners open links): the page's button does.
  await page.goto(await mailedLink(email, "confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.getByText(`Please confirm that ${email} should receive our newsletter.`)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  await page.getByRole("link", { name: "Change topics or language" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your newsletter");
  await expect(page.getByRole("checkbox", { name: TOPIC })).toBeChecked();
  await page.getByRole("combobox", { name: "Language of the e-mails" }).selectOption("de_DE");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Your settings have been saved.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Language of the e-mails" })).toHaveValue("de_DE");

  await page.getByRole("main").getByRole("link", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  // A request that fails says so, and the button tries again. The failure is the script's request's,
  // so the page must be taken over first: a click before that posts the form without a script.
  await takenOver(page);
  const unsubscribeCall = "**/api/newsletter/unsubscribe";
  await page.route(unsubscribeCall, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toHaveText("The request could not be sent. Please try again.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  await page.unroute(unsubscribeCall);
  await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
});

test("a visitor without JavaScript is told what is missing, subscribes, confirms and unsubscribes", async ({ browser, journeyServer }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const page = await context.newPage();
  const email = `plain-${RUN}@example.com`;
  await page.goto("/en/newsletter");
  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill(email);
  await waitOutFormFillTime(page);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("choose at least one topic");
  await expect(page.getByRole("main").getByRole("textbox", { name: "E-mail address" })).toHaveValue(email);
  await page.getByRole("checkbox", { name: TOPIC }).check();
  await page.getByRole("checkbox", { name: /I would like to receive/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/en\/newsletter\/check-mail$/);

  await page.goto(await mailedLink(email, "confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("main").getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  await page.getByRole("link", { name: "Change topics or language" }).click();
  await page.getByRole("checkbox", { name: TOPIC }).uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toContainText("Choose at least one topic");
  await page.getByRole("main").getByRole("link", { name: "Unsubscribe" }).click();
  await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/en\/newsletter\/unsubscribe\?done=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
  await context.close();
});

test("a forged or stale link's page says the link no longer works, answered 404", async ({ page }) => {
  for (const path of ["/en/newsletter/confirm?s=forged", "/en/newsletter/preferences?s=forged", "/de/newsletter/unsubscribe?s=forged"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
      path.startsWith("/de/") ? "Dieser Link ist nicht mehr gültig" : "This link no longer works",
    );
  }
});

test("the footer's sign-up and the topics stay in line with the page at a laptop's width", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/de/newsletter");
  // The footer's address field ends within its column, not past the page's edge.
  const footer = page.getByRole("contentinfo");
  const field = await footer.getByRole("textbox", { name: "E-Mail-Adresse" }).boundingBox();
  const line = await footer
    .getByRole("link", { name: "Anwalt finden" })
    .evaluate((link) => link.closest("div")!.getBoundingClientRect().right);
  expect(field!.x + field!.width).toBeLessThanOrEqual(line + 1);
  // The topics' group starts where the address field above it starts: no browser frame or indent.
  const main = page.getByRole("main");
  const address = await main.getByRole("textbox", { name: "E-Mail-Adresse" }).boundingBox();
  const topics = await main.getByRole("group", { name: "Themen" }).boundingBox();
  expect(topics!.x).toBe(address!.x);
});
