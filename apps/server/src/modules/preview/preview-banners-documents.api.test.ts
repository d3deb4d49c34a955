import { type BannerVersion, type LegalDocumentVersion, type PreviewLink } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";

/**
 * A built site reduced to the two pages these previews show: the home page lists the banners of
 * its language, a legal document's page shows its title and content, each read through the
 * server's public API as the real loaders do (a document's page with its languages and the
 * site configuration's documents, which the page's list and the footer link).
 */
const renderer = `export async function createRenderer({ fetch }) {
      const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
      const page = (status, title, text) => ({ kind: "page", status, lang: "de", dir: "ltr", head: "<title>" + title + "</title>",
        body: "<h1>" + title + "</h1>" + text, state: "{}", modules: [] });
      return async (request) => {
        const pathname = new URL(request.url).pathname;
        const home = /^\\/(de|en|zh)\\/home$/.exec(pathname);
        if (home) {
          const answer = await (await fetch("/api/user/banner", { headers: { lang: langs[home[1]] } })).json();
          return page(200, "Home", "<ul>" + answer.result.map((banner) => "<li>" + banner.title + " / " + banner.subTitle + "</li>").join("") + "</ul>");
        }
        const docs = /^\\/(de|en|zh)\\/docs\\/(\\w+)$/.exec(pathname);
        if (docs) {
          const headers = { headers: { lang: langs[docs[1]] } };
          const answer = await (await fetch("/api/user/docs/" + docs[2], headers)).json();
          const config = await (await fetch("/api/user/portal-config", headers)).json();
          const nav = "<nav>" + config.result.documents.join(", ") + "</nav>";
          return answer.status === 200
            ? page(200, answer.result.title, answer.result.content + "<p>In: " + answer.result.langs.join(", ") + "</p>" + nav)
            : page(404, "Not found", "");
        }
        return page(404, "Not found", "");
      };
    }`;

// Preview of banners and legal documents (decision 0035, slices 5 and 6): a banner's version on
// the home page of its language (`/preview/{lang}/home?banner=<id>`), a legal document's version on
// its page (`/preview/{lang}/docs/{name}`), with their drafts' fields, for a signed-in account or
// with an approval link; visitors' pages and answers stay as they are.

const { app, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const adminToken = await login();
const admin = apiCaller(app, adminToken);
const anonymous = apiCaller(app, null);
const withSession = { cookie: `lawfirm_session=${adminToken}` };

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

async function saveBanner(body: Record<string, unknown>, query = "?saveAs=draft"): Promise<BannerVersion> {
  const method = "id" in body ? "PUT" : "POST";
  const answer = await admin<BannerVersion>(method, `/api/admin/banner${query}`, { lang: "de_DE", imgPath: "/api/upload/b.png", ...body });
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

async function saveDocument(name: string, body: Record<string, unknown>, query = "?saveAs=draft"): Promise<LegalDocumentVersion> {
  const answer = await admin<LegalDocumentVersion>("PUT", `/api/admin/docs/${name}${query}`, body);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

/** An approval link's address on this server (path and query). */
async function approvalLink(kind: "banner" | "document", id: number): Promise<string> {
  const answer = await admin<PreviewLink>("GET", `/api/admin/preview-link?kind=${kind}&id=${id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  const url = new URL(answer.result.url);
  return `${url.pathname}${url.search}`;
}

const publicBannerTitles = async (lang = "de_DE") =>
  (await anonymous<{ title: string }[]>("GET", `/api/user/banner?lang=${lang}`)).result.map((banner) => banner.title);

describe("the preview of a banner", () => {
  it("shows a draft banner on its language's home page, among the published ones, to a signed-in account only", async () => {
    const live = await saveBanner({ title: "Öffentlich", subTitle: "live" }, "");
    const draft = await saveBanner({ title: "Neuer Entwurf", subTitle: "entwurf", top: 1 });

    const response = await get(`/preview/de/home?banner=${draft.id}`, withSession);
    expect(response.statusCode).toBe(200);
    // Pinned, it comes first.
    expect(response.body).toContain("<li>Neuer Entwurf / entwurf</li><li>Öffentlich / live</li>");
    expect(response.body).toContain("Ein Entwurf");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");

    expect((await get(`/preview/de/home?banner=${draft.id}`)).statusCode).toBe(403);
    // Another language's home page is not where it shows; an unknown banner is not found.
    expect((await get(`/preview/en/home?banner=${draft.id}`, withSession)).statusCode).toBe(404);
    expect((await get("/preview/de/home?banner=999999", withSession)).statusCode).toBe(404);
    expect((await get("/preview/de/home", withSession)).statusCode).toBe(404);

    // Visitors' home page and answer keep the published banners only.
    expect(await publicBannerTitles()).toEqual(["Öffentlich"]);
    const home = await get("/de/home");
    expect(home.body).toContain("<li>Öffentlich / live</li>");
    expect(home.body).not.toContain("Neuer Entwurf");
    expect(live.publishState).toBe("published");
  });

  it("shows a published banner's unpublished changes in place of its public version, with an approval link too", async () => {
    const banner = await saveBanner({ title: "Alter Titel", subTitle: "alt" }, "");
    await saveBanner({ id: banner.id, title: "Neuer Titel", subTitle: "neu" });

    const address = await approvalLink("banner", banner.id);
    expect(address).toMatch(new RegExp(`^/preview/de/home\\?banner=${banner.id}&token=\\d+\\.[\\w-]{43}$`));
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<li>Neuer Titel / neu</li>");
    expect(response.body).not.toContain("Alter Titel");
    expect(response.body).toContain("Änderungen");
    // The token opens this banner's preview only.
    const token = new URL(address, "http://localhost").searchParams.get("token")!;
    const other = await saveBanner({ title: "Anderer" });
    expect((await get(`/preview/de/home?banner=${other.id}&token=${token}`)).statusCode).toBe(403);

    expect(await publicBannerTitles()).toContain("Alter Titel");
    expect(await publicBannerTitles()).not.toContain("Neuer Titel");
  });

  it("shows a banner whose draft moves it to another language on that language's home page", async () => {
    const banner = await saveBanner({ lang: "en_US", title: "English banner" }, "");
    await saveBanner({ id: banner.id, lang: "de_DE", title: "Jetzt deutsch" });
    const address = await approvalLink("banner", banner.id);
    expect(address.startsWith(`/preview/de/home?banner=${banner.id}&`)).toBe(true);
    expect((await get(address)).body).toContain("<li>Jetzt deutsch / </li>");
    expect((await get(`/preview/en/home?banner=${banner.id}`, withSession)).statusCode).toBe(404);
    expect(await publicBannerTitles("en_US")).toContain("English banner");
    expect(await publicBannerTitles()).not.toContain("Jetzt deutsch");
  });
});

describe("the preview of a legal document", () => {
  it("shows a draft version's title and content on its page to a signed-in account, and 404 to visitors", async () => {
    const draft = await saveDocument("impressum", { lang: "de_DE", title: "Impressum (Entwurf)", content: "<p>Angaben gemäß § 5 TMG</p>" });
    expect(draft.publishState).toBe("draft");

    const response = await get("/preview/de/docs/impressum", withSession);
    expect(response.statusCode).toBe(200);
    // Its page names it among the documents and its language among the document's, as once published.
    expect(response.body).toContain("<h1>Impressum (Entwurf)</h1><p>Angaben gemäß § 5 TMG</p><p>In: de_DE</p><nav>");
    expect(response.body).toMatch(/<nav>[^<]*impressum[^<]*<\/nav>/);
    expect(response.body).toContain("Ein Entwurf");
    expect(response.headers["cache-control"]).toBe("private, no-store");

    expect((await get("/preview/de/docs/impressum")).statusCode).toBe(403);
    // A language without a version, and a name that is no document, are not found.
    expect((await get("/preview/en/docs/impressum", withSession)).statusCode).toBe(404);
    expect((await get("/preview/de/docs/nothing", withSession)).statusCode).toBe(404);
    // Without a session, a missing version is refused like any other: the caller learns nothing.
    expect((await get("/preview/en/docs/impressum?token=1.abc")).statusCode).toBe(403);

    expect((await anonymous("GET", "/api/user/docs/impressum?lang=de_DE")).statusCode).toBe(404);
    const config = await anonymous<{ documents: string[] }>("GET", "/api/user/portal-config?lang=de_DE");
    expect(config.result.documents).not.toContain("impressum");
    expect((await get("/de/docs/impressum")).statusCode).toBe(404);
  });

  it("shows a published version's draft with an approval link, while visitors read the published one", async () => {
    const live = await saveDocument("terms", { lang: "de_DE", title: "AGB", content: "<p>Alte Fassung</p>" }, "");
    await saveDocument("terms", { lang: "de_DE", title: "AGB", content: "<p>Neue Fassung</p>" });

    const address = await approvalLink("document", live.id!);
    expect(address).toMatch(/^\/preview\/de\/docs\/terms\?token=\d+\.[\w-]{43}$/);
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<p>Neue Fassung</p>");
    // Another language's version is not what the token opens.
    await saveDocument("terms", { lang: "en_US", title: "Terms", content: "<p>Terms</p>" });
    expect((await get(address.replace("/de/", "/en/"))).statusCode).toBe(403);

    const visitors = await anonymous<{ content: string }>("GET", "/api/user/docs/terms?lang=de_DE");
    expect(visitors.result.content).toBe("<p>Alte Fassung</p>");
    expect((await get("/de/docs/terms")).body).toContain("<p>Alte Fassung</p>");
  });
});
