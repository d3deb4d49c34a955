import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { BACK_OFFICE_CALL, chooseFirstLanguage, signInAsAdmin, expectNoSeriousAxeViolations } from "./support/admin-api.ts";
import { publishEveryVersion } from "./support/publishing.ts";

interface PublicPerson {
  name: string;
  officeName: string;
  jobs: { name: string }[];
  proFields: { name: string }[];
}

/** The public people list in one language, as a visitor's browser asks for it. */
async function publicPeople(page: Page, lang: string): Promise<PublicPerson[]> {
  const response = await page.request.get("/api/user/lawyerTeam", { headers: { lang } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: PublicPerson[] }).result;
}

async function publicPracticeAreas(page: Page, lang: string): Promise<string[]> {
  const response = await page.request.get("/api/user/professionalField/list", { headers: { lang } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { name: string }[] }).result.map((area) => area.name);
}

/** Creates an office or a job title with its names in every language, through its screen. */
async function createReference(page: Page, button: string, names: { en: string; de: string; zh: string }) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: button });
  await dialog.getByLabel("English", { exact: true }).fill(names.en);
  await dialog.getByLabel("Deutsch", { exact: true }).fill(names.de);
  await dialog.getByLabel("中文", { exact: true }).fill(names.zh);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(names.en) })).toBeVisible();
}

/** Creates a practice area in English and German through its editor, and publishes both versions (the back office saves drafts). */
async function createPracticeArea(page: Page, en: string, de: string) {
  await page.goto("/admin/expertise/list");
  await page.getByRole("button", { name: "New practice area" }).first().click();
  await chooseFirstLanguage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add practice area" })).toBeVisible();
  await page.getByRole("tabpanel", { name: "English" }).getByLabel("Name").fill(en);
  await page.getByRole("button", { name: "Add language" }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  await page.getByRole("tabpanel", { name: "Deutsch" }).getByLabel("Name").fill(de);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/expertise\/edit\/\d+$/);
  await publishEveryVersion(page, ["English", "Deutsch"]);
}

/** Picks options of an antd select by typing part of their names. */
async function choose(page: Page, field: ReturnType<Page["getByLabel"]>, ...names: string[]) {
  for (const name of names) {
    await field.fill(name);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.press("Escape");
}

test.describe.serial("people and practice areas in the back office", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("creates the reference data and practice areas, then a person in two languages", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/reference/offices");
    await expect(page.getByText("No offices yet")).toBeVisible();
    await createReference(page, "New office", { en: "Munich", de: "München", zh: "慕尼黑" });

    await page.goto("/admin/reference/jobs");
    await createReference(page, "New job title", { en: "Partner", de: "Partnerin", zh: "合伙人" });
    await createReference(page, "New job title", { en: "Counsel", de: "Counsel (Beraterin)", zh: "顾问" });

    await createPracticeArea(page, "Corporate law", "Gesellschaftsrecht");
    await createPracticeArea(page, "Tax law", "Steuerrecht");

    await page.goto("/admin/people/list");
    await expect(page.getByText("No people yet")).toBeVisible();
    await page.getByRole("button", { name: "New person" }).first().click();
    await chooseFirstLanguage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add person" })).toBeVisible();
    await page.getByLabel("Email").fill("jane.doe@example.com");

    const english = page.getByRole("tabpanel", { name: "English" });
    await english.getByLabel("Name").fill("Jane Doe");
    await choose(page, english.getByLabel("Office"), "Munich");
    await choose(page, english.getByLabel("Job titles"), "Partner");
    await choose(page, english.getByLabel("Practice areas"), "Corporate law", "Tax law");

    // The German version starts with the same office, job title and practice areas, in German.
    await page.getByRole("button", { name: "Add language" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    const german = page.getByRole("tabpanel", { name: "Deutsch" });
    await expect(german.getByLabel("Name")).toHaveValue("Jane Doe");
    await expect(german.getByText("München")).toBeVisible();
    await expect(german.getByText("Gesellschaftsrecht")).toBeVisible();
    // A choice made in one language is made in the other too.
    await choose(page, german.getByLabel("Job titles"), "Counsel (Beraterin)");
    await page.getByRole("tab", { name: "English" }).click();
    await expect(english.getByText("Counsel", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/people\/edit\/\d+$/);
    // Saved as drafts: on the website once published.
    expect(await publicPeople(page, "de_DE")).toEqual([]);
    await publishEveryVersion(page, ["English", "Deutsch"]);

    const [inGerman] = await publicPeople(page, "de_DE");
    expect(inGerman?.name).toBe("Jane Doe");
    expect(inGerman?.officeName).toBe("München");
    expect(inGerman?.jobs.map((job) => job.name)).toEqual(["Partnerin", "Counsel (Beraterin)"]);
    expect(inGerman?.proFields.map((area) => area.name).sort()).toEqual(["Gesellschaftsrecht", "Steuerrecht"]);
    const [inEnglish] = await publicPeople(page, "en_US");
    expect(inEnglish?.officeName).toBe("Munich");
    expect(inEnglish?.jobs.map((job) => job.name)).toEqual(["Partner", "Counsel"]);

    // Listed, with both languages.
    await page.getByRole("button", { name: "Back to the list" }).click();
    const row = page.getByRole("row", { name: /Jane Doe/ });
    await expect(row.getByLabel(/^German: (up to date|out of date)$/)).toBeVisible();
    await expect(row.getByText("Munich")).toBeVisible();
  });

  test("reorders practice areas with the buttons, in every language", async ({ page }) => {
    await page.goto("/admin/expertise/list");
    const rows = page.getByRole("row").filter({ has: page.getByRole("link") });
    await expect(rows).toHaveText([/Corporate law/, /Tax law/]);
    await page.getByRole("button", { name: "Move “Tax law” up" }).click();
    await expect(page.getByText("Order saved")).toBeVisible();
    await expect(rows).toHaveText([/Tax law/, /Corporate law/]);
    expect(await publicPracticeAreas(page, "en_US")).toEqual(["Tax law", "Corporate law"]);
    expect(await publicPracticeAreas(page, "de_DE")).toEqual(["Steuerrecht", "Gesellschaftsrecht"]);
  });

  test("edits an office's address, telephone, e-mail and opening notes, and marks a job title as a lawyer's", async ({ page }) => {
    await page.goto("/admin/reference/offices");
    await page.getByRole("button", { name: "Edit “Munich”" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit office" });
    await dialog.getByLabel("Opening note (English)").fill("Reception Monday to Friday, 8 am to 7 pm.");
    await dialog.getByLabel("Opening note (German)").fill("Empfang Montag bis Freitag 8–19 Uhr.");
    await dialog.getByLabel("Street and number").fill("Maximilianstraße 35");
    await dialog.getByLabel("Postal code").fill("80539");
    await dialog.getByLabel("City").fill("München");
    await dialog.getByLabel("Country").fill("de");
    await dialog.getByLabel("Phone").fill("+49 89 2020 800");
    // The form refuses what the server would refuse, with the reason beside the field.
    await dialog.getByLabel("Email").fill("not-an-address");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter a valid email address, e.g. office@example.com")).toBeVisible();
    await dialog.getByLabel("Email").fill("muenchen@example.com");
    // Scanned once the message has gone (while it fades out, its text is too faint for axe).
    await expect(dialog.getByText("Please enter a valid email address, e.g. office@example.com")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Office saved")).toBeVisible();
    await expect(page.getByRole("row", { name: /Munich/ })).toContainText("Maximilianstraße 35, 80539 München, DE");

    // Written once, the same in every language; the notes per language.
    for (const [lang, note] of [
      ["de_DE", "Empfang Montag bis Freitag 8–19 Uhr."],
      ["en_US", "Reception Monday to Friday, 8 am to 7 pm."],
      ["zh_CN", ""],
    ] as const) {
      const response = await page.request.get("/api/user/office", { headers: { lang } });
      const [office] = ((await response.json()) as { result: Record<string, unknown>[] }).result;
      expect(office, lang).toMatchObject({
        address: "Maximilianstraße 35",
        postalCode: "80539",
        city: "München",
        country: "DE",
        phoneNumber: "+49 89 2020 800",
        email: "muenchen@example.com",
        openingNote: note,
      });
    }

    await page.goto("/admin/reference/jobs");
    await page.getByRole("button", { name: "Edit “Partner”" }).click();
    const jobDialog = page.getByRole("dialog", { name: "Edit job title" });
    await jobDialog.getByLabel("People with this title are lawyers").check();
    await jobDialog.getByRole("button", { name: "Save" }).click();
    await expect(jobDialog).toBeHidden();
    await expect(page.getByRole("row", { name: /Partner/ })).toContainText("Lawyer");
    await expect(page.getByRole("row", { name: /Counsel/ })).not.toContainText("Lawyer");
    for (const lang of ["de_DE", "en_US", "zh_CN"]) {
      const response = await page.request.get("/api/user/job", { headers: { lang } });
      const jobs = ((await response.json()) as { result: { isLawyer: number }[] }).result;
      expect(
        jobs.map((job) => job.isLawyer),
        lang,
      ).toEqual([1, 0]);
    }
  });

  test("refuses to delete an office in use", async ({ page }) => {
    await page.goto("/admin/reference/offices");
    await page.getByRole("button", { name: "Delete “Munich”" }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The office is still in use", { exact: true })).toBeVisible();
    await expect(page.getByText(/used by 1 person/)).toBeVisible();
    await expect(page.getByRole("row", { name: /Munich/ })).toBeVisible();
  });

  test("speaks German after switching the UI language", async ({ page }) => {
    await page.goto("/admin/people/list");
    await expect(page.getByRole("row", { name: /Jane Doe/ })).toBeVisible();
    const languageButton = page.getByRole("button", { name: "Language" });
    await expect(languageButton).toHaveAccessibleName("Language: English");
    await languageButton.click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Personen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sprache" })).toHaveAccessibleName("Sprache: Deutsch");
    await expect(page.getByRole("button", { name: "Neue Person" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Standort" })).toBeVisible();
    await expect(page.getByText("10 / Seite")).toBeVisible();
    // Rows show the German version now.
    await expect(page.getByRole("row", { name: /Jane Doe/ }).getByText("München")).toBeVisible();
  });

  test("sends an expired session to the login page", async ({ page, context }) => {
    await page.goto("/admin/people/list");
    await expect(page.getByRole("row", { name: /Jane Doe/ })).toBeVisible();
    await context.clearCookies({ name: "lawfirm_session" });
    await page.reload();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole("alert")).toContainText(
      "Your session has ended (it expired or your account was changed). Please log in again.",
    );
  });
});

test.describe("accessibility of the people screens", () => {
  for (const screen of ["list", "edit"] as const) {
    test(`the people ${screen} screen has no serious or critical axe violations`, async ({ browser }) => {
      const context = await browser.newContext({ locale: "en-US" });
      const page = await context.newPage();
      await signInAsAdmin(page);
      let path = "/admin/people/list";
      if (screen === "edit") {
        const list = (await (await page.request.get("/api/admin/lawyerTeam", { headers: BACK_OFFICE_CALL })).json()) as {
          result: { no: number }[];
        };
        path = `/admin/people/edit/${list.result[0]?.no ?? 0}`;
      }
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (screen === "edit") await expect(page.getByRole("tabpanel", { name: "English" }).getByLabel("Name")).toHaveValue("Jane Doe");
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});
