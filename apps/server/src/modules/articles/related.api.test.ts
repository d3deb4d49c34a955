import type { AnyArticle, Catalog, PracticeArea } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createFolder, createPracticeArea, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// The related items of a public detail answer: public versions of the same kind and language that
// share a practice area with the version, newest first by the date the site shows, three at most.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

type Article = AnyArticle & { related?: AnyArticle[] };

const newsFolder: ByLang<Catalog> = await createFolder(admin, "Related news", { type: 0 });
const caseFolder: ByLang<Catalog> = await createFolder(admin, "Related cases", { type: 1 });
const areaA = await createPracticeArea<PracticeArea>(admin, "Related area A");
const areaB = await createPracticeArea<PracticeArea>(admin, "Related area B");

/** An item of the kind in every language, concerning the given practice areas, dated `createTime` when given. */
async function createItem(
  segment: "latest-news" | "case-analysis",
  areas: readonly ByLang<PracticeArea>[],
  createTime?: string,
): Promise<ByLang<Article>> {
  const folder = segment === "latest-news" ? newsFolder : caseFolder;
  const answer = await admin<Article[]>(
    "POST",
    `/api/admin/${segment}`,
    ALL_LANGS.map((lang) => ({
      lang,
      title: `Related ${segment} ${lang}`,
      coverUrl: "/api/upload/cover.png",
      cataId: folder[lang]!.id,
      isLink: 0,
      proFieldIds: areas.map((area) => area[lang]!.id),
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  const versions: ByLang<Article> = Object.fromEntries(answer.result.map((version) => [version.lang, version]));
  if (createTime !== undefined) {
    const dated = await admin("PUT", `/api/admin/${segment}/date`, { no: answer.result[0]!.no, createTime });
    expect(dated.statusCode, dated.message).toBe(200);
  }
  return versions;
}

const news = (areas: readonly ByLang<PracticeArea>[], createTime?: string) => createItem("latest-news", areas, createTime);

/** The ids of the related items of the version `id`. */
async function relatedOf(id: number): Promise<number[]> {
  const answer = await anonymous<Article>("GET", `/api/user/latest-news/${id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.related!.map((row) => row.id);
}

describe("a news item's related items", () => {
  it("are the newest public news of its language sharing a practice area, each once, by date then the newest version", async () => {
    const both = await news([areaA, areaB], "2020-01-03T00:00:00Z");
    const onlyA = await news([areaA], "2020-01-01T00:00:00Z");
    const onlyB = await news([areaB], "2020-01-04T00:00:00Z");
    // Created after `onlyB` and dated the same: the newer version comes first.
    const sameDay = await news([areaB], "2020-01-04T00:00:00Z");
    const backdated = await news([areaA], "2019-06-01T00:00:00Z");
    // Newer than all of them, but not public, of another kind, or sharing no practice area.
    const withdrawn = await news([areaA, areaB], "2020-02-01T00:00:00Z");
    for (const version of Object.values(withdrawn)) {
      const answer = await admin("PUT", "/api/admin/latest-news/unpublish", { id: version.id });
      expect(answer.statusCode, answer.message).toBe(200);
    }
    await createItem("case-analysis", [areaA, areaB]);
    await news([]);
    const subject = await news([areaA, areaB]);

    for (const lang of ALL_LANGS) {
      // `both` shares two practice areas with the subject and is listed once.
      expect(await relatedOf(subject[lang]!.id)).toEqual([sameDay[lang]!.id, onlyB[lang]!.id, both[lang]!.id]);
      expect(await relatedOf(onlyA[lang]!.id)).toEqual([subject[lang]!.id, both[lang]!.id, backdated[lang]!.id]);
    }
    expect(await relatedOf(backdated.en_US!.id)).toEqual([subject.en_US!.id, both.en_US!.id, onlyA.en_US!.id]);
  });

  it("leaves out the versions of other languages", async () => {
    const area = await createPracticeArea<PracticeArea>(admin, "Related language area");
    const subject = await news([area], "2021-01-01T00:00:00Z");
    const answer = await admin<Article[]>("POST", "/api/admin/latest-news", [
      {
        lang: "de_DE",
        title: "Nur deutsch",
        coverUrl: "/api/upload/cover.png",
        cataId: newsFolder.de_DE!.id,
        isLink: 0,
        proFieldIds: [area.de_DE!.id],
      },
    ]);
    expect(answer.statusCode, answer.message).toBe(200);
    const german = answer.result[0]!;
    expect(await relatedOf(subject.de_DE!.id)).toEqual([german.id]);
    expect(await relatedOf(subject.en_US!.id)).toEqual([]);
    expect(await relatedOf(german.id)).toEqual([subject.de_DE!.id]);
  });
});
