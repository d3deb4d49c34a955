import type { AnyArticle, ArticleRevision, Catalog, RevisionEntry } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  ALL_LANGS,
  apiCaller,
  newsAsSent,
  createFolder,
  createPerson,
  createReferenceItem,
  versionIn,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Revisions of news, case analyses and honors (decision 0035, slice 4): every save, publication
// and restore keeps the version's fields; a revision is restored as a draft; an item keeps its
// newest revisions only (REVISIONS_PER_ITEM, here 6).

const { app, login } = await createTestApp({ REVISIONS_PER_ITEM: "6" });
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-zh", role: "translator", languages: ["zh_CN"] });
const translator = apiCaller(app, token);

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

const revisionsOf = async (versionId: number) => {
  const answer = await admin<RevisionEntry[]>("GET", `/api/admin/latest-news/revisions?id=${versionId}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
};
const revision = (id: number) => admin<ArticleRevision>("GET", `/api/admin/latest-news/revision?id=${id}`);
const restore = (id: number, call = admin) => call<Article[]>("PUT", "/api/admin/latest-news/restore-revision", { id });
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

  it("keep the publication window a schedule set, so that a history can say when it goes live", async () => {
    const versions = await createNews("Scheduled");
    const en = versions.en_US!;
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const unpublishAt = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const scheduled = await admin<Article[]>("PUT", "/api/admin/latest-news/publish", { id: en.id, publishAt, unpublishAt });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    await admin<Article[]>("PUT", "/api/admin/latest-news/unpublish", { id: en.id });

    const [unpublished, schedule, created] = await revisionsOf(en.id);
    expect(schedule).toMatchObject({ action: "publish", state: "scheduled", publishAt, unpublishAt });
    expect(unpublished).toMatchObject({ action: "unpublish", state: "draft", publishAt: null, unpublishAt: null });
    expect(created).toMatchObject({ action: "save", state: "published", publishAt: expect.any(String), unpublishAt: null });
    const one = await revision(schedule!.id);
    expect(one.result).toMatchObject({ publishAt, unpublishAt });
  });

  it("restore as a draft of a published version, leaving the public one as it is until published", async () => {
    const versions = await createNews("Restorable");
    const en = versions.en_US!;
    await save(versions, { en_US: { title: "Restorable, changed", content: "<p>Two</p>" } });
    await publish(en.id);
    const original = (await revisionsOf(en.id)).at(-1)!;

    const restored = await restore(original.id);
    expect(restored.statusCode, restored.message).toBe(200);
    expect(versionIn(restored.result, "en_US")).toMatchObject({
      title: "Restorable, changed",
      draft: { title: "Restorable en_US", content: "<p>One</p>" },
    });
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`)).result.title).toBe("Restorable, changed");
    expect((await revisionsOf(en.id))[0]).toMatchObject({ action: "restore", state: "published" });

    await publish(en.id);
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`)).result.title).toBe("Restorable en_US");
    expect((await restore(2_000_000_000)).statusCode).toBe(404);
  });

  it("restore a version that is not public in place, and refuse a translator another language's", async () => {
    const versions = await createNews("In place");
    const en = versions.en_US!;
    await admin("PUT", "/api/admin/latest-news/unpublish", { id: en.id });
    await save(versions, { en_US: { title: "In place, edited" } });
    const list = await revisionsOf(en.id);
    expect(list.map((entry) => [entry.action, entry.state])).toEqual([
      ["save", "draft"],
      ["unpublish", "draft"],
      ["save", "published"],
    ]);
    const restored = await restore(list.at(-1)!.id);
    expect(versionIn(restored.result, "en_US")).toMatchObject({ title: "In place en_US", publishState: "draft", draft: null });

    const refused = await restore(list[0]!.id, translator);
    expect(refused.statusCode).toBe(403);
    const zh = versions.zh_CN!;
    const own = (await revisionsOf(zh.id)).at(-1)!;
    await save(versions, { zh_CN: { title: "译者修改" } }, translator);
    expect((await restore(own.id, translator)).statusCode).toBe(200);
  });

  it("keep an item's newest revisions only", async () => {
    const versions = await createNews("Many");
    const en = versions.en_US!;
    for (const round of [1, 2, 3]) await save(versions, { en_US: { title: `Many, round ${round}` } });
    // 3 creations + 3 drafts = 6 kept; one more pushes out the item's oldest (the German creation).
    const de = versions.de_DE!;
    expect(await revisionsOf(de.id)).toHaveLength(1);
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
