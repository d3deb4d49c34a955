import type { AnyArticle, Catalog } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createFolder, createPracticeArea, versionIn, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The site's list filters beside the folder and the practice area: the year of the shown date (in
// the firm's time zone) and a keyword matched as the site search matches; the years a list offers.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const folder: ByLang<Catalog> = await createFolder(admin, "Filtered news", { type: 0 });
const otherFolder: ByLang<Catalog> = await createFolder(admin, "Other news", { type: 0 });
const antitrust = Object.values(await createPracticeArea(admin, "Antitrust"));

/** A news item in every language with its shown date; `text` goes into every version's content. */
async function createNews(
  title: string,
  createTime: string,
  text = "Nothing special.",
  extra: { folder?: ByLang<Catalog>; practiceArea?: boolean } = {},
): Promise<AnyArticle[]> {
  const answer = await admin<AnyArticle[]>(
    "POST",
    "/api/admin/latest-news",
    ALL_LANGS.map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      content: `<p>${text}</p>`,
      coverUrl: "/api/upload/cover.png",
      cataId: (extra.folder ?? folder)[lang]!.id,
      isLink: 0,
      proFieldIds: extra.practiceArea ? [versionIn(antitrust, lang).id] : [],
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  const dated = await admin<AnyArticle[]>("PUT", "/api/admin/latest-news/date", { no: answer.result[0]!.no, createTime });
  expect(dated.statusCode, dated.message).toBe(200);
  return dated.result;
}

/** The English titles of the public news list with the query's filters. */
async function titles(query: string): Promise<string[]> {
  const answer = await anonymous<AnyArticle[]>("GET", `/api/user/latest-news?pageNo=1&pageSize=100&lang=en_US&${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.map((row) => row.title);
}

// Berlin's New Year is 23:00 UTC on New Year's Eve: the first item is of 2025 there, the second of 2024.
await createNews("Fireworks", "2024-12-31T23:30:00Z", "Merger control after the reform.");
await createNews("Late December", "2024-12-31T22:30:00Z");
await createNews("Summer ruling", "2023-07-01T10:00:00+02:00", "A ruling on cartel damages.");
await createNews("Antitrust merger note", "2021-05-05T09:00:00+02:00", "Merger control.", { folder: otherFolder, practiceArea: true });

describe("a public list's year and keyword filters", () => {
  it("narrows to the year of the shown date in Berlin, whatever its year in UTC", async () => {
    expect(await titles("year=2025")).toEqual(["Fireworks en_US"]);
    expect(await titles("year=2024")).toEqual(["Late December en_US"]);
    expect(await titles("year=2023")).toEqual(["Summer ruling en_US"]);
    expect(await titles("year=2022")).toEqual([]);
    // An empty field is no filter.
    expect(await titles("year=")).toHaveLength(4);
  });

  it("narrows to the items whose title or text holds every word, in the page's language, combined with the year", async () => {
    expect(await titles("keyword=merger")).toEqual(["Fireworks en_US", "Antitrust merger note en_US"]);
    expect(await titles("keyword=ruling%20cartel")).toEqual(["Summer ruling en_US"]);
    expect(await titles("keyword=Summer&year=2024")).toEqual([]);
    expect(await titles("keyword=nothing%20special")).toEqual(["Late December en_US"]);
    // A keyword with no word to search by (punctuation only) does not narrow the list.
    expect(await titles("keyword=%20-%20")).toHaveLength(4);
    const counted = await anonymous<AnyArticle[]>("GET", "/api/user/latest-news?pageNo=1&pageSize=1&lang=en_US&keyword=special");
    expect(counted.pageable?.totalCount).toBe(1);
  });

  it("combines with the practice area and the folder", async () => {
    const areaId = versionIn(antitrust, "en_US").id;
    expect(await titles(`keyword=merger&practiceAreaId=${areaId}`)).toEqual(["Antitrust merger note en_US"]);
    expect(await titles(`keyword=merger&cataId=${folder.en_US!.id}`)).toEqual(["Fireworks en_US"]);
    expect(await titles(`year=2021&cataId=${otherFolder.en_US!.id}`)).toEqual(["Antitrust merger note en_US"]);
  });

  it("refuses a year that is not one, and a keyword longer than the search's", async () => {
    for (const query of ["year=20x5", "year=12", "year=2025.5", `keyword=${"a".repeat(101)}`]) {
      const answer = await anonymous("GET", `/api/user/latest-news?lang=en_US&${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.message, query).toBeTruthy();
    }
  });
});

describe("the years a public list offers", () => {
  it("are the Berlin years of the language's public items, newest first, per kind", async () => {
    const years = await anonymous<number[]>("GET", "/api/user/latest-news/years?lang=en_US");
    expect(years.statusCode, years.message).toBe(200);
    expect(years.result).toEqual([2025, 2024, 2023, 2021]);
    const cases = await anonymous<number[]>("GET", "/api/user/case-analysis/years?lang=en_US");
    expect(cases.result).toEqual([]);
  });

  it("leave out drafts and other languages' items", async () => {
    const draft = await admin<AnyArticle[]>("POST", "/api/admin/latest-news?saveAs=draft", [
      { lang: "en_US", title: "A draft", coverUrl: "/api/upload/cover.png", cataId: folder.en_US!.id, isLink: 0 },
    ]);
    expect(draft.statusCode, draft.message).toBe(200);
    const german = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      { lang: "de_DE", title: "Nur Deutsch", coverUrl: "/api/upload/cover.png", cataId: folder.de_DE!.id, isLink: 0 },
    ]);
    await admin("PUT", "/api/admin/latest-news/date", { no: german.result[0]!.no, createTime: "2019-03-01T10:00:00+01:00" });
    expect((await anonymous<number[]>("GET", "/api/user/latest-news/years?lang=en_US")).result).toEqual([2025, 2024, 2023, 2021]);
    expect((await anonymous<number[]>("GET", "/api/user/latest-news/years?lang=de_DE")).result).toEqual([2025, 2024, 2023, 2021, 2019]);
  });
});
