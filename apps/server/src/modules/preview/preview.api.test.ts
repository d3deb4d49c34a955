import { type AnyArticle, type Catalog, type PersonDetail, type PreviewLink } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  newsAsSent,
  personVersion,
  type ByLang,
} from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";

/**
 * A built site reduced to what a preview needs: index.html with its slots, and a renderer whose
 * article page reads the article's public detail and the languages (a cacheable public read)
 * through the server, as the real loaders do.
 */
const renderer = `export async function createRenderer({ fetch }) {
      return async (request) => {
        const match = /^\\/(de|en|zh)\\/(news|people|expertises)\\/(?:detail\\/(\\d+)|([a-z0-9-]+))$/.exec(new URL(request.url).pathname);
        await fetch("/api/common/language");
        const apis = { news: "/api/user/latest-news/", people: "/api/user/lawyerTeam/", expertises: "/api/user/professionalField/" };
        const kinds = { news: "news", people: "person", expertises: "practiceArea" };
        const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
        const api = match ? apis[match[2]] : "";
        // A readable address (decision 0054) names its version through its slug, in its language.
        const target = match && match[4]
          ? await (await fetch("/api/user/addresses/" + kinds[match[2]] + "/" + match[4], { headers: { lang: langs[match[1]] } })).json()
          : undefined;
        const id = target ? (target.status === 200 ? target.result.id : undefined) : match?.[3];
        const detail = id ? await (await fetch(api + id)).json() : { status: target?.status ?? 404 };
        const title = detail.status === 200 ? (detail.result.title ?? detail.result.name) : "Not found";
        const named = (list) => (list ?? []).map((item) => item.name);
        const facts = detail.status === 200
          ? [detail.result.catalogName, detail.result.officeName, ...named(detail.result.jobs), ...named(detail.result.proFields), ...named(detail.result.keyContacts)]
          : [];
        return { kind: "page", status: detail.status, lang: "de", dir: "ltr", head: "<title>" + title + "</title>",
          body: "<h1>" + title + "</h1><p>" + facts.filter(Boolean).join(", ") + "</p>", state: "{}", modules: [] };
      };
    }`;

// Preview of news, case analyses and honors (decision 0035, slice 5): a version's page whatever
// its state, for a signed-in account or with an approval link's token; never cached, never indexed.

const { app, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const adminToken = await login();
const admin = apiCaller(app, adminToken);
const { token: translatorToken } = await createColleague(app, admin, {
  loginAccount: "translator-zh",
  role: "translator",
  languages: ["zh_CN"],
});
const translator = apiCaller(app, translatorToken);
const anonymous = apiCaller(app, null);
const folder: ByLang<Catalog> = await createFolder(admin, "Preview news", { type: 0 });

afterEach(() => setClock(undefined));

let created = 0;
/** A German news item, made a draft at once. */
async function createGermanDraft(): Promise<AnyArticle> {
  created += 1;
  const answer = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
    {
      lang: "de_DE",
      title: `Entwurf ${created}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Noch nicht öffentlich</p>",
      cataId: folder.de_DE!.id,
      isLink: 0,
    },
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  const version = answer.result[0]!;
  const unpublished = await admin("PUT", "/api/admin/latest-news/unpublish", { id: version.id });
  expect(unpublished.statusCode, unpublished.message).toBe(200);
  return version;
}

const previewOf = (version: { id: number }, headers: Record<string, string> = {}, query = "") =>
  app.inject({ method: "GET", url: `/preview/de/news/detail/${version.id}${query}`, headers });
const withSession = (token: string) => ({ cookie: `lawfirm_session=${token}` });

/** An approval link's address on this server (path and query). */
async function approvalLink(version: { id: number }, call = admin): Promise<{ address: string; link: PreviewLink }> {
  const answer = await call<PreviewLink>("GET", `/api/admin/preview-link?kind=news&id=${version.id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  const url = new URL(answer.result.url);
  return { address: `${url.pathname}${url.search}`, link: answer.result };
}

describe("the preview of a draft", () => {
  it("shows the draft's page to a signed-in account, with a banner, never cached, never indexed", async () => {
    const draft = await createGermanDraft();
    const response = await previewOf(draft, withSession(adminToken));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>Entwurf ${created}</h1>`);
    expect(response.body).toContain("Ein Entwurf: Besucher sehen diese Seite nicht.");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers.etag).toBeUndefined();
  });

  it("shows the folder a published version's draft moves it to, while visitors see the stored one", async () => {
    const version = await createGermanDraft();
    expect((await admin("PUT", "/api/admin/latest-news/publish", { id: version.id })).statusCode).toBe(200);
    const otherFolder = await createFolder(admin, "Moved news", { type: 0 });
    const moved = await admin("PUT", "/api/admin/latest-news?saveAs=draft", [{ ...newsAsSent(version), cataId: otherFolder.de_DE!.id }]);
    expect(moved.statusCode, moved.message).toBe(200);
    expect((await previewOf(version, withSession(adminToken))).body).toContain(`<h1>Entwurf ${created}</h1><p>Moved news de_DE</p>`);
    const visitors = await anonymous<{ catalogName: string }>("GET", `/api/user/latest-news/${version.id}`);
    expect(visitors.result.catalogName).toBe("Preview news de_DE");
  });

  it("shows it to a Translator too: every role reads content", async () => {
    const draft = await createGermanDraft();
    expect((await previewOf(draft, withSession(translatorToken))).statusCode).toBe(200);
  });

  it("shows it with a valid approval link, without a session, for seven days", async () => {
    const draft = await createGermanDraft();
    // A translator hands out links to its languages' versions only (decision 0041).
    const refused = await translator("GET", `/api/admin/preview-link?kind=news&id=${draft.id}`);
    expect(refused.statusCode, refused.message).toBe(403);
    const { address, link } = await approvalLink(draft);
    expect(link.url).toMatch(new RegExp(`^http://[^/]+/preview/de/news/detail/${draft.id}\\?token=\\d+\\.[\\w-]{43}$`));
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.99 * 24 * 3600_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const response = await app.inject({ method: "GET", url: address });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>Entwurf ${created}</h1>`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses without a session or a token, with a short page and no content", async () => {
    const draft = await createGermanDraft();
    const response = await previewOf(draft);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("Diese Vorschau ist nicht verfügbar");
    expect(response.body).not.toContain("Entwurf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    // A session cookie that is not one, or a bearer token (a page never reads it), is no session.
    expect((await previewOf(draft, withSession("not-a-session"))).statusCode).toBe(403);
    expect((await previewOf(draft, { authorization: `Bearer ${adminToken}` })).statusCode).toBe(403);
  });

  it("refuses a tampered token, another version's token and an expired one", async () => {
    const draft = await createGermanDraft();
    const other = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const token = new URL(address, "http://x").searchParams.get("token")!;
    const [expires, signature] = token.split(".") as [string, string];
    const tampered = `${expires}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect((await previewOf(draft, {}, `?token=${tampered}`)).statusCode).toBe(403);
    const later = `${Number(expires) + 3600}.${signature}`;
    expect((await previewOf(draft, {}, `?token=${later}`)).statusCode).toBe(403);
    const refused = await previewOf(other, {}, `?token=${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("Entwurf");

    setClock(() => new Date(Date.now() + 7 * 24 * 3600_000 + 1000));
    const expired = await app.inject({ method: "GET", url: address });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain("Dieser Vorschaulink ist abgelaufen.");
    expect(expired.body).not.toContain("Entwurf");
  });

  it("answers 404 for an address no preview shows, or a version of another language, once allowed", async () => {
    const draft = await createGermanDraft();
    expect((await app.inject({ method: "GET", url: "/preview/de/people/detail/1", headers: withSession(adminToken) })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: "GET", url: `/preview/en/news/detail/${draft.id}`, headers: withSession(adminToken) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: "/preview/de/news/detail/999999", headers: withSession(adminToken) })).statusCode).toBe(
      404,
    );
    // Without a session, the same addresses are refused: a stranger learns nothing of which ids exist.
    expect((await app.inject({ method: "GET", url: "/preview/de/news/detail/999999" })).statusCode).toBe(403);
  });

  it("leaves the public cache, the public page and the public API as they were", async () => {
    const draft = await createGermanDraft();
    app.publicCache.clear();
    expect((await previewOf(draft, withSession(adminToken))).statusCode).toBe(200);
    expect(app.publicCache.size).toBe(0);
    expect((await app.inject({ method: "GET", url: `/de/news/detail/${draft.id}` })).statusCode).toBe(404);
    expect((await anonymous("GET", `/api/user/latest-news/${draft.id}`)).statusCode).toBe(404);
  });

  it("cannot be asked for from outside: the public detail of a draft is 404 with any token, header or session", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const query = new URL(address, "http://x").search;
    for (const headers of [{}, withSession(adminToken), { "x-requested-with": "lawfirm-web", ...withSession(adminToken) }]) {
      expect((await anonymous("GET", `/api/user/latest-news/${draft.id}${query}`, undefined, headers)).statusCode).toBe(404);
    }
    expect((await app.inject({ method: "GET", url: `/de/news/detail/${draft.id}${query}` })).statusCode).toBe(404);
  });

  it("counts no view", async () => {
    const answer = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      { lang: "de_DE", title: "Öffentlich", coverUrl: "/api/upload/cover.png", content: "<p>Da</p>", cataId: folder.de_DE!.id, isLink: 0 },
    ]);
    const version = answer.result[0]!;
    expect((await previewOf(version, withSession(adminToken))).body).toContain("Diese Version ist auf der Website.");
    await app.articleViews.flush();
    const stored = await admin<AnyArticle[]>("GET", `/api/admin/latest-news/${version.no}`);
    expect(stored.result[0]!.views).toBe(0);
  });

  it("shows a published version's draft in place of its public fields, which visitors keep seeing", async () => {
    const created = await admin<AnyArticle[]>("POST", "/api/admin/latest-news", [
      {
        lang: "de_DE",
        title: "Live-Titel",
        coverUrl: "/api/upload/cover.png",
        content: "<p>Live</p>",
        cataId: folder.de_DE!.id,
        isLink: 0,
      },
    ]);
    const version = created.result[0]!;
    const edited = await admin("PUT", "/api/admin/latest-news?saveAs=draft", [
      {
        id: version.id,
        lang: "de_DE",
        title: "Entwurfstitel",
        coverUrl: "/api/upload/cover.png",
        content: "<p>Neu</p>",
        cataId: folder.de_DE!.id,
        isLink: 0,
      },
    ]);
    expect(edited.statusCode, edited.message).toBe(200);
    const response = await previewOf(version, withSession(adminToken));
    expect(response.body).toContain("<h1>Entwurfstitel</h1>");
    expect(response.body).toContain("Noch nicht veröffentlichte Änderungen");
    expect((await app.inject({ method: "GET", url: `/de/news/detail/${version.id}` })).body).toContain("<h1>Live-Titel</h1>");
    expect((await anonymous<AnyArticle>("GET", `/api/user/latest-news/${version.id}`)).result.title).toBe("Live-Titel");
  });

  it("says when a scheduled version goes public, in Berlin time", async () => {
    const draft = await createGermanDraft();
    const scheduled = await admin("PUT", "/api/admin/latest-news/publish", { id: draft.id, publishAt: "2030-07-01T08:00:00Z" });
    expect(scheduled.statusCode, scheduled.message).toBe(200);
    const response = await previewOf(draft, withSession(adminToken));
    expect(response.body).toContain("Eine geplante Version: Besucher sehen diese Seite ab 1. Juli 2030 um 10:00 (Europe/Berlin).");
  });
});

describe("the preview of a person (decision 0035, slice 6)", () => {
  it("shows a draft person's page, and a published person's draft in place of the public name, to a signed-in account only", async () => {
    const office = await admin<{ id: number; lang: string }[]>("POST", "/api/admin/office", [{ lang: "de_DE", name: "Vorschaubüro" }]);
    expect(office.statusCode, office.message).toBe(200);
    const created = await admin<{ id: number; lang: string; name: string; office: number }[]>(
      "POST",
      "/api/admin/lawyerTeam?saveAs=draft",
      [{ lang: "de_DE", name: "Vera Vorschau", office: office.result[0]!.id }],
    );
    expect(created.statusCode, created.message).toBe(200);
    const person = created.result[0]!;
    const page = (headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: `/preview/de/people/detail/${person.id}`, headers });
    const shown = await page(withSession(adminToken));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("<h1>Vera Vorschau</h1>");
    expect(shown.body).toContain("Ein Entwurf: Besucher sehen diese Seite nicht.");
    expect((await page()).statusCode).toBe(403);
    expect((await anonymous("GET", `/api/user/lawyerTeam/${person.id}`)).statusCode).toBe(404);

    // Published, then edited: the preview shows the edit, visitors the published name.
    expect((await admin("PUT", "/api/admin/lawyerTeam/publish", { id: person.id })).statusCode).toBe(200);
    const edited = await admin("PUT", "/api/admin/lawyerTeam?saveAs=draft", [{ ...person, name: "Dr. Vera Vorschau" }]);
    expect(edited.statusCode, edited.message).toBe(200);
    expect((await page(withSession(adminToken))).body).toContain("<h1>Dr. Vera Vorschau</h1>");
    expect((await anonymous<{ name: string }>("GET", `/api/user/lawyerTeam/${person.id}`)).result.name).toBe("Vera Vorschau");

    // An approval link opens it without a session.
    const link = await admin<PreviewLink>("GET", `/api/admin/preview-link?kind=person&id=${person.id}`);
    expect(link.statusCode, link.message).toBe(200);
    const url = new URL(link.result.url);
    const approved = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain("<h1>Dr. Vera Vorschau</h1>");
  });
  it("shows a draft's office, job titles and practice areas as they will be published, the stored ones while visitors see them", async () => {
    const [stored, moved] = await Promise.all([
      createReferenceItem(admin, "office", "Altbau", ["de_DE"]),
      createReferenceItem(admin, "office", "Neubau", ["de_DE"]),
    ]);
    const [job, area] = await Promise.all([
      createReferenceItem(admin, "job", "Vorschaupartnerin", ["de_DE"]),
      createPracticeArea(admin, "Vorschauvergaberecht", ["de_DE"]),
    ]);
    const person = (await createPerson(admin, { de_DE: "Paula Plan" }, { office: stored })).de_DE!;
    const edited = await admin("PUT", "/api/admin/lawyerTeam?saveAs=draft", [
      personVersion("de_DE", "Paula Plan", { office: moved, jobs: [job], practiceAreas: [area] }, { id: person.id }),
    ]);
    expect(edited.statusCode, edited.message).toBe(200);

    const preview = await app.inject({ method: "GET", url: `/preview/de/people/detail/${person.id}`, headers: withSession(adminToken) });
    expect(preview.body).toContain("<p>Neubau de_DE, Vorschaupartnerin de_DE, Vorschauvergaberecht de_DE</p>");
    const visitors = await anonymous<PersonDetail>("GET", `/api/user/lawyerTeam/${person.id}`);
    expect([visitors.result.officeName, visitors.result.jobs, visitors.result.proFields]).toEqual(["Altbau de_DE", [], []]);

    // An office deleted since the draft was saved: the preview keeps the stored one (publishing is refused).
    expect((await admin("DELETE", `/api/admin/office/${moved.de_DE!.id}`)).statusCode).toBe(200);
    const afterDelete = await app.inject({
      method: "GET",
      url: `/preview/de/people/detail/${person.id}`,
      headers: withSession(adminToken),
    });
    expect(afterDelete.body).toContain("<p>Altbau de_DE, Vorschaupartnerin de_DE, Vorschauvergaberecht de_DE</p>");
  });
});

describe("the preview of a practice area (decision 0035, slice 6)", () => {
  it("shows a draft practice area's page to a signed-in account only, and a published one's draft name", async () => {
    const created = await admin<{ id: number; lang: string; name: string; introduce: string }[]>(
      "POST",
      "/api/admin/professionalField?saveAs=draft",
      [{ lang: "de_DE", name: "Vorschaurecht", introduce: "<p>Entwurf</p>" }],
    );
    expect(created.statusCode, created.message).toBe(200);
    const area = created.result[0]!;
    const page = (headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: `/preview/de/expertises/detail/${area.id}`, headers });
    expect((await page(withSession(adminToken))).body).toContain("<h1>Vorschaurecht</h1>");
    expect((await page()).statusCode).toBe(403);
    expect((await anonymous("GET", `/api/user/professionalField/${area.id}`)).statusCode).toBe(404);

    expect((await admin("PUT", "/api/admin/professionalField/publish", { id: area.id })).statusCode).toBe(200);
    const office = await createReferenceItem(admin, "office", "Kontaktbüro", ["de_DE"]);
    const contact = (await createPerson(admin, { de_DE: "Karl Kontakt" }, { office })).de_DE!;
    const edited = await admin("PUT", "/api/admin/professionalField?saveAs=draft", [
      { ...area, name: "Vorschaurecht neu", keyContactIds: [contact.id] },
    ]);
    expect(edited.statusCode, edited.message).toBe(200);
    const preview = (await page(withSession(adminToken))).body;
    expect(preview).toContain("<h1>Vorschaurecht neu</h1><p>Karl Kontakt</p>");
    const visitors = await anonymous<{ name: string; keyContacts: unknown[] }>("GET", `/api/user/professionalField/${area.id}`);
    expect([visitors.result.name, visitors.result.keyContacts]).toEqual(["Vorschaurecht", []]);
  });
});

describe("approval links", () => {
  it("are signed for versions of the kind only", async () => {
    expect((await admin("GET", "/api/admin/preview-link?kind=case&id=999999")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/preview-link?kind=office&id=1")).statusCode).toBe(400);
    expect((await anonymous("GET", "/api/admin/preview-link?kind=news&id=1")).statusCode).toBe(401);
  });
});
