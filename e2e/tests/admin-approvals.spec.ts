import { expect, test } from "./support/journeys.ts";
import { adminApi, expectNoSeriousAxeViolations, signInAsAdmin } from "./support/admin-api.ts";
import { copyApprovalLink, germanNewsDraft } from "./support/publishing.ts";

test("a partner asks for changes and then approves through the approval link; the editor sees it on the version, in History and on the dashboard", async ({
  page,
  browser,
  request,
}) => {
  const mark = Date.now().toString(36);
  const title = `Mandantenbrief zur Freigabe ${mark}`;
  const news = await germanNewsDraft(await adminApi(request), `Freigaben ${mark}`, title);
  const id = news.id;

  // The editor makes the approval link.
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news.no}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const pane = page.getByRole("tabpanel", { name: "Deutsch" });
  const link = await copyApprovalLink(page, pane);
  expect(link).toMatch(new RegExp(`/preview/de/news/detail/${id}\\?token=`));

  // A partner without an account, in a browser without scripts: asks for changes through the page's form.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(link);
  const plainBar = plainPage.getByRole("complementary", { name: "Vorschau" });
  await plainBar.getByText("Diese Seite prüfen").click();
  await plainBar.getByLabel("Ihr Name").fill("Dr. Anna Weber");
  // No comment: nothing recorded, the page says why and keeps the name.
  await plainBar.getByRole("button", { name: "Änderungen erbitten" }).click();
  await expect(plainBar.getByText("Kommentar ist erforderlich, um Änderungen zu erbitten")).toBeVisible();
  await expect(plainBar.getByLabel("Ihr Name")).toHaveValue("Dr. Anna Weber");
  await plainBar.getByLabel("Kommentar").fill("Bitte den ersten Absatz kürzen.");
  await plainBar.getByRole("button", { name: "Änderungen erbitten" }).click();
  await expect(plainBar.getByRole("status")).toHaveText("Vielen Dank, Ihre Bitte um Änderungen wurde gespeichert.");
  await expect(plainPage).toHaveURL(/&review=changesRequested$/);
  await plain.close();

  // The same partner later, with scripts: approves; the page thanks them in place.
  const partner = await browser.newContext();
  const partnerPage = await partner.newPage();
  await partnerPage.goto(link);
  await expect(partnerPage.locator("html[data-hydrated]")).toBeAttached();
  await expect(partnerPage.getByRole("heading", { level: 1 })).toHaveText(title);
  const bar = partnerPage.getByRole("complementary", { name: "Vorschau" });
  await bar.getByText("Diese Seite prüfen").click();
  await expect(bar.getByRole("button", { name: "Freigeben" })).toBeVisible();
  await expectNoSeriousAxeViolations(partnerPage);
  await bar.getByLabel("Ihr Name").fill("Dr. Anna Weber");
  await bar.getByRole("button", { name: "Freigeben" }).click();
  await expect(bar.getByRole("status")).toHaveText("Vielen Dank, Ihre Freigabe wurde gespeichert.");
  // Sent through the API: the page stayed where it was.
  await expect(partnerPage).toHaveURL(link);
  await partner.close();

  // The editor sees the approval on the version, the request for changes in its History; nothing was published.
  await page.reload();
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const review = pane.getByRole("region", { name: "Reviews from approval links" });
  await expect(review).toContainText(/Approved by Dr\. Anna Weber on .+ \(Europe\/Berlin\)/);
  await expect(pane.getByRole("group", { name: "Publishing of the German version" }).getByText("Draft", { exact: true })).toBeVisible();
  await pane.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of the German version" });
  await expect(history.getByRole("list", { name: "Revisions and reviews, newest first" })).toContainText(
    "Changes requested by Dr. Anna Weber on",
  );
  await expect(history).toContainText("Bitte den ersten Absatz kürzen.");
  await page.keyboard.press("Escape");

  // The dashboard lists both, the newest first, linked to the editor.
  await page.goto("/admin/dashboard");
  const card = page.locator(".ant-card").filter({ has: page.getByText("Reviews from approval links", { exact: true }) });
  const lines = card.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText("Approved");
  await expect(lines.nth(1)).toContainText("Bitte den ersten Absatz kürzen.");
  await lines.first().getByRole("link", { name: title }).click();
  // On the German version the reviews are about.
  await expect(page).toHaveURL(new RegExp(`/admin/articles/news/edit\\?no=${news.no}&lang=de_DE$`));
});
