import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, signInAsAdmin, type Version } from "./support/admin-api.ts";

// Bulk publish with refused items (decisions 0056, 0061): an editor selects news items, one of them
// is deleted and one saved again meanwhile, and the result names each item, the deleted and the
// changed one refused with why. The items are the test's own, found by a word unique to the run,
// and removed afterwards.

const RUN = `Bulk${Date.now().toString(36)}`;

async function call<T = unknown>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, headers: BACK_OFFICE_CALL, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** An English news item kept as a draft; answers its `no`. */
async function createDraftNews(page: Page, cataId: number, title: string): Promise<number> {
  const [version] = await call<Version[]>(page, "POST", "/admin/latest-news?saveAs=draft", [
    { lang: "en_US", cataId, coverUrl: "/favicon.svg", title, isLink: 0, content: `<p>About ${title}.</p>` },
  ]);
  if (!version) throw new Error("No version saved");
  return version.no;
}

test("bulk publish with an item deleted and one changed meanwhile", async ({ page }) => {
  await signInAsAdmin(page);
  const [folder] = await call<Version[]>(page, "POST", "/admin/catalog", [{ lang: "en_US", name: `${RUN} folder`, type: 0 }]);
  const numbers = [];
  for (const name of ["Alpha", "Beta", "Gamma"]) numbers.push(await createDraftNews(page, folder!.id, `${RUN} ${name}`));
  try {
    await page.goto(`/admin/articles/news/list?title=${RUN}`);
    const rows = page.locator("tbody").getByRole("row").filter({ hasText: RUN });
    await expect(rows).toHaveCount(3);
    for (const name of ["Alpha", "Beta", "Gamma"]) await page.getByRole("checkbox", { name: `Select “${RUN} ${name}”` }).check();
    const bar = page.getByRole("region", { name: "Selected rows" });
    await expect(bar.getByText("Selected: 3")).toBeVisible();

    // Someone else deletes Beta while the editor decides.
    await call(page, "DELETE", `/admin/latest-news?no=${numbers[1]}`);
    // And Gamma is saved again: the list's edit tag of it is stale, so it is not published over that change.
    const gamma = await call<Version[]>(page, "GET", `/admin/latest-news/${numbers[2]}`);
    await call(page, "PUT", "/admin/latest-news?saveAs=draft", [
      { ...gamma[0], cataId: folder!.id, coverUrl: "/favicon.svg", isLink: 0, title: `${RUN} Gamma, revised`, content: "<p>Revised.</p>" },
    ]);
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Publish the selected items (3) now?" });
    await confirm.getByRole("button", { name: "Publish" }).click();

    const result = page.getByRole("dialog", { name: "Publish: the result" });
    await expect(result.getByText("Done: 1. Refused: 2.")).toBeVisible();
    const items = result.getByRole("listitem");
    // The refused first, in the list's order (newest first), each with why.
    await expect(items.nth(0)).toContainText(`${RUN} Gamma`);
    await expect(items.nth(0)).toContainText("Administrator changed this news item on");
    await expect(items.nth(1)).toContainText(`${RUN} Beta`);
    await expect(items.nth(1)).toContainText("No news item with id");
    await expect(result.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(1);
    await result.locator(".ant-modal-footer").getByRole("button", { name: "Close" }).click();

    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${RUN} Alpha` }).getByText("Published")).toBeVisible();
    await expect(rows.filter({ hasText: `${RUN} Gamma` }).getByText("Published")).toHaveCount(0);
    // The publication is in the audit log, as a single Publish would be.
    const audit = await call<{ itemNo: number | null }[]>(page, "GET", "/admin/audit?kind=news&action=publish&pageSize=50");
    expect(audit.map((entry) => entry.itemNo)).toEqual(expect.arrayContaining([numbers[0]]));
    expect(audit.map((entry) => entry.itemNo)).not.toContain(numbers[2]);
  } finally {
    for (const no of numbers) await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers: BACK_OFFICE_CALL });
    await page.request.delete(`/api/admin/catalog/${folder!.id}`, { headers: BACK_OFFICE_CALL });
  }
});
