import { REQUEST_MARK } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { adminRoutes, concreteUrl } from "./admin-routes.ts";

// A login name nobody would write in content, so that any trace of it in an answer is a leak.
const LOGIN_NAME = "kanzlei-root-7";
const { app, login } = await createTestApp({ ADMIN_ACCOUNT: LOGIN_NAME });
const token = await login();
const auth = { authorization: `Bearer ${token}` };
const requestMark = { [REQUEST_MARK.header]: REQUEST_MARK.value };
const LANGS = ["de_DE", "en_US", "zh_CN"];

const send = async <T>(method: "POST" | "PUT", url: string, payload: object) => {
  const response = await app.inject({ method, url, headers: auth, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json<{ result: T }>().result;
};

// Content of every kind, written by the administrator, so that every public answer has something to show.
const newsFolder = await send<Array<{ id: number; lang: string }>>(
  "POST",
  "/api/admin/catalog",
  LANGS.map((lang) => ({ lang, name: `News ${lang}`, type: 0, parentId: 0 })),
);
const caseFolder = await send<Array<{ id: number; lang: string }>>(
  "POST",
  "/api/admin/catalog",
  LANGS.map((lang) => ({ lang, name: `Cases ${lang}`, type: 1, parentId: 0 })),
);
const folderIn = (rows: Array<{ id: number; lang: string }>, lang: string) => rows.find((row) => row.lang === lang)!.id;
const article = (lang: string) => ({ lang, title: `Title ${lang}`, coverUrl: "/api/upload/c.png", content: "<p>Text</p>" });
const news = await send<Array<{ id: number }>>(
  "POST",
  "/api/admin/latest-news",
  LANGS.map((lang) => ({ ...article(lang), cataId: folderIn(newsFolder, lang), isLink: 0 })),
);
const cases = await send<Array<{ id: number }>>(
  "POST",
  "/api/admin/case-analysis",
  LANGS.map((lang) => ({ ...article(lang), cataId: folderIn(caseFolder, lang) })),
);
const honors = await send<Array<{ id: number }>>("POST", "/api/admin/lawfirm-honour", LANGS.map(article));

describe("account data", () => {
  it("is in no public answer: no operatorName, no login name, no display name", async () => {
    const publicReads = [
      "/api/user/latest-news",
      `/api/user/latest-news/${news[0]!.id}`,
      "/api/user/case-analysis",
      `/api/user/case-analysis/${cases[0]!.id}`,
      "/api/user/lawfirm-honour",
      `/api/user/lawfirm-honour/${honors[0]!.id}`,
    ];
    for (const url of publicReads) {
      const response = await app.inject({ method: "GET", url, headers: { lang: "de_DE" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("Title de_DE");
      expect(response.body, url).not.toContain("operatorName");
      expect(response.body.toLowerCase(), url).not.toContain(LOGIN_NAME);
      expect(response.body, url).not.toContain("Administrator");
    }
  });

  it("names the account in the back office by its display name, never by its login name", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/latest-news", headers: auth });
    const rows = response.json<{ result: Array<{ operatorName: string }> }>().result;
    expect(rows.map((row) => row.operatorName)).toEqual(["Administrator"]);
    expect(response.body.toLowerCase()).not.toContain(LOGIN_NAME);
  });
});

describe("a session cookie", () => {
  const routes = adminRoutes(app.registeredRoutes).filter((route) => route.method !== "HEAD");

  it("acts on no admin route without the web apps' request mark (an image, a link or a form cannot send it)", async () => {
    const session = await login();
    const asImage = {
      cookie: `lawfirm_session=${session}`,
      "sec-fetch-dest": "image",
      "sec-fetch-mode": "no-cors",
      "sec-fetch-site": "same-origin",
    };
    for (const route of routes) {
      const response = await app.inject({ method: route.method as "GET", url: concreteUrl(route.url), headers: asImage });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json<{ message: string }>().message).toBe("This request must come from the back office itself");
    }
    // The image did not sign anyone out: the session still opens the back office, from the app.
    const mine = await app.inject({
      method: "GET",
      url: "/api/admin/mine",
      headers: { cookie: `lawfirm_session=${session}`, ...requestMark },
    });
    expect(mine.statusCode).toBe(200);
    const quit = await app.inject({
      method: "GET",
      url: "/api/admin/quit",
      headers: { cookie: `lawfirm_session=${session}`, ...requestMark },
    });
    expect(quit.statusCode).toBe(200);
  });

  it("is Secure and __Host- prefixed when the public origin is https, and works under that name", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://www.example-firm.de" });
    const response = await secure.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: "admin", password: "Initial-Passw0rd" },
    });
    expect(response.statusCode).toBe(200);
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(["__Host-lawfirm_device", "__Host-lawfirm_session"]);
    for (const cookie of response.cookies) expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Strict" });
    expect(response.cookies.every((cookie) => cookie.domain === undefined)).toBe(true);
    const session = response.cookies.find((cookie) => cookie.name === "__Host-lawfirm_session")!.value;
    const mine = await secure.app.inject({
      method: "GET",
      url: "/api/admin/mine",
      headers: { cookie: `__Host-lawfirm_session=${session}`, ...requestMark },
    });
    expect(mine.statusCode).toBe(200);
    // Behind a proxy that passes its own Host on, a write from the public origin is still this site's.
    const write = (origin: string) =>
      secure.app.inject({
        method: "PUT",
        url: "/api/admin/modify-head-img",
        headers: { cookie: `__Host-lawfirm_session=${session}`, ...requestMark, origin, host: "127.0.0.1:8080" },
        payload: { headImg: "/api/upload/me.png" },
      });
    expect((await write("https://www.example-firm.de")).statusCode).toBe(200);
    expect((await write("https://evil.example")).statusCode).toBe(403);
    // The plain name is not read behind https: a sub-domain could have set it.
    const plain = await secure.app.inject({
      method: "GET",
      url: "/api/admin/mine",
      headers: { cookie: `lawfirm_session=${session}`, ...requestMark },
    });
    expect(plain.statusCode).toBe(401);
  });
});

describe("caching", () => {
  it("stores no back-office answer: the login, signed-in answers and their errors say no-store", async () => {
    const answers = [
      await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount: "nobody", password: "wrong-password" } }),
      await app.inject({ method: "GET", url: "/api/admin/mine", headers: auth }),
      await app.inject({ method: "GET", url: "/api/admin/latest-news", headers: auth }),
      await app.inject({ method: "GET", url: "/api/admin/mine" }),
      await app.inject({ method: "GET", url: "/api/admin/latest-news/999999", headers: auth }),
    ];
    for (const answer of answers) expect(answer.headers["cache-control"], answer.body).toBe("no-store");
  });
});

describe("security headers", () => {
  it("deny browser features no page uses, and pictures from other sites, on every answer", async () => {
    for (const url of ["/api/user/latest-news", "/api/admin/mine", "/api/no-such-thing", "/home"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["permissions-policy"], url).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      const imgSrc = String(response.headers["content-security-policy"]).match(/img-src ([^;]*)/)?.[1];
      expect(imgSrc, url).toBe("'self' data: blob:");
    }
  });
});

describe("addresses in content", () => {
  const external = "https://cdn.example.com/picture.jpg";
  const backOffice = "/API//admin/quit";
  const imageFields: Array<[string, "POST" | "PUT", string, (url: string) => object]> = [
    ["banner picture", "POST", "/api/admin/banner", (url) => ({ lang: "en_US", imgPath: url })],
    ["banner link", "POST", "/api/admin/banner", (url) => ({ lang: "en_US", imgPath: "/api/upload/b.png", linkUrl: url })],
    ["news cover", "POST", "/api/admin/lawfirm-honour", (url) => [{ ...article("en_US"), coverUrl: url }]],
    ["firm logo", "POST", "/api/admin/portal-config", (url) => ({ lang: "en_US", name: "Firm", iconUrl: url })],
    [
      "office picture",
      "POST",
      "/api/admin/portal-config",
      (url) => ({ lang: "en_US", name: "Firm", environmentList: [{ title: "Lobby", coverUrl: url }] }),
    ],
    ["practice area icon", "POST", "/api/admin/professionalField", (url) => [{ lang: "en_US", name: "Tax", iconUrl: url }]],
    ["avatar", "PUT", "/api/admin/modify-head-img", (url) => ({ headImg: url })],
  ];

  it.each(imageFields)("refuses the back office's API as a %s", async (_, method, url, body) => {
    const response = await app.inject({ method, url, headers: auth, payload: body(backOffice) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain("must not lead to the back office (/api/admin/…)");
  });

  it.each(imageFields.filter(([name]) => name !== "banner link"))(
    "refuses a picture from another site as a %s",
    async (_, method, url, body) => {
      const response = await app.inject({ method, url, headers: auth, payload: body(external) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        "must be an image on this site (an upload, /api/upload/…); images from other sites are not allowed",
      );
    },
  );
});
