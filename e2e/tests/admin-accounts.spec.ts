import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, idIn, logInAsAdmin, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// Accounts and roles (decision 0024): an Administrator gives an Editor and a Translator their accounts,
// one with a password and one with a one-time set-password link; each sees only its menu and
// buttons; the translator adds the Chinese version of a news item beside the read-only German and
// English ones; a disabled editor's open back office goes to the login page; the audit log shows
// all of it. On a server of its
// own: the accounts and the disabled session must not reach the other specs.
await useOwnServer();
test.describe.configure({ mode: "serial", timeout: 60_000 });

const EDITOR_PASSWORD = "Editor-Passw0rd-1";
const TRANSLATOR_PASSWORD = "Transl-Passw0rd-1";

/** The admin API with the session the browser logged in with; a failure fails the test with the server's answer. */
async function call<T = unknown>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, headers: BACK_OFFICE_CALL, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Logs in through the login page as `loginAccount` and waits for the landing page. */
async function logIn(page: Page, loginAccount: string, password: string) {
  await page.goto("/admin-login");
  await page.getByLabel("Account", { exact: true }).fill(loginAccount);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A page in a browser context of its own (another person's browser). */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Picks an option of the open antd select (its list for screen readers is not what the user clicks). */
async function pickOption(page: Page, name: string) {
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(name, { exact: true }).click();
}

/** Fills the account dialog's fields shared by create and edit. */
async function fillAccount(page: Page, fields: { login: string; name: string; role: string; languages?: string[] }) {
  const dialog = page.getByRole("dialog", { name: "New account" });
  await dialog.getByLabel("Login name").fill(fields.login);
  await dialog.getByLabel("Display name").fill(fields.name);
  await dialog.getByLabel("Role").click();
  await pickOption(page, fields.role);
  for (const language of fields.languages ?? []) {
    await dialog.getByLabel("Languages").click();
    await pickOption(page, language);
    await page.keyboard.press("Escape");
  }
  return dialog;
}

let newsNo = 0;
let personNo = 0;
let translatorLink = "";

test("an Administrator creates an Editor with a password and a Translator with a one-time link", async ({ page }) => {
  await logInAsAdmin(page);
  // A news item in German and English, in a folder that has a Chinese version too.
  const folder = await call<Version[]>(page, "POST", "/admin/catalog", [
    { lang: "de_DE", name: "Presse", type: 0 },
    { lang: "en_US", name: "Press", type: 0 },
    { lang: "zh_CN", name: "新闻稿", type: 0 },
  ]);
  const news = await call<Version[]>(page, "POST", "/admin/latest-news", [
    {
      lang: "de_DE",
      cataId: idIn(folder, "de_DE"),
      coverUrl: "/favicon.svg",
      title: "Kanzlei eröffnet Büro",
      isLink: 0,
      content: "<p>Text.</p>",
    },
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: "/favicon.svg",
      title: "Firm opens an office",
      isLink: 0,
      content: "<p>Text.</p>",
    },
  ]);
  newsNo = news[0]?.no ?? 0;
  // A lawyer in English, at an office that has a Chinese name.
  const office = await call<Version[]>(page, "POST", "/admin/office", [
    { lang: "en_US", name: "Munich" },
    { lang: "zh_CN", name: "慕尼黑" },
  ]);
  const person = await call<Version[]>(page, "POST", "/admin/lawyerTeam", [
    { lang: "en_US", name: "Anna Berg", office: idIn(office, "en_US"), jobIds: [], proFieldIds: [] },
  ]);
  personNo = person[0]?.no ?? 0;

  await page.getByRole("menuitem", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await expect(page.getByRole("row", { name: /admin/ }).getByText("You")).toBeVisible();
  // Nobody disables or deletes their own account.
  await expect(page.getByRole("button", { name: /Delete account of/ })).toHaveCount(0);

  await page.getByRole("button", { name: "New account" }).click();
  let dialog = await fillAccount(page, { login: "erika", name: "Erika Editor", role: "Editor" });
  await dialog.getByLabel("Set an initial password now and pass it on").check();
  await dialog.getByRole("textbox", { name: "Initial password" }).fill(EDITOR_PASSWORD);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account of Erika Editor created. Pass the initial password on to them.")).toBeVisible();
  await expect(page.getByRole("row", { name: /erika/ })).toContainText("Editor");

  await page.getByRole("button", { name: "New account" }).click();
  dialog = await fillAccount(page, { login: "li", name: "Li Translator", role: "Translator", languages: ["中文"] });
  await dialog.getByRole("button", { name: "Create account" }).click();
  const notice = page.getByRole("dialog", { name: "Set-password link for Li Translator" });
  await expect(notice.getByText("The link is shown only now.")).toBeVisible();
  translatorLink = (await notice.getByTestId("password-link").textContent()) ?? "";
  expect(translatorLink).toMatch(/\/admin-login#set-password=/);
  await notice.getByRole("button", { name: "Done" }).click();
  const translatorRow = page.getByRole("row", { name: /li Li Translator/ });
  await expect(translatorRow).toContainText("Translator");
  await expect(translatorRow).toContainText("Active");
  await expect(translatorRow).toContainText("ZH");
});

test("the Translator sets its password with the link, once, then translates a news item into Chinese only", async ({
  browser,
  baseURL,
}) => {
  const page = await freshPage(browser, baseURL);
  await page.goto(translatorLink);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await expect(page.getByText(/^For the account li; the link works until .+\(Europe\/Berlin\)\.$/)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(TRANSLATOR_PASSWORD);
  await page.getByLabel("Confirm new password").fill(TRANSLATOR_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set. Log in with it now.")).toBeVisible();

  // The link works once: opened again, it says so and offers no form.
  const again = await freshPage(browser, baseURL);
  await again.goto(translatorLink);
  await expect(again.getByText("This link cannot be used")).toBeVisible();
  await expect(again.getByText("This link has expired or has already been used. Ask an administrator for a new one.")).toBeVisible();
  await expect(again.getByLabel("New password", { exact: true })).toHaveCount(0);
  await again.getByRole("button", { name: "To the login" }).click();
  await expect(again.getByRole("button", { name: "Log in" })).toBeVisible();
  await again.context().close();

  await logIn(page, "li", TRANSLATOR_PASSWORD);
  await expect(page.getByRole("banner")).toContainText("Li Translator");
  await expect(page.getByRole("banner")).toContainText("Translator");
  // The dashboard is its landing page too; the news list is one click away.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto("/admin/articles/news/list");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("menuitem", { name: "News list" })).toBeVisible();
  await expect(menu.getByText("Site configuration")).toHaveCount(0);
  await expect(menu.getByText("Accounts")).toHaveCount(0);
  // No structure: no delete, no pin switch; opening the item is allowed.
  const row = page.getByRole("row", { name: /Firm opens an office/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(row.getByRole("switch")).toHaveCount(0);
  await page.goto("/admin/site/config");
  await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();

  await page.goto(`/admin/articles/news/edit?no=${newsNo}`);
  const english = page.getByRole("tabpanel", { name: "English" });
  await expect(english.getByText(/For reference only: you translate Chinese/)).toBeVisible();
  await expect(english.getByLabel("Title")).toBeDisabled();
  await expect(page.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Add language" }).click();
  // Only its own language can be added.
  const choices = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByRole("menuitem");
  await expect(choices).toHaveText(["中文"]);
  await choices.click();
  const chinese = page.getByRole("tabpanel", { name: "中文" });
  await chinese.getByLabel("Title").fill("律所开设新办公室");
  // The folder's Chinese version is picked for the new version (the same folder as the others').
  await expect(chinese.getByText("新闻稿")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const stored = await call<(Version & { title: string })[]>(page, "GET", `/admin/latest-news/${newsNo}`);
  expect(Object.fromEntries(stored.map((version) => [version.lang, version.title]))).toEqual({
    de_DE: "Kanzlei eröffnet Büro",
    en_US: "Firm opens an office",
    zh_CN: "律所开设新办公室",
  });

  // A lawyer's office is the same in every version: the translator's new version takes it, read-only.
  await page.goto(`/admin/people/edit/${personNo}`);
  await page.getByRole("button", { name: "Add language" }).click();
  await page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").getByRole("menuitem", { name: "中文" }).click();
  const chinesePerson = page.getByRole("tabpanel", { name: "中文" });
  await expect(chinesePerson.getByText("慕尼黑")).toBeVisible();
  await expect(chinesePerson.getByLabel("Office")).toBeDisabled();
  await expect(chinesePerson.getByLabel("Job titles")).toBeDisabled();
  await expect(chinesePerson.getByLabel("Name")).toBeEnabled();
  await page.context().close();
});

test("the Editor sees all content but not the accounts; disabled, its open back office goes to the login page", async ({
  page,
  browser,
  baseURL,
}) => {
  const editor = await freshPage(browser, baseURL);
  await logIn(editor, "erika", EDITOR_PASSWORD);
  await expect(editor.getByRole("banner")).toContainText("Erika Editor");
  const menu = editor.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("menuitem", { name: "Banners" })).toBeVisible();
  await expect(menu.getByText("Site configuration")).toHaveCount(0);
  await expect(menu.getByText("Accounts")).toHaveCount(0);
  await editor.goto("/admin/articles/news/list");
  const row = editor.getByRole("row", { name: /Firm opens an office/ });
  await expect(row.getByRole("button", { name: /Delete/ })).toBeVisible();
  await expect(row.getByRole("switch")).toBeVisible();
  await expect(editor.getByRole("button", { name: "New news item" }).first()).toBeVisible();
  await editor.goto("/admin/accounts");
  await expect(editor.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
  await editor.goto("/admin/articles/news/list");
  await expect(row).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/accounts");
  await page.getByRole("button", { name: "Disable account of Erika Editor" }).click();
  await page.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(page.getByText("Account of Erika Editor disabled")).toBeVisible();
  await expect(page.getByRole("row", { name: /erika/ })).toContainText("Disabled");

  // The editor's next action asks the server, whose answer (401) leads to the login page.
  await editor.getByRole("navigation", { name: "Main menu" }).getByRole("menuitem", { name: "Banners" }).click();
  await expect(editor).toHaveURL(/\/admin-login$/);
  await expect(editor.getByRole("alert")).toContainText("Your session has ended");
  await editor.context().close();

  // The audit log shows all of it: who created and disabled which account, and what the translator did.
  await page.getByRole("menuitem", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  // By action through the address (the screen keeps its filters there; the action list is long),
  // by account through its menu.
  const byAction = (action: string) => page.goto(`/admin/audit?action=${action}`);
  const byAccount = async (account: string) => {
    await page.goto("/admin/audit");
    await page.getByLabel("Account", { exact: true }).click();
    await pickOption(page, account);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/accountId=\d+/);
  };
  await byAction("disable");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Administrator");
  await expect(rows.first()).toContainText("Erika Editor");
  await byAction("create");
  await expect(rows.filter({ hasText: "Account" }).filter({ hasText: "Erika Editor" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Account" }).filter({ hasText: "Li Translator" })).toHaveCount(1);
  await byAccount("Li Translator");
  await expect(rows.filter({ hasText: "Password set with a link" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Changed" }).filter({ hasText: "律所开设新办公室" })).toContainText("ZH");
  await byAccount("Erika Editor");
  await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(1);
});
