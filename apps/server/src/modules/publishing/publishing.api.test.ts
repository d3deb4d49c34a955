import {
  editTagOf,
  type AuditEntry,
  type AuditKind,
  type EditPresence,
  type EditStamp,
  type PersonVersion,
  type PracticeAreaVersion,
  type PublishState,
  type RevisionEntry,
} from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  apiCaller,
  createFolder,
  createReferenceItem,
  personAsSent,
  practiceAreaAsSent,
  versionIn,
  type Answer,
  type Call,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// The publishing calls every publishable kind shares (decision 0035): Publish, a schedule,
// Unpublish, Discard draft, the revisions, one revision and Restore, tested alike for the seven
// kinds. What a kind's public pages show of a state, and its own rules (an article's folder, a
// person's office, a banner's pin), are in the kind's own tests.

const { app, db, login } = await createTestApp();
const adminToken = await login();
const admin = apiCaller(app, adminToken);
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-publishing", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

/** The two languages of every item here: a translator writes German only. */
const LANGS = ["en_US", "de_DE"] as const;
type Lang = (typeof LANGS)[number];

/** A version as the publishing calls answer it; `text` is the kind's `field`. */
type Version = Record<string, unknown> & {
  id: number;
  lang: string;
  publishState: PublishState;
  publishAt: string | null;
  draft: Record<string, unknown> | null;
};

/** An item of a kind: its versions as created (published), which edits send back. */
interface Item {
  ids: Record<Lang, number>;
  created: Record<Lang, Version>;
}

interface KindUnderTest {
  name: string;
  /** Where its back-office calls start. */
  admin: string;
  audit: AuditKind;
  /** The field an edit changes and the tests read: a title or a name. */
  field: "title" | "name";
  /** A new item in English and German, published at once (the specification's save), its field `text` + language. */
  create(text: string): Promise<Item>;
  /** Saves one version with its field set to `text`, as the back office does (`query`); answers that version. */
  edit(item: Item, lang: Lang, text: string, call?: Call, query?: string): Promise<Version>;
  /** The same save as the back office's, sending `headers`, whatever it answers. */
  save(item: Item, lang: Lang, text: string, headers: Record<string, string>): Promise<Answer<Version | Version[]>>;
  /** Where the back office reads the item of a version to edit it. */
  editorRead(item: Item, lang: Lang): string;
  /** What a visitor reads of the version's field; null when it is not public. */
  publicText(item: Item, lang: Lang): Promise<string | null>;
  /** The edit tag of the item's row in the back office's list, for a kind whose list carries one. */
  listedTag?(item: Item): Promise<string>;
  /** Pins the item, for a kind whose versions show a pin (`top`). */
  pin?(item: Item): Promise<void>;
}

/** The version of `id` in a publishing call's answer: the item's versions, or the one version of a banner or document. */
const versionOf = (result: Version | Version[], id: number): Version =>
  Array.isArray(result) ? result.find((version) => version.id === id)! : result;

/** Saves a new item's versions and answers them by language. */
async function created(url: string, body: unknown[]): Promise<Item> {
  const answer = await admin<Version[]>("POST", url, body);
  expect(answer.statusCode, answer.message).toBe(200);
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, versionIn(answer.result, lang)])) as Record<Lang, Version>;
  return { ids: { en_US: byLang.en_US.id, de_DE: byLang.de_DE.id }, created: byLang };
}

/** What a visitor reads at `url` of `field`; null when the answer is not a 200. */
async function publicField(url: string, field: string): Promise<string | null> {
  const answer = await anonymous<Record<string, unknown>>("GET", url);
  return answer.statusCode === 200 ? (answer.result[field] as string) : null;
}

const newsFolder = await createFolder(admin, "Publishing kinds news", { type: 0, langs: [...LANGS] });
const caseFolder = await createFolder(admin, "Publishing kinds cases", { type: 1, langs: [...LANGS] });
const office = await createReferenceItem<{ id: number; no: number; lang: string }>(admin, "office", "Publishing kinds office", LANGS);

/**
 * A kind of translated items (articles, people, practice areas): its calls at `/api/admin/{segment}`,
 * its public version at `/api/user/{segment}/{id}`; `version` is a new version as sent, `asSent` an
 * answered one as the editor sends it back.
 */
function translatedKind(
  kind: Pick<KindUnderTest, "name" | "audit" | "field"> & {
    segment: string;
    /** The back office's read of the item, by its `no` (articles) or a version's id. */
    editorRead(item: Item): string;
    version(lang: Lang, text: string): object;
    asSent(version: Version): object;
    /** A query of its back-office list that holds the item. */
    listQuery(item: Item): string;
    pin?(item: Item): Promise<void>;
  },
): KindUnderTest {
  const path = `/api/admin/${kind.segment}`;
  const body = (item: Item, lang: Lang, text: string) =>
    LANGS.map((other) => ({ ...kind.asSent(item.created[other]), ...(other === lang ? { [kind.field]: text } : {}) }));
  return {
    name: kind.name,
    admin: path,
    audit: kind.audit,
    field: kind.field,
    create: (text) =>
      created(
        path,
        LANGS.map((lang) => kind.version(lang, text)),
      ),
    async edit(item, lang, text, call = admin, query = "?saveAs=draft") {
      const answer = await call<Version[]>("PUT", `${path}${query}`, body(item, lang, text));
      expect(answer.statusCode, answer.message).toBe(200);
      return versionIn(answer.result, lang);
    },
    save: (item, lang, text, headers) => admin<Version[]>("PUT", `${path}?saveAs=draft`, body(item, lang, text), headers),
    editorRead: (item) => kind.editorRead(item),
    publicText: (item, lang) => publicField(`/api/user/${kind.segment}/${item.ids[lang]}`, kind.field),
    async listedTag(item) {
      const answer = await admin<{ no: number; editTag: string }[]>("GET", `${path}?${kind.listQuery(item)}`);
      expect(answer.statusCode, answer.message).toBe(200);
      const row = answer.result.find((listed) => listed.no === item.created.en_US.no);
      expect(row, "the item's row in its list").toBeDefined();
      return row!.editTag;
    },
    ...(kind.pin ? { pin: kind.pin } : {}),
  };
}

/** An article kind: `extra`, the fields its versions add (their folder). */
function articleKind(name: string, segment: string, audit: AuditKind, extra: (lang: Lang) => Record<string, unknown>): KindUnderTest {
  return translatedKind({
    name,
    segment,
    audit,
    field: "title",
    editorRead: (item) => `/api/admin/${segment}/${item.created.en_US.no as number}`,
    listQuery: (item) => `no=${item.created.en_US.no as number}`,
    async pin(item) {
      await db.updateTable("articles").set({ top: 1 }).where("id", "in", Object.values(item.ids)).execute();
    },
    version: (lang, text) => ({
      lang,
      title: `${text} ${lang}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Text</p>",
      ...extra(lang),
    }),
    asSent: (version) => ({
      lang: version.lang,
      id: version.id,
      title: version.title,
      coverUrl: version.coverUrl,
      content: version.content,
      ...extra(version.lang as Lang),
    }),
  });
}

/** A banner version's body as the back office sends it, its title `text`. */
const bannerBody = (item: Item, lang: Lang, text: string) => ({ id: item.ids[lang], lang, imgPath: "/api/upload/b.png", title: text });

const KINDS: KindUnderTest[] = [
  articleKind("news", "latest-news", "news", (lang) => ({ cataId: newsFolder[lang]!.id, isLink: 0 })),
  articleKind("case analyses", "case-analysis", "case", (lang) => ({ cataId: caseFolder[lang]!.id })),
  articleKind("honors", "lawfirm-honour", "honor", () => ({})),
  translatedKind({
    name: "people",
    segment: "lawyerTeam",
    audit: "person",
    field: "name",
    editorRead: (item) => `/api/admin/lawyerTeam/detail/${item.ids.en_US}`,
    listQuery: (item) => `name=${encodeURIComponent(item.created.en_US.name as string)}`,
    async pin(item) {
      const pinned = await admin("PUT", `/api/admin/lawyerTeam/${item.ids.en_US}/1`);
      expect(pinned.statusCode, pinned.message).toBe(200);
    },
    version: (lang, text) => ({ lang, name: `${text} ${lang}`, office: office[lang]!.id, jobIds: [], proFieldIds: [] }),
    asSent: (version) => personAsSent(version as PersonVersion),
  }),
  // Practice areas' names are unique per language: each test names its item differently.
  translatedKind({
    name: "practice areas",
    segment: "professionalField",
    audit: "practiceArea",
    field: "name",
    editorRead: (item) => `/api/admin/professionalField/detail/${item.ids.en_US}`,
    listQuery: () => "pageSize=100",
    version: (lang, text) => ({ lang, name: `${text} ${lang}`, introduce: "<p>Area</p>" }),
    asSent: (version) => practiceAreaAsSent(version as PracticeAreaVersion),
  }),
  {
    // Each banner is one language's item: the "item" here is an English and a German banner.
    name: "banners",
    admin: "/api/admin/banner",
    audit: "banner",
    field: "title",
    async create(text) {
      const versions = {} as Record<Lang, Version>;
      for (const lang of LANGS) {
        const answer = await admin<Version>("POST", "/api/admin/banner", { lang, imgPath: "/api/upload/b.png", title: `${text} ${lang}` });
        expect(answer.statusCode, answer.message).toBe(200);
        versions[lang] = answer.result;
      }
      return { ids: { en_US: versions.en_US.id, de_DE: versions.de_DE.id }, created: versions };
    },
    async edit(item, lang, text, call = admin, query = "?saveAs=draft") {
      const answer = await call<Version>("PUT", `/api/admin/banner${query}`, bannerBody(item, lang, text));
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result;
    },
    save: (item, lang, text, headers) => admin<Version>("PUT", "/api/admin/banner?saveAs=draft", bannerBody(item, lang, text), headers),
    editorRead: (item, lang) => `/api/admin/banner/detail/${item.ids[lang]}`,
    async publicText(item, lang) {
      const answer = await anonymous<Version[]>("GET", `/api/user/banner?lang=${lang}`);
      return (answer.result.find((banner) => banner.id === item.ids[lang])?.title as string | undefined) ?? null;
    },
  },
  {
    // A document's versions are rows of their own; there are three documents, so each item here
    // is the terms, saved anew.
    name: "legal documents",
    admin: "/api/admin/docs",
    audit: "document",
    field: "title",
    async create(text) {
      await db.deleteFrom("legalDocuments").execute();
      await db.deleteFrom("contentDrafts").where("tableName", "=", "legalDocuments").execute();
      await db.deleteFrom("revisions").where("tableName", "=", "legalDocuments").execute();
      const versions = {} as Record<Lang, Version>;
      for (const lang of LANGS) {
        const answer = await admin<Version>("PUT", "/api/admin/docs/terms", { lang, title: `${text} ${lang}`, content: "<p>Terms</p>" });
        expect(answer.statusCode, answer.message).toBe(200);
        versions[lang] = answer.result;
      }
      return { ids: { en_US: versions.en_US.id, de_DE: versions.de_DE.id }, created: versions };
    },
    async edit(_item, lang, text, call = admin, query = "?saveAs=draft") {
      const answer = await call<Version>("PUT", `/api/admin/docs/terms${query}`, { lang, title: text, content: "<p>Terms</p>" });
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result;
    },
    save: (_item, lang, text, headers) =>
      admin<Version>("PUT", "/api/admin/docs/terms?saveAs=draft", { lang, title: text, content: "<p>Terms</p>" }, headers),
    editorRead: (_item, lang) => `/api/admin/docs/terms?lang=${lang}`,
    async publicText(_item, lang) {
      const answer = await anonymous<{ lang: string; title: string }>("GET", `/api/user/docs/terms?lang=${lang}`);
      // A language without a public version falls back to another's.
      return answer.statusCode === 200 && answer.result.lang === lang ? answer.result.title : null;
    },
  },
];

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
afterEach(() => setClock(undefined));

/** The newest audit entry of the kind. */
async function lastAudit(kind: AuditKind): Promise<AuditEntry> {
  const answer = await admin<AuditEntry[]>("GET", `/api/admin/audit?kind=${kind}&pageSize=1`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result[0]!;
}

describe.each(KINDS)("the publishing calls of $name", (kind) => {
  const call = (caller: Call, name: string, body: Record<string, unknown>) =>
    caller<Version | Version[]>("PUT", `${kind.admin}/${name}`, body);
  const revisionsOf = async (id: number, caller = admin) => {
    const answer = await caller<RevisionEntry[]>("GET", `${kind.admin}/revisions?id=${id}`);
    expect(answer.statusCode, answer.message).toBe(200);
    return answer.result;
  };

  it("unpublish, schedule and publish one version, each audited with its language, refusing an end before the start", async () => {
    const item = await kind.create("Window");
    const en = item.ids.en_US;
    expect(item.created.en_US).toMatchObject({ publishState: "published", draft: null });
    expect(await kind.publicText(item, "en_US")).toBe("Window en_US");

    const unpublished = await call(admin, "unpublish", { id: en });
    expect(unpublished.statusCode, unpublished.message).toBe(200);
    expect(versionOf(unpublished.result, en)).toMatchObject({ publishState: "draft", publishAt: null, unpublishAt: null });
    expect(await kind.publicText(item, "en_US")).toBeNull();
    expect(await kind.publicText(item, "de_DE")).toBe("Window de_DE");
    expect(await lastAudit(kind.audit)).toMatchObject({ action: "unpublish", languages: ["en_US"] });

    const [publishAt, unpublishAt] = [inMinutes(60), inMinutes(120)];
    const scheduled = await call(admin, "publish", { id: en, publishAt, unpublishAt });
    expect(versionOf(scheduled.result, en)).toMatchObject({ publishState: "scheduled", publishAt, unpublishAt });
    expect(await kind.publicText(item, "en_US")).toBeNull();
    // The revision keeps the window, so that a history can say when the version goes live.
    expect((await revisionsOf(en))[0]).toMatchObject({ action: "publish", state: "scheduled", publishAt, unpublishAt });
    const backwards = await call(admin, "publish", { id: en, publishAt: inMinutes(30), unpublishAt: inMinutes(20) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.errors.map((error) => error.field)).toEqual(["body.unpublishAt"]);

    const published = await call(admin, "publish", { id: en });
    expect(versionOf(published.result, en)).toMatchObject({ publishState: "published", unpublishAt: null });
    expect(await kind.publicText(item, "en_US")).toBe("Window en_US");
    expect(await lastAudit(kind.audit)).toMatchObject({ action: "publish", languages: ["en_US"] });
  });

  it("keep an edit of a published version as its draft until Publish changes, which keeps its time; Discard drops it", async () => {
    const item = await kind.create("Edit");
    const en = item.ids.en_US;
    const edited = await kind.edit(item, "en_US", "Edited");
    expect(edited).toMatchObject({ [kind.field]: "Edit en_US", publishState: "published" });
    expect(edited.draft).toMatchObject({ [kind.field]: "Edited", operatorName: "Administrator" });
    // Saved with its public fields again, the version has no draft.
    expect((await kind.edit(item, "en_US", "Edit en_US")).draft).toBeNull();

    await kind.edit(item, "en_US", "Edited");
    const discarded = await call(admin, "discard-draft", { id: en });
    expect(discarded.statusCode, discarded.message).toBe(200);
    expect(versionOf(discarded.result, en)).toMatchObject({ [kind.field]: "Edit en_US", draft: null });

    await kind.edit(item, "en_US", "Edited again");
    expect(await kind.publicText(item, "en_US")).toBe("Edit en_US");
    const published = await call(admin, "publish", { id: en });
    expect(versionOf(published.result, en)).toMatchObject({
      [kind.field]: "Edited again",
      draft: null,
      publishAt: item.created.en_US.publishAt,
    });
    expect(await kind.publicText(item, "en_US")).toBe("Edited again");
  });

  it("record revisions, read one, and restore it as a draft that changes nothing public until published", async () => {
    const item = await kind.create("Revised");
    const en = item.ids.en_US;
    await kind.edit(item, "en_US", "Second");
    await call(admin, "publish", { id: en });

    const history = await revisionsOf(en);
    expect(history.map((entry) => [entry.action, entry.state])).toEqual([
      ["publish", "published"],
      ["saveDraft", "published"],
      ["save", "published"],
    ]);
    const first = history.at(-1)!;
    const revision = await admin<RevisionEntry & { fields: Record<string, unknown> }>("GET", `${kind.admin}/revision?id=${first.id}`);
    expect(revision.statusCode, revision.message).toBe(200);
    expect(revision.result).toMatchObject({
      id: first.id,
      versionId: en,
      lang: "en_US",
      action: "save",
      fields: { [kind.field]: "Revised en_US" },
    });
    expect(revision.result).not.toHaveProperty("itemNo");

    const restored = await call(admin, "restore-revision", { id: first.id });
    expect(restored.statusCode, restored.message).toBe(200);
    expect(versionOf(restored.result, en)).toMatchObject({ [kind.field]: "Second", draft: { [kind.field]: "Revised en_US" } });
    expect(await kind.publicText(item, "en_US")).toBe("Second");
    expect((await revisionsOf(en))[0]).toMatchObject({ action: "restore", state: "published" });
    expect(await lastAudit(kind.audit)).toMatchObject({ action: "restore", languages: ["en_US"] });

    await call(admin, "publish", { id: en });
    expect(await kind.publicText(item, "en_US")).toBe("Revised en_US");
  });

  it("restore a revision of a version that is not public in place", async () => {
    const item = await kind.create("In place");
    const en = item.ids.en_US;
    await call(admin, "unpublish", { id: en });
    await kind.edit(item, "en_US", "In place, edited");
    const history = await revisionsOf(en);
    expect(history.map((entry) => [entry.action, entry.state])).toEqual([
      ["save", "draft"],
      ["unpublish", "draft"],
      ["save", "published"],
    ]);
    const restored = await call(admin, "restore-revision", { id: history.at(-1)!.id });
    expect(versionOf(restored.result, en)).toMatchObject({ [kind.field]: "In place en_US", publishState: "draft", draft: null });
  });

  it("let a translator save drafts, discard and restore in its languages, and neither publish nor unpublish", async () => {
    const item = await kind.create("Translated");
    const [en, de] = [item.ids.en_US, item.ids.de_DE];
    // Without `saveAs`, a translator's edit is a draft all the same.
    const edited = await kind.edit(item, "de_DE", "Übersetzt", translator, "");
    expect(edited).toMatchObject({ [kind.field]: "Translated de_DE", draft: { [kind.field]: "Übersetzt" } });
    expect((await call(translator, "publish", { id: de })).statusCode).toBe(403);
    expect((await call(translator, "unpublish", { id: de })).statusCode).toBe(403);
    expect(await kind.publicText(item, "de_DE")).toBe("Translated de_DE");
    // Discarding changes nothing public: a translator may, in its languages.
    expect((await call(translator, "discard-draft", { id: en })).statusCode).toBe(403);
    const discarded = await call(translator, "discard-draft", { id: de });
    expect(discarded.statusCode, discarded.message).toBe(200);
    expect(versionOf(discarded.result, de).draft).toBeNull();

    const [english] = await revisionsOf(en, translator);
    const [german] = await revisionsOf(de, translator);
    expect((await translator("GET", `${kind.admin}/revision?id=${english!.id}`)).statusCode).toBe(200);
    expect((await call(translator, "restore-revision", { id: english!.id })).statusCode).toBe(403);
    const restored = await call(translator, "restore-revision", { id: german!.id });
    expect(restored.statusCode, restored.message).toBe(200);
  });

  /** The back office's read of the item: its edit tag (ETag) and the version in `lang`. */
  const readForEditing = async (item: Item, lang: Lang) => {
    const response = await app.inject({
      method: "GET",
      url: kind.editorRead(item, lang),
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    // An article's versions, a person's or practice area's version with all of them, or a banner's or document's version.
    const result = response.json<{ result: Version | Version[] }>().result;
    const versions = Array.isArray(result) ? result : Array.isArray(result.versions) ? (result.versions as Version[]) : [result];
    expect(response.headers.etag, "the tag of the versions the answer shows").toBe(editTagOf(versions as EditStamp[]));
    return { tag: String(response.headers.etag), version: versionIn(versions, lang) };
  };

  it.runIf(kind.listedTag)("list each item with the edit tag its editor reads, through a draft, a schedule and a pin", async () => {
    const item = await kind.create("Listed");
    const tags: string[] = [];
    const listedAsRead = async () => {
      const { tag } = await readForEditing(item, "en_US");
      expect(await kind.listedTag!(item)).toBe(tag);
      tags.push(tag);
    };
    await listedAsRead();
    await kind.edit(item, "de_DE", "Listed, changed");
    await listedAsRead();
    const scheduled = await call(admin, "publish", { id: item.ids.de_DE, publishAt: inMinutes(60), unpublishAt: inMinutes(120) });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    await listedAsRead();
    if (kind.pin) {
      await kind.pin(item);
      await listedAsRead();
    }
    expect(new Set(tags).size, "each change a new tag").toBe(tags.length);
  });

  it("refuse a save or a publishing call sent with a tag the item no longer has (412, naming who saved and when), writing nothing", async () => {
    const item = await kind.create("Tagged");
    const en = item.ids.en_US;
    const opened = await readForEditing(item, "en_US");

    // A saves with the tag it read: saved, and the item's tag changes.
    const saved = await kind.save(item, "en_US", "A's change", { "if-match": opened.tag });
    expect(saved.statusCode, saved.message).toBe(200);
    const afterA = await readForEditing(item, "en_US");
    expect(afterA.tag).not.toBe(opened.tag);

    // B read the item before A saved: its save is refused and writes nothing.
    const revisions = await revisionsOf(en);
    const refused = await kind.save(item, "en_US", "B's change", { "if-match": opened.tag });
    expect(refused.statusCode).toBe(412);
    expect(refused.message).toMatch(/^Administrator changed this .+ on .+ \(Europe\/Berlin\), after you opened it\. Nothing was saved/);
    expect(await revisionsOf(en)).toEqual(revisions);
    expect(await readForEditing(item, "en_US")).toEqual(afterA);
    expect(afterA.version.draft).toMatchObject({ [kind.field]: "A's change" });
    for (const name of ["publish", "unpublish", "discard-draft"]) {
      const stale = await admin("PUT", `${kind.admin}/${name}`, { id: en }, { "if-match": opened.tag });
      expect(stale.statusCode, name).toBe(412);
    }
    const restore = await admin("PUT", `${kind.admin}/restore-revision`, { id: revisions.at(-1)!.id }, { "if-match": opened.tag });
    expect(restore.statusCode).toBe(412);
    expect(await readForEditing(item, "en_US")).toEqual(afterA);

    // With the tag of the item as it is now, or any tag (`*`), or none (the specification's clients), the calls go through.
    const published = await admin<Version | Version[]>("PUT", `${kind.admin}/publish`, { id: en }, { "if-match": afterA.tag });
    expect(published.statusCode, published.message).toBe(200);
    expect(versionOf(published.result, en)).toMatchObject({ [kind.field]: "A's change", draft: null });
    expect((await kind.save(item, "en_US", "Any tag", { "if-match": "*" })).statusCode).toBe(200);
    expect((await kind.save(item, "en_US", "No tag", {})).statusCode).toBe(200);
  });

  it("tell an editor who else has the item open, forget one gone quiet, and record a take-over in the audit log", async () => {
    const item = await kind.create("Open");
    const en = item.ids.en_US;
    const heartbeat = async (caller: Call) => {
      const answer = await caller<EditPresence>("PUT", `${kind.admin}/presence`, { id: en });
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result;
    };
    expect(await heartbeat(admin)).toEqual({ others: [], takenOver: null });
    const seen = await heartbeat(translator);
    expect(seen.others).toEqual([{ accountName: "Administrator", since: expect.any(String) }]);
    expect((await heartbeat(admin)).others.map((other) => other.accountName)).toEqual(["translator translator-publishing"]);

    // The translator takes the item over: the administrator's editor is told by whom and when.
    const takeOver = await translator<EditPresence>("PUT", `${kind.admin}/presence/take-over`, { id: en });
    expect(takeOver.statusCode, takeOver.message).toBe(200);
    expect(takeOver.result.others).toEqual([]);
    expect(await lastAudit(kind.audit)).toMatchObject({ action: "takeOver", accountName: "translator translator-publishing", itemId: en });
    const told = await heartbeat(admin);
    expect(told.takenOver).toEqual({ by: "translator translator-publishing", at: expect.any(String) });
    expect(told.others.map((other) => other.accountName)).toEqual(["translator translator-publishing"]);

    // The translator leaves; heartbeats are not audited.
    expect((await translator("PUT", `${kind.admin}/presence/leave`, { id: en })).statusCode).toBe(200);
    expect((await heartbeat(admin)).others).toEqual([]);
    expect(await lastAudit(kind.audit)).toMatchObject({ action: "takeOver" });

    // An editor not heard of for over two minutes no longer has the item open.
    await heartbeat(translator);
    const later = new Date(Date.now() + 3 * MINUTE);
    setClock(() => later);
    expect((await heartbeat(admin)).others).toEqual([]);
    expect((await admin("PUT", `${kind.admin}/presence`, { id: 999_999 })).statusCode).toBe(404);
  });

  it("let only one of two saves sent at once with the same tag through", async () => {
    const item = await kind.create("Race");
    const { tag } = await readForEditing(item, "en_US");
    const answers = await Promise.all([
      kind.save(item, "en_US", "First", { "if-match": tag }),
      kind.save(item, "en_US", "Second", { "if-match": tag }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
  });

  it("answer 404 for an id that is no version or revision of the kind", async () => {
    for (const name of ["publish", "unpublish", "discard-draft", "restore-revision"]) {
      expect((await call(admin, name, { id: 999_999 })).statusCode, name).toBe(404);
    }
    expect((await admin("GET", `${kind.admin}/revisions?id=999999`)).statusCode).toBe(404);
    expect((await admin("GET", `${kind.admin}/revision?id=999999`)).statusCode).toBe(404);
    // Revisions are numbered across kinds: another kind's is none of this one's.
    const other = KINDS[(KINDS.indexOf(kind) + 1) % KINDS.length]!;
    const otherItem = await other.create("Other kind");
    const [otherRevision] = (await admin<RevisionEntry[]>("GET", `${other.admin}/revisions?id=${otherItem.ids.en_US}`)).result;
    expect((await admin("GET", `${kind.admin}/revision?id=${otherRevision!.id}`)).statusCode).toBe(404);
    expect((await call(admin, "restore-revision", { id: otherRevision!.id })).statusCode).toBe(404);
  });
});
