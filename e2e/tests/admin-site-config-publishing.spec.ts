import { expect, test } from "./support/journeys.ts";
import { adminApi, expectNoSeriousAxeViolations, signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// The site configuration's drafts, preview and publication (decision 0059): the firm's introduction
// edited in the back office stays a draft, the home page keeps the live one, the preview of the
// home page shows the draft, and Publish changes puts it on the website. On a server of its own:
// the configuration is shared by every spec.
await useOwnServer();
test.describe.configure({ timeout: 90_000 });

const LIVE = "We advise companies on business law.";
const DRAFT = "We advise companies and founders on business law across Europe.";

test("the firm's introduction is edited as a draft, previewed on the home page and published", async ({ page, browser, request }) => {
  const send = await adminApi(request);
  // The specification's save publishes at once.
  await send("POST", "/admin/portal-config", { lang: "en_US", name: "Example Counsel", introduce: `<p>${LIVE}</p>` });

  await signInAsAdmin(page);
  await page.goto("/admin/site/config");
  await page.getByRole("radiogroup", { name: "Language" }).getByText("English").click();
  const introduction = page.getByRole("textbox", { name: "Introduction" });
  await expect(introduction).toHaveText(LIVE);
  await introduction.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(DRAFT);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const panel = page.getByRole("group", { name: "Publishing of the English version" });
  await expect(panel.getByText("Unpublished changes")).toBeVisible();
  await expect(panel.getByText("Changed: Introduction.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Visitors' home page keeps the live introduction.
  const visitor = await browser.newPage();
  await visitor.goto("/en/home");
  await expect(visitor.getByText(LIVE)).toBeVisible();
  await expect(visitor.getByText(DRAFT)).toHaveCount(0);

  // The preview of the home page, in a new tab, shows the draft below the preview's notice.
  const [tab] = await Promise.all([page.context().waitForEvent("page"), panel.getByRole("link", { name: "Preview home page" }).click()]);
  await expect(tab).toHaveURL(/\/preview\/en\/home\?siteConfig=\d+$/);
  await expect(tab.getByRole("complementary", { name: "Preview" })).toContainText("Changes not yet published");
  await expect(tab.getByText(DRAFT)).toBeVisible();
  await expect(tab.getByText(LIVE)).toHaveCount(0);
  await tab.close();

  // Published: the home page shows it.
  await panel.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The English version's changes are on the website now")).toBeVisible();
  await expect(panel.getByText("Unpublished changes")).toHaveCount(0);
  await visitor.goto("/en/home");
  await expect(visitor.getByText(DRAFT)).toBeVisible();
  await expect(visitor.getByText(LIVE)).toHaveCount(0);
  await visitor.close();

  // History lists the draft's save and the publication.
  await panel.getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "History of the English version" });
  await expect(drawer.getByRole("checkbox", { name: /^Compare the revision of/ })).toHaveCount(3);
});
