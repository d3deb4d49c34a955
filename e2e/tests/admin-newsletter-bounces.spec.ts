import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { NEWSLETTER_WEBHOOK_SECRET } from "../playwright.config.ts";
import { expect, test } from "./support/journeys.ts";
import { adminApi, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { waitOutFillTime } from "./support/fill-time.ts";

// The mail provider's reports and reactivation (decisions 0091, 0099): a subscriber gets an issue,
// the provider reports a complaint through the webhook, signed by HMAC (over the real HTTP stack),
// the subscription is suspended, and the Subscribers screen puts it back after a dialog that says
// why it was suspended, then finds it by the beginning of its address.

const RUN = Date.now().toString(36);
const EMAIL = `complains-${RUN}@example.com`;

test.describe.configure({ mode: "serial" });

let request: APIRequestContext;

test.beforeAll(async ({ playwright, journeyServer }) => {
  test.setTimeout(60_000);
  request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Bounces ${RUN}`, type: 0, parentId: 0 }]);
  const topics = await send<{ id: number | null; no: number }[]>("PUT", "/admin/newsletter/topics", {
    topics: [{ kind: "newsFolder", no: folder[0]!.no }],
  });
  const topicId = topics.find((topic) => topic.no === folder[0]!.no && topic.id !== null)!.id!;
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    { lang: "en_US", title: `Bounce news ${RUN}`, coverUrl: "/api/upload/cover.png", cataId: folder[0]!.id, isLink: 0, teaser: "…" },
  ]);
  await send("PUT", "/admin/latest-news/publish", { id: news[0]!.id });

  // The visitor subscribes and confirms by the mailed link's button (through the site's API).
  const form = await (await request.get("/api/newsletter/form?lang=en_US")).json();
  await waitOutFillTime(form.result.ticket);
  const subscribed = await request.post("/api/newsletter/subscribe", {
    data: { lang: "en_US", email: EMAIL, topicIds: [topicId], consent: true, ticket: form.result.ticket },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const records = await send<{ records: { source: string; data: { textBody?: string } }[] }>("POST", "/admin/privacy/subject/export", {
    email: EMAIL,
  });
  const text = records.records.find((record) => record.source === "outbox")?.data.textBody ?? "";
  const token = /\/newsletter\/confirm\?s=([^\s]+)/.exec(text)?.[1];
  expect(token, "the confirmation link").toBeTruthy();
  const confirmed = await request.post("/api/newsletter/confirm", { data: { s: decodeURIComponent(token!), lang: "en_US" } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // An issue goes to them (into the outbox: the journeys' server has no SMTP server).
  const issue = await send<{ id: number }>("POST", "/admin/newsletter/issues", {
    lang: "en_US",
    topicIds: [topicId],
    subject: `Issue ${RUN}`,
    intro: "",
    articleIds: [news[0]!.id],
  });
  await send("POST", `/admin/newsletter/issues/${issue.id}/send`);
  await expect
    .poll(async () => (await send<{ counts: { recipients: number } }>("GET", `/admin/newsletter/issues/${issue.id}`)).counts.recipients, {
      timeout: 20_000,
    })
    .toBe(1);
});

test.afterAll(() => request.dispose());

test("a complaint the provider reports suspends the subscriber, and the Subscribers screen reactivates it", async ({ page }) => {
  const refused = await request.post("/api/newsletter/reports", { data: { address: EMAIL, kind: "complaint" } });
  expect(refused.status()).toBe(401);
  // Signed rather than carrying the secret (decision 0099): the HMAC of the timestamp and the body's exact bytes.
  const body = JSON.stringify({ reports: [{ address: EMAIL, kind: "complaint", reason: "abuse report from the reader's mailbox" }] });
  const seconds = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", NEWSLETTER_WEBHOOK_SECRET).update(`${seconds}.${body}`).digest("hex");
  const signed = { "content-type": "application/json", "x-newsletter-signature": `t=${seconds},v1=${signature}` };
  const tampered = await request.post("/api/newsletter/reports", { data: body.replace("complaint", "softBounce"), headers: signed });
  expect(tampered.status()).toBe(401);
  // Without a Message-ID, the report is about the address's latest delivery, queued moments ago.
  const reported = await request.post("/api/newsletter/reports", { data: body, headers: signed });
  expect(reported.ok(), await reported.text()).toBe(true);
  expect((await reported.json()).result).toEqual({ recorded: 1, ignored: 0, suspended: 1, unmatched: 0 });

  await signInAsAdmin(page);
  await page.goto("/admin/newsletter/subscribers?state=suspended");
  const row = page.getByRole("row").filter({ hasText: EMAIL });
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Reported as spam, /)).toBeVisible();
  await row.getByRole("button", { name: "Reactivate" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Reactivate the subscription of ${EMAIL}?`);
  await expect(dialog).toContainText("Why: its reader reported the firm's mail as spam.");
  await expect(dialog).toContainText("The server's answer: abuse report from the reader's mailbox");
  await dialog.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText(`${EMAIL} receives the newsletter again.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: EMAIL })).toHaveCount(0);

  await page.goto("/admin/newsletter/subscribers");
  await page.getByLabel("Address begins with").fill(`COMPLAINS-${RUN}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`email=COMPLAINS-${RUN}`));
  await expect(page.getByRole("row").filter({ hasText: EMAIL }).getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByText("1 in total")).toBeVisible();
});
