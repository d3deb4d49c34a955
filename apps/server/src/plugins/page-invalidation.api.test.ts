import type { AnyArticle, PersonVersion } from "@lawfirm/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import {
  apiCaller,
  createFolder,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  newsAsSent,
  personAsSent,
  type ByLang,
} from "../../test/content-helpers.ts";
import { setClock } from "../db/database.ts";
import { addressTag, cdnKeys } from "../http/cache-tags.ts";
import { createTestApp } from "../../test/test-app.ts";
import { uploadFile } from "../../test/upload-helpers.ts";

/**
 * A built site whose pages ask for what the real site's loaders ask for (the site's configuration
 * on every page; the home page the banners, the latest news and the practice areas; …), each
 * page's body numbering its rendering: the same number again is the page cache's copy.
 */
const renderer = `export async function createRenderer({ fetch }) {
  let renders = 0;
  const callsOf = (route) => {
    if (route === "/home") return ["/api/user/banner", "/api/user/latest-news?pageNo=1&pageSize=3", "/api/user/professionalField/list"];
    if (route === "/news") return ["/api/user/latest-news?pageNo=1&pageSize=10"];
    if (route === "/people") return ["/api/user/lawyerTeam?pageNo=1&pageSize=10", "/api/user/office", "/api/user/job"];
    const detail = /^\\/(news|people)\\/detail\\/(\\d+)$/.exec(route);
    if (detail) return [(detail[1] === "news" ? "/api/user/latest-news/" : "/api/user/lawyerTeam/") + detail[2]];
    return [];
  };
  return async (request) => {
    const path = new URL(request.url).pathname;
    const [, locale, ...rest] = path.split("/");
    const lang = locale === "de" ? "de_DE" : "en_US";
    const statuses = [];
    for (const url of ["/api/user/portal-config", ...callsOf("/" + rest.join("/"))]) {
      statuses.push((await fetch(url, { headers: { lang } })).status);
    }
    renders += 1;
    return { kind: "page", status: 200, lang: locale, dir: "ltr", head: "<title>Page</title>",
      body: "<p>" + statuses.join(" ") + " render " + renders + "</p>", state: "{}", modules: [] };
  };
}`;

const { app, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const session = await login();
const token = `Bearer ${session}`;
const call = apiCaller(app, session);

/**
 * After a write the publication clock looks up the next scheduled change, and until it knows it
 * nothing is cached (decision 0035): settled once asking the cache no longer empties it.
 */
async function publicationClockSettled() {
  await vi.waitFor(() => {
    const generation = app.publicCache.generation;
    app.publicCache.get("publication clock settled?");
    expect(app.publicCache.generation).toBe(generation);
  });
}

/** A page's body: its API calls' statuses and the number of its rendering. */
async function page(path: string): Promise<string> {
  const response = await app.inject({ method: "GET", url: path });
  expect(response.statusCode, response.body).toBe(200);
  const body = /<p>(.*?)<\/p>/.exec(response.body)?.[1] ?? "";
  expect(body, `${path}: every API call answered`).toMatch(/^(200 )+render \d+$/);
  return body;
}

/** Renders each page (or takes it from the cache) and answers their bodies by address. */
async function pages(paths: readonly string[]): Promise<Record<string, string>> {
  await publicationClockSettled();
  const bodies: Record<string, string> = {};
  for (const path of paths) bodies[path] = await page(path);
  return bodies;
}

/** Which of the pages rendered anew since `before` (their cache entries were emptied). */
async function renderedAgain(before: Record<string, string>): Promise<string[]> {
  const after = await pages(Object.keys(before));
  return Object.keys(before).filter((path) => after[path] !== before[path]);
}

let folder: number;
let practiceArea: number;
let person: ByLang<PersonVersion>;
let otherPerson: ByLang<PersonVersion>;
let office: ByLang<{ lang: string; id: number; no: number }>;

async function createNews(title: string, extra: Record<string, unknown> = {}): Promise<AnyArticle> {
  const answer = await call<AnyArticle[]>("POST", "/api/admin/latest-news", [
    { lang: "en_US", title, content: `<p>${title}</p>`, coverUrl: "/api/upload/c.png", cataId: folder, isLink: 0, ...extra },
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result[0]!;
}

// Several writes in a row: on a busy machine longer than a hook's default 10 s.
beforeAll(async () => {
  folder = (await createFolder(call, "News", { langs: ["en_US"] })).en_US!.id;
  practiceArea = (await createPracticeArea<{ lang: string; id: number; no: number }>(call, "Tax", ["en_US"])).en_US!.id;
  office = await createReferenceItem<{ lang: string; id: number; no: number }>(call, "office", "Munich", ["en_US"]);
  person = await createPerson<PersonVersion>(call, { en_US: "Anna Berger" }, { office });
  otherPerson = await createPerson<PersonVersion>(call, { en_US: "Carl Dorn" }, { office });
}, 30_000);

describe("a back-office write empties the pages showing what it changed, and only those", () => {
  it("a news item's save empties its page, the news list and the home page in its language, not another item's page or the people", async () => {
    const changed = await createNews("Item A");
    // Item B has related items (those sharing its practice area); A has none, so is not among them.
    const other = await createNews("Item B", { proFieldIds: [practiceArea] });
    const before = await pages([
      `/en/news/detail/${changed.id}`,
      `/en/news/detail/${other.id}`,
      "/en/news",
      "/en/home",
      "/en/people",
      `/en/people/detail/${person.en_US!.id}`,
    ]);
    // Cached: asked again, each page is the same rendering.
    expect(await renderedAgain(before)).toEqual([]);

    const saved = await call("PUT", "/api/admin/latest-news", [{ ...newsAsSent(changed), title: "Item A, changed" }]);
    expect(saved.statusCode, saved.message).toBe(200);

    expect(await renderedAgain(before)).toEqual([`/en/news/detail/${changed.id}`, "/en/news", "/en/home"]);
  });

  it("a news item's save empties the pages of the items it is or may become related to", async () => {
    const shown = await createNews("Item C", { proFieldIds: [practiceArea] });
    const showing = await createNews("Item D", { proFieldIds: [practiceArea] });
    const joining = await createNews("Item E");
    const before = await pages([`/en/news/detail/${showing.id}`]);
    const saved = await call("PUT", "/api/admin/latest-news", [{ ...newsAsSent(shown), title: "Item C, changed" }]);
    expect(saved.statusCode, saved.message).toBe(200);
    expect(await renderedAgain(before)).toEqual([`/en/news/detail/${showing.id}`]);

    // An item without a practice area (whose save reached no other item's page) joins D's.
    const again = await pages([`/en/news/detail/${showing.id}`]);
    const joined = await call("PUT", "/api/admin/latest-news", [{ ...newsAsSent(joining), proFieldIds: [practiceArea] }]);
    expect(joined.statusCode, joined.message).toBe(200);
    expect(await renderedAgain(again)).toEqual([`/en/news/detail/${showing.id}`]);
  });

  it("a person's save empties their page and the pages that show them, not another person's page", async () => {
    const naming = await createNews("Naming Anna", { personIds: [person.en_US!.id] });
    const before = await pages([
      `/en/people/detail/${person.en_US!.id}`,
      `/en/people/detail/${otherPerson.en_US!.id}`,
      "/en/people",
      `/en/news/detail/${naming.id}`,
      "/en/news",
      "/en/home",
    ]);
    const saved = await call("PUT", "/api/admin/lawyerTeam", [{ ...personAsSent(person.en_US!), name: "Anna Berger-Ott" }]);
    expect(saved.statusCode, saved.message).toBe(200);
    expect(await renderedAgain(before)).toEqual([
      `/en/people/detail/${person.en_US!.id}`,
      "/en/people",
      `/en/news/detail/${naming.id}`,
      "/en/news",
      "/en/home",
    ]);
  });

  it("a save of the site's configuration empties every page, whose other reads stay kept", async () => {
    const news = await createNews("Any item");
    const paths = [`/en/news/detail/${news.id}`, "/en/news", "/en/home", "/en/people", `/en/people/detail/${person.en_US!.id}`];
    const before = await pages(paths);
    const saved = await call("POST", "/api/admin/portal-config", { lang: "en_US", name: "Example & Partners" });
    expect(saved.statusCode, saved.message).toBe(200);
    const inject = vi.spyOn(app, "inject");
    expect(await renderedAgain(before)).toEqual(paths);
    const requested = inject.mock.calls.map((args: unknown[]) => (args[0] as { url: string }).url);
    inject.mockRestore();
    // The configuration's answer made once, and the news item's detail, which counts a view: the
    // lists and the people kept.
    expect(requested.filter((url) => url.startsWith("/api/"))).toEqual(["/api/user/portal-config", `/api/user/latest-news/${news.id}`]);
  });

  it("an upload, and a write of what no page shows (an account's own picture, the icon library), empty no page", async () => {
    const news = await createNews("Beside an upload");
    const before = await pages([`/en/news/detail/${news.id}`, "/en/news", "/en/home", "/en/people"]);
    const portrait = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
      .png()
      .toBuffer();
    const uploaded = await uploadFile(app, session, { name: "portrait.png", bytes: portrait });
    expect(await renderedAgain(before)).toEqual([]);
    const pictured = await call("PUT", "/api/admin/modify-head-img", { headImg: uploaded.url });
    expect(pictured.statusCode, pictured.message).toBe(200);
    expect(await renderedAgain(before)).toEqual([]);
    const icon = await call<{ id: number }>("POST", "/api/admin/icon", { name: "Portrait", fileId: uploaded.fileId });
    expect(icon.statusCode, icon.message).toBe(200);
    expect((await call("DELETE", `/api/admin/icon/${icon.result.id}`)).statusCode).toBe(200);
    expect(await renderedAgain(before)).toEqual([]);
  });

  it("a person's save that moves the headline figures empties the configuration's answer, and with it every page", async () => {
    const shown = await call("POST", "/api/admin/portal-config", { lang: "en_US", name: "Example & Partners", isTotalPeopleVisible: 1 });
    expect(shown.statusCode, shown.message).toBe(200);
    const totalPeople = async () =>
      (await app.inject({ method: "GET", url: "/api/user/portal-config", headers: { lang: "en_US" } })).json<{
        result: { totalPeople: number };
      }>().result.totalPeople;
    const paths = ["/en/news", `/en/people/detail/${otherPerson.en_US!.id}`];
    const before = await pages(paths);
    const counted = await totalPeople();
    await createPerson<PersonVersion>(call, { en_US: "Eva Fink" }, { office });
    expect(await totalPeople()).toBe(counted + 1);
    expect(await renderedAgain(before)).toEqual(paths);
  });

  it("answers a page's reads the cache keeps without a request through Fastify, and notes their keys as the page's", async () => {
    const news = await createNews("Kept for the home page");
    await pages(["/en/home"]);
    // The same page at a new address renders anew, its reads all kept by the first rendering.
    const inject = vi.spyOn(app, "inject");
    const rendered = await page("/en/home?again");
    const requested = inject.mock.calls.map((args: unknown[]) => (args[0] as { url: string }).url);
    inject.mockRestore();
    expect(rendered).not.toBe((await pages(["/en/home"]))["/en/home"]);
    expect(requested).toEqual(["/en/home?again"]);

    const saved = await call("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news), title: "Kept, changed" }]);
    expect(saved.statusCode, saved.message).toBe(200);
    expect(await renderedAgain({ "/en/home?again": rendered })).toEqual(["/en/home?again"]);
  });

  it("renders a page once for the visitors who ask for it at the same time after a change emptied it", async () => {
    await pages(["/en/people"]);
    const saved = await call("POST", "/api/admin/portal-config", { lang: "en_US", name: "Example & Partners" });
    expect(saved.statusCode, saved.message).toBe(200);
    await publicationClockSettled();
    const bodies = await Promise.all([1, 2, 3, 4].map(() => page("/en/people")));
    expect(new Set(bodies).size, bodies.join(", ")).toBe(1);
  });

  it("names the keys of a cached answer in its Cache-Tag header, and of none that is not kept", async () => {
    const news = await createNews("Tagged");
    const list = await app.inject({ method: "GET", url: "/api/user/latest-news?pageNo=1&pageSize=10", headers: { lang: "en_US" } });
    expect(list.headers["cache-tag"]).toBe("news:list,news:*,person:list,person:*,practiceArea:list,practiceArea:*,folder,all");
    expect(list.headers["surrogate-key"]).toBe("news:list news:* person:list person:* practiceArea:list practiceArea:* folder all");
    expect(list.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    const fromCache = await app.inject({ method: "GET", url: "/api/user/latest-news?pageNo=1&pageSize=10", headers: { lang: "en_US" } });
    expect(fromCache.headers["cache-tag"]).toBe(list.headers["cache-tag"]);
    expect(fromCache.headers["surrogate-key"]).toBe(list.headers["surrogate-key"]);
    expect(fromCache.headers["cache-control"]).toBe(list.headers["cache-control"]);
    const personAnswer = await app.inject({ method: "GET", url: `/api/user/lawyerTeam/${person.en_US!.id}`, headers: { lang: "en_US" } });
    expect(personAnswer.headers["cache-tag"]).toBe(
      cdnKeys([`person:item:${person.en_US!.no}`, "practiceArea:list", "office", "job"]).join(","),
    );

    // An article's detail is never kept (it counts a view): no header; its page is, with the detail's keys.
    const detail = await app.inject({ method: "GET", url: `/api/user/latest-news/${news.id}`, headers: { lang: "en_US" } });
    expect(detail.headers["cache-tag"]).toBeUndefined();
    const rendered = await app.inject({ method: "GET", url: `/en/news/detail/${news.id}` });
    expect(rendered.headers["cache-tag"]).toBe(
      cdnKeys(
        [
          addressTag(`/en/news/detail/${news.id}`),
          "document",
          "firmFigures",
          "folder",
          `news:item:${news.no}`,
          "news:related",
          "person:list",
          "practiceArea:list",
          "siteConfig",
        ].sort(),
      ).join(","),
    );
    expect(rendered.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    const again = await app.inject({ method: "GET", url: `/en/news/detail/${news.id}` });
    expect(again.headers["cache-tag"]).toBe(rendered.headers["cache-tag"]);
    // Back-office answers carry none.
    const admin = await app.inject({ method: "GET", url: "/api/admin/lawyerTeam?pageNo=1&pageSize=10", headers: { authorization: token } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.headers["cache-tag"]).toBeUndefined();
    expect(admin.headers["surrogate-key"]).toBeUndefined();
    expect(admin.headers["cache-control"]).toBe("no-store");
  });

  it("a picture's description empties the pages naming its upload, and a deleted picture no page", async () => {
    const picture = (gray: number) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r: gray, g: gray, b: gray } } })
        .png()
        .toBuffer();
    const shown = await uploadFile(app, session, { name: "shown.png", bytes: await picture(40) });
    const other = await uploadFile(app, session, { name: "other.png", bytes: await picture(80) });
    const unused = await uploadFile(app, session, { name: "unused.png", bytes: await picture(120) });
    const showing = await createNews("Showing the picture", { coverUrl: shown.url });
    const notShowing = await createNews("Showing another", { coverUrl: other.url });
    const before = await pages([`/en/news/detail/${showing.id}`, `/en/news/detail/${notShowing.id}`, "/en/people"]);

    const described = await call("PUT", "/api/admin/media", {
      id: shown.fileId,
      texts: { en_US: { alt: "A grey square", caption: "" } },
      focalX: null,
      focalY: null,
      decorative: 0,
    });
    expect(described.statusCode, described.message).toBe(200);
    expect(await renderedAgain(before)).toEqual([`/en/news/detail/${showing.id}`]);

    const again = await pages(Object.keys(before));
    const deleted = await call("DELETE", `/api/admin/media/${unused.fileId}`);
    expect(deleted.statusCode, deleted.message).toBe(200);
    expect(await renderedAgain(again)).toEqual([]);
  });

  it("a redirect's write empties the page at the address it sends away or stops sending away, not the others", async () => {
    const before = await pages(["/en/news", "/en/home", "/en/people"]);
    const created = await call<{ id: number }>("POST", "/api/admin/redirects", {
      from: "/en/old-news",
      to: "/en/news",
      status: 301,
      note: "",
    });
    expect(created.statusCode, created.message).toBe(200);
    expect(await renderedAgain(before)).toEqual([]);

    // The news list's address sent away: its answer is the redirect, which a CDN keeps under the address's key.
    const moved = await call("PUT", `/api/admin/redirects/${created.result.id}`, {
      from: "/en/news",
      to: "/en/people",
      status: 301,
      note: "",
    });
    expect(moved.statusCode, moved.message).toBe(200);
    const redirected = await app.inject({ method: "GET", url: "/en/news" });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers["cache-tag"]).toBe(cdnKeys([addressTag("/en/news")]).join(","));
    const removed = await call("DELETE", `/api/admin/redirects/${created.result.id}`);
    expect(removed.statusCode, removed.message).toBe(200);
    expect(await renderedAgain(before)).toEqual(["/en/news"]);
    const rendered = await app.inject({ method: "GET", url: "/en/news" });
    expect(String(rendered.headers["cache-tag"]).split(",")).toContain(addressTag("/en/news"));
  });

  it("a scheduled publication falling due empties the pages showing its item, not the others", async () => {
    const scheduled = await createNews("Scheduled item");
    expect((await call("PUT", "/api/admin/latest-news/unpublish", { id: scheduled.id })).statusCode).toBe(200);
    const publishAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const publishing = await call("PUT", "/api/admin/latest-news/publish", { id: scheduled.id, publishAt });
    expect(publishing.statusCode, publishing.message).toBe(200);
    const before = await pages(["/en/news", "/en/home", "/en/people", `/en/people/detail/${person.en_US!.id}`]);
    try {
      setClock(() => new Date(Date.now() + 11 * 60_000));
      expect(await renderedAgain(before)).toEqual(["/en/news", "/en/home"]);
    } finally {
      setClock(undefined);
    }
  });
});
