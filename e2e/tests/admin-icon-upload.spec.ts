import { expect, test } from "@playwright/test";
import { logInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { hasLoadedPicture, pngPicture } from "./support/pictures.ts";

// On a server of its own: the practice area made here would change the lists other specs count.
await useOwnServer();

test("uploads an icon to the library, picks it for a new practice area, and the site shows it", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/icons");
  await expect(page.getByText("No icons yet")).toBeVisible();

  await page.getByLabel("Image").setInputFiles(await pngPicture(page, "scales.png", "#8b0000"));
  await expect(page.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", /^\/api\/upload\//);
  await page.getByLabel("Name", { exact: true }).fill("Scales of justice");
  await page.getByRole("button", { name: "Add icon" }).click();
  await expect(page.getByText("Icon “Scales of justice” added")).toBeVisible();
  const library = page.getByRole("list", { name: "Icons" });
  await expect(library.getByText("Scales of justice")).toBeVisible();
  const iconUrl = await library.getByRole("listitem").filter({ hasText: "Scales of justice" }).locator("img").getAttribute("src");
  expect(iconUrl).toMatch(/^\/api\/upload\//);

  // A new practice area takes the icon from the library.
  await page.goto("/admin/expertise/list");
  await page.getByRole("button", { name: "New practice area" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add practice area" })).toBeVisible();
  await page.getByRole("tabpanel", { name: "English" }).getByLabel("Name").fill("Arbitration");
  await page.getByRole("button", { name: "Choose from the icon library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose from the icon library" });
  await picker.getByRole("button", { name: "Scales of justice" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", iconUrl ?? "");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/expertise\/edit\/\d+$/);

  // The list of practice areas and the site show it with the icon.
  await page.getByRole("button", { name: "Back to the list" }).click();
  await expect(page.getByRole("row", { name: /Arbitration/ }).locator(`img[src="${iconUrl}"]`)).toBeVisible();
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  await page.goto("/expertises");
  const area = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Arbitration" }) });
  const icon = area.locator("img");
  await expect(icon).toHaveAttribute("src", iconUrl ?? "");
  await icon.scrollIntoViewIfNeeded();
  await expect.poll(() => hasLoadedPicture(icon)).toBe(true);
});
