import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, signInAsAdmin, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { idAddress, slugAddress } from "./support/addresses.ts";
import { copyApprovalLink, germanNewsDraft } from "./support/publishing.ts";
import { takenOver } from "./support/takeover.ts";

/** A German news item that was never on the website: a draft from its first save. */
async function germanDraft(request: APIRequestContext, mark: string) {
  const title = `Entwurf zur Freigabe ${mark}`;
  return { title, ...(await germanNewsDraft(await adminApi(request), `Vorschau ${mark}`, title)) };
}

test("a German news draft is previewed from the editor and through an approval link, and stays off the website", async ({
  page,
  browser,
  request,
}) => {
  const { title, no, id, slug } = await germanDraft(request, Date.now().toString(36));

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${no}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const pane = page.getByRole("tabpanel", { name: "Deutsch" });
  const preview = pane.getByRole("group", { name: "Preview" });

  // Preview: the page in a new tab, with the banner, not indexed; it keeps its address (the server
  // renders the page of the draft's readable address inside it).
  const [tab] = await Promise.all([page.context().waitForEvent("page"), preview.getByRole("link", { name: "Preview" }).click()]);
  await expect(tab).toHaveURL(new RegExp(`/preview/de/news/detail/${id}$`));
  const answer = await page.request.get(tab.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(tab.getByRole("complementary", { name: "Vorschau" })).toContainText("Ein Entwurf");
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoSeriousAxeViolations(tab);

  // The approval link opens it in a browser without a session.
  const link = await copyApprovalLink(page, pane);
  expect(link).toMatch(new RegExp(`/preview/de/news/detail/${id}\\?token=`));
  const partner = await browser.newContext();
  const partnerPage = await partner.newPage();
  expect((await partnerPage.goto(link))?.status()).toBe(200);
  await expect(partnerPage.getByRole("heading", { level: 1 })).toHaveText(title);
  // Without the token, no session: refused.
  expect((await partnerPage.goto(link.replace(/\?.*$/, "")))?.status()).toBe(403);

  // A visitor gets 404 for the same version, at its id address and at its readable address (it never was on the website).
  expect((await partnerPage.goto(idAddress("news", "de_DE", id)))?.status()).toBe(404);
  expect((await partnerPage.goto(slugAddress("news", "de_DE", slug)))?.status()).toBe(404);
  await expect(partnerPage.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await partner.close();
});

test("a preview stays the draft's page once the browser takes it over", async ({ page, request }) => {
  const { title, id } = await germanDraft(request, Date.now().toString(36));
  await signInAsAdmin(page);
  const asked: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/user/latest-news/")) asked.push(response.status());
  });
  expect((await page.goto(`/preview/de/news/detail/${id}`))?.status()).toBe(200);
  await takenOver(page);
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(new RegExp(`/preview/de/news/detail/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Seite nicht gefunden")).toHaveCount(0);
  expect(
    asked.filter((status) => status !== 200),
    "the data the taken-over preview asks for",
  ).toEqual([]);
});
