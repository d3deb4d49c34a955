import type { Page } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";
import { adminApi, idIn, itemNo, signInAsAdmin, type Version } from "./support/admin-api.ts";
import { publishEveryVersion } from "./support/publishing.ts";

// The back office's pickers of connected content (decision 0031): a news item names people
// (searched on the server by name) and practice areas, picked in one language tab and the same
// in every tab; a practice area's key contacts keep the order they were picked in.

const LANGS = ["de_DE", "en_US", "zh_CN"] as const;
const run = Math.random().toString(36).slice(2, 8);
const names = (en: string, de: string, zh: string) => ({ en_US: `${en} ${run}`, de_DE: `${de} ${run}`, zh_CN: `${zh} ${run}` });
type Names = ReturnType<typeof names>;

interface Connected extends Version {
  personIds: number[];
  proFieldIds: number[];
  keyContactIds: number[];
}

/** Picks an option of a select by typing part of its name and clicking the option the server found. */
async function pick(page: Page, field: ReturnType<Page["getByLabel"]>, typed: string, option: string) {
  await field.fill(typed);
  await page.locator(".ant-select-item-option", { hasText: option }).click();
  await page.keyboard.press("Escape");
}

test("a news item names people and practice areas; a practice area orders its key contacts", async ({ page }) => {
  test.setTimeout(90_000);
  const send = await adminApi(page.request);
  const each = <T>(values: Record<string, T>, more: (lang: string) => Record<string, unknown>) =>
    LANGS.map((lang) => ({ lang, name: values[lang], ...more(lang) }));
  const office = await send<Version[]>(
    "POST",
    "/admin/office",
    each(names("Office", "Büro", "办公室"), () => ({})),
  );
  const job = await send<Version[]>(
    "POST",
    "/admin/job",
    each(names("Partner", "Partnerin", "合伙人"), () => ({ isLawyer: 1 })),
  );
  const areaNames = names("Connected M&A", "Verbundenes M&A", "关联并购");
  const area = await send<Version[]>(
    "POST",
    "/admin/professionalField",
    each(areaNames, () => ({ introduce: "" })),
  );
  const person = (values: Record<string, string>) =>
    send<Version[]>(
      "POST",
      "/admin/lawyerTeam",
      each(values, (lang) => ({ office: idIn(office, lang), jobIds: [idIn(job, lang)] })),
    );
  const ottilieNames = names("Ottilie Connected", "Ottilie Verbunden", "奥蒂莉");
  const quirinNames = names("Quirin Connected", "Quirin Verbunden", "奎林");
  const [ottilie, quirin] = [await person(ottilieNames), await person(quirinNames)];
  const folder = await send<Version[]>(
    "POST",
    "/admin/catalog",
    LANGS.map((lang) => ({ lang, name: `Connections ${lang} ${run}`, type: 0, parentId: 0 })),
  );
  const news = await send<Version[]>(
    "POST",
    "/admin/latest-news",
    LANGS.map((lang) => ({
      lang,
      title: `Connected news ${lang}`,
      coverUrl: "/api/upload/cover.png",
      cataId: idIn(folder, lang),
      isLink: 0,
    })),
  );

  // The other journeys on this server expect the lists they start from: what this one made goes again.
  const login = await page.request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  const authorization = ((await login.json()) as { result: string }).result;
  const remove = async (path: string) => {
    const response = await page.request.delete(`/api${path}`, { headers: { authorization } });
    expect(response.ok(), `DELETE ${path}: ${await response.text()}`).toBe(true);
  };
  const cleanUp = async () => {
    await remove(`/admin/latest-news?no=${news[0]!.no}`);
    // The practice area goes first: its key contacts go with it, and then its people may go.
    await remove(`/admin/professionalField/${idIn(area, "en_US")}`);
    for (const person of [ottilie, quirin]) await remove(`/admin/lawyerTeam/${idIn(person, "en_US")}`);
    await remove(`/admin/job/${idIn(job, "en_US")}`);
    await remove(`/admin/office/${idIn(office, "en_US")}`);
    await remove(`/admin/catalog/${idIn(folder, "en_US")}`);
  };
  try {
    await pickInTheEditors(page, { news, area, ottilie, quirin, ottilieNames, quirinNames, areaNames });
  } finally {
    await cleanUp();
  }
});

/** Drives the news editor's and the practice-area editor's pickers and checks what they saved. */
async function pickInTheEditors(
  page: Page,
  made: {
    news: Version[];
    area: Version[];
    ottilie: Version[];
    quirin: Version[];
    ottilieNames: Names;
    quirinNames: Names;
    areaNames: Names;
  },
) {
  const { news, area, ottilie, quirin, ottilieNames, quirinNames, areaNames } = made;
  await signInAsAdmin(page);
  await page.goto(`/admin/articles/news/edit?no=${news[0]!.no}`);
  await page.getByRole("tab", { name: "English" }).click();
  const english = page.getByRole("tabpanel", { name: "English" });
  await pick(page, english.getByLabel("People named"), "ottilie", ottilieNames.en_US);
  await pick(page, english.getByLabel("Practice areas"), "Connected", areaNames.en_US);

  // Picked in English, named in German too, with the German names.
  await page.getByRole("tab", { name: "Deutsch" }).click();
  const german = page.getByRole("tabpanel", { name: "Deutsch" });
  await expect(german.getByText(ottilieNames.de_DE)).toBeVisible();
  await expect(german.getByText(areaNames.de_DE)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // Saved as drafts of the published versions: the website has the connections once they are published.
  await publishEveryVersion(page, ["Deutsch", "English", "中文"]);

  const saved = await (
    await page.request.get(`/api/user/latest-news?personId=${idIn(ottilie, "en_US")}`, { headers: { lang: "zh_CN" } })
  ).json();
  expect((saved as { result: Connected[] }).result.map((item) => item.id)).toEqual([idIn(news, "zh_CN")]);
  const detail = (await (await page.request.get(`/api/user/latest-news/${idIn(news, "de_DE")}`)).json()) as { result: Connected };
  expect(detail.result.personIds).toEqual([idIn(ottilie, "de_DE")]);
  expect(detail.result.proFieldIds).toEqual([idIn(area, "de_DE")]);

  // Key contacts: Quirin first, then Ottilie, in every language.
  await page.goto(`/admin/expertise/edit/${itemNo(area)}`);
  await page.getByRole("tab", { name: "English" }).click();
  const contacts = page.getByRole("tabpanel", { name: "English" }).getByLabel("Key contacts");
  await pick(page, contacts, "quirin", quirinNames.en_US);
  await pick(page, contacts, "ottilie", ottilieNames.en_US);
  // Picked in English, named in the other languages too once their versions are looked up.
  for (const [tab, lang] of [
    ["Deutsch", "de_DE"],
    ["中文", "zh_CN"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    const panel = page.getByRole("tabpanel", { name: tab });
    await expect(panel.getByText(quirinNames[lang])).toBeVisible();
    await expect(panel.getByText(ottilieNames[lang])).toBeVisible();
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await publishEveryVersion(page, ["Deutsch", "English", "中文"]);
  const areaPage = (await (await page.request.get(`/api/user/professionalField/${idIn(area, "zh_CN")}`)).json()) as {
    result: { keyContactIds: number[]; keyContacts: { name: string }[]; people: { name: string }[] };
  };
  expect(areaPage.result.keyContactIds).toEqual([idIn(quirin, "zh_CN"), idIn(ottilie, "zh_CN")]);
  expect(areaPage.result.keyContacts.map((contact) => contact.name)).toEqual([quirinNames.zh_CN, ottilieNames.zh_CN]);
  expect(areaPage.result.people).toEqual([]);
}
