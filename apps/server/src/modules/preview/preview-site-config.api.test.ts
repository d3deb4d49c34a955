import type { PortalConfig } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";

/**
 * A built site reduced to the two pages that show the site configuration, each reading it through
 * the server's public API as the real loaders do: the firm's name, introduction and telephone.
 */
const renderer = `export async function createRenderer({ fetch }) {
      const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
      const page = (status, title, text) => ({ kind: "page", status, lang: "de", dir: "ltr", head: "<title>" + title + "</title>",
        body: "<h1>" + title + "</h1>" + text, state: "{}", modules: [] });
      return async (request) => {
        const pathname = new URL(request.url).pathname;
        const shown = /^\\/(de|en|zh)\\/(home|about)$/.exec(pathname);
        if (!shown) return page(404, "Not found", "");
        const config = (await (await fetch("/api/user/portal-config", { headers: { lang: langs[shown[1]] } })).json()).result;
        return page(200, config.name, config.introduce + "<p>Tel " + config.tel + "</p>");
      };
    }`;

// The preview of a language's site configuration (decision 0059): the home and the about page
// with its and the firm-wide facts' unpublished changes, for an account that manages the
// configuration; visitors' pages and answers stay as they are.

const { app, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const adminToken = await login();
const admin = apiCaller(app, adminToken);
const anonymous = apiCaller(app, null);
const withSession = { cookie: `lawfirm_session=${adminToken}` };
const editor = await createColleague(app, admin, { loginAccount: "editor-config-preview", role: "editor" });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

async function save(body: Record<string, unknown>, query: string): Promise<PortalConfig> {
  const answer = await admin<PortalConfig>("POST", `/api/admin/portal-config${query}`, body);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

const english = { lang: "en_US", name: "Example & Partners", introduce: "<p>Live introduction.</p>", tel: "+49 89 123456" };

describe("the preview of the site configuration", () => {
  it("shows the home and the about page with the draft, to an account that manages the configuration only", async () => {
    const live = await save(english, "");
    await save({ ...english, introduce: "<p>Draft introduction.</p>", tel: "+49 89 999999" }, "?saveAs=draft");

    for (const page of ["home", "about"]) {
      const preview = await get(`/preview/en/${page}?siteConfig=${live.id}`, withSession);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.body).toContain("Draft introduction.");
      expect(preview.body).toContain("Tel +49 89 999999");
      expect(preview.headers["cache-control"]).toBe("private, no-store");
      expect(preview.headers["x-robots-tag"]).toBe("noindex");
      expect(preview.body).toContain("data-preview-banner");
    }

    // Visitors' page and API keep the live configuration.
    const visitor = await get("/en/home");
    expect(visitor.body).toContain("Live introduction.");
    expect(visitor.body).not.toContain("Draft introduction.");
    expect((await anonymous<PortalConfig>("GET", "/api/user/portal-config?lang=en_US")).result).toMatchObject({
      introduce: english.introduce,
      tel: english.tel,
    });

    expect((await get(`/preview/en/home?siteConfig=${live.id}`)).statusCode).toBe(403);
    expect((await get(`/preview/en/home?siteConfig=${live.id}`, { cookie: `lawfirm_session=${editor.token}` })).statusCode).toBe(403);
  });

  it("shows a language never published on its own pages, and answers 404 for another language's or an unknown id", async () => {
    await save(english, "");
    const german = await save({ ...english, lang: "de_DE", name: "Beispiel & Partner", introduce: "<p>Entwurf.</p>" }, "?saveAs=draft");
    expect(german.publishState).toBe("draft");

    const preview = await get(`/preview/de/home?siteConfig=${german.id}`, withSession);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("<h1>Beispiel & Partner</h1>");
    expect(preview.body).toContain("Entwurf.");
    expect((await get("/de/home")).body).toContain("<h1>Example & Partners</h1>");

    expect((await get(`/preview/en/home?siteConfig=${german.id}`, withSession)).statusCode).toBe(404);
    expect((await get("/preview/de/home?siteConfig=999999", withSession)).statusCode).toBe(404);
  });
});
