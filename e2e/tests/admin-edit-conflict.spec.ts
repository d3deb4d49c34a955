import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, BACK_OFFICE_CALL, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";

// No edit is lost silently (decisions 0050 and 0051): two people open the same news item; the first changes
// its title and saves; the second changes its teaser and saves. The second save is refused with
// who saved in between and what changed, and "Keep my changes" saves the teaser over the item as
// it is now, so that both changes are there.

const EDITOR_PASSWORD = "Editor-Passw0rd-2";

/** The news item as the back office reads it, its English version's unpublished changes where it has some. */
async function englishAsEdited(page: Page, no: number): Promise<{ title: string; teaser: string | null }> {
  const response = await page.request.get(`/api/admin/latest-news/${no}`, { headers: BACK_OFFICE_CALL });
  expect(response.ok()).toBe(true);
  const versions = ((await response.json()) as { result: (Version & { title: string; teaser: string | null; draft: object | null })[] })
    .result;
  const english = versions.find((version) => version.lang === "en_US")!;
  return { ...english, ...english.draft };
}

/** Makes an editor "Erika Editor" (with the administrator's session of `page`) and signs them in in a browser of their own. */
async function signInAsEditor(page: Page, browser: Browser, baseURL: string, loginAccount: string): Promise<Page> {
  const roles = (await (await page.request.get("/api/admin/accounts/roles", { headers: BACK_OFFICE_CALL })).json()) as {
    result: { id: number; code: string }[];
  };
  const created = await page.request.post("/api/admin/accounts", {
    headers: BACK_OFFICE_CALL,
    data: {
      loginAccount,
      userName: "Erika Editor",
      roleId: roles.result.find((role) => role.code === "editor")!.id,
      languages: [],
      password: EDITOR_PASSWORD,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const context = await browser.newContext({ baseURL });
  const erika = await context.newPage();
  const signIn = await erika.request.post("/api/admin/login", { data: { loginAccount, password: EDITOR_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return erika;
}

/**
 * A news item titled `title`, the administrator signed in on `page`, and an editor of their own
 * ("Erika Editor") signed in in another browser; answers the item's editor address and number, and
 * the editor's page.
 */
async function newsOpenToTwo(page: Page, browser: Browser, baseURL: string, request: APIRequestContext, title: string) {
  const mark = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Folder ${mark}`, type: 0 }]);
  const [news] = await send<Version[]>("POST", "/admin/latest-news", [
    { lang: "en_US", cataId: idIn(folder, "en_US"), coverUrl: "/favicon.svg", title, isLink: 0, content: "<p>Text.</p>" },
  ]);
  await signInAsAdmin(page);
  const erika = await signInAsEditor(page, browser, baseURL, `erika-${mark}`);
  return { address: `/admin/articles/news/edit?no=${news!.no}`, no: news!.no, erika };
}

test("a save made over another's change is refused, shows who changed what, and keeps both changes", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const mark = Date.now().toString(36);
  // The second person: an editor of their own, in another browser.
  const { address, erika, no } = await newsOpenToTwo(page, browser, baseURL!, request, `Firm advises ${mark}`);
  const second = erika.context();

  // Both open the item.
  await page.goto(address);
  await erika.goto(address);
  const mine = page.getByRole("tabpanel", { name: "English" });
  const hers = erika.getByRole("tabpanel", { name: "English" });
  await expect(hers.getByLabel("Title")).toHaveValue(`Firm advises ${mark}`);

  // Erika changes the title and saves first.
  await hers.getByLabel("Title").fill(`Firm advises on a merger ${mark}`);
  await erika.getByRole("button", { name: "Save" }).click();
  await expect(erika.getByText("Saved", { exact: true })).toBeVisible();

  // The administrator changed the teaser meanwhile: the save is refused, saying who changed what.
  await mine.getByLabel("Teaser").fill("A merger of two Munich machine builders.");
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("dialog", { name: "Changed by someone else meanwhile" });
  await expect(conflict.getByText(/^Erika Editor changed this news item on .+ \(Europe\/Berlin\), after you opened it\./)).toBeVisible();
  // Once the item is read again (a placeholder until then): what changed, by language and field.
  await expect(conflict.getByText("What changed since you opened it:")).toBeVisible();
  await expect(conflict.getByRole("listitem")).toHaveText("English: Title");
  expect(await englishAsEdited(page, no)).toMatchObject({ title: `Firm advises on a merger ${mark}`, teaser: null });

  // Keep my changes: the teaser is saved over the item as it is now, and Erika's title stays.
  await conflict.getByRole("button", { name: "Keep my changes" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(conflict).toBeHidden();
  await expect(mine.getByLabel("Title")).toHaveValue(`Firm advises on a merger ${mark}`);
  expect(await englishAsEdited(page, no)).toMatchObject({
    title: `Firm advises on a merger ${mark}`,
    teaser: "A merger of two Munich machine builders.",
  });

  // Erika's editor, now behind, is refused in turn; loading the other version shows both changes.
  await hers.getByLabel("Title").fill(`Firm advises on a merger, again ${mark}`);
  await erika.getByRole("button", { name: "Save" }).click();
  const hersConflict = erika.getByRole("dialog", { name: "Changed by someone else meanwhile" });
  await expect(hersConflict.getByText(/^Administrator changed this news item on /)).toBeVisible();
  await hersConflict.getByRole("button", { name: "Load their version" }).click();
  await expect(hers.getByLabel("Title")).toHaveValue(`Firm advises on a merger ${mark}`);
  await expect(hers.getByLabel("Teaser")).toHaveValue("A merger of two Munich machine builders.");
  await second.close();
});

test("an editor names who else has the item open, and one can take it over, which the other's editor says and the audit log records", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const mark = Date.now().toString(36);
  const { address, erika } = await newsOpenToTwo(page, browser, baseURL!, request, `Firm opens ${mark}`);

  // The administrator's editor runs on a clock the test moves: its next heartbeat comes at once.
  await page.clock.install();
  await page.goto(address);
  await expect(page.getByRole("tabpanel", { name: "English" }).getByLabel("Title")).toHaveValue(`Firm opens ${mark}`);
  await erika.goto(address);
  await expect(erika.getByText(/^Also open in the editor: Administrator \(since .+\)$/)).toBeVisible();

  await erika.getByRole("button", { name: "Take over" }).click();
  await expect(erika.getByText(/^Also open in the editor/)).toBeHidden();
  await page.clock.runFor(31_000);
  await expect(page.getByText(/^Erika Editor took over this item on .+\. Reload to continue from their version/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();

  const audit = await page.request.get("/api/admin/audit?kind=news&pageSize=1", { headers: BACK_OFFICE_CALL });
  const [entry] = ((await audit.json()) as { result: { action: string; accountName: string }[] }).result;
  expect(entry).toMatchObject({ action: "takeOver", accountName: "Erika Editor" });
  await erika.context().close();
});
