import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, signInAsAdmin, type Version } from "./support/admin-api.ts";

// Bulk publish with one refused item (decision 0056): an editor selects news items, one of them
// is deleted meanwhile, and the result names each item, the deleted one refused with why. The
// items are the test's own, found by a word unique to the run, and removed afterwards.

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

test("bulk publish with one refused item", async ({ page }) => {
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
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Publish the selected items (3) now?" });
    await confirm.getByRole("button", { name: "Publish" }).click();

    const result = page.getByRole("dialog", { name: "Publish: the result" });
    await expect(result.getByText("Done: 2. Refused: 1.")).toBeVisible();
    const items = result.getByRole("listitem");
    await expect(items.first()).toContainText(`${RUN} Beta`);
    await expect(items.first()).toContainText("No news item with id");
    await expect(result.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(2);
    await result.locator(".ant-modal-footer").getByRole("button", { name: "Close" }).click();

    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.getByText("Published")).toBeVisible();
    // Each publication is in the audit log, as a single Publish would be.
    const audit = await call<{ itemNo: number | null }[]>(page, "GET", "/admin/audit?kind=news&action=publish&pageSize=50");
    expect(audit.map((entry) => entry.itemNo)).toEqual(expect.arrayContaining([numbers[0], numbers[2]]));
  } finally {
    for (const no of numbers) await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers: BACK_OFFICE_CALL });
    await page.request.delete(`/api/admin/catalog/${folder!.id}`, { headers: BACK_OFFICE_CALL });
  }
});
