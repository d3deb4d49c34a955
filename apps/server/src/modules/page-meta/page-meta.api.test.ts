import type { AnyArticle, PageMetaFields, PersonVersion, PracticeAreaVersion } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import {
  ALL_LANGS,
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  newsAsSent,
  personAsSent,
  practiceAreaAsSent,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { readPublished } from "../articles/articles.public.service.ts";
import { newsKind } from "../articles/article-kinds.ts";
import { readPublicPerson } from "../people/people.public.service.ts";
import { readPublicPracticeArea } from "../practice-areas/practice-areas.public.service.ts";

// A version's search-engine and sharing fields (decision 0055): per language version of news, case
// analyses, honors, people and practice areas; in the back office's answers and the public detail
// (not in lists); kept when a save leaves them out (the specification's clients send none); in drafts,
// published with them; a version kept out of search engines is left out of the sitemap.

const { app, db, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const newsFolder = await createFolder(admin, "Page meta news", { type: 0 });
const office = await createReferenceItem<{ id: number; lang: string; no: number }>(admin, "office", "Page meta office");

const byLang = <T extends { lang: string }>(versions: readonly T[]): ByLang<T> =>
  Object.fromEntries(versions.map((version) => [version.lang, version]));

const pageMetaIn = (lang: string): PageMetaFields & Record<string, unknown> => ({
  metaTitle: `Search title ${lang}`,
  metaDescription: `What the result says (${lang}).`,
  shareImageUrl: `/api/upload/share-${lang}.png`,
  noindex: lang === "zh_CN",
});
const DEFAULTS: PageMetaFields = { metaTitle: null, metaDescription: null, shareImageUrl: null, noindex: false };
const pageMetaOfAnswer = ({ metaTitle, metaDescription, shareImageUrl, noindex }: PageMetaFields): PageMetaFields => ({
  metaTitle,
  metaDescription,
  shareImageUrl,
  noindex,
});

async function createNews(title: string, more: (lang: string) => Record<string, unknown>, query = "") {
  const answer = await admin<AnyArticle[]>(
    "POST",
    `/api/admin/latest-news${query}`,
    ALL_LANGS.map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Text</p>",
      cataId: newsFolder[lang]!.id,
      isLink: 0,
      ...more(lang),
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return byLang(answer.result);
}

/** Each kind with pages: how an item is made with the fields, how its editor sends a version back, and its API segment. */
const KINDS = [
  {
    name: "news",
    segment: "latest-news",
    publicList: "/api/user/latest-news?pageSize=100",
    detailPath: (versions: ByLang<{ no: number; id: number }>) => `/api/admin/latest-news/${versions.en_US!.no}`,
    create: (title: string, more: (lang: string) => Record<string, unknown>) => createNews(title, more),
    asSent: (version: never) => newsAsSent(version),
  },
  {
    name: "person",
    segment: "lawyerTeam",
    publicList: "/api/user/lawyerTeam?pageSize=100",
    detailPath: (versions: ByLang<{ no: number; id: number }>) => `/api/admin/lawyerTeam/detail/${versions.en_US!.id}`,
    create: async (title: string, more: (lang: string) => Record<string, unknown>) => {
      const names = Object.fromEntries(ALL_LANGS.map((lang) => [lang, `${title} ${lang}`]));
      const created = await createPerson<PersonVersion>(admin, names, { office });
      // createPerson sends one `extra` for every version: the fields per language go in an update.
      const answer = await admin<PersonVersion[]>(
        "PUT",
        "/api/admin/lawyerTeam",
        ALL_LANGS.map((lang) => ({ ...personAsSent(created[lang]!), ...more(lang) })),
      );
      expect(answer.statusCode, answer.message).toBe(200);
      return byLang(answer.result);
    },
    asSent: (version: never) => personAsSent(version),
  },
  {
    name: "practiceArea",
    segment: "professionalField",
    publicList: "/api/user/professionalField/list",
    detailPath: (versions: ByLang<{ no: number; id: number }>) => `/api/admin/professionalField/detail/${versions.en_US!.id}`,
    create: async (title: string, more: (lang: string) => Record<string, unknown>) => {
      const created = await createPracticeArea<PracticeAreaVersion>(admin, title);
      const answer = await admin<PracticeAreaVersion[]>(
        "PUT",
        "/api/admin/professionalField",
        ALL_LANGS.map((lang) => ({ ...practiceAreaAsSent(created[lang]!), ...more(lang) })),
      );
      expect(answer.statusCode, answer.message).toBe(200);
      return byLang(answer.result);
    },
    asSent: (version: never) => practiceAreaAsSent(version),
  },
] as const;

type Version = PageMetaFields & { id: number; no: number; lang: string; slug: string; versions?: Version[] };

describe("a version's search-engine and sharing fields", () => {
  it.each(KINDS)("are saved per language and answered to the back office and to visitors, not in lists ($name)", async (kind) => {
    const versions = (await kind.create(`Meta ${kind.name}`, pageMetaIn)) as ByLang<Version>;
    for (const lang of ALL_LANGS) expect(pageMetaOfAnswer(versions[lang]!)).toEqual(pageMetaIn(lang));

    const detail = await admin<Version | Version[]>("GET", kind.detailPath(versions));
    const detailVersions = Array.isArray(detail.result) ? detail.result : detail.result.versions!;
    expect(pageMetaOfAnswer(byLang(detailVersions).de_DE!)).toEqual(pageMetaIn("de_DE"));

    const publicDetail = await anonymous<Version>("GET", `/api/user/${kind.segment}/${versions.zh_CN!.id}`);
    expect(pageMetaOfAnswer(publicDetail.result)).toEqual(pageMetaIn("zh_CN"));

    const adminList = await admin<Record<string, unknown>[]>("GET", `/api/admin/${kind.segment}?lang=de_DE&pageSize=100`);
    const publicList = await anonymous<Record<string, unknown>[]>("GET", kind.publicList, undefined, {
      lang: "de_DE",
    });
    for (const rows of [adminList.result, publicList.result]) {
      const row = rows.find((item) => item.id === versions.de_DE!.id);
      expect(row, "the version is listed").toBeDefined();
      expect(Object.keys(row!)).not.toContain("metaTitle");
      expect(Object.keys(row!)).not.toContain("noindex");
    }
  });

  it.each(KINDS)("are kept when a save leaves them out, cleared when sent blank or false ($name)", async (kind) => {
    const versions = (await kind.create(`Kept ${kind.name}`, pageMetaIn)) as ByLang<Version>;
    const leftOut = await admin<Version[]>(
      "PUT",
      `/api/admin/${kind.segment}`,
      ALL_LANGS.map((lang) => kind.asSent(versions[lang] as never)),
    );
    expect(leftOut.statusCode, leftOut.message).toBe(200);
    for (const version of leftOut.result) expect(pageMetaOfAnswer(version)).toEqual(pageMetaIn(version.lang));

    const cleared = await admin<Version[]>(
      "PUT",
      `/api/admin/${kind.segment}`,
      ALL_LANGS.map((lang) => ({
        ...kind.asSent(versions[lang] as never),
        ...(lang === "zh_CN" ? { metaTitle: " ", metaDescription: "", shareImageUrl: null, noindex: false } : {}),
      })),
    );
    expect(cleared.statusCode, cleared.message).toBe(200);
    const after = byLang(cleared.result);
    expect(pageMetaOfAnswer(after.zh_CN!)).toEqual(DEFAULTS);
    expect(pageMetaOfAnswer(after.de_DE!)).toEqual(pageMetaIn("de_DE"));
  });

  it("are the defaults for a version saved without them", async () => {
    const news = await createNews("Plain", () => ({}));
    for (const lang of ALL_LANGS) expect(pageMetaOfAnswer(news[lang]!)).toEqual(DEFAULTS);
  });

  it("refuse a title over 120 characters, a description over 320, a line break in the title and a picture from another site, naming the field", async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const answer = await admin("POST", "/api/admin/latest-news", [
        {
          lang: "en_US",
          title: "Refused",
          coverUrl: "/api/upload/cover.png",
          content: "<p>Text</p>",
          cataId: newsFolder.en_US!.id,
          isLink: 0,
          ...fields,
        },
      ]);
      expect(answer.statusCode).toBe(400);
      return answer.message;
    };
    expect(await refused({ metaTitle: "x".repeat(121) })).toMatch(/metaTitle/);
    expect(await refused({ metaDescription: "x".repeat(321) })).toMatch(/metaDescription/);
    expect(await refused({ metaTitle: "Two\nlines" })).toMatch(/metaTitle/);
    expect(await refused({ shareImageUrl: "https://tracker.example/pixel.png" })).toMatch(/shareImageUrl/);
    expect(await refused({ noindex: "yes" })).toMatch(/noindex/);
    const accepted = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      {
        lang: "en_US",
        title: "At the limits",
        coverUrl: "/api/upload/cover.png",
        content: "<p>Text</p>",
        cataId: newsFolder.en_US!.id,
        isLink: 0,
        metaTitle: "x".repeat(120),
        metaDescription: "y".repeat(320),
      },
    ]);
    expect(accepted.statusCode, accepted.message).toBe(200);
  });

  it("of a published version wait in its draft until Publish, which records them in the revision", async () => {
    const news = await createNews("Drafted meta", () => ({}));
    const version = news.de_DE!;
    const draft = await admin<AnyArticle[]>("PUT", "/api/admin/latest-news?saveAs=draft", [
      { ...newsAsSent(version), metaTitle: "Draft title", noindex: true },
    ]);
    expect(draft.statusCode, draft.message).toBe(200);
    const saved = byLang(draft.result).de_DE!;
    expect(pageMetaOfAnswer(saved)).toEqual(DEFAULTS);
    expect(saved.draft).toMatchObject({ metaTitle: "Draft title", noindex: true });
    const visible = await anonymous<AnyArticle>("GET", `/api/user/latest-news/${version.id}`);
    expect(visible.result.metaTitle).toBeNull();

    const published = await admin<AnyArticle[]>("PUT", "/api/admin/latest-news/publish", { id: version.id });
    expect(published.statusCode, published.message).toBe(200);
    const after = await anonymous<AnyArticle>("GET", `/api/user/latest-news/${version.id}`);
    expect(pageMetaOfAnswer(after.result)).toEqual({ ...DEFAULTS, metaTitle: "Draft title", noindex: true });
    const revisions = await admin<{ id: number }[]>("GET", `/api/admin/latest-news/revisions?id=${version.id}`);
    const newest = await admin<{ fields: Partial<PageMetaFields> }>("GET", `/api/admin/latest-news/revision?id=${revisions.result[0]!.id}`);
    expect(newest.result.fields).toMatchObject({ metaTitle: "Draft title", noindex: true });
  });

  it("keep a version asked not to be indexed out of the sitemap; its other languages stay", async () => {
    const news = await createNews("Sitemap meta", (lang) => ({ noindex: lang === "de_DE" }));
    const sitemap = await sitemapText((url) => app.inject({ method: "GET", url }));
    expect(sitemap).toContain(`/en/news/${news.en_US!.slug}<`);
    expect(sitemap).not.toContain(`/de/news/${news.de_DE!.slug}<`);
    expect(sitemap).not.toContain(`/de/news/${news.de_DE!.slug}"`);
  });

  it("of a draft are what its preview shows, for every kind", async () => {
    const previews = {
      news: (id: number) => readPublished(db, newsKind, id, true),
      person: (id: number) => readPublicPerson(db, id, true),
      practiceArea: (id: number) => readPublicPracticeArea(db, id, true),
    };
    for (const kind of KINDS) {
      const versions = (await kind.create(`Preview ${kind.name}`, () => ({}))) as ByLang<Version>;
      const version = versions.en_US!;
      const drafted = await admin("PUT", `/api/admin/${kind.segment}?saveAs=draft`, [
        { ...kind.asSent(version as never), ...pageMetaIn("en_US") },
      ]);
      expect(drafted.statusCode, drafted.message).toBe(200);
      expect(pageMetaOfAnswer(await previews[kind.name](version.id)), kind.name).toEqual(pageMetaIn("en_US"));
      const live = await anonymous<Version>("GET", `/api/user/${kind.segment}/${version.id}`);
      expect(pageMetaOfAnswer(live.result), kind.name).toEqual(DEFAULTS);
    }
  });
});
