import { expect, test } from "./support/journeys.ts";
import { adminApi, expectNoSeriousAxeViolations, idIn, signInAsAdmin, type Version } from "./support/admin-api.ts";

// Out-of-date language versions (decision 0057): a change of the German version leaves the English
// and Chinese behind; the list and the editor say so, the side-by-side view marks the change, and
// saving the English brings it up to date.

test("out-of-date after a source change", async ({ page, request }) => {
  const mark = Date.now().toString(36);
  const send = await adminApi(request);
  const folder = await send<Version[]>(
    "POST",
    "/admin/catalog",
    ["de_DE", "en_US", "zh_CN"].map((lang) => ({ lang, name: `Übersetzung ${lang} ${mark}`, type: 0 })),
  );
  const version = (lang: string, title: string, text: string) => ({
    lang,
    cataId: idIn(folder, lang),
    coverUrl: "/favicon.svg",
    title,
    isLink: 0,
    content: `<p>${text}</p>`,
  });
  const news = await send<Version[]>("POST", "/admin/latest-news", [
    version("de_DE", `Kanzlei wächst ${mark}`, "Die Kanzlei berät Banken in München."),
    version("en_US", `Firm grows ${mark}`, "The firm advises banks in Munich."),
    version("zh_CN", `律所扩张 ${mark}`, "律所为慕尼黑的银行提供咨询。"),
  ]);
  const no = news[0]!.no;

  // The German title and text change.
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${no}&lang=de_DE`);
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  await german.getByLabel("Title").fill(`Kanzlei wächst weiter ${mark}`);
  await german.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Die Kanzlei berät Banken in München und Frankfurt.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(german.getByRole("group", { name: "Publishing of the German version" }).getByText("Unpublished changes")).toBeVisible();

  // The list (its rows in the interface's language): English and Chinese out of date, German up to date.
  await page.goto(`/admin/articles/news/list?title=${mark}`);
  const row = page.getByRole("row").filter({ hasText: mark });
  await expect(row.getByLabel("English: out of date")).toBeVisible();
  await expect(row.getByLabel("Chinese: out of date")).toBeVisible();
  await expect(row.getByLabel("German: up to date")).toBeVisible();

  // The English editor: the notice names the changed fields; the side-by-side view marks the change.
  await page.goto(`/admin/articles/news/edit?no=${no}&lang=en_US`);
  const english = page.getByRole("tabpanel", { name: "English" });
  await expect(english.getByText("Out of date with the German version")).toBeVisible();
  await expect(english.getByText(/Changed there since this version was last brought up to date: Title, Content/)).toBeVisible();
  await english.getByRole("button", { name: "Compare with German" }).click();
  const source = english.getByRole("region", { name: "German version (read-only)" });
  await expect(source.locator("ins", { hasText: "weiter" })).toBeVisible();
  await expect(source.locator("ins", { hasText: "Frankfurt." })).toBeVisible();
  await expect(source.locator("del", { hasText: "München." })).toBeVisible();
  await expect(source.locator("[data-changed]")).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  // Saving the English translation brings it up to date; the Chinese stays behind.
  await english.getByLabel("Title").fill(`Firm keeps growing ${mark}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(english.getByText("Out of date with the German version")).toHaveCount(0);
  await expect(source.getByText("Nothing changed here since this translation was last brought up to date.")).toBeVisible();
  await page.goto(`/admin/articles/news/list?title=${mark}`);
  await expect(row.getByLabel("English: up to date")).toBeVisible();
  await expect(row.getByLabel("Chinese: out of date")).toBeVisible();
});
