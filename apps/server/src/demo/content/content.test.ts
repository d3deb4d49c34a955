import { germanSpacing, MAX_SPECIALIST_TITLES, SPECIALIST_TITLES } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { ICON_KEYS } from "../pictures/index.ts";
import { DEMO_CONTENT, DEMO_LANGS, profileIn, type Localized } from "./index.ts";
import { md } from "./markup.ts";

const { offices, jobs, practiceAreas, people, folders, news, cases, honors, banners, documents, firm } = DEMO_CONTENT;

const complete = (value: Localized) => DEMO_LANGS.every((lang) => typeof value[lang] === "string" && value[lang].trim().length > 0);
const unique = (keys: string[]) => new Set(keys).size === keys.length;

describe("the demo content", () => {
  it("has the promised amounts", () => {
    expect({
      offices: offices.length,
      jobs: jobs.length,
      practiceAreas: practiceAreas.length,
      people: people.length,
      topFolders: folders.filter((folder) => folder.type === 0 && !folder.parentKey).length,
      subFolders: folders.filter((folder) => folder.type === 0 && folder.parentKey).length,
      news: news.length,
      cases: cases.length,
      honors: honors.length,
      banners: banners.length,
      documents: documents.map((document) => document.name).sort(),
    }).toEqual({
      offices: 3,
      jobs: 9,
      practiceAreas: 10,
      people: 24,
      topFolders: 2,
      subFolders: 1,
      news: 30,
      cases: 12,
      honors: 8,
      banners: 3,
      documents: ["accessibility", "impressum", "privacy", "terms"],
    });
    expect(offices[0]?.key).toBe("munich");
  });

  it("is written in every language", () => {
    const texts: Localized[] = [
      firm.name,
      firm.introduce,
      ...firm.advantages.flatMap((item) => [item.title, item.content]),
      ...firm.environment.map((item) => item.title),
      ...offices.map((item) => item.name),
      ...jobs.map((item) => item.name),
      ...practiceAreas.flatMap((item) => [item.name, item.introduce]),
      ...people.flatMap((item) => [item.name, item.intro]),
      ...folders.map((item) => item.name),
      ...[...news, ...cases, ...honors].flatMap((item) => [item.title, item.content]),
      ...banners.flatMap((item) => [item.title, item.subTitle]),
      ...documents.flatMap((item) => [item.title, item.content]),
    ];
    expect(texts.filter((text) => !complete(text))).toEqual([]);
    // German keeps "§ 5", "Abs. 1" and "z. B." on one line.
    expect(texts.map((text) => text.de_DE).filter((text) => germanSpacing(text) !== text)).toEqual([]);
  });

  it("has unique keys and references that resolve", () => {
    for (const list of [offices, jobs, practiceAreas, people, folders, news, cases, honors, banners]) {
      expect(unique(list.map((item) => item.key))).toBe(true);
    }
    const keys = (list: readonly { key: string }[]) => new Set(list.map((item) => item.key));
    const [officeKeys, jobKeys, areaKeys] = [keys(offices), keys(jobs), keys(practiceAreas)];
    for (const person of people) {
      expect(officeKeys.has(person.officeKey), person.key).toBe(true);
      expect(person.jobKeys.length).toBeGreaterThan(0);
      expect(
        person.jobKeys.every((key) => jobKeys.has(key)),
        person.key,
      ).toBe(true);
      expect(
        person.practiceAreaKeys.every((key) => areaKeys.has(key)),
        person.key,
      ).toBe(true);
      expect(person.email).toMatch(/^[a-z.]+@lindqvist-auer\.example$/);
    }
    const folderType = new Map(folders.map((folder) => [folder.key, folder.type]));
    expect(folders.every((folder) => !folder.parentKey || folderType.get(folder.parentKey) === folder.type)).toBe(true);
    expect(news.every((item) => folderType.get(item.folderKey) === 0)).toBe(true);
    expect(cases.every((item) => folderType.get(item.folderKey) === 1)).toBe(true);
    expect(practiceAreas.every((area) => ICON_KEYS.includes(area.iconKey))).toBe(true);
  });

  it("connects news, deals and honors to people and practice areas, and gives every practice area key contacts", () => {
    const personKeys = new Set(people.map((person) => person.key));
    const areaKeys = new Set(practiceAreas.map((area) => area.key));
    for (const item of [...news, ...cases, ...honors]) {
      expect(
        (item.personKeys ?? []).every((key) => personKeys.has(key)),
        item.key,
      ).toBe(true);
      expect(
        (item.practiceAreaKeys ?? []).every((key) => areaKeys.has(key)),
        item.key,
      ).toBe(true);
    }
    expect(cases.every((item) => (item.personKeys ?? []).length > 0 && (item.practiceAreaKeys ?? []).length > 0)).toBe(true);
    for (const area of practiceAreas) {
      expect(area.keyContactKeys.length, area.key).toBeGreaterThan(0);
      expect(
        area.keyContactKeys.every((key) => personKeys.has(key)),
        area.key,
      ).toBe(true);
    }
  });

  it("covers the cases the site must look good with", () => {
    const names = people.map((person) => person.name.de_DE);
    expect(names).toContain("Dr. Katharina Müller");
    // A Chinese lawyer's German and English versions carry the name in Latin script (pinyin, family name first).
    expect(people.find((person) => person.key === "wang-xiaoming")?.name).toEqual({
      de_DE: "Wang Xiaoming",
      en_US: "Wang Xiaoming",
      zh_CN: "王小明",
    });
    for (const person of people) {
      for (const lang of ["de_DE", "en_US"] as const) expect(person.name[lang], `${person.key} ${lang}`).not.toMatch(/\p{Script=Han}/u);
    }
    // German titles for women in their own form.
    const germanTitles = (key: string) =>
      people.find((person) => person.key === key)!.jobKeys.map((job) => jobs.find((each) => each.key === job)!.name.de_DE);
    expect(germanTitles("sophie-brandt")).toEqual(["Partnerin", "Notarin"]);
    expect(germanTitles("laura-becker")).toEqual(["Rechtsanwältin"]);
    expect(germanTitles("jonas-lindqvist")).toEqual(["Partner"]);
    expect(people.filter((person) => person.top === 1).length).toBeGreaterThan(1);
    expect(people.some((person) => person.jobKeys.length > 1)).toBe(true);
    expect(news.filter((item) => item.link)).toHaveLength(1);
    expect(news.find((item) => item.link)?.link).toMatch(/^https:\/\/example\.com\//);
    expect(news.filter((item) => item.top === 1).length).toBeGreaterThan(1);
    expect(news.some((item) => item.title.de_DE.includes("Rechtsschutzversicherungsgesellschaften"))).toBe(true);
    expect(news.some((item) => item.content.en_US.includes("<table>"))).toBe(true);
    const bioLengths = people.map((person) => person.intro.en_US.length);
    expect(Math.min(...bioLengths)).toBeLessThan(100);
    expect(Math.max(...bioLengths)).toBeGreaterThan(600);
    const days = news.map((item) => item.daysAgo);
    expect(Math.max(...days)).toBeLessThanOrEqual(730);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(600);
  });

  it("fills the lawyers' full profiles in every language (decision 0068)", () => {
    for (const person of people) {
      const [first, ...others] = DEMO_LANGS.map((lang) => profileIn(person.profile, lang));
      const texts = DEMO_LANGS.flatMap((lang) => Object.values(profileIn(person.profile, lang)).flat())
        .flatMap((entry) => (typeof entry === "string" ? [entry] : Object.values(entry)))
        .filter((value) => typeof value === "string");
      expect(
        texts.filter((text) => text.trim() === ""),
        person.key,
      ).toEqual([]);
      // The same entries, with the same years, in every language.
      const years = (profile: typeof first) =>
        JSON.stringify(Object.values(profile!).map((list) => list.map((entry) => (typeof entry === "string" ? 0 : entry.year))));
      for (const other of others) expect(years(other), person.key).toBe(years(first));
      // Admissions read in the order they were granted, the first the lawyer's home bar; education,
      // publications and rankings newest first, as a profile does.
      for (const [list, entries] of Object.entries(first!)) {
        const listYears = entries.flatMap((entry) => (typeof entry === "string" ? [] : [entry.year]));
        const order = list === "barAdmissions" ? (a: number, b: number) => a - b : (a: number, b: number) => b - a;
        expect(listYears, `${person.key}: ${list}`).toEqual([...listYears].sort(order));
      }
      expect((person.specialistTitles ?? []).length).toBeLessThanOrEqual(MAX_SPECIALIST_TITLES);
      for (const title of person.specialistTitles ?? []) expect(Object.keys(SPECIALIST_TITLES)).toContain(title);
    }
    const filled = (list: "barAdmissions" | "education" | "memberships" | "publications" | "rankings") =>
      people.filter((person) => profileIn(person.profile, "en_US")[list].length > 0).length;
    expect(
      [filled("barAdmissions"), filled("education"), filled("memberships"), filled("publications"), filled("rankings")].every(
        (count) => count > 0,
      ),
    ).toBe(true);
    expect(people.filter((person) => (person.specialistTitles ?? []).length > 0).length).toBeGreaterThan(2);
  });

  it("survives the rich-text sanitiser unchanged", () => {
    const richTexts: Localized[] = [
      firm.introduce,
      ...firm.advantages.map((item) => item.content),
      ...practiceAreas.map((item) => item.introduce),
      ...people.map((item) => item.intro),
      ...[...news, ...cases, ...honors, ...documents].map((item) => item.content),
    ];
    const html = richTexts.flatMap((text) => DEMO_LANGS.map((lang) => text[lang]));
    for (const text of html) expect(sanitizeRichText(text)).toBe(text);
  });
});

describe("the demo markup", () => {
  it("turns headings, lists, tables, links and line breaks into HTML", () => {
    expect(md("## Title\nText & more")).toBe("<h2>Title</h2>\n<p>Text &amp; more</p>");
    expect(md("- a\n- **b**")).toBe("<ul><li>a</li><li><strong>b</strong></li></ul>");
    expect(md("1. one\n2. two")).toBe("<ol><li>one</li><li>two</li></ol>");
    expect(md("| A | B |\n|---|---|\n| 1 | 2 |")).toBe(
      '<table><thead><tr><th scope="col">A</th><th scope="col">B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(md("[site](https://example.com/x) and [mail](mailto:a@b.example)")).toBe(
      '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">site</a> and <a href="mailto:a@b.example">mail</a></p>',
    );
    expect(md("Street 1\\\nCity")).toBe("<p>Street 1<br />City</p>");
  });
});
