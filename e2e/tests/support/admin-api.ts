import AxeBuilder from "@axe-core/playwright";
import { REQUEST_MARK } from "@lawfirm/contract";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";

/**
 * The header the web apps send with every call: a call on the browser's own cookie session
 * (`page.request`) needs it, as the back office's do (decision 0021).
 */
export const BACK_OFFICE_CALL = { [REQUEST_MARK.header]: REQUEST_MARK.value };

/** A language version as the API answers it. */
export interface Version {
  id: number;
  lang: string;
  no: number;
  /** A readable address's slug (decision 0054): news, cases, honors, people and practice areas have one. */
  slug?: string;
}

/**
 * Logs in through the API and answers a `send` that reads or writes with the session token, for tests
 * that prepare content before they drive the pages; a failed write fails the test with its answer.
 */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { result: string }).result;
  return async function send<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`/api${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
      headers: { authorization: token },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { result: T }).result;
  };
}

/**
 * Signs the page's browser in as the administrator through the login call the login page makes
 * (its session cookie), without showing the login page and the landing page: for journeys that
 * start at another screen (`page.goto` next). The login page itself is driven by `logInAsAdmin`
 * and admin-login.spec.ts.
 */
export async function signInAsAdmin(page: Page) {
  const login = await page.request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
}

/** Logs in through the back office's login page, as a user would, and waits for the landing page. */
export async function logInAsAdmin(page: Page, password = ADMIN_PASSWORD) {
  await page.goto("/admin-login");
  await page.getByLabel("Account", { exact: true }).fill("admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The id of an item's version in one language. */
export function idIn(versions: readonly Version[], lang: string): number {
  const version = versions.find((candidate) => candidate.lang === lang);
  if (!version) throw new Error(`No ${lang} version`);
  return version.id;
}

/** An item's number: what the back office's editors and lists name it by (decision 0060). */
export function itemNo(versions: readonly Version[]): number {
  const version = versions[0];
  if (!version) throw new Error("No version");
  return version.no;
}

/** The slug of an item's version in one language (its readable address's last part, decision 0054). */
export function slugIn(versions: readonly Version[], lang: string): string {
  const slug = versions.find((candidate) => candidate.lang === lang)?.slug;
  if (!slug) throw new Error(`No ${lang} version with a slug`);
  return slug;
}

/** An axe scan of the page finds no serious or critical violation (the page must come from its own context). */
export async function expectNoSeriousAxeViolations(page: Page) {
  // Ant Design's messages fade out: read half transparent, they fail colour contrast.
  await expect(page.locator(".ant-message-notice")).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The rule tags of WCAG 2.2 at level AA: the public site's promise (decision 0069). */
export const WCAG_22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/**
 * An axe scan of the page finds no violation of WCAG 2.2 AA, whatever its impact, and no serious
 * or critical one of any other rule. One pass runs every rule, and the target size (2.5.8), which
 * axe leaves off unless asked. It runs in the page itself (axe's "legacy" mode), without the blank
 * page the default mode opens to merge its frames' results: the site has no frame of another origin.
 */
export async function expectNoWcagViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  const failing = results.violations.filter(
    (violation) =>
      violation.tags.some((tag) => (WCAG_22_AA_TAGS as readonly string[]).includes(tag)) ||
      violation.impact === "serious" ||
      violation.impact === "critical",
  );
  expect(
    failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    `${label}: axe violations`,
  ).toEqual([]);
}

/**
 * The first step of a new item in the back office: the language it is written in, the back
 * office's own (English) offered first; `language` is chosen and the editor opens on it.
 */
export async function chooseFirstLanguage(page: Page, language = "English") {
  const step = page.getByRole("form", { name: "Which language do you write it in?" });
  await expect(step.getByRole("radio", { name: "English" })).toBeChecked();
  await step.getByRole("radio", { name: language }).check();
  await step.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("tab", { name: language })).toBeVisible();
}
