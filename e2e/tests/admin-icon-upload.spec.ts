import { expect, test } from "./support/journeys.ts";
import { chooseFirstLanguage, signInAsAdmin } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";
import { hasLoadedPicture, pngPicture } from "./support/pictures.ts";
import { publishEveryVersion } from "./support/publishing.ts";

// On a server of its own: the practice area made here would change the lists other specs count.
await useOwnServer();

test("uploads an icon to the library, picks it for a new practice area, and the site shows it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/icons");
  await expect(page.getByText("No icons yet")).toBeVisible();

  await page.getByLabel("Image", { exact: true }).setInputFiles(await pngPicture(page, "scales.png", "#8b0000"));
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
  await chooseFirstLanguage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add practice area" })).toBeVisible();
  await page.getByRole("tabpanel", { name: "English" }).getByLabel("Name").fill("Arbitration");
  await page.getByRole("button", { name: "Choose from the icon library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose from the icon library" });
  await picker.getByRole("button", { name: "Scales of justice" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("img", { name: "Preview of the image" })).toHaveAttribute("src", iconUrl ?? "");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/expertise\/edit\/\d+$/);
  // Saved as a draft (decision 0035): it reaches the website once published.
  await publishEveryVersion(page, ["English"]);

  // The list of practice areas and the site show it with the icon.
  await page.getByRole("button", { name: "Back to the list" }).click();
  await expect(page.getByRole("row", { name: /Arbitration/ }).locator(`img[src="${iconUrl}"]`)).toBeVisible();
  await page.addInitScript(() => localStorage.setItem("umi_locale", "en_US"));
  await page.goto("/expertises");
  const area = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Arbitration" }) });
  const icon = area.locator("img");
  // The site asks for one of its width variants (docs/decisions/0034).
  await expect(icon).toHaveAttribute("src", new RegExp(`^${(iconUrl ?? "").replaceAll(".", "\\.")}\\?w=\\d+$`));
  await icon.scrollIntoViewIfNeeded();
  await expect.poll(() => hasLoadedPicture(icon)).toBe(true);
});

test("takes an SVG line icon, sanitised, and the site draws it without running what it carried", async ({ page }) => {
  const hostileIcon = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" onload="window.__iconXss=1">` +
      `<script>window.__iconXss=2</script><path d="M8 40h32M24 8v32M12 16h24" stroke="#0b1f33" stroke-width="2.2" fill="none"/></svg>`,
  );
  await signInAsAdmin(page);
  await page.goto("/admin/icons");
  await expect(page.getByText("JPEG, PNG, WebP, GIF, AVIF or SVG")).toBeVisible();
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "pillar.svg", mimeType: "image/svg+xml", buffer: hostileIcon });
  const preview = page.getByRole("img", { name: "Preview of the image" });
  await expect(preview).toHaveAttribute("src", /^\/api\/upload\/[0-9a-f]{32}\.svg$/);
  await expect.poll(() => hasLoadedPicture(preview)).toBe(true);
  const iconUrl = (await preview.getAttribute("src")) ?? "";

  // What is served is the drawing alone.
  const served = await page.request.get(iconUrl);
  expect(served.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  const drawing = await served.text();
  expect(drawing).toContain('<path d="M8 40h32M24 8v32M12 16h24"');
  expect(drawing).not.toMatch(/onload|script|__iconXss/);

  await page.getByLabel("Name", { exact: true }).fill("Pillar");
  await page.getByRole("button", { name: "Add icon" }).click();
  await expect(page.getByText("Icon “Pillar” added")).toBeVisible();
  const inLibrary = page.getByRole("list", { name: "Icons" }).getByRole("listitem").filter({ hasText: "Pillar" }).locator("img");
  await expect(inLibrary).toHaveAttribute("src", iconUrl);
  await expect.poll(() => hasLoadedPicture(inLibrary)).toBe(true);

  // Opened on its own, the file runs nothing either.
  await page.goto(iconUrl);
  expect(await page.evaluate(() => (window as { __iconXss?: number }).__iconXss)).toBeUndefined();
});
