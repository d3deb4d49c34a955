import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import AxeBuilder from "@axe-core/playwright";
import { adminApi, idIn, itemNo, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { publishEveryVersion } from "./support/publishing.ts";

// Job openings (decision 0071): an editor writes an opening's German title, is warned while it
// addresses one gender (AGG), fixes it and publishes; a visitor finds it on /en/careers filtered
// by its office, with the filter sent as a GET form.

const LANGS = ["de_DE", "en_US", "zh_CN"] as const;
const run = Math.random().toString(36).slice(2, 8);

test("an editor publishes a job opening after the AGG warning; a visitor finds it by its office", async ({ page }) => {
  test.setTimeout(120_000);
  // Before any opening is published the page says so, and lists nothing.
  await page.goto("/en/careers");
  await expect(page.getByText("There are no open positions at the moment.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Open positions" })).toHaveCount(0);

  const send = await adminApi(page.request);
  const office = await send<Version[]>(
    "POST",
    "/admin/office",
    LANGS.map((lang) => ({ lang, name: `Careers office ${lang} ${run}` })),
  );
  const opening = await send<Version[]>(
    "POST",
    "/admin/jobOpening?saveAs=draft",
    LANGS.map((lang) => ({
      lang,
      title: `Opening ${lang} ${run}`,
      content: "<p>Join us.</p>",
      office: idIn(office, lang),
      level: "associate",
      employmentType: "fullTime",
    })),
  );

  await signInAsAdmin(page);
  await page.goto(`/admin/careers/edit/${itemNo(opening)}`);
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  const title = german.getByLabel("Title", { exact: true });
  await title.fill(`Rechtsanwalt ${run}`);
  const warning = german.getByRole("status").filter({ hasText: "The German title addresses only one gender" });
  await expect(warning).toBeVisible();
  // The warning's text stands out from its background as WCAG 2.2 AA asks (axe's colour contrast, on the warning itself).
  const contrast = await new AxeBuilder({ page }).include(".ant-alert-warning").withRules(["color-contrast"]).setLegacyMode(true).analyze();
  expect(contrast.violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  expect(contrast.passes.flatMap((rule) => rule.nodes).length, "the warning's texts were checked").toBeGreaterThan(0);
  await title.fill(`Rechtsanwält*in ${run}`);
  await expect(warning).toBeHidden();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await publishEveryVersion(page, ["Deutsch", "English", "中文"]);

  // A visitor: the careers page filtered by the office, through its form.
  const visitor = page;
  await visitor.goto("/en/careers");
  await visitor.getByLabel("Office", { exact: true }).selectOption({ label: `Careers office en_US ${run}` });
  await visitor.getByRole("button", { name: "Show positions" }).click();
  await expect(visitor).toHaveURL(new RegExp(`office=${idIn(office, "en_US")}`));
  await expect(visitor.getByRole("list", { name: "Open positions" }).getByRole("heading")).toHaveText([`Opening en_US ${run}`]);
  // A filter that leaves nothing says so, and keeps the filters chosen.
  await visitor.getByLabel("Level", { exact: true }).selectOption({ label: "Legal trainee" });
  await visitor.getByRole("button", { name: "Show positions" }).click();
  await expect(visitor.getByText("No open position matches these filters. Try fewer filters.")).toBeVisible();
  await expect(visitor.getByLabel("Office", { exact: true })).toHaveValue(String(idIn(office, "en_US")));
  await visitor.goBack();
  await visitor.getByRole("link", { name: `Opening en_US ${run}` }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Opening en_US ${run}`);
  const postings = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(postings.some((text) => text.includes('"@type":"JobPosting"'))).toBe(true);

  // The other journeys on this server expect the lists they start from: what this one made goes again.
  const login = await page.request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const authorization = ((await login.json()) as { result: string }).result;
  for (const path of [`/admin/jobOpening/${idIn(opening, "en_US")}`, `/admin/office/${idIn(office, "en_US")}`]) {
    const response = await page.request.delete(`/api${path}`, { headers: { authorization } });
    expect(response.ok(), `DELETE ${path}: ${await response.text()}`).toBe(true);
  }
});
