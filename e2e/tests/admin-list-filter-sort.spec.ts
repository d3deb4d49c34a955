import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";

// A list filtered and sorted on the server (decision 0056): the filters and the order live in the
// address, so the list survives a reload. The items are the test's own and removed afterwards.

const RUN = `Sort${Date.now().toString(36)}`;

async function call<T = unknown>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, headers: BACK_OFFICE_CALL, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

test("filters a list and sorts it by title, kept in the address", async ({ page }) => {
  await signInAsAdmin(page);
  const folder = await call<Version[]>(page, "POST", "/admin/catalog", [
    { lang: "en_US", name: `${RUN} folder`, type: 0 },
    { lang: "de_DE", name: `${RUN} Ordner`, type: 0 },
  ]);
  const numbers: number[] = [];
  for (const [name, langs] of [
    ["beta", ["en_US"]],
    ["Alpha", ["en_US", "de_DE"]],
    ["Gamma", ["en_US"]],
  ] as const) {
    const versions = await call<Version[]>(
      page,
      "POST",
      "/admin/latest-news?saveAs=draft",
      langs.map((lang) => ({
        lang,
        cataId: idIn(folder, lang),
        coverUrl: "/favicon.svg",
        title: `${RUN} ${name}`,
        isLink: 0,
      })),
    );
    numbers.push(versions[0]!.no);
  }
  try {
    await page.goto("/admin/articles/news/list");
    await page.getByRole("textbox", { name: "Title" }).fill(RUN);
    await page.getByRole("button", { name: "Search" }).click();
    const titles = page.locator("tbody").getByRole("row").filter({ hasText: RUN }).getByRole("link");
    await expect(titles).toHaveCount(3);

    await page.getByRole("columnheader", { name: "Title" }).click();
    await expect(page).toHaveURL(/sort=title&order=asc/);
    await expect(titles).toHaveText([`${RUN} Alpha`, `${RUN} beta`, `${RUN} Gamma`]);
    await page.getByRole("columnheader", { name: "Title" }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(titles).toHaveText([`${RUN} Gamma`, `${RUN} beta`, `${RUN} Alpha`]);

    // Only the items with a German version, each shown in it; still sorted after a reload.
    await page.getByRole("combobox", { name: "Language" }).click();
    await page.locator(".ant-select-item-option", { hasText: "Deutsch" }).click();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/hasLang=de_DE/);
    await page.reload();
    await expect(titles).toHaveText([`${RUN} Alpha`]);
    await expect(page.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "descending");
  } finally {
    for (const no of numbers) await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers: BACK_OFFICE_CALL });
    await page.request.delete(`/api/admin/catalog/${idIn(folder, "en_US")}`, { headers: BACK_OFFICE_CALL });
  }
});
