import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Article, AuditEntry, Redirect, RedirectTest } from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { withTwoProcesses } from "../../../test/two-processes.ts";
import { openSqliteFile } from "../../db/connection.ts";

/** Every statement the app sends, counted: serving a redirect must not send one. */
const queries = { count: 0 };

// A site whose renderer knows a few pages: the home pages, one news item, and "/" leading home;
// a news item's page reads the item, as the real site's does (and so counts a view).
const PAGES = ["/en/home", "/de/home", "/en/news/detail/5", "/de/news/detail/5", "/en/about"];
const { app, db, config, login } = await createTestApp(
  {
    PUBLIC_URL: "https://www.firm.example",
    WEB_ROOT: fakeBuiltSite(`export async function createRenderer({ fetch }) {
      return async (request) => {
        const url = new URL(request.url);
        if (url.pathname === "/") return { kind: "redirect", status: 302, location: "/en/home" };
        const news = /^\\/en\\/news\\/detail\\/(\\d+)$/.exec(url.pathname);
        const read = news ? await fetch("/api/user/latest-news/" + news[1], { headers: { lang: "en_US" } }) : undefined;
        const found = ${JSON.stringify(PAGES)}.includes(url.pathname) || read?.status === 200;
        return { kind: "page", status: found ? 200 : 404, lang: "en", dir: "ltr",
          head: "<title>Page</title>", body: "<p>page " + url.pathname + "</p>", state: "{}", modules: [] };
      };
    }`),
  },
  { onQuery: () => void (queries.count += 1) },
);
const call = apiCaller(app, await login());

const create = (body: Record<string, unknown>, caller = call) => caller<Redirect>("POST", "/api/admin/redirects", body);
const update = (id: number, body: Record<string, unknown>) => call<Redirect>("PUT", `/api/admin/redirects/${id}`, body);
const remove = (id: number) => call<Redirect>("DELETE", `/api/admin/redirects/${id}`);
const list = (query = "") => call<Redirect[]>("GET", `/api/admin/redirects?pageSize=100${query}`);
const tryAddress = (address: string, caller = call) =>
  caller<RedirectTest>("GET", `/api/admin/redirects/test?path=${encodeURIComponent(address)}`);
const visit = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" | "POST" = "GET") =>
  app.inject({ method, url, headers });

async function created(body: Record<string, unknown>): Promise<Redirect> {
  const answer = await create(body);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result;
}

beforeEach(async () => {
  await db.deleteFrom("redirects").execute();
});

describe("keeping redirects", () => {
  it("stores an old address in its one form, as a permanent redirect unless told otherwise", async () => {
    const redirect = await created({ from: "alt/team/anwälte.html/", to: "/en/about", note: "Old website" });
    expect(redirect).toEqual({
      id: expect.any(Number),
      from: "/alt/team/anw%C3%A4lte.html",
      to: "/en/about",
      status: 301,
      note: "Old website",
      createdBy: "Administrator",
      createTime: expect.any(String),
      updateTime: redirect.createTime,
      hits: 0,
      lastHitTime: null,
    });
    expect((await list()).result).toEqual([redirect]);
  });

  it("stores an address of this very site (PUBLIC_URL) as the path it names", async () => {
    const redirect = await created({ from: "/old", to: "https://www.firm.example/en/news/detail/5?x=1" });
    expect(redirect.to).toBe("/en/news/detail/5?x=1");
    const elsewhere = await created({ from: "/older", to: "https://partner.example/page" });
    expect(elsewhere.to).toBe("https://partner.example/page");
  });

  it("finds redirects by a part of the old address, the target or the note, and pages them", async () => {
    await created({ from: "/alt/Kanzlei", to: "/en/about", note: "Kanzleiseite" });
    await created({ from: "/alt/jobs", to: "https://careers.example/firm" });
    await created({ from: "/alt/kontakt", status: 410 });
    expect((await list("&keyword=kanzlei")).result.map((redirect) => redirect.from)).toEqual(["/alt/Kanzlei"]);
    expect((await list("&keyword=CAREERS")).result.map((redirect) => redirect.from)).toEqual(["/alt/jobs"]);
    expect((await list("&keyword=100%25")).result).toEqual([]);
    const page = await call<Redirect[]>("GET", "/api/admin/redirects?pageSize=2&page=2");
    expect(page.result.map((redirect) => redirect.from)).toEqual(["/alt/kontakt"]);
    expect(page.pageable).toEqual({ pageNo: 2, pageSize: 2, totalCount: 3 });
  });

  it("changes a redirect, keeping who created it and when", async () => {
    const redirect = await created({ from: "/alt/a", to: "/en/about" });
    const changed = await update(redirect.id, { from: "/alt/a", to: "/en/home", status: 302, note: "For the summer" });
    expect(changed.statusCode).toBe(200);
    expect(changed.result).toMatchObject({
      id: redirect.id,
      to: "/en/home",
      status: 302,
      note: "For the summer",
      createdBy: "Administrator",
    });
    expect(changed.result.createTime).toBe(redirect.createTime);
    const gone = await update(redirect.id, { from: "/alt/a", status: 410 });
    expect(gone.result).toMatchObject({ to: null, status: 410, note: null });
  });

  it("deletes a redirect and answers it as it was; an unknown one is not found", async () => {
    const redirect = await created({ from: "/alt/a", to: "/en/about" });
    const deleted = await remove(redirect.id);
    expect(deleted.result).toEqual(redirect);
    expect((await list()).result).toEqual([]);
    expect((await remove(redirect.id)).statusCode).toBe(404);
    expect((await update(redirect.id, { from: "/alt/a", to: "/en/about" })).statusCode).toBe(404);
  });

  it("records each create, change and delete in the audit log, named by the old address", async () => {
    const redirect = await created({ from: "/alt/audited", to: "/en/about" });
    await update(redirect.id, { from: "/alt/audited", to: "/en/home" });
    await remove(redirect.id);
    const entries = (await call<AuditEntry[]>("GET", "/api/admin/audit?kind=redirect&pageSize=3")).result;
    expect(entries.map((entry) => [entry.action, entry.itemId, entry.summary, entry.endpoint])).toEqual([
      ["delete", redirect.id, "/alt/audited", "DELETE /admin/redirects/:id"],
      ["update", redirect.id, "/alt/audited", "PUT /admin/redirects/:id"],
      ["create", redirect.id, "/alt/audited", "POST /admin/redirects"],
    ]);
  });
});

describe("redirects refused", () => {
  const problems = (answer: { statusCode: number; errors: { field: string; message: string }[] }) => {
    expect(answer.statusCode).toBe(400);
    return answer.errors.map((error) => [error.field, error.message]);
  };

  it("an old address that already has a redirect, however it is spelled", async () => {
    const first = await created({ from: "/alt/team", to: "/en/about" });
    expect(problems(await create({ from: "/alt//team/", to: "/en/home" }))).toEqual([
      ["body.from", `already has redirect ${first.id} (/alt/team → /en/about)`],
    ]);
    // Letter case counts: another address.
    expect((await create({ from: "/Alt/Team", to: "/en/home" })).statusCode).toBe(200);
  });

  it("a redirect to its own old address", async () => {
    expect(problems(await create({ from: "/alt/a", to: "/alt/a/?x=1" }))).toEqual([
      ["body.to", "must lead to another address than the old one"],
    ]);
    expect(problems(await create({ from: "/alt/a", to: "https://www.firm.example/alt/a" }))).toEqual([
      ["body.to", "must lead to another address than the old one"],
    ]);
  });

  it("a target that is itself redirected (a chain), naming the other redirect", async () => {
    const onward = await created({ from: "/alt/b", to: "/en/about" });
    expect(problems(await create({ from: "/alt/a", to: "/alt/b?x=1" }))).toEqual([
      [
        "body.to",
        `is itself redirected by redirect ${onward.id} (/alt/b → /en/about): point this one straight at its target, so that a visitor takes one hop`,
      ],
    ]);
    const gone = await created({ from: "/alt/gone", status: 410 });
    expect(problems(await create({ from: "/alt/c", to: "/alt/gone" }))[0]?.[1]).toContain(`redirect ${gone.id} (/alt/gone → gone (410))`);
  });

  it("an old address that another redirect leads to (a chain the other way), naming it", async () => {
    const leading = await created({ from: "/alt/a", to: "/alt/b" });
    expect(problems(await create({ from: "/alt/b/", to: "/en/about" }))).toEqual([
      ["body.from", `is where redirect ${leading.id} (/alt/a) leads: change that one first, so that a visitor takes one hop`],
    ]);
    expect(problems(await create({ from: "/alt/b", status: 410 }))[0]?.[0]).toBe("body.from");
  });

  it("a loop of two, and a change that would make a chain; a change of a redirect's own fields is no chain", async () => {
    const there = await created({ from: "/alt/a", to: "/alt/b" });
    expect(problems(await create({ from: "/alt/b", to: "/alt/a" })).map(([field]) => field)).toEqual(["body.from", "body.to"]);
    const other = await created({ from: "/alt/c", to: "/en/about" });
    expect(problems(await update(other.id, { from: "/alt/c", to: "/alt/a" }))[0]?.[0]).toBe("body.to");
    expect(problems(await update(other.id, { from: "/alt/b", to: "/en/about" }))[0]?.[0]).toBe("body.from");
    expect((await update(there.id, { from: "/alt/a", to: "/alt/b", note: "unchanged target" })).statusCode).toBe(200);
  });

  it.each([
    "/api/user/banner",
    "/admin",
    "/admin/redirects",
    "/admin-login",
    "/assets/index.js",
    "/preview/de/home",
    "/robots.txt",
    "/sitemap.xml",
  ])("an address the server answers itself: %s", async (from) => {
    const [[field, text] = []] = problems(await create({ from, to: "/en/about" }));
    expect(field).toBe("body.from");
    expect(text).toMatch(/^starts with \/[\w-.]+, an address the server answers itself: it cannot be redirected$/);
  });

  it.each(["/", "/home", "/de", "/de/home", "/zh/"])("a home page: %s", async (from) => {
    expect(problems(await create({ from, to: "/en/about" }))).toEqual([["body.from", "is a home page, which cannot be redirected"]]);
  });

  it.each(["https://old.example/team", "//old.example/team", "/alt team", "", "/a\\b"])(
    "an old address that is no site path: %j",
    async (from) => {
      expect(problems(await create({ from, to: "/en/about" }))[0]?.[0]).toBe("body.from");
    },
  );

  it("an old address with a query or a fragment", async () => {
    expect(problems(await create({ from: "/alt/team?id=5", to: "/en/about" }))[0]?.[1]).toMatch(/must not carry a query/);
    expect(problems(await create({ from: "/alt/team#top", to: "/en/about" }))[0]?.[0]).toBe("body.from");
  });

  it.each([
    "http://old.example/x",
    "ftp://old.example/x",
    "//evil.example/x",
    "javascript:alert(1)",
    "https://",
    "en/about",
    "/api/admin/quit",
  ])("a target that is neither a site path nor an https address: %j", async (to) => {
    expect(problems(await create({ from: "/alt/a", to }))[0]?.[0]).toBe("body.to");
  });

  it("a redirect without a target, a gone address with one, and a status other than 301, 302 and 410", async () => {
    expect(problems(await create({ from: "/alt/a" }))).toEqual([["body.to", "is required: say where the old address leads"]]);
    expect(problems(await create({ from: "/alt/a", to: "/en/about", status: 410 }))).toEqual([
      ["body.to", "must be empty: a gone address (410) leads nowhere"],
    ]);
    expect(problems(await create({ from: "/alt/a", to: "/en/about", status: 307 }))[0]?.[0]).toBe("body.status");
    expect((await list()).result).toEqual([]);
  });

  it("words the refusal in the reader's language", async () => {
    const onward = await created({ from: "/alt/b", to: "/en/about" });
    const answer = await call("POST", "/api/admin/redirects", { from: "/alt/a", to: "/alt/b" }, { "accept-language": "de" });
    expect(answer.errors[0]?.message).toBe(
      `wird selbst durch Weiterleitung ${onward.id} weitergeleitet (/alt/b → /en/about): Lassen Sie diese Weiterleitung direkt auf das Ziel zeigen, damit Besucher nur einen Schritt brauchen`,
    );
    const reserved = await call("POST", "/api/admin/redirects", { from: "/api/x", to: "/en/about" }, { "accept-language": "zh-CN" });
    expect(reserved.errors[0]?.message).toBe("以 /api 开头，这是服务器自己响应的地址，不能重定向");
  });
});

describe("serving redirects", () => {
  it("answers a permanent redirect before the site's page, passing the query on, for GET and HEAD", async () => {
    await created({ from: "/alt/team/mueller.html", to: "/en/news/detail/5" });
    const answer = await visit("/alt/team/mueller.html?utm_source=letter&x=%C3%BC");
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe("/en/news/detail/5?utm_source=letter&x=%C3%BC");
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers["content-security-policy"]).toBeDefined();
    const head = await visit("/alt/team/mueller.html/", {}, "HEAD");
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("/en/news/detail/5");
    expect(head.body).toBe("");
    // Only GET and HEAD are redirected.
    expect((await visit("/alt/team/mueller.html", {}, "POST")).statusCode).toBe(404);
  });

  it("keeps a target's own query and fragment, and leads off the site as written", async () => {
    await created({ from: "/alt/a", to: "/en/about?tab=team#partners" });
    await created({ from: "/alt/b", to: "https://careers.example/firm" });
    expect((await visit("/alt/a?x=1")).headers.location).toBe("/en/about?tab=team#partners");
    expect((await visit("/alt/b?x=1")).headers.location).toBe("https://careers.example/firm?x=1");
  });

  it("answers a temporary redirect with a short cache time", async () => {
    await created({ from: "/alt/summer", to: "/en/about", status: 302 });
    const answer = await visit("/alt/summer");
    expect(answer.statusCode).toBe(302);
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("answers a gone address with 410 and a page in the address's language, or the visitor's", async () => {
    await created({ from: "/de/news/alter-titel", status: 410 });
    await created({ from: "/alt/gone", status: 410 });
    const german = await visit("/de/news/alter-titel");
    expect(german.statusCode).toBe(410);
    expect(german.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(german.headers["cache-control"]).toBe("public, max-age=3600");
    expect(german.body).toContain("<title>Diese Seite gibt es nicht mehr</title>");
    expect(german.body).toContain('<a href="/de/home">Zur Startseite</a>');
    const chinese = await visit("/alt/gone", { "accept-language": "zh-CN,zh;q=0.9" });
    expect(chinese.body).toContain("此页面已不存在");
    expect(chinese.headers.vary).toContain("accept-language");
    const head = await visit("/alt/gone", {}, "HEAD");
    expect([head.statusCode, head.body]).toEqual([410, ""]);
  });

  it("matches an address however a browser spells it, but not in another letter case", async () => {
    await created({ from: "/alt/anwälte", to: "/en/about" });
    expect((await visit("/alt/anw%C3%A4lte")).statusCode).toBe(301);
    expect((await visit("/alt/anw%c3%a4lte/")).statusCode).toBe(301);
    expect((await visit("/alt//anw%C3%A4lte")).statusCode).toBe(301);
    expect((await visit("/Alt/anw%C3%A4lte")).statusCode).toBe(404);
  });

  it("leaves every other address to the site", async () => {
    await created({ from: "/alt/a", to: "/en/about" });
    expect((await visit("/en/news/detail/5")).statusCode).toBe(200);
    expect((await visit("/alt/b")).statusCode).toBe(404);
    expect((await visit("/")).statusCode).toBe(302);
  });

  it("never answers an address the server owns with a redirect, even one stored before it was refused", async () => {
    const now = new Date().toISOString();
    await db
      .insertInto("redirects")
      .values({
        fromPath: "/api/common/language",
        toTarget: "/en/about",
        targetPath: "/en/about",
        statusCode: 301,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto("redirects")
      .values({ fromPath: "/robots.txt", toTarget: "/en/about", targetPath: "/en/about", statusCode: 301, createdAt: now, updatedAt: now })
      .execute();
    await created({ from: "/alt/a", to: "/en/about" });
    expect((await visit("/api/common/language")).statusCode).toBe(200);
    expect((await visit("/robots.txt")).statusCode).toBe(200);
  });

  it("counts the visits it answers and writes them in a batch", async () => {
    const redirect = await created({ from: "/alt/counted", to: "/en/about" });
    for (let visitNo = 0; visitNo < 3; visitNo += 1) await visit("/alt/counted");
    expect((await list()).result[0]?.hits).toBe(0);
    await app.redirectHits.flush();
    const [counted] = (await list()).result;
    expect(counted).toMatchObject({ id: redirect.id, hits: 3, lastHitTime: expect.any(String) });
    await visit("/alt/counted");
    await app.redirectHits.flush();
    expect((await list()).result[0]?.hits).toBe(4);
  });
});

describe("the redirects in memory", () => {
  it("serves every visit from memory: no query after the first", async () => {
    await created({ from: "/alt/a", to: "/en/about" });
    expect((await visit("/alt/a")).statusCode).toBe(301);
    const before = queries.count;
    for (let visitNo = 0; visitNo < 20; visitNo += 1) {
      expect((await visit(`/alt/a?visit=${visitNo}`)).statusCode).toBe(301);
      expect((await visit("/alt/not-redirected", {}, "HEAD")).statusCode).toBe(404);
    }
    expect(queries.count).toBe(before);
  });

  it("is read again after a change: a new target, a deleted redirect", async () => {
    const redirect = await created({ from: "/alt/a", to: "/en/about" });
    expect((await visit("/alt/a")).headers.location).toBe("/en/about");
    await update(redirect.id, { from: "/alt/a", to: "/en/home" });
    expect((await visit("/alt/a")).headers.location).toBe("/en/home");
    await remove(redirect.id);
    expect((await visit("/alt/a")).statusCode).toBe(404);
  });

  describe.runIf(process.env.TEST_DIALECT === "sqlite")("of a SQLite server", () => {
    it("learns of a redirect another process wrote to the database file", async () => {
      expect((await visit("/alt/other")).statusCode).toBe(404);
      const other = openSqliteFile(path.join(config.dataDir, "lawfirm.sqlite"));
      try {
        const now = new Date().toISOString();
        other
          .prepare(
            "insert into redirects (from_path, to_target, target_path, status_code, created_at, updated_at) values (?, ?, ?, 301, ?, ?)",
          )
          .run("/alt/other", "/en/about", "/en/about", now, now);
      } finally {
        other.close();
      }
      // The server sees another connection's commit from the next turn of its event loop.
      await nextTurn();
      expect((await visit("/alt/other")).headers.location).toBe("/en/about");
    });
  });
});

// Two server processes on one PostgreSQL server: a redirect added through one is served by the other.
const databaseUrl = process.env.TEST_DIALECT === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
describe.runIf(databaseUrl)("the redirects of several server processes on one PostgreSQL database", () => {
  it("are served by every process as soon as one of them changes them", async () => {
    await withTwoProcesses(databaseUrl!, async ({ first, second, token }) => {
      const firstCall = apiCaller(first, token);
      const read = async () => (await second.inject({ method: "GET", url: "/alt/shared" })).headers.location;
      expect(await read()).toBeUndefined();
      const redirect = await create({ from: "/alt/shared", to: "/en/about" }, firstCall);
      expect(redirect.statusCode, redirect.message).toBe(200);
      await expect.poll(read, { timeout: 2_000, interval: 20 }).toBe("/en/about");
      await firstCall("PUT", `/api/admin/redirects/${redirect.result.id}`, { from: "/alt/shared", to: "/en/home" });
      await expect.poll(read, { timeout: 2_000, interval: 20 }).toBe("/en/home");
    });
  });
});

describe("trying an address", () => {
  it("names the redirect that matches, where it leads and what the target answers, without counting a visit", async () => {
    const redirect = await created({ from: "/alt/team/mueller.html", to: "/en/news/detail/5" });
    const answer = await tryAddress("/alt/team/mueller.html?ref=letter");
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toEqual({
      path: "/alt/team/mueller.html?ref=letter",
      redirect,
      status: 301,
      location: "/en/news/detail/5?ref=letter",
      targetStatus: 200,
    });
    await app.redirectHits.flush();
    expect((await list()).result[0]?.hits).toBe(0);
  });

  it("counts no view of the article whose page it tries, rendered or cached; a visitor's read of that page counts", async () => {
    const folder = (await createFolder(call, "Tried", { type: 0, langs: ["en_US"] })).en_US!.id;
    const news = await call<Article[]>("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Tried", coverUrl: "/api/upload/cover.png", content: "<p>Text</p>", cataId: folder, isLink: 0 },
    ]);
    expect(news.statusCode, news.message).toBe(200);
    const id = news.result[0]!.id;
    await created({ from: "/alt/tried", to: `/en/news/detail/${id}` });
    const views = async () => {
      await app.articleViews.flush();
      return (await db.selectFrom("articles").select("views").where("id", "=", id).executeTakeFirstOrThrow()).views;
    };
    // Tried twice: the target's page is rendered for the first try and taken from the cache for the second.
    for (let tryNo = 0; tryNo < 2; tryNo += 1)
      expect((await tryAddress("/alt/tried")).result).toMatchObject({ status: 301, targetStatus: 200 });
    expect(await views()).toBe(0);
    expect((await visit(`/en/news/detail/${id}`)).statusCode).toBe(200);
    expect(await views()).toBe(1);
  });

  it("takes a whole address of the site, and says what the target answers when it is missing or off the site", async () => {
    await created({ from: "/alt/missing", to: "/en/news/detail/6" });
    await created({ from: "/alt/away", to: "https://partner.example/" });
    expect((await tryAddress("https://www.firm.example/alt/missing")).result).toMatchObject({ status: 301, targetStatus: 404 });
    expect((await tryAddress("/alt/away")).result).toMatchObject({ status: 301, location: "https://partner.example/", targetStatus: null });
  });

  it("says what the site answers an address without a redirect: its page, a missing page, the site's own redirect", async () => {
    expect((await tryAddress("/en/about")).result).toEqual({
      path: "/en/about",
      redirect: null,
      status: 200,
      location: null,
      targetStatus: null,
    });
    expect((await tryAddress("/alt/nothing")).result).toMatchObject({ redirect: null, status: 404 });
    expect((await tryAddress("/")).result).toMatchObject({ redirect: null, status: 302, location: "/en/home", targetStatus: 200 });
  });

  it("refuses an address the server answers itself", async () => {
    const answer = await tryAddress("/api/admin/quit");
    expect(answer.statusCode).toBe(400);
    expect(answer.errors[0]?.field).toBe("query.path");
  });
});

describe("who may keep redirects", () => {
  it("an editor may; a translator may neither read, try nor change them", async () => {
    const editor = apiCaller(app, (await createColleague(app, call, { loginAccount: "editor-redirects", role: "editor" })).token);
    const translator = apiCaller(
      app,
      (await createColleague(app, call, { loginAccount: "translator-redirects", role: "translator", languages: ["de_DE"] })).token,
    );
    const made = await create({ from: "/alt/by-editor", to: "/en/about" }, editor);
    expect(made.statusCode).toBe(200);
    expect(made.result.createdBy).toBe("editor editor-redirects");
    expect((await translator("GET", "/api/admin/redirects")).statusCode).toBe(403);
    expect((await tryAddress("/alt/by-editor", translator)).statusCode).toBe(403);
    expect((await create({ from: "/alt/by-translator", to: "/en/about" }, translator)).statusCode).toBe(403);
    expect((await translator("PUT", `/api/admin/redirects/${made.result.id}`, { from: "/alt/x", to: "/en/about" })).statusCode).toBe(403);
    expect((await translator("DELETE", `/api/admin/redirects/${made.result.id}`)).statusCode).toBe(403);
    expect((await apiCaller(app, null)("GET", "/api/admin/redirects")).statusCode).toBe(401);
  });
});
