import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { logInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// On a server of its own: every other spec logs in with the configured password.
await useOwnServer();

const NEW_PASSWORD = "Another-Office-Passw0rd";

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
}

test("changes the password from the account menu: the new one logs in, the old one and other sessions no longer do", async ({
  page,
  request,
}) => {
  // Another session of the same account, opened before the change (another browser, a script).
  const otherLogin = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  expect(otherLogin.ok()).toBe(true);
  const otherSession = { authorization: ((await otherLogin.json()) as { result: string }).result };
  expect((await request.get("/api/admin/mine", { headers: otherSession })).status()).toBe(200);

  await logInAsAdmin(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await dialog.getByLabel("Current password").fill(ADMIN_PASSWORD);
  await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password changed. Your other sessions have been signed out.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // This session goes on; the other one has ended.
  await page.getByRole("menuitem", { name: "Banners" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  expect((await request.get("/api/admin/mine", { headers: otherSession })).status()).toBe(401);

  await logOut(page);
  await logInAsAdmin(page, NEW_PASSWORD);
  await logOut(page);

  // Exactly "Account": the account menu of the page just left may be there a moment longer.
  await page.getByLabel("Account", { exact: true }).fill("admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(/The account or the password is wrong/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});
