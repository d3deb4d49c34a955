import type { AnyArticle, ArticleRevision, RevisionEntry } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createFolder, newsAsSent, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// An article version's teaser (one of the contract's ARTICLE_TEXT_FIELDS): per language, optional,
// plain text of at most 300 characters; in the back office's and the visitors' answers, in drafts
// and revisions, and kept when a body leaves it out (the specification's clients know none).

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

type Article = AnyArticle;
const newsFolder = await createFolder(admin, "Teaser news", { type: 0 });
const caseFolder = await createFolder(admin, "Teaser cases", { type: 1 });

const KINDS = [
  { segment: "latest-news", fields: (lang: string) => ({ cataId: newsFolder[lang]!.id, isLink: 0 }) },
  { segment: "case-analysis", fields: (lang: string) => ({ cataId: caseFolder[lang]!.id }) },
  { segment: "lawfirm-honour", fields: () => ({}) },
] as const;

const teaserIn = (lang: string) => `Kurz gesagt (${lang}):\nzwei Zeilen.`;
const byLang = (versions: readonly Article[]): ByLang<Article> => Object.fromEntries(versions.map((version) => [version.lang, version]));

/** Creates a published item of the kind, each version with the given teaser. */
async function create(kind: (typeof KINDS)[number], teaser: (lang: string) => string | null) {
  const answer = await admin<Article[]>(
    "POST",
    `/api/admin/${kind.segment}`,
    ALL_LANGS.map((lang) => ({
      lang,
      title: `Teaser ${kind.segment} ${lang}`,
      teaser: teaser(lang),
      coverUrl: "/api/upload/cover.png",
      content: "<p>The text itself, which lists cut when there is no teaser.</p>",
      ...kind.fields(lang),
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return byLang(answer.result);
}

describe("an article's teaser", () => {
  it.each(KINDS)("is saved per language and answered to the back office and to visitors ($segment)", async (kind) => {
    const versions = await create(kind, teaserIn);
    const no = versions.en_US!.no;
    for (const lang of ALL_LANGS) expect(versions[lang]!.teaser).toBe(teaserIn(lang));

    const detail = await admin<Article[]>("GET", `/api/admin/${kind.segment}/${no}`);
    expect(byLang(detail.result).de_DE!.teaser).toBe(teaserIn("de_DE"));
    const list = await admin<Article[]>("GET", `/api/admin/${kind.segment}?no=${no}&lang=zh_CN`);
    expect(list.result.map((row) => row.teaser)).toEqual([teaserIn("zh_CN")]);

    const publicList = await anonymous<(Article & { summary: string })[]>("GET", `/api/user/${kind.segment}?no=${no}`, undefined, {
      lang: "de_DE",
    });
    expect(publicList.result.map((row) => [row.teaser, row.summary])).toEqual([
      [teaserIn("de_DE"), "The text itself, which lists cut when there is no teaser."],
    ]);
    const publicDetail = await anonymous<Article>("GET", `/api/user/${kind.segment}/${versions.zh_CN!.id}`);
    expect(publicDetail.result.teaser).toBe(teaserIn("zh_CN"));
  });

  it("is null when empty or blank, and answered as null when a version has none", async () => {
    const versions = await create(KINDS[0], (lang) => (lang === "de_DE" ? "   " : lang === "en_US" ? "" : null));
    expect(ALL_LANGS.map((lang) => versions[lang]!.teaser)).toEqual([null, null, null]);
    const publicDetail = await anonymous<Article>("GET", `/api/user/latest-news/${versions.en_US!.id}`);
    expect(publicDetail.result.teaser).toBeNull();
  });

  it("refuses 301 characters and control characters, naming the field and the version", async () => {
    const kind = KINDS[0];
    const body = (teaser: string) =>
      ALL_LANGS.map((lang) => ({
        lang,
        title: `Refused ${lang}`,
        teaser: lang === "en_US" ? teaser : null,
        coverUrl: "/api/upload/cover.png",
        ...kind.fields(lang),
      }));
    const tooLong = await admin("POST", `/api/admin/${kind.segment}`, body("x".repeat(301)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.errors).toEqual([{ field: "body.1.teaser", lang: "en_US", message: expect.stringContaining("300") }]);
    expect(tooLong.message).toContain("[en_US] teaser");

    const exactly = await admin("POST", `/api/admin/${kind.segment}`, body("x".repeat(300)));
    expect(exactly.statusCode, exactly.message).toBe(200);

    // A control character (here an escape sequence's start) is no text: line breaks and tabs are.
    const spoofed = await admin("POST", `/api/admin/${kind.segment}`, body("Safe \u001b[31mred"));
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.errors).toMatchObject([{ field: "body.1.teaser", lang: "en_US" }]);
  });

  it("stays as stored when a body leaves it out, and is emptied by null", async () => {
    const versions = await create(KINDS[0], teaserIn);
    const put = (changes: Record<string, unknown>) =>
      admin<Article[]>(
        "PUT",
        "/api/admin/latest-news",
        ALL_LANGS.map((lang) => ({ ...newsAsSent(versions[lang]!), ...(lang === "en_US" ? changes : {}) })),
      );
    const leftOut = await put({});
    expect(leftOut.statusCode, leftOut.message).toBe(200);
    expect(byLang(leftOut.result).en_US!.teaser).toBe(teaserIn("en_US"));
    const emptied = await put({ teaser: null });
    expect(byLang(emptied.result).en_US!.teaser).toBeNull();
    expect(byLang(emptied.result).de_DE!.teaser).toBe(teaserIn("de_DE"));
  });

  it("is kept in a published version's draft until published, and in its revisions", async () => {
    const versions = await create(KINDS[0], teaserIn);
    const en = versions.en_US!;
    const drafted = await admin<Article[]>(
      "PUT",
      "/api/admin/latest-news?saveAs=draft",
      ALL_LANGS.map((lang) => ({ ...newsAsSent(versions[lang]!), teaser: lang === "en_US" ? "A new teaser" : teaserIn(lang) })),
    );
    expect(drafted.statusCode, drafted.message).toBe(200);
    const draftedEn = byLang(drafted.result).en_US!;
    expect(draftedEn.teaser).toBe(teaserIn("en_US"));
    expect(draftedEn.draft?.teaser).toBe("A new teaser");
    // Only the changed version has a draft: the teaser is among the fields a draft compares.
    expect(byLang(drafted.result).de_DE!.draft).toBeNull();
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`)).result.teaser).toBe(teaserIn("en_US"));

    const published = await admin<Article[]>("PUT", "/api/admin/latest-news/publish", { id: en.id });
    expect(published.statusCode, published.message).toBe(200);
    expect(byLang(published.result).en_US).toMatchObject({ teaser: "A new teaser", draft: null });
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`)).result.teaser).toBe("A new teaser");

    const revisions = await admin<RevisionEntry[]>("GET", `/api/admin/latest-news/revisions?id=${en.id}`);
    expect(revisions.result.map((entry) => entry.action)).toEqual(["publish", "saveDraft", "save"]);
    const teasers = await Promise.all(
      revisions.result.map(async (entry) => (await admin<ArticleRevision>("GET", `/api/admin/latest-news/revision?id=${entry.id}`)).result),
    );
    expect(teasers.map((revision) => revision.fields.teaser)).toEqual(["A new teaser", "A new teaser", teaserIn("en_US")]);

    // Restoring the first revision brings its teaser back as a draft.
    const restored = await admin<Article[]>("PUT", "/api/admin/latest-news/restore-revision", { id: revisions.result[2]!.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(byLang(restored.result).en_US!.draft?.teaser).toBe(teaserIn("en_US"));
  });
});
