import { randomBytes } from "node:crypto";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { adminApi, idIn, slugIn, type Version } from "./support/admin-api.ts";
import { slugAddress } from "./support/addresses.ts";

// Redirects (decision 0053): an Editor keeps an address of the firm's old website working. It adds
// a redirect from the old address to a news page, tries the address in the screen, and a fresh
// visitor of the old address lands on the news page; a redirect to that old address (a chain) is
// refused with the server's message naming the first one.
test.describe.configure({ timeout: 60_000 });

const EDITOR_PASSWORD = "Editor-Passw0rd-1";

test("an Editor redirects an old address to a news page, tests it, and a visitor lands there; a chain is refused", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Addresses of this run's own: the worker's server is shared by the journeys of a run.
  const run = randomBytes(4).toString("hex");
  const oldAddress = `/alt/team/mueller-${run}.html`;
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Press ${run}`, type: 0 }]);
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: "/favicon.svg",
      title: `Katharina Müller joins as partner ${run}`,
      isLink: 0,
      content: "<p>Text.</p>",
    },
  ]);
  // The news page's readable address (decision 0054): where an editor's redirect leads in one hop.
  const newsPage = slugAddress("news", "en_US", slugIn(news, "en_US"));
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const roles = await request.get("/api/admin/accounts/roles", {
    headers: { authorization: ((await login.json()) as { result: string }).result },
  });
  const editorRole = ((await roles.json()) as { result: { id: number; code: string }[] }).result.find((role) => role.code === "editor")!;
  await send("POST", "/admin/accounts", {
    loginAccount: `editor-${run}`,
    userName: "Erika Editor",
    roleId: editorRole.id,
    languages: [],
    password: EDITOR_PASSWORD,
  });

  // The Editor signs in and opens the screen from the menu.
  await page.goto("/admin-login");
  await page.getByLabel("Account", { exact: true }).fill(`editor-${run}`);
  await page.getByLabel("Password").fill(EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("menuitem", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();

  await page.getByRole("button", { name: "New redirect" }).first().click();
  let dialog = page.getByRole("dialog", { name: "New redirect" });
  await dialog.getByLabel("Old address").fill(`${oldAddress}/`);
  await dialog.getByLabel("Leads to").fill(newsPage);
  await dialog.getByLabel("Note (for editors only)").fill("Old website's team page");
  await dialog.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText(`Redirect of ${oldAddress} added`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(oldAddress.replace(/[.]/g, "\\.")) });
  await expect(row).toContainText(newsPage);
  await expect(row).toContainText("301 · Moved for good");

  // The screen tries the address as a visitor's browser would.
  await page.getByLabel("Address", { exact: true }).fill(`${oldAddress}?ref=letter`);
  await page.getByRole("button", { name: "Test", exact: true }).click();
  const result = page.getByRole("status");
  await expect(result).toContainText(`${oldAddress}?ref=letter leads to ${newsPage}?ref=letter (301 · Moved for good).`);
  await expect(result).toContainText("There, the page is shown (200).");

  // A visitor who never came here (a browser of its own) follows the old address.
  const visitor = await browser.newContext({ baseURL });
  try {
    const visit = await visitor.newPage();
    await visit.goto(`${oldAddress}?ref=letter`);
    await expect(visit).toHaveURL(`${baseURL}${newsPage}?ref=letter`);
    await expect(visit.getByRole("heading", { level: 1 })).toHaveText(`Katharina Müller joins as partner ${run}`);
  } finally {
    await visitor.close();
  }

  // A redirect to the old address would take visitors two hops: refused, naming the first redirect.
  await page.getByRole("button", { name: "New redirect" }).first().click();
  dialog = page.getByRole("dialog", { name: "New redirect" });
  await dialog.getByLabel("Old address").fill(`/alt/team-${run}`);
  await dialog.getByLabel("Leads to").fill(oldAddress);
  await dialog.getByRole("button", { name: "Add redirect" }).click();
  await expect(
    dialog.getByText(new RegExp(`^is itself redirected by redirect \\d+ \\(${oldAddress.replace(/[.]/g, "\\.")} → ${newsPage}\\)`)),
  ).toBeVisible();
});
