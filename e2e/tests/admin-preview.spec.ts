import { expect, test } from "./support/journeys.ts";
import { adminApi, signInAsAdmin, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { copyApprovalLink, germanNewsDraft } from "./support/publishing.ts";

test("a German news draft is previewed from the editor and through an approval link, and stays off the website", async ({
  page,
  browser,
  request,
}) => {
  const mark = Date.now().toString(36);
  const title = `Entwurf zur Freigabe ${mark}`;
  const news = await germanNewsDraft(await adminApi(request), `Vorschau ${mark}`, title);
  const id = news.id;

  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news.no}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const pane = page.getByRole("tabpanel", { name: "Deutsch" });
  const preview = pane.getByRole("group", { name: "Preview" });

  // Preview: the page in a new tab, with the banner, not indexed.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), preview.getByRole("link", { name: "Preview" }).click()]);
  await expect(tab).toHaveURL(new RegExp(`/preview/de/news/detail/${id}$`));
  const answer = await page.request.get(tab.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(tab.getByRole("complementary", { name: "Vorschau" })).toContainText("Vorschau eines Entwurfs");
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(tab.locator("html[data-hydrated]")).toBeAttached();
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(title);
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

  // A visitor gets 404 for the same version.
  expect((await partnerPage.goto(`/de/news/detail/${id}`))?.status()).toBe(404);
  await partner.close();
});
