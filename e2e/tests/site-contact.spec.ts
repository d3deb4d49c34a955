import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { waitOutFormFillTime } from "./support/fill-time.ts";

// Contacting a lawyer (decision 0077): from the lawyer's page to the contact form, sent with
// JavaScript (through the API) and without it (a plain form post, refused once with its problems
// and the values kept, then sent), and both messages in the back office's Inbox.

const RUN = Date.now().toString(36);
const LAWYER = `Clara Kontakt ${RUN}`;
const WITH_SCRIPT = `Jonas Script ${RUN}`;
const WITHOUT_SCRIPT = `Nora Plain ${RUN}`;
let personId = 0;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "en_US", name: `Contact office ${RUN}` }]);
  const person = await send<Version[]>("POST", "/admin/lawyerTeam", [
    { lang: "en_US", name: LAWYER, email: "clara@example.com", office: idIn(office, "en_US"), jobIds: [], proFieldIds: [] },
  ]);
  personId = idIn(person, "en_US");
  await request.dispose();
});

async function fillIn(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill("visitor@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill(`Please call me back. ${RUN}`);
}

test("a visitor writes to a lawyer with JavaScript and sees the confirmation", async ({ page }) => {
  await page.goto(`/en/contact?to=person:${personId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Write to ${LAWYER}`);
  await expect(page.getByRole("link", { name: "Privacy policy" }).first()).toBeVisible();
  await fillIn(page, WITH_SCRIPT);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/contact/sent\\?to=person:${personId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your message");
});

test("a visitor without JavaScript is told what to fix, keeps what they typed, and sends", async ({ browser, journeyServer }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const page = await context.newPage();
  await page.goto(`/en/contact?to=person:${personId}`);
  await fillIn(page, WITHOUT_SCRIPT);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill("visitor@");
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading", { name: "Your message was not sent" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /E-mail address/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Consent/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "E-mail address" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(WITHOUT_SCRIPT);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(`Please call me back. ${RUN}`);

  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill("visitor@example.com");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/contact/sent\\?to=person:${personId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your message");
  await context.close();
});

test("on a phone without JavaScript the menu listed in the header scrolls away, and the form's button can be pressed", async ({
  browser,
  journeyServer,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: journeyServer.baseURL,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/en/contact");
  const send = page.getByRole("button", { name: "Send message" });
  await send.scrollIntoViewIfNeeded();
  // A trial click fails when another element (a header kept over the page) would take it.
  await send.click({ trial: true, timeout: 5_000 });
  expect(await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await context.close();
});

test("both messages are in the Inbox, addressed to the lawyer", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/inbox");
  for (const name of [WITH_SCRIPT, WITHOUT_SCRIPT]) {
    const row = page.getByRole("row").filter({ has: page.getByRole("button", { name }) });
    await expect(row).toBeVisible();
    await expect(row.getByText(LAWYER)).toBeVisible();
  }
});
