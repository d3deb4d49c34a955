import type { AnyArticle, AuditEntry, Catalog, PracticeArea, ReferenceItem, SearchAnswer } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  ALL_LANGS,
  apiCaller,
  newsAsSent,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  versionIn,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// Publication states of news, case analyses and honors (decision 0035): the public sees only
// published versions, on every endpoint; schedules take effect at their time (the clock is moved).

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-de", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

type Item = { id: number; no: number; lang: string };
type Article = AnyArticle & { related?: AnyArticle[]; versions?: { lang: string; id: number }[] };

const office = await createReferenceItem<ReferenceItem>(admin, "office", "Publishing office");
const folder: ByLang<Catalog> = await createFolder(admin, "Publishing news", { type: 0 });
const area = await createPracticeArea<PracticeArea>(admin, "Publishing area");
const person = await createPerson<Item>(admin, Object.fromEntries(ALL_LANGS.map((lang) => [lang, `Publishing Person ${lang}`])), {
  office,
});

let titles = 0;
/** A news item in every language, with a word of its own (for the search), naming the person and the practice area. */
async function createNews(): Promise<{ versions: ByLang<Article>; word: string }> {
  titles += 1;
  const word = `Zephyrquark${"abcdefghij"[titles % 10]}${titles}`;
  const answer = await admin<Article[]>(
    "POST",
    "/api/admin/latest-news",
    ALL_LANGS.map((lang) => ({
      lang,
      title: `${word} ${lang}`,
      coverUrl: "/api/upload/cover.png",
      content: `<p>${word}</p>`,
      cataId: folder[lang]!.id,
      isLink: 0,
      personIds: [person[lang]!.id],
      proFieldIds: [area[lang]!.id],
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return { versions: Object.fromEntries(answer.result.map((version) => [version.lang, version])), word };
}

const publish = (id: number, times: { publishAt?: string | null; unpublishAt?: string | null } = {}, call = admin) =>
  call<Article[]>("PUT", "/api/admin/latest-news/publish", { id, ...times });
const unpublish = (id: number, call = admin) => call<Article[]>("PUT", "/api/admin/latest-news/unpublish", { id });

const listed = async (query: string) => {
  const answer = await anonymous<Article[]>("GET", `/api/user/latest-news?pageNo=1&pageSize=50&lang=en_US${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return { ids: answer.result.map((row) => row.id), total: answer.pageable?.totalCount };
};
const searchCount = async (word: string) => {
  const answer = await anonymous<SearchAnswer>("GET", `/api/user/search?q=${word}&lang=en_US`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.groups.find((group) => group.kind === "news")?.totalCount ?? 0;
};
const page = async (url: string) => (await app.inject({ method: "GET", url })).body;

/** Everything the public can see of one English version, from every public endpoint. */
async function publicView(version: Article, word: string, sibling: Article) {
  const detail = await anonymous<Article>("GET", `/api/user/latest-news/${version.id}`);
  const siblingDetail = await anonymous<Article>("GET", `/api/user/latest-news/${sibling.id}`);
  const relatedOfOther = await anonymous<Article>("GET", `/api/user/latest-news/${(await createdOther()).en_US!.id}`);
  return {
    detail: detail.statusCode,
    list: (await listed("")).ids.includes(version.id),
    byNo: (await listed(`&no=${version.no}`)).total,
    byPerson: (await listed(`&personId=${person.en_US!.id}`)).ids.includes(version.id),
    byArea: (await listed(`&practiceAreaId=${area.en_US!.id}`)).ids.includes(version.id),
    related: relatedOfOther.result.related!.some((row) => row.id === version.id),
    siblingVersions: siblingDetail.result.versions!.map((entry) => entry.lang),
    sitemap: (await sitemapText((url) => app.inject({ method: "GET", url }))).includes(`/news/${version.slug}<`),
    feed: (await page("/en/news/rss.xml")).includes(word),
    search: await searchCount(word),
  };
}

let other: ByLang<Article> | undefined;
/** Another item sharing the practice area: its detail lists related items. */
async function createdOther(): Promise<ByLang<Article>> {
  other ??= (await createNews()).versions;
  return other;
}

const visible = { detail: 200, list: true, byNo: 1, byPerson: true, byArea: true, related: true, sitemap: true, feed: true, search: 1 };
const hidden = {
  detail: 404,
  list: false,
  byNo: 0,
  byPerson: false,
  byArea: false,
  related: false,
  sitemap: false,
  feed: false,
  search: 0,
};

const MINUTE = 60_000;
/** Moves the server's clock by `minutes` from the real time. */
const moveClock = (minutes: number) => setClock(() => new Date(Date.now() + minutes * MINUTE));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

afterEach(() => setClock(undefined));

describe("the specification's saves", () => {
  it("publish a new item at once, and the back office reads its state; visitors do not", async () => {
    const { versions } = await createNews();
    const en = versions.en_US!;
    expect(en).toMatchObject({ publishState: "published", unpublishAt: null });
    expect(en.publishAt).toBe(en.createTime);
    const update = await admin<Article[]>("PUT", "/api/admin/latest-news", [
      { lang: "en_US", id: en.id, title: "Renamed", coverUrl: en.coverUrl, cataId: en.cataId, isLink: 0 },
    ]);
    expect(update.statusCode, update.message).toBe(200);
    expect(versionIn(update.result, "en_US")).toMatchObject({ publishState: "published", publishAt: en.publishAt });
    const detail = await anonymous<Record<string, unknown>>("GET", `/api/user/latest-news/${en.id}`);
    expect(detail.result.title).toBe("Renamed");
    for (const field of ["publishState", "publishAt", "unpublishAt", "operatorName"]) expect(detail.result).not.toHaveProperty(field);
    const row = (await anonymous<Record<string, unknown>[]>("GET", `/api/user/latest-news?no=${en.no}&lang=en_US`)).result[0]!;
    expect(row).not.toHaveProperty("publishAt");
  });
});

describe("a draft", () => {
  it("is invisible on every public endpoint until it is published again", async () => {
    const { versions, word } = await createNews();
    const en = versions.en_US!;
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...visible, siblingVersions: ["de_DE", "en_US", "zh_CN"] });

    const unpublished = await unpublish(en.id);
    expect(unpublished.statusCode, unpublished.message).toBe(200);
    expect(versionIn(unpublished.result, "en_US")).toMatchObject({ publishState: "draft", publishAt: null, unpublishAt: null });
    expect(versionIn(unpublished.result, "de_DE").publishState).toBe("published");
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...hidden, siblingVersions: ["de_DE", "zh_CN"] });
    // The back office still lists and reads it.
    expect((await admin<Article[]>("GET", `/api/admin/latest-news/${en.no}`)).result).toHaveLength(3);

    const published = await publish(en.id);
    expect(published.statusCode, published.message).toBe(200);
    expect(versionIn(published.result, "en_US").publishState).toBe("published");
    const audit = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=news&action=unpublish");
    expect(audit.result[0]).toMatchObject({ action: "unpublish", kind: "news", itemNo: en.no });
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...visible, siblingVersions: ["de_DE", "en_US", "zh_CN"] });
  });

  it("is left out of the counts of public lists", async () => {
    const before = (await listed(`&cataId=${folder.en_US!.id}`)).total!;
    const { versions } = await createNews();
    expect((await listed(`&cataId=${folder.en_US!.id}`)).total).toBe(before + 1);
    await unpublish(versions.en_US!.id);
    expect((await listed(`&cataId=${folder.en_US!.id}`)).total).toBe(before);
  });

  it("of an item with no public version is dated by the item's first publication, a past one backdating it", async () => {
    const { versions } = await createNews();
    for (const version of Object.values(versions)) await unpublish(version.id);
    const backdated = "2025-03-01T09:00:00.000Z";
    const published = await publish(versions.de_DE!.id, { publishAt: "2025-03-01T10:00:00+01:00" });
    expect(published.statusCode, published.message).toBe(200);
    expect(versionIn(published.result, "de_DE")).toMatchObject({ publishState: "published", publishAt: backdated, createTime: backdated });
    // A further language keeps the item's date.
    const english = await publish(versions.en_US!.id);
    expect(versionIn(english.result, "en_US")).toMatchObject({ publishState: "published", createTime: backdated });
    expect(versionIn(english.result, "en_US").publishAt).not.toBe(backdated);
  });
});

describe("a translator", () => {
  it("saves drafts, new versions and edits of published ones alike, and neither publishes nor unpublishes", async () => {
    const created = await translator<Article[]>("POST", "/api/admin/latest-news", [
      { lang: "de_DE", title: "Übersetzt", coverUrl: "/api/upload/cover.png", cataId: folder.de_DE!.id, isLink: 0 },
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const version = created.result[0]!;
    expect(version).toMatchObject({ publishState: "draft", publishAt: null, draft: null });
    expect((await anonymous("GET", `/api/user/latest-news/${version.id}`)).statusCode).toBe(404);
    expect((await unpublish(version.id, translator)).statusCode).toBe(403);
    expect((await publish(version.id, { publishAt: inMinutes(60) }, translator)).statusCode).toBe(403);

    // An edit of a published German version, without `saveAs`: still a draft, the public one unchanged.
    const { versions } = await createNews();
    const de = versions.de_DE!;
    const edited = await translator<Article[]>(
      "PUT",
      "/api/admin/latest-news",
      Object.values(versions).map((version) =>
        version === de ? { ...newsAsSent(de), title: "Vom Übersetzer geändert" } : newsAsSent(version),
      ),
    );
    expect(edited.statusCode, edited.message).toBe(200);
    expect(versionIn(edited.result, "de_DE")).toMatchObject({ publishState: "published", title: de.title });
    expect(versionIn(edited.result, "de_DE").draft).toMatchObject({
      title: "Vom Übersetzer geändert",
      operatorName: "translator translator-de",
    });
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${de.id}`)).result.title).toBe(de.title);
    const published = await publish(de.id);
    expect(versionIn(published.result, "de_DE")).toMatchObject({ title: "Vom Übersetzer geändert", draft: null });
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${de.id}`)).result.title).toBe("Vom Übersetzer geändert");
  });
});

const saveDraft = (body: unknown[], call = admin) => call<Article[]>("PUT", "/api/admin/latest-news?saveAs=draft", body);
/** Saves an item's versions as the editor does (drafts), with changes to some languages' fields. */
const saveChanged = (versions: ByLang<Article>, changes: ByLang<Record<string, unknown>>) =>
  saveDraft(Object.values(versions).map((version) => ({ ...newsAsSent(version), ...changes[version.lang] })));
const discard = (id: number, call = admin) => call<Article[]>("PUT", "/api/admin/latest-news/discard-draft", { id });
const adminRow = async (no: number, query = "") => {
  const answer = await admin<(Article & { hasDraft: boolean })[]>("GET", `/api/admin/latest-news?no=${no}&lang=en_US${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result[0];
};

describe("an edit of a published version", () => {
  it("is a draft that changes nothing public until it is published", async () => {
    const { versions, word } = await createNews();
    const en = versions.en_US!;
    const otherPerson = await createPerson<Item>(admin, Object.fromEntries(ALL_LANGS.map((lang) => [lang, `Drafted Person ${lang}`])), {
      office,
    });
    const saved = await saveChanged(
      versions,
      Object.fromEntries(
        ALL_LANGS.map((lang) => [
          lang,
          lang === "en_US"
            ? { title: `Redrafted ${word}`, content: "<p>Redrafted text</p>", personIds: [otherPerson[lang]!.id] }
            : { personIds: [otherPerson[lang]!.id] },
        ]),
      ),
    );
    expect(saved.statusCode, saved.message).toBe(200);
    const answered = versionIn(saved.result, "en_US");
    expect(answered).toMatchObject({ title: en.title, content: en.content, publishState: "published", publishAt: en.publishAt });
    expect(answered.draft).toMatchObject({
      title: `Redrafted ${word}`,
      content: "<p>Redrafted text</p>",
      personIds: [otherPerson.en_US!.id],
      people: [expect.objectContaining({ id: otherPerson.en_US!.id, name: "Drafted Person en_US" })],
      operatorName: "Administrator",
    });
    expect(versionIn(saved.result, "de_DE").draft).toMatchObject({ title: versions.de_DE!.title, personIds: [otherPerson.de_DE!.id] });
    expect(await adminRow(en.no)).toMatchObject({ hasDraft: true, title: en.title });

    // Nothing public changed: the text, the people, the search.
    const detail = await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`);
    expect(detail.result).toMatchObject({ title: en.title, content: en.content, personIds: [person.en_US!.id] });
    expect(detail.result).not.toHaveProperty("draft");
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...visible, siblingVersions: ["de_DE", "en_US", "zh_CN"] });
    expect((await listed(`&personId=${otherPerson.en_US!.id}`)).ids).not.toContain(en.id);
    expect(await searchCount("Redrafted")).toBe(0);

    const published = await publish(en.id);
    expect(published.statusCode, published.message).toBe(200);
    expect(versionIn(published.result, "en_US")).toMatchObject({
      title: `Redrafted ${word}`,
      personIds: [otherPerson.en_US!.id],
      publishState: "published",
      publishAt: en.publishAt,
      draft: null,
    });
    const after = await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`);
    expect(after.result).toMatchObject({ title: `Redrafted ${word}`, content: "<p>Redrafted text</p>" });
    expect((await listed(`&personId=${otherPerson.en_US!.id}`)).ids).toContain(en.id);
    expect(await searchCount("Redrafted")).toBe(1);
    expect(await adminRow(en.no)).toMatchObject({ hasDraft: false });
  });

  it("can be discarded, and a save that brings back the public fields drops it", async () => {
    const { versions } = await createNews();
    const en = versions.en_US!;
    await saveChanged(versions, { en_US: { title: "To be discarded" } });
    const discarded = await discard(en.id);
    expect(discarded.statusCode, discarded.message).toBe(200);
    expect(versionIn(discarded.result, "en_US")).toMatchObject({ title: en.title, draft: null, publishState: "published" });
    expect((await discard(2_000_000_000)).statusCode).toBe(404);

    await saveChanged(versions, { en_US: { title: "Changed back later" } });
    const back = await saveChanged(versions, {});
    expect(versionIn(back.result, "en_US").draft).toBeNull();
  });

  it("keeps who saved it when a save of another language sends it unchanged", async () => {
    const { versions } = await createNews();
    const first = await saveChanged(versions, { en_US: { title: "English draft" } });
    const savedAt = versionIn(first.result, "en_US").draft!.savedAt;
    expect(versionIn(first.result, "de_DE").draft).toBeNull();
    moveClock(5);
    const second = await saveChanged(versions, { en_US: { title: "English draft" }, de_DE: { title: "Deutscher Entwurf" } });
    expect(versionIn(second.result, "en_US").draft!.savedAt).toBe(savedAt);
    expect(versionIn(second.result, "de_DE").draft!.title).toBe("Deutscher Entwurf");
  });

  it("stays when the specification's save writes the version, and a version that is not public is edited in place", async () => {
    const { versions } = await createNews();
    const en = versions.en_US!;
    await saveChanged(versions, { en_US: { title: "Pending edit" } });
    const direct = await admin<Article[]>(
      "PUT",
      "/api/admin/latest-news",
      Object.values(versions).map((version) => ({ ...newsAsSent(version), title: version === en ? "Written directly" : version.title })),
    );
    expect(versionIn(direct.result, "en_US")).toMatchObject({ title: "Written directly", draft: { title: "Pending edit" } });

    await unpublish(en.id);
    const inPlace = await saveChanged(versions, { en_US: { title: "Draft written in place" } });
    expect(versionIn(inPlace.result, "en_US")).toMatchObject({ title: "Draft written in place", publishState: "draft", draft: null });
  });

  it("refuses to be published once its folder is gone, and the public version stays", async () => {
    const { versions } = await createNews();
    const en = versions.en_US!;
    const gone = await createFolder(admin, "Folder to delete", { type: 0, langs: ["en_US"] });
    await saveChanged(versions, { en_US: { title: "Filed elsewhere", cataId: gone.en_US!.id } });
    expect((await admin("DELETE", `/api/admin/catalog/${gone.en_US!.id}`)).statusCode).toBe(200);
    const refused = await publish(en.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain("folder");
    expect((await anonymous<Article>("GET", `/api/user/latest-news/${en.id}`)).result.title).toBe(en.title);
  });
});

describe("the back office's saves", () => {
  it("start a new item as a draft, which the list's state filter finds", async () => {
    const created = await admin<Article[]>("POST", "/api/admin/latest-news?saveAs=draft", [
      { lang: "en_US", title: "Drafted from the start", coverUrl: "/api/upload/cover.png", cataId: folder.en_US!.id, isLink: 0 },
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const version = created.result[0]!;
    expect(version.publishState).toBe("draft");
    expect((await anonymous("GET", `/api/user/latest-news/${version.id}`)).statusCode).toBe(404);
    expect(await adminRow(version.no, "&publishState=draft")).toMatchObject({ id: version.id });
    expect(await adminRow(version.no, "&publishState=published")).toBeUndefined();
    await publish(version.id, { publishAt: inMinutes(30) });
    expect(await adminRow(version.no, "&publishState=scheduled")).toMatchObject({ id: version.id });
    expect(await adminRow(version.no, "&publishState=draft")).toBeUndefined();
    const wrong = await admin("GET", "/api/admin/latest-news?publishState=live");
    expect(wrong.statusCode).toBe(400);
    expect((await admin("PUT", "/api/admin/latest-news?saveAs=public", [newsAsSent(version)])).statusCode).toBe(400);
  });
});

describe("a schedule", () => {
  it("publishes and unpublishes at its times, through the public cache", async () => {
    const { versions, word } = await createNews();
    const en = versions.en_US!;
    await unpublish(en.id);
    const scheduled = await publish(en.id, { publishAt: inMinutes(10), unpublishAt: inMinutes(20) });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    expect(versionIn(scheduled.result, "en_US").publishState).toBe("scheduled");
    // Read twice: the second answer comes from the public cache.
    expect(await publicView(en, word, versions.de_DE!)).toMatchObject(hidden);
    expect((await listed("")).ids).not.toContain(en.id);

    moveClock(11);
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...visible, siblingVersions: ["de_DE", "en_US", "zh_CN"] });
    expect(versionIn((await admin<Article[]>("GET", `/api/admin/latest-news/${en.no}`)).result, "en_US").publishState).toBe("published");

    moveClock(21);
    expect(await publicView(en, word, versions.de_DE!)).toEqual({ ...hidden, siblingVersions: ["de_DE", "zh_CN"] });
    expect(versionIn((await admin<Article[]>("GET", `/api/admin/latest-news/${en.no}`)).result, "en_US").publishState).toBe("draft");
  });

  it("publishes at their times on a quiet site, though a write looked up the next change before any visitor asked", async () => {
    const first = (await createNews()).versions.en_US!;
    const second = (await createNews()).versions.en_US!;
    await unpublish(first.id);
    await unpublish(second.id);
    expect((await publish(first.id, { publishAt: inMinutes(10) })).statusCode).toBe(200);
    expect((await publish(second.id, { publishAt: inMinutes(12) })).statusCode).toBe(200);
    expect((await listed("")).ids).not.toContain(first.id);
    expect((await listed("")).ids).not.toContain(first.id);

    moveClock(15);
    // The first request after both times is a write of what the list does not show.
    const saved = await admin("POST", "/api/admin/portal-config", { lang: "en_US", name: "Publishing & Partners" });
    expect(saved.statusCode, saved.message).toBe(200);
    expect((await listed("")).ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await listed("")).ids).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it("keeps a published version's time when it is published again, and refuses an end in the past or a time without offset", async () => {
    const { versions } = await createNews();
    const en = versions.en_US!;
    const again = await publish(en.id, { unpublishAt: inMinutes(60) });
    expect(versionIn(again.result, "en_US")).toMatchObject({ publishState: "published", publishAt: en.publishAt });

    const past = await publish(en.id, { unpublishAt: "2020-01-01T00:00:00Z" });
    expect(past.statusCode).toBe(400);
    const malformed = await publish(en.id, { publishAt: "tomorrow" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.errors[0]).toMatchObject({ field: "body.publishAt" });
    expect(malformed.errors[0]!.message).toContain("offset");
    // An id of another kind, in the same table, is not a news item.
    expect((await admin("PUT", "/api/admin/case-analysis/publish", { id: en.id })).statusCode).toBe(404);
  });
});
