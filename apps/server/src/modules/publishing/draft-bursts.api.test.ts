import type { AnyArticle, ArticleRevision, Catalog, RevisionEntry } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { ALL_LANGS, apiCaller, createFolder, newsAsSent, type ByLang } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// A burst of one account's draft saves of a version is one revision (decision 0061): autosave saves
// every few seconds of typing, and History shows the session, not each pause.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const { token } = await createColleague(app, admin, { loginAccount: "burst-editor", role: "editor" });
const editor = apiCaller(app, token);
const folder: ByLang<Catalog> = await createFolder(admin, "Burst news", { type: 0 });

afterEach(() => setClock(undefined));
/** Moves the clock `minutes` ahead of the real time. */
const minutesLater = (minutes: number) => setClock(() => new Date(Date.now() + minutes * 60_000));

/** A news item in every language, published. */
async function createNews(title: string): Promise<ByLang<AnyArticle>> {
  const answer = await admin<AnyArticle[]>(
    "POST",
    "/api/admin/latest-news",
    ALL_LANGS.map((lang) => ({ lang, title: `${title} ${lang}`, coverUrl: "/api/upload/c.png", cataId: folder[lang]!.id, isLink: 0 })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return Object.fromEntries(answer.result.map((version) => [version.lang, version]));
}

/** Saves the English title as the back office does (a draft), or as the specification's clients do (in place). */
async function saveTitle(no: number, title: string, call = admin, query = "?saveAs=draft") {
  const versions = (await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${no}`)).result;
  const answer = await call(
    "PUT",
    `/api/admin/latest-news${query}`,
    versions.map((version) => ({ ...newsAsSent(version), ...(version.lang === "en_US" ? { title } : {}) })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
}

const historyOf = async (versionId: number) => {
  const answer = await admin<RevisionEntry[]>("GET", `/api/admin/latest-news/revisions?id=${versionId}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
};
const fieldsOf = async (revisionId: number) =>
  (await admin<ArticleRevision>("GET", `/api/admin/latest-news/revision?id=${revisionId}`)).result.fields;

describe("draft saves in a burst", () => {
  it("are one revision holding the last save's fields and time", async () => {
    const en = (await createNews("Burst")).en_US!;
    await saveTitle(en.no, "Burst, typing");
    minutesLater(4);
    await saveTitle(en.no, "Burst, typing on");
    minutesLater(9);
    await saveTitle(en.no, "Burst, typed");

    const history = await historyOf(en.id);
    expect(history.map((entry) => [entry.action, entry.operatorName])).toEqual([
      ["saveDraft", "Administrator"],
      ["save", "Administrator"],
    ]);
    expect(Date.parse(history[0]!.savedAt)).toBeGreaterThan(Date.now() + 8 * 60_000);
    expect(await fieldsOf(history[0]!.id)).toMatchObject({ title: "Burst, typed" });
  });

  it("are separate when they are more than ten minutes apart", async () => {
    const en = (await createNews("Apart")).en_US!;
    await saveTitle(en.no, "Apart, first");
    minutesLater(11);
    await saveTitle(en.no, "Apart, second");
    expect((await historyOf(en.id)).map((entry) => entry.action)).toEqual(["saveDraft", "saveDraft", "save"]);
  });

  it("are separate when another account saved the item in between, even another language", async () => {
    const item = await createNews("Shared");
    const en = item.en_US!;
    await saveTitle(en.no, "Shared, mine");
    await saveTitle(en.no, "Shared, theirs", editor);
    await saveTitle(en.no, "Shared, mine again");
    expect((await historyOf(en.id)).map((entry) => entry.operatorName)).toEqual([
      "Administrator",
      "editor burst-editor",
      "Administrator",
      "Administrator",
    ]);

    // The colleague changes only the German version: the next English save is a revision of its own.
    const versions = (await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${en.no}`)).result;
    const german = await editor(
      "PUT",
      "/api/admin/latest-news?saveAs=draft",
      versions.map((version) => ({ ...newsAsSent(version), ...(version.lang === "de_DE" ? { title: "Geteilt, ihres" } : {}) })),
    );
    expect(german.statusCode, german.message).toBe(200);
    await saveTitle(en.no, "Shared, mine once more");
    expect(await historyOf(en.id)).toHaveLength(5);
  });

  it("are separate when the version was published in between", async () => {
    const en = (await createNews("Published")).en_US!;
    await saveTitle(en.no, "Published, draft");
    expect((await admin("PUT", "/api/admin/latest-news/publish", { id: en.id })).statusCode).toBe(200);
    await saveTitle(en.no, "Published, next draft");
    expect((await historyOf(en.id)).map((entry) => entry.action)).toEqual(["saveDraft", "publish", "saveDraft", "save"]);
  });

  it("never merge the saves of the specification's clients, which publish at once", async () => {
    const en = (await createNews("In place")).en_US!;
    await saveTitle(en.no, "In place, first", admin, "");
    await saveTitle(en.no, "In place, second", admin, "");
    expect((await historyOf(en.id)).map((entry) => [entry.action, entry.state])).toEqual([
      ["save", "published"],
      ["save", "published"],
      ["save", "published"],
    ]);
  });
});
