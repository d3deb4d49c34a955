import type {
  AuditEntry,
  Banner,
  Catalog,
  LegalDocument,
  News,
  Person,
  PreviewKind,
  ReferenceItem,
  RevisionEntry,
} from "@lawfirm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  apiCaller,
  createFolder,
  createPerson,
  createReferenceItem,
  versionIn,
  type Answer,
  type Call,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

/**
 * A translator (here of de_DE) writes only the versions of its languages: whatever else a call
 * would change, it is refused with 403 and nothing is written (read back after each refusal).
 */

const { app, db, login } = await createTestApp();
const editor = apiCaller(app, await login());
const { token } = await createColleague(app, editor, { loginAccount: "uebersetzerin", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

const folders: Record<string, Record<string, Catalog>> = {};
beforeAll(async () => {
  folders.news = await createFolder(editor, "News", { type: 0 });
  folders.other = await createFolder(editor, "Other news", { type: 0 });
});

const newsVersion = (lang: string, title: string, extra: Record<string, unknown> = {}) => ({
  lang,
  title,
  coverUrl: "/api/upload/cover.png",
  content: `<p>${title}</p>`,
  cataId: folders.news![lang]!.id,
  isLink: 0,
  ...extra,
});

/** A news item in German and English, as the back office would send it back. */
async function createNews(): Promise<News[]> {
  const answer = await editor<News[]>("POST", "/api/admin/latest-news", [
    newsVersion("de_DE", "Neues Urteil"),
    newsVersion("en_US", "New judgment"),
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const readNews = async (no: number) => (await editor<News[]>("GET", `/api/admin/latest-news/${no}`)).result;

/** A version as the editor form sends it back: its id and fields, without what the server owns. */
const asSent = (version: News, changes: Record<string, unknown> = {}) => ({
  id: version.id,
  lang: version.lang,
  title: version.title,
  coverUrl: version.coverUrl,
  content: version.content,
  cataId: version.cataId,
  isLink: version.isLink,
  ...changes,
});

function expectRefused(answer: Answer<unknown>, text: RegExp) {
  expect(answer.statusCode, answer.message).toBe(403);
  expect(answer.status).toBe(403);
  expect(answer.message).toMatch(text);
}

describe("a translator's news", () => {
  it("changes its own language's version and leaves the others as they were", async () => {
    const versions = await createNews();
    const de = versionIn(versions, "de_DE");
    const en = versionIn(versions, "en_US");
    const answer = await translator<News[]>("PUT", "/api/admin/latest-news", [
      asSent(de, { title: "Neues Urteil (übersetzt)" }),
      asSent(en),
    ]);
    expect(answer.statusCode, answer.message).toBe(200);
    const after = await readNews(de.no);
    // A translator's edit of a published version is its draft, for an Editor to publish (decision 0035).
    expect(versionIn(after, "de_DE")).toMatchObject({ title: de.title, draft: { title: "Neues Urteil (übersetzt)" } });
    expect(versionIn(after, "en_US")).toMatchObject({ title: en.title, content: en.content, cataId: en.cataId, draft: null });
  });

  it.each([
    [
      "changes another language's version",
      (de: News, en: News) => [asSent(de, { title: "Geändert" }), asSent(en, { title: "Changed" })],
      /this change would alter the en_US version/,
    ],
    ["drops another language's version", (de: News) => [asSent(de, { title: "Geändert" })], /removing the en_US version/],
    [
      "adds another language's version",
      (de: News, en: News) => [asSent(de, { title: "Geändert" }), asSent(en), newsVersion("zh_CN", "新判决")],
      /adding a zh_CN version/,
    ],
    [
      "moves the other version to another folder",
      (de: News, en: News) => [asSent(de), asSent(en, { cataId: folders.other!.en_US!.id })],
      /alter the en_US version/,
    ],
  ])("refuses a PUT that %s and changes nothing", async (_name, body, text) => {
    const versions = await createNews();
    const de = versionIn(versions, "de_DE");
    const en = versionIn(versions, "en_US");
    const before = await readNews(de.no);
    expectRefused(await translator("PUT", "/api/admin/latest-news", body(de, en)), text);
    expect(await readNews(de.no)).toEqual(before);
  });

  it("creates an item only in its own languages", async () => {
    const refused = await translator("POST", "/api/admin/latest-news", [newsVersion("de_DE", "Neu"), newsVersion("en_US", "New")]);
    expectRefused(refused, /writes only de_DE versions, not en_US/);
    const created = await translator<News[]>("POST", "/api/admin/latest-news", [newsVersion("de_DE", "Nur Deutsch")]);
    expect(created.statusCode, created.message).toBe(200);
  });

  it("deletes its own language's version by leaving it out, but never a whole item", async () => {
    const versions = await createNews();
    const de = versionIn(versions, "de_DE");
    const en = versionIn(versions, "en_US");
    expectRefused(await translator("DELETE", `/api/admin/latest-news?no=${de.no}`), /Translator/);
    expect(await readNews(de.no)).toHaveLength(2);
    const answer = await translator("PUT", "/api/admin/latest-news", [asSent(en)]);
    expect(answer.statusCode, answer.message).toBe(200);
    expect((await readNews(de.no)).map((version) => version.lang)).toEqual(["en_US"]);
  });

  it("neither pins nor unpins", async () => {
    const [first] = await createNews();
    expectRefused(await translator("PUT", `/api/admin/latest-news/pin?no=${first!.no}`), /may not do this/);
    expect((await readNews(first!.no)).every((version) => version.top === 0)).toBe(true);
  });
});

describe("a translator's folders", () => {
  it("renames its own language's version of a folder but moves none and makes none", async () => {
    const folder = await createFolder(editor, "Section", { type: 0, langs: ["de_DE", "en_US"] });
    const read = async () => (await editor<{ versions: Catalog[] }>("GET", `/api/admin/catalog/${folder.de_DE!.id}`)).result.versions;
    const sent = (version: Catalog, changes: Record<string, unknown> = {}) => ({
      id: version.id,
      lang: version.lang,
      name: version.name,
      type: version.type,
      parentId: version.parentId,
      ...changes,
    });
    const renamed = await translator("PUT", "/api/admin/catalog", [sent(folder.de_DE!, { name: "Rubrik" }), sent(folder.en_US!)]);
    expect(renamed.statusCode, renamed.message).toBe(200);

    const before = await read();
    const moved = await translator("PUT", "/api/admin/catalog", [
      sent(folder.de_DE!, { parentId: folders.news!.de_DE!.id }),
      sent(folder.en_US!, { parentId: folders.news!.en_US!.id }),
    ]);
    expectRefused(moved, /alter the en_US version/);
    expect(await read()).toEqual(before);
    expectRefused(
      await translator("PUT", "/api/admin/catalog/sort", { sourceId: folder.de_DE!.id, targetId: folders.news!.de_DE!.id }),
      /may not/,
    );
    expectRefused(await translator("POST", "/api/admin/catalog", [{ lang: "de_DE", name: "Neu", type: 0, parentId: 0 }]), /may not/);
    expect(await read()).toEqual(before);
  });
});

describe("a translator's people and reference data", () => {
  it("refuses a change to what every version of a person shares (spoken languages)", async () => {
    const office = await createReferenceItem<ReferenceItem>(editor, "office", "Munich", ["de_DE", "en_US"]);
    const people = await createPerson<Person>(
      editor,
      { de_DE: "Anna Weber", en_US: "Anna Weber" },
      { office },
      { spokenLanguages: ["de"] },
    );
    const read = async () =>
      (await editor<{ versions: Person[] }>("GET", `/api/admin/lawyerTeam/detail/${people.de_DE!.id}`)).result.versions;
    const before = await read();
    const sent = (version: Person, changes: Record<string, unknown>) => ({
      id: version.id,
      lang: version.lang,
      name: version.name,
      office: version.office,
      jobIds: version.jobIds,
      proFieldIds: version.proFieldIds,
      intro: version.intro,
      ...changes,
    });
    const answer = await translator("PUT", "/api/admin/lawyerTeam", [
      sent(people.de_DE!, { spokenLanguages: ["de", "fr"] }),
      sent(people.en_US!, { spokenLanguages: ["de", "fr"] }),
    ]);
    expectRefused(answer, /alter the en_US version/);
    expect(await read()).toEqual(before);
  });

  it("renames an office in its language only", async () => {
    const office = await createReferenceItem<ReferenceItem>(editor, "office", "Berlin", ["de_DE", "en_US"]);
    const read = async () =>
      (await editor<{ versions: ReferenceItem[] }>("GET", `/api/admin/office/detail/${office.de_DE!.id}`)).result.versions;
    const before = await read();
    const refused = await translator("PUT", "/api/admin/office", [
      { id: office.de_DE!.id, lang: "de_DE", name: "Berlin-Mitte" },
      { id: office.en_US!.id, lang: "en_US", name: "Berlin Centre" },
    ]);
    expectRefused(refused, /alter the en_US version/);
    expect(await read()).toEqual(before);
    const renamed = await translator("PUT", "/api/admin/office", [
      { id: office.de_DE!.id, lang: "de_DE", name: "Berlin-Mitte" },
      { id: office.en_US!.id, lang: "en_US", name: office.en_US!.name },
    ]);
    expect(renamed.statusCode, renamed.message).toBe(200);
  });
});

const banner = (lang: string, extra: Record<string, unknown> = {}) => ({
  lang,
  imgPath: "/api/upload/banner.png",
  title: `Banner ${lang}`,
  ...extra,
});

describe("a translator's banners and legal documents", () => {
  it("writes banners of its languages only, and pins none", async () => {
    const english = (await editor<Banner>("POST", "/api/admin/banner", banner("en_US"))).result;
    const german = (await editor<Banner>("POST", "/api/admin/banner", banner("de_DE"))).result;
    const read = async (id: number) => (await editor<Banner>("GET", `/api/admin/banner/detail/${id}`)).result;
    const [englishBefore, germanBefore] = [await read(english.id), await read(german.id)];

    expectRefused(await translator("PUT", "/api/admin/banner", { id: english.id, ...banner("en_US", { title: "Changed" }) }), /not en_US/);
    expectRefused(await translator("PUT", "/api/admin/banner", { id: german.id, ...banner("en_US") }), /not en_US/);
    expectRefused(await translator("PUT", "/api/admin/banner", { id: german.id, ...banner("de_DE", { top: 1 }) }), /may not pin/);
    expectRefused(await translator("POST", "/api/admin/banner", banner("en_US")), /not en_US/);
    expectRefused(await translator("POST", "/api/admin/banner", banner("de_DE", { top: 1 })), /may not pin/);
    expectRefused(await translator("DELETE", `/api/admin/banner/${german.id}`), /may not do this/);
    expect([await read(english.id), await read(german.id)]).toEqual([englishBefore, germanBefore]);

    // A translator's save of a published banner is its draft (decision 0035): the public one stays.
    const changed = await translator<Banner>("PUT", "/api/admin/banner", { id: german.id, ...banner("de_DE", { title: "Willkommen" }) });
    expect(changed.statusCode, changed.message).toBe(200);
    expect(changed.result).toMatchObject({ title: germanBefore.title, top: 0, draft: { title: "Willkommen" } });
  });

  it("saves legal documents in its languages only", async () => {
    const document = { title: "Datenschutz", content: "<p>Text</p>" };
    expectRefused(await translator("PUT", "/api/admin/docs/privacy", { lang: "en_US", ...document }), /not en_US/);
    const english = await editor<LegalDocument>("GET", "/api/admin/docs/privacy?lang=en_US");
    expect(english.result.updateTime).toBeNull();
    const saved = await translator("PUT", "/api/admin/docs/privacy", { lang: "de_DE", ...document });
    expect(saved.statusCode, saved.message).toBe(200);
  });
});

/** The German and the English version of an item of a publishable kind, by their ids. */
type VersionIds = Record<"de_DE" | "en_US", number>;

/**
 * A publishable kind as its publishing calls see it: where they are, its versions' table, how an
 * item is made in German and English (published), and how both get a draft.
 */
interface PublishableCase {
  name: string;
  path: string;
  table: "articles" | "people" | "practiceAreas" | "banners" | "legalDocuments";
  preview: PreviewKind;
  create(): Promise<VersionIds>;
  saveDrafts(ids: VersionIds): Promise<void>;
}

const LANGS = ["de_DE", "en_US"] as const;

const expectSaved = (answer: Answer<unknown>) => expect(answer.statusCode, answer.message).toBe(200);

/** Items made so far: each has names of its own (people and practice areas refuse a name twice). */
let created = 0;

/** A kind whose item is saved with all its versions in one call (articles, people, practice areas). */
function itemCase(
  name: string,
  segment: string,
  table: PublishableCase["table"],
  preview: PreviewKind,
  version: (lang: string, title: string) => Record<string, unknown>,
): PublishableCase {
  const path = `/api/admin/${segment}`;
  return {
    name,
    path,
    table,
    preview,
    create: async () => {
      const answer = await editor<{ id: number; lang: string }[]>(
        "POST",
        path,
        LANGS.map((lang) => version(lang, `Fassung ${lang} ${++created}`)),
      );
      expectSaved(answer);
      return { de_DE: versionIn(answer.result, "de_DE").id, en_US: versionIn(answer.result, "en_US").id };
    },
    saveDrafts: async (ids) => {
      const body = LANGS.map((lang) => ({ ...version(lang, `Entwurf ${lang} ${ids[lang]}`), id: ids[lang] }));
      expectSaved(await editor("PUT", `${path}?saveAs=draft`, body));
    },
  };
}

let office: Record<string, ReferenceItem> = {};
const PUBLISHABLE_KINDS: PublishableCase[] = [
  itemCase("news", "latest-news", "articles", "news", (lang, title) => newsVersion(lang, title)),
  itemCase("case analyses", "case-analysis", "articles", "case", (lang, title) => ({
    lang,
    title,
    coverUrl: "/api/upload/cover.png",
    content: `<p>${title}</p>`,
    cataId: folders.cases![lang]!.id,
  })),
  itemCase("honors", "lawfirm-honour", "articles", "honor", (lang, title) => ({ lang, title, coverUrl: "/api/upload/cover.png" })),
  itemCase("people", "lawyerTeam", "people", "person", (lang, title) => ({
    lang,
    name: title,
    office: office[lang]!.id,
    jobIds: [],
    proFieldIds: [],
  })),
  itemCase("practice areas", "professionalField", "practiceAreas", "practiceArea", (lang, title) => ({
    lang,
    name: title,
    introduce: `<p>${title}</p>`,
    iconUrl: "/api/upload/icon.png",
  })),
  {
    name: "banners",
    path: "/api/admin/banner",
    table: "banners",
    preview: "banner",
    create: async () => {
      const created = await Promise.all(LANGS.map((lang) => editor<Banner>("POST", "/api/admin/banner", banner(lang))));
      created.forEach(expectSaved);
      return { de_DE: created[0]!.result.id, en_US: created[1]!.result.id };
    },
    saveDrafts: async (ids) => {
      for (const lang of LANGS) {
        expectSaved(
          await editor("PUT", "/api/admin/banner?saveAs=draft", { id: ids[lang], ...banner(lang, { title: `Entwurf ${lang}` }) }),
        );
      }
    },
  },
  {
    name: "legal documents",
    path: "/api/admin/docs",
    table: "legalDocuments",
    preview: "document",
    create: async () => {
      const ids: Partial<VersionIds> = {};
      for (const lang of LANGS) {
        const saved = await editor<{ id: number }>("PUT", "/api/admin/docs/terms", { lang, title: "AGB", content: "<p>Text</p>" });
        expectSaved(saved);
        ids[lang] = saved.result.id;
      }
      return ids as VersionIds;
    },
    saveDrafts: async () => {
      for (const lang of LANGS) {
        expectSaved(await editor("PUT", "/api/admin/docs/terms?saveAs=draft", { lang, title: `Entwurf ${lang}`, content: "<p>Text</p>" }));
      }
    },
  },
];

beforeAll(async () => {
  folders.cases = await createFolder(editor, "Cases", { type: 1 });
  office = await createReferenceItem<ReferenceItem>(editor, "office", "Hamburg", ["de_DE", "en_US"]);
});

/** Everything the publishing calls could change of the versions: their rows, drafts and revisions. */
async function publishingStateOf(table: PublishableCase["table"], ids: VersionIds) {
  const versionIds = Object.values(ids);
  return {
    versions: await db.selectFrom(table).selectAll().where("id", "in", versionIds).orderBy("id").execute(),
    drafts: await db
      .selectFrom("contentDrafts")
      .selectAll()
      .where("tableName", "=", table)
      .where("versionId", "in", versionIds)
      .orderBy("versionId")
      .execute(),
    revisions: await db
      .selectFrom("revisions")
      .select(["id", "versionId", "action"])
      .where("tableName", "=", table)
      .where("versionId", "in", versionIds)
      .orderBy("id")
      .execute(),
  };
}

const newestRevision = async (call: Call, kind: PublishableCase, versionId: number) => {
  const revisions = await call<RevisionEntry[]>("GET", `${kind.path}/revisions?id=${versionId}`);
  expect(revisions.statusCode, revisions.message).toBe(200);
  return revisions.result[0]!.id;
};

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Every call that publishes, schedules, unpublishes, discards, restores or shares a version (decision 0041). */
const publishingCalls = (kind: PublishableCase, versionId: number, revisionId: number) =>
  [
    ["discards the draft of", "PUT", `${kind.path}/discard-draft`, { id: versionId }],
    ["restores a revision of", "PUT", `${kind.path}/restore-revision`, { id: revisionId }],
    ["publishes", "PUT", `${kind.path}/publish`, { id: versionId }],
    ["schedules", "PUT", `${kind.path}/publish`, { id: versionId, publishAt: inAnHour() }],
    ["unpublishes", "PUT", `${kind.path}/unpublish`, { id: versionId }],
    ["asks for an approval link of", "GET", `/api/admin/preview-link?kind=${kind.preview}&id=${versionId}`, undefined],
  ] as const;

describe.each(PUBLISHABLE_KINDS)("a translator's publishing calls on $name", (kind) => {
  it("change no other language's version: each is refused and everything reads back unchanged", async () => {
    const ids = await kind.create();
    await kind.saveDrafts(ids);
    const revisionId = await newestRevision(editor, kind, ids.en_US);
    for (const [what, method, url, body] of publishingCalls(kind, ids.en_US, revisionId)) {
      const before = await publishingStateOf(kind.table, ids);
      const answer = await translator(method, url, body);
      expect(answer.statusCode, `${what} the en_US version: ${answer.message}`).toBe(403);
      expect(answer.message).toMatch(/not en_US|may not do this/);
      expect(await publishingStateOf(kind.table, ids), `${what} the en_US version`).toEqual(before);
    }
  });

  it("reach its own language's version, and the audit log names that version", async () => {
    const ids = await kind.create();
    await kind.saveDrafts(ids);
    const revisionId = await newestRevision(translator, kind, ids.de_DE);
    const [discard, restore, , , , link] = publishingCalls(kind, ids.de_DE, revisionId);
    for (const [what, method, url, body] of [discard, restore, link]) {
      const answer = await translator(method, url, body);
      expect(answer.statusCode, `${what} the de_DE version: ${answer.message}`).toBe(200);
      if (method === "GET") continue;
      const [entry] = (await editor<AuditEntry[]>("GET", "/api/admin/audit?pageNo=1&pageSize=1")).result;
      expect(entry, what).toMatchObject({ itemId: ids.de_DE, languages: ["de_DE"] });
    }
  });
});

describe("the refusal", () => {
  it("is worded in the reader's language", async () => {
    const answer = await translator("POST", "/api/admin/banner", banner("en_US"), { "accept-language": "de-DE" });
    expect(answer.message).toBe("Ihr Konto schreibt nur Fassungen in de_DE, nicht in en_US");
  });
});
