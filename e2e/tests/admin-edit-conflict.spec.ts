import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { adminApi, BACK_OFFICE_CALL, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";

// No edit is lost silently (decision 0050): two people open the same news item; the first changes
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

test("a save made over another's change is refused, shows who changed what, and keeps both changes", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>("POST", "/admin/catalog", [{ lang: "en_US", name: `Conflicts ${mark}`, type: 0 }]);
  const [news] = await send<Version[]>("POST", "/admin/latest-news", [
    {
      lang: "en_US",
      cataId: idIn(folder, "en_US"),
      coverUrl: "/favicon.svg",
      title: `Firm advises ${mark}`,
      isLink: 0,
      content: "<p>Text.</p>",
    },
  ]);

  // The second person: an editor of their own, in another browser.
  await signInAsAdmin(page);
  const roleList = (await (await page.request.get("/api/admin/accounts/roles", { headers: BACK_OFFICE_CALL })).json()) as {
    result: { id: number; code: string }[];
  };
  const created = await page.request.post("/api/admin/accounts", {
    headers: BACK_OFFICE_CALL,
    data: {
      loginAccount: `erika-${mark}`,
      userName: "Erika Editor",
      roleId: roleList.result.find((role) => role.code === "editor")!.id,
      languages: [],
      password: EDITOR_PASSWORD,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const second = await browser.newContext({ baseURL });
  const erika = await second.newPage();
  const signIn = await erika.request.post("/api/admin/login", { data: { loginAccount: `erika-${mark}`, password: EDITOR_PASSWORD } });
  expect(signIn.ok()).toBe(true);

  // Both open the item.
  const address = `/admin/articles/news/edit?no=${news!.no}`;
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
  await expect(conflict.getByRole("listitem")).toHaveText("English: Title");
  expect(await englishAsEdited(page, news!.no)).toMatchObject({ title: `Firm advises on a merger ${mark}`, teaser: null });

  // Keep my changes: the teaser is saved over the item as it is now, and Erika's title stays.
  await conflict.getByRole("button", { name: "Keep my changes" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(conflict).toBeHidden();
  await expect(mine.getByLabel("Title")).toHaveValue(`Firm advises on a merger ${mark}`);
  expect(await englishAsEdited(page, news!.no)).toMatchObject({
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
