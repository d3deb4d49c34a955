import type { AnyArticle, ArticleRevision, Catalog, RevisionEntry } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "../../db/database.ts";
import {
  ALL_LANGS,
  apiCaller,
  newsAsSent,
  createFolder,
  createPerson,
  createReferenceItem,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Revisions of news, case analyses and honors (decision 0035, slice 4): a revision's fields name
// the people as they are now; an item keeps its newest revisions only (REVISIONS_PER_ITEM, here 6).
// What every publishable kind's revisions do is in modules/publishing/publishing.api.test.ts.

const { app, login } = await createTestApp({ REVISIONS_PER_ITEM: "6" });
const admin = apiCaller(app, await login());

type Article = AnyArticle;
const folder: ByLang<Catalog> = await createFolder(admin, "Revisions news", { type: 0 });
const office = await createReferenceItem<{ id: number; no: number; lang: string }>(admin, "office", "Revisions office");
const person = await createPerson<{ id: number; no: number; lang: string }>(
  admin,
  Object.fromEntries(ALL_LANGS.map((lang) => [lang, `Revision Person ${lang}`])),
  { office },
);

async function createNews(title: string): Promise<ByLang<Article>> {
  const answer = await admin<Article[]>(
    "POST",
    "/api/admin/latest-news",
    ALL_LANGS.map((lang) => ({
      lang,
      title: `${title} ${lang}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>One</p>",
      cataId: folder[lang]!.id,
      isLink: 0,
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

/** Saves every version as the editor does, with changes to some languages. */
async function save(versions: ByLang<Article>, changes: ByLang<Record<string, unknown>>, call = admin) {
  const answer = await call<Article[]>(
    "PUT",
    "/api/admin/latest-news?saveAs=draft",
    Object.values(versions).map((version) => ({ ...newsAsSent(version), ...changes[version.lang] })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version])) as ByLang<Article>;
}

afterEach(() => setClock(undefined));

const revisionsOf = async (versionId: number) => {
  const answer = await admin<RevisionEntry[]>("GET", `/api/admin/latest-news/revisions?id=${versionId}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
};
const revision = (id: number) => admin<ArticleRevision>("GET", `/api/admin/latest-news/revision?id=${id}`);
const publish = (id: number) => admin<Article[]>("PUT", "/api/admin/latest-news/publish", { id });

describe("revisions", () => {
  it("record every save, draft and publication of a version, newest first, with its fields", async () => {
    const versions = await createNews("Revised");
    const en = versions.en_US!;
    await save(versions, {
      en_US: { title: "Revised, second", personIds: [person.en_US!.id] },
      de_DE: { personIds: [person.de_DE!.id] },
      zh_CN: { personIds: [person.zh_CN!.id] },
    });
    // A save that changes nothing records nothing.
    await save(await save(versions, {}), {});
    await publish(en.id);

    const list = await revisionsOf(en.id);
    expect(list.map((entry) => [entry.action, entry.state])).toEqual([
      ["publish", "published"],
      ["saveDraft", "published"],
      ["save", "published"],
    ]);
    expect(list[0]).toMatchObject({ versionId: en.id, lang: "en_US", operatorName: "Administrator" });
    const first = await revision(list[2]!.id);
    expect(first.statusCode, first.message).toBe(200);
    expect(first.result.fields).toMatchObject({ title: "Revised en_US", content: "<p>One</p>", personIds: [], cataId: folder.en_US!.id });
    const drafted = await revision(list[1]!.id);
    expect(drafted.result.fields).toMatchObject({
      title: "Revised, second",
      personIds: [person.en_US!.id],
      people: [expect.objectContaining({ name: "Revision Person en_US" })],
    });
    expect((await revision(2_000_000_000)).statusCode).toBe(404);
    expect((await admin("GET", `/api/admin/case-analysis/revision?id=${list[0]!.id}`)).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/latest-news/revisions?id=2000000000")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/latest-news/revisions?id=abc")).statusCode).toBe(400);
  });

  it("keep an item's newest revisions only", async () => {
    const versions = await createNews("Many");
    const en = versions.en_US!;
    // Saves further apart than a burst of draft saves (decision 0061): each adds a revision.
    const apart = (round: number) => setClock(() => new Date(Date.now() + round * 11 * 60_000));
    for (const round of [1, 2, 3]) {
      apart(round);
      await save(versions, { en_US: { title: `Many, round ${round}` } });
    }
    // 3 creations + 3 drafts = 6 kept; one more pushes out the item's oldest (the German creation).
    const de = versions.de_DE!;
    expect(await revisionsOf(de.id)).toHaveLength(1);
    apart(4);
    await save(versions, { en_US: { title: "Many, round 4" } });
    expect(await revisionsOf(de.id)).toHaveLength(0);
    expect((await revisionsOf(en.id)).map((entry) => entry.action)).toEqual(["saveDraft", "saveDraft", "saveDraft", "saveDraft", "save"]);
  });

  it("are deleted with their item", async () => {
    const versions = await createNews("Deleted");
    const en = versions.en_US!;
    await save(versions, { en_US: { title: "Deleted, edited" } });
    expect((await admin("DELETE", `/api/admin/latest-news?no=${en.no}`)).statusCode).toBe(200);
    expect((await admin("GET", `/api/admin/latest-news/revisions?id=${en.id}`)).statusCode).toBe(404);
  });
});
