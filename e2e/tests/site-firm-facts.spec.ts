import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// The firm's telephone, e-mail, address, logo and figures are edited once
// (decision 0028). A telephone number changed in the English tab of the back office shows in the
// German and Chinese footers once published (decision 0059). On a server of its own: the firm's facts are shared by every spec.
await useOwnServer();
test.describe.configure({ timeout: 60_000 });

const OLD_NUMBER = "+49 89 111 111";
const NEW_NUMBER = "+49 89 222 333";

async function saveConfig(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post("/api/admin/portal-config", { headers: BACK_OFFICE_CALL, data });
  expect(response.ok(), await response.text()).toBe(true);
}

test("a telephone number changed in English shows in the German and Chinese footers", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await saveConfig(page, { lang: "de_DE", name: "Beispiel Rechtsanwälte", tel: OLD_NUMBER });
  await saveConfig(page, { lang: "zh_CN", name: "示例律师事务所", tel: OLD_NUMBER });
  await saveConfig(page, { lang: "en_US", name: "Example Counsel", tel: OLD_NUMBER, isLawyerCountVisible: 1 });

  await page.goto("/admin/site/config");
  await page.getByRole("radiogroup", { name: "Language" }).getByText("English").click();
  await expect(page.getByRole("heading", { name: "Firm-wide: the same in every language" })).toBeVisible();
  // No people yet: the computed figure is 0, and the field is empty (no override).
  await expect(page.getByText("Leave empty to use the computed value: 0").first()).toBeVisible();
  await expect(page.getByLabel("Lawyers", { exact: true })).toHaveValue("");
  const telephone = page.getByLabel("Telephone");
  await expect(telephone).toHaveValue(OLD_NUMBER);
  await telephone.fill(NEW_NUMBER);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // The German tab of the back office reads the new number too, as the firm-wide facts' one draft (decision 0059).
  await page.getByRole("radiogroup", { name: "Language" }).getByText("Deutsch").click();
  await expect(page.getByLabel("Telephone")).toHaveValue(NEW_NUMBER);
  const visitor = await browser.newPage();
  await visitor.goto("/de/home");
  await expect(visitor.getByRole("contentinfo").getByText(OLD_NUMBER)).toBeVisible();

  // Published from the German tab, the facts go live in every language.
  const panel = page.getByRole("group", { name: "Publishing of the German version" });
  await expect(panel.getByText("Changed: Telephone.")).toBeVisible();
  await panel.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("The German version's changes are on the website now")).toBeVisible();

  for (const path of ["/de/home", "/zh/home", "/en/home"]) {
    await visitor.goto(path);
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: NEW_NUMBER })).toHaveAttribute("href", "tel:+4989222333");
    await expect(footer.getByText(OLD_NUMBER)).toHaveCount(0);
  }
  await visitor.close();
});
