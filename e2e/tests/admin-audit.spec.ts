import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { BACK_OFFICE_CALL, idIn, logInAsAdmin, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// The audit log (decision 0026): an Administrator changes a news item, signs out and in again;
// the audit screen shows those entries, and its filters narrow them by action and by account. On a
// server of its own, so that the log holds only this journey.
await useOwnServer();
test.describe.configure({ timeout: 60_000 });

const EDITOR_PASSWORD = "Editor-Passw0rd-1";

async function call<T = unknown>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, headers: BACK_OFFICE_CALL, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Picks an option of the open antd select. */
async function pickOption(page: Page, name: string) {
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(name, { exact: true }).click();
}

test("an Administrator's change, sign-out and sign-in show in the audit log, filtered by action and account", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const folder = await call<Version[]>(page, "POST", "/admin/catalog", [{ lang: "en_US", name: "Press", type: 0 }]);
  await call(page, "POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: "/favicon.svg",
      title: "Firm opens an office",
      isLink: 0,
      content: "<p>Text.</p>",
    },
  ]);
  // An editor of its own, who signs in in another browser: the account filter has two accounts to choose from.
  const roles = await call<{ id: number; code: string }[]>(page, "GET", "/admin/accounts/roles");
  await call(page, "POST", "/admin/accounts", {
    loginAccount: "erika",
    userName: "Erika Editor",
    roleId: roles.find((role) => role.code === "editor")!.id,
    languages: [],
    password: EDITOR_PASSWORD,
  });
  const editorContext = await browser.newContext({ baseURL });
  const signIn = await editorContext.request.post("/api/admin/login", { data: { loginAccount: "erika", password: EDITOR_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  await editorContext.close();

  // The Administrator changes the news item in the editor.
  await page.goto("/admin/articles/news/list");
  await page
    .getByRole("row", { name: /Firm opens an office/ })
    .getByRole("button", { name: "Edit “Firm opens an office”" })
    .click();
  await page.getByRole("tabpanel", { name: "English" }).getByLabel("Title").fill("Firm opens an office in Munich");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // Signs out and in again.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await logInAsAdmin(page, ADMIN_PASSWORD);

  await page.getByRole("menuitem", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  // Newest first: the sign-in, the sign-out, then the change with its title and language.
  await expect(rows.nth(0)).toContainText("Signed in");
  await expect(rows.nth(0)).toContainText("Administrator");
  await expect(rows.nth(1)).toContainText("Signed out");
  await expect(rows.nth(2)).toContainText("Changed");
  await expect(rows.nth(2)).toContainText("News");
  await expect(rows.nth(2)).toContainText("Firm opens an office in Munich");
  await expect(rows.nth(2)).toContainText("EN");

  // Only the changes.
  await page.getByLabel("Action").click();
  await pickOption(page, "Changed");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/action=update/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Firm opens an office in Munich");

  // Only the editor's entries: her sign-in.
  await page.getByRole("button", { name: "Reset" }).click();
  await page.getByLabel("Account", { exact: true }).click();
  await pickOption(page, "Erika Editor");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/accountId=\d+/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Signed in");
  await expect(rows.first()).toContainText("Erika Editor");
});
