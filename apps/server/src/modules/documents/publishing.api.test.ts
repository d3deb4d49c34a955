import type { LegalDocument, LegalDocumentVersion, PublicPortalConfig, SearchAnswer } from "@lawfirm/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

// Publication states of legal documents (decision 0035, slice 6): each row is one language's
// version of a document. The public sees only published versions (the API the page reads, the
// sitemap, the search, the footer's links); the back office's edits of published versions are
// drafts until published; schedules take effect at their time.
// The publishing calls themselves (publish, schedule, unpublish, discard, revisions, restore, who
// may call them) are tested for every kind in modules/publishing/publishing.api.test.ts.

const { app, db, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const { token } = await createColleague(app, admin, { loginAccount: "translator-documents", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, token);

const MINUTE = 60_000;
/** Moves the server's clock by `minutes` from the real time. */
const moveClock = (minutes: number) => setClock(() => new Date(Date.now() + minutes * MINUTE));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

beforeEach(async () => {
  await db.deleteFrom("legalDocuments").execute();
  await db.deleteFrom("contentDrafts").where("tableName", "=", "legalDocuments").execute();
});
afterEach(() => setClock(undefined));

const DRAFT = "?saveAs=draft";

const documents = {
  publish: (id: number, times: { publishAt?: string; unpublishAt?: string } = {}, call = admin) =>
    call<LegalDocumentVersion>("PUT", "/api/admin/docs/publish", { id, ...times }),
  unpublish: (id: number, call = admin) => call<LegalDocumentVersion>("PUT", "/api/admin/docs/unpublish", { id }),
  discard: (id: number, call = admin) => call<LegalDocumentVersion>("PUT", "/api/admin/docs/discard-draft", { id }),
};

async function saveDocument(name: string, body: Record<string, unknown>, query = DRAFT, call = admin): Promise<LegalDocumentVersion> {
  const answer = await call<LegalDocumentVersion>("PUT", `/api/admin/docs/${name}${query}`, body);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

/** What a visitor sees of a document: the API (which the page reads), the sitemap, the search, the footer's links. */
async function documentView(name: string, word: string) {
  const api = await anonymous<LegalDocument>("GET", `/api/user/docs/${name}?lang=en_US`);
  const search = await anonymous<SearchAnswer>("GET", `/api/user/search?q=${word}&lang=en_US`);
  const config = await anonymous<PublicPortalConfig>("GET", "/api/user/portal-config?lang=en_US");
  return {
    api: api.statusCode,
    title: api.statusCode === 200 ? api.result.title : null,
    sitemap: (await sitemapText((url) => app.inject({ method: "GET", url }))).includes(`/docs/${name}<`),
    search: search.result.groups.find((group) => group.kind === "document")?.totalCount ?? 0,
    footer: config.result.documents.includes(name as "privacy"),
  };
}

describe("a legal document's version", () => {
  it("saved by the back office is a draft: no page, API, sitemap entry, search result or footer link until published", async () => {
    const draft = await saveDocument("terms", { lang: "en_US", title: "Terms", content: "<p>Zorblatquant terms</p>" });
    expect(draft).toMatchObject({ id: expect.any(Number), publishState: "draft", publishAt: null, draft: null, langs: ["en_US"] });
    expect(await documentView("terms", "Zorblatquant")).toEqual({ api: 404, title: null, sitemap: false, search: 0, footer: false });

    const published = await documents.publish(draft.id!);
    expect(published.statusCode, published.message).toBe(200);
    expect(published.result).toMatchObject({ name: "terms", lang: "en_US", publishState: "published" });
    expect(await documentView("terms", "Zorblatquant")).toEqual({ api: 200, title: "Terms", sitemap: true, search: 1, footer: true });
    const answer = (await anonymous<Record<string, unknown>>("GET", "/api/user/docs/terms?lang=en_US")).result;
    expect(answer).not.toHaveProperty("publishState");

    await documents.unpublish(draft.id!);
    expect(await documentView("terms", "Zorblatquant")).toMatchObject({ api: 404, sitemap: false, search: 0, footer: false });
  });

  it("falls back only to published versions, and names only published languages", async () => {
    await saveDocument("privacy", { lang: "en_US", title: "Privacy", content: "<p>English</p>" }, "");
    const german = await saveDocument("privacy", { lang: "de_DE", title: "Datenschutz", content: "<p>Deutsch</p>" });
    const publicGerman = await anonymous<LegalDocument>("GET", "/api/user/docs/privacy?lang=de_DE");
    expect(publicGerman.result).toMatchObject({ lang: "en_US", title: "Privacy", langs: ["en_US"] });
    expect(german.langs).toEqual(["de_DE", "en_US"]);
    await documents.publish(german.id!);
    expect((await anonymous<LegalDocument>("GET", "/api/user/docs/privacy?lang=de_DE")).result).toMatchObject({
      lang: "de_DE",
      langs: ["de_DE", "en_US"],
    });
  });

  it("saved by the specification's clients is published at once and replaced at once", async () => {
    await saveDocument("impressum", { lang: "en_US", title: "Notice", content: "<p>One</p>" }, "");
    expect((await documentView("impressum", "Notice")).title).toBe("Notice");
    await saveDocument("impressum", { lang: "en_US", title: "Notice 2", content: "<p>Two</p>" }, "");
    expect((await documentView("impressum", "Notice")).title).toBe("Notice 2");
  });

  it("edited while published keeps the public one, search included, until Publish changes; Discard drops the edit", async () => {
    const live = await saveDocument("terms", { lang: "en_US", title: "Terms", content: "<p>Quinvexold</p>" }, "");
    const edited = await saveDocument("terms", { lang: "en_US", title: "New terms", content: "<p>Mirtaphnew</p>" });
    expect(edited).toMatchObject({ id: live.id, title: "Terms", content: "<p>Quinvexold</p>", draft: { title: "New terms" } });
    expect(await documentView("terms", "Quinvexold")).toMatchObject({ title: "Terms", search: 1 });
    expect((await documentView("terms", "Mirtaphnew")).search).toBe(0);

    expect((await documents.discard(live.id!)).result).toMatchObject({ title: "Terms", draft: null });
    await saveDocument("terms", { lang: "en_US", title: "New terms", content: "<p>Mirtaphnew</p>" });
    const published = await documents.publish(live.id!);
    expect(published.result).toMatchObject({ title: "New terms", content: "<p>Mirtaphnew</p>", draft: null });
    expect(await documentView("terms", "Mirtaphnew")).toMatchObject({ title: "New terms", search: 1 });
    expect((await documentView("terms", "Quinvexold")).search).toBe(0);
  });

  it("is published and unpublished at its scheduled times", async () => {
    const draft = await saveDocument("impressum", { lang: "en_US", title: "Impressum", content: "<p>Gostrelin</p>" });
    await documents.publish(draft.id!, { publishAt: inMinutes(60), unpublishAt: inMinutes(120) });
    expect(await documentView("impressum", "Gostrelin")).toMatchObject({ api: 404, search: 0, footer: false });
    moveClock(61);
    expect(await documentView("impressum", "Gostrelin")).toMatchObject({ api: 200, search: 1, footer: true, sitemap: true });
    moveClock(121);
    expect(await documentView("impressum", "Gostrelin")).toMatchObject({ api: 404, search: 0, footer: false, sitemap: false });
  });

  it("of a translator is a draft, new or edited, and only in its languages", async () => {
    const draft = await saveDocument("privacy", { lang: "de_DE", title: "Datenschutz", content: "<p>Entwurf</p>" }, "", translator);
    expect(draft.publishState).toBe("draft");
    await documents.publish(draft.id!);
    const edited = await saveDocument("privacy", { lang: "de_DE", title: "Datenschutz neu", content: "<p>Neu</p>" }, "", translator);
    expect(edited).toMatchObject({ title: "Datenschutz", draft: { title: "Datenschutz neu" } });
    expect((await anonymous<LegalDocument>("GET", "/api/user/docs/privacy?lang=de_DE")).result.title).toBe("Datenschutz");
    const english = await translator("PUT", "/api/admin/docs/privacy", { lang: "en_US", title: "Privacy", content: "<p>x</p>" });
    expect(english.statusCode).toBe(403);
  });

  it("is recorded in the audit log and in its revisions", async () => {
    const live = await saveDocument("terms", { lang: "en_US", title: "Terms", content: "<p>One</p>" }, "");
    await saveDocument("terms", { lang: "en_US", title: "Terms", content: "<p>Two</p>" });
    await documents.publish(live.id!);
    const audit = await admin<{ action: string }[]>("GET", "/api/admin/audit?kind=document&pageSize=5");
    expect(audit.result.map((entry) => entry.action).slice(0, 2)).toEqual(["publish", "update"]);
    const revisions = await db
      .selectFrom("revisions")
      .select("action")
      .where("tableName", "=", "legalDocuments")
      .where("versionId", "=", live.id!)
      .orderBy("id")
      .execute();
    expect(revisions.map((row) => row.action)).toEqual(["save", "saveDraft", "publish"]);
  });
});

describe("a legal document version's revisions", () => {
  it("are asked for by id, which is no document's name", async () => {
    expect((await admin("GET", "/api/admin/docs/revisions?lang=en_US")).statusCode).toBe(400);
  });
});
