import type { AddressedItem, AddressTarget, AnyArticle, PracticeArea } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, newsAsSent, type ByLang } from "../../../test/content-helpers.ts";
import { sitemapText } from "../../../test/sitemap-reader.ts";
import { createTestApp } from "../../../test/test-app.ts";

// Readable addresses (decision 0054): each version's slug, made from its title or given by the
// editor, unique per kind and language; what a slug leads to (`GET /user/addresses/{kind}/{slug}`),
// old slugs leading to the new one, and 410 for what was deleted or taken off the site.

const { app, login } = await createTestApp();
const admin = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const folder = await createFolder(admin, "Address news", { type: 0 });

type Article = AnyArticle;
const byLang = <T extends { lang: string }>(versions: readonly T[]): ByLang<T> =>
  Object.fromEntries(versions.map((version) => [version.lang, version]));

/** A news item in the given languages (published at once, as the specification's clients save). */
async function createNews(titles: Record<string, string>, more: (lang: string) => Record<string, unknown> = () => ({}), query = "") {
  const answer = await admin<Article[]>(
    "POST",
    `/api/admin/latest-news${query}`,
    Object.entries(titles).map(([lang, title]) => ({
      lang,
      title,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Text</p>",
      cataId: folder[lang]!.id,
      isLink: 0,
      ...more(lang),
    })),
  );
  expect(answer.statusCode, answer.message).toBe(200);
  return byLang(answer.result);
}

const resolve = (kind: string, slug: string, lang: string) =>
  anonymous<AddressTarget>("GET", `/api/user/addresses/${kind}/${slug}`, undefined, { lang });

describe("a version's slug", () => {
  it("is made from its title in its language: umlauts spelled out, Chinese in pinyin, digits kept", async () => {
    const news = await createNews({
      de_DE: "Größere Übernahme: Fusionskontrolle 2026",
      en_US: "Mergers & Acquisitions",
      zh_CN: "并购交易",
    });
    expect(news.de_DE!.slug).toBe("groessere-uebernahme-fusionskontrolle-2026");
    expect(news.en_US!.slug).toBe("mergers-and-acquisitions");
    expect(news.zh_CN!.slug).toBe("bing-gou-jiao-yi");
  });

  it("takes the first free number when another version of the kind and language has it; other kinds and languages do not count", async () => {
    const first = await createNews({ de_DE: "Gleicher Titel", en_US: "Gleicher Titel" });
    const second = await createNews({ de_DE: "Gleicher Titel" });
    const third = await createNews({ de_DE: "Gleicher Titel!" });
    expect([first.de_DE!.slug, first.en_US!.slug, second.de_DE!.slug, third.de_DE!.slug]).toEqual([
      "gleicher-titel",
      "gleicher-titel",
      "gleicher-titel-2",
      "gleicher-titel-3",
    ]);
    const area = await admin<PracticeArea[]>("POST", "/api/admin/professionalField", [{ lang: "de_DE", name: "Gleicher Titel" }]);
    expect(area.statusCode, area.message).toBe(200);
    expect(area.result[0]!.slug).toBe("gleicher-titel");
  });

  it("is the editor's when given (trimmed, in lower case), and stays when a later save leaves it out, whatever the title", async () => {
    const news = await createNews({ en_US: "Own address" }, () => ({ slug: "  Our-Annual-Report-2026 " }));
    expect(news.en_US!.slug).toBe("our-annual-report-2026");
    const renamed = await admin<Article[]>("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), title: "A new title" }]);
    expect(renamed.statusCode, renamed.message).toBe(200);
    expect(renamed.result[0]!.slug).toBe("our-annual-report-2026");
    const remade = await admin<Article[]>("PUT", "/api/admin/latest-news", [
      { ...newsAsSent(news.en_US!), title: "A new title", slug: "" },
    ]);
    expect(remade.result[0]!.slug).toBe("a-new-title");
  });

  it.each([
    ["Mit Leerzeichen", "must be lower-case letters and digits"],
    ["ümlaut", "must be lower-case letters and digits"],
    ["two--hyphens", "must be lower-case letters and digits"],
    ["-leading", "must be lower-case letters and digits"],
    ["2026", "must be lower-case letters and digits"],
    ["a".repeat(81), "at most 80"],
  ])("refuses %s, naming the version's field", async (slug, words) => {
    const answer = await admin("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Refused", slug, coverUrl: "/api/upload/cover.png", cataId: folder.en_US!.id, isLink: 0 },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual([expect.objectContaining({ field: "body.0.slug" })]);
    expect(answer.message).toContain(words);
  });

  it("refuses a slug another version of the kind and language has, naming that version, and writes nothing", async () => {
    const taken = await createNews({ en_US: "The taken one" }, () => ({ slug: "taken-address" }));
    const before = await admin<Article[]>("GET", "/api/admin/latest-news?pageNo=1&pageSize=1&lang=en_US");
    const answer = await admin("POST", "/api/admin/latest-news", [
      { lang: "en_US", title: "Wants it", slug: "taken-address", coverUrl: "/api/upload/cover.png", cataId: folder.en_US!.id, isLink: 0 },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual([expect.objectContaining({ field: "body.0.slug", lang: "en_US" })]);
    expect(answer.message).toContain("This address is already used by “The taken one”");
    const german = await admin(
      "POST",
      "/api/admin/latest-news",
      [{ lang: "en_US", title: "Wants it", slug: "taken-address", coverUrl: "/api/upload/cover.png", cataId: folder.en_US!.id, isLink: 0 }],
      { "accept-language": "de" },
    );
    expect(german.message).toContain("Diese Adresse verwendet bereits „The taken one“");
    const after = await admin<Article[]>("GET", "/api/admin/latest-news?pageNo=1&pageSize=1&lang=en_US");
    expect(after.pageable?.totalCount).toBe(before.pageable?.totalCount);
    // Its own slug is no clash.
    const same = await admin("PUT", "/api/admin/latest-news", [{ ...newsAsSent(taken.en_US!), slug: "taken-address" }]);
    expect(same.statusCode, same.message).toBe(200);
  });
});

describe("what a slug leads to", () => {
  it("answers the public version that has it in the request's language; 404 for a slug that never was", async () => {
    const news = await createNews({ de_DE: "Wohin es führt", en_US: "Where it leads" });
    expect((await resolve("news", "wohin-es-fuehrt", "de_DE")).result).toEqual({ id: news.de_DE!.id, slug: "wohin-es-fuehrt" });
    expect((await resolve("news", "where-it-leads", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "where-it-leads" });
    // Another language's slug, or another kind's, is no address here.
    expect((await resolve("news", "where-it-leads", "de_DE")).statusCode).toBe(404);
    expect((await resolve("case", "where-it-leads", "en_US")).statusCode).toBe(404);
    expect((await resolve("news", "never-was", "en_US")).statusCode).toBe(404);
    expect((await resolve("article", "where-it-leads", "en_US")).statusCode).toBe(400);
  });

  it("leads an old slug to the version's slug now, and a new version may take an old slug for itself", async () => {
    const news = await createNews({ en_US: "Before the move" });
    const moved = await admin<Article[]>("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), slug: "after-the-move" }]);
    expect(moved.statusCode, moved.message).toBe(200);
    expect((await resolve("news", "before-the-move", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "after-the-move" });
    // Moving back: the current slug leads to it, no loop.
    const back = await admin<Article[]>("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), slug: "before-the-move" }]);
    expect(back.statusCode, back.message).toBe(200);
    expect((await resolve("news", "before-the-move", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "before-the-move" });
    expect((await resolve("news", "after-the-move", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "before-the-move" });
    // Another item claims the old slug: it is that item's address from now on.
    const claimant = await createNews({ en_US: "After the move" });
    expect(claimant.en_US!.slug).toBe("after-the-move");
    expect((await resolve("news", "after-the-move", "en_US")).result).toEqual({ id: claimant.en_US!.id, slug: "after-the-move" });
  });

  it("changes a published version's address only when its draft is published", async () => {
    const news = await createNews({ en_US: "Published address" });
    const draft = await admin<Article[]>("PUT", "/api/admin/latest-news?saveAs=draft", [
      { ...newsAsSent(news.en_US!), slug: "drafted-address" },
    ]);
    expect(draft.statusCode, draft.message).toBe(200);
    expect(draft.result[0]!.slug).toBe("published-address");
    expect(draft.result[0]!.draft?.slug).toBe("drafted-address");
    expect((await resolve("news", "published-address", "en_US")).result.slug).toBe("published-address");
    expect((await resolve("news", "drafted-address", "en_US")).statusCode).toBe(404);
    const published = await admin<Article[]>("PUT", "/api/admin/latest-news/publish", { id: news.en_US!.id });
    expect(published.statusCode, published.message).toBe(200);
    expect(published.result[0]!.slug).toBe("drafted-address");
    expect((await resolve("news", "published-address", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "drafted-address" });
  });

  it("answers 410 while a version is taken off the site, at its slug and its old ones, and leads there again once it is back", async () => {
    const news = await createNews({ en_US: "Off and on" });
    await admin("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), slug: "off-and-on-again" }]);
    expect((await admin("PUT", "/api/admin/latest-news/unpublish", { id: news.en_US!.id })).statusCode).toBe(200);
    expect((await resolve("news", "off-and-on-again", "en_US")).statusCode).toBe(410);
    const gone = await resolve("news", "off-and-on", "en_US");
    expect(gone.statusCode).toBe(410);
    expect(gone.message).toBe("This page is no longer available.");
    expect((await admin("PUT", "/api/admin/latest-news/publish", { id: news.en_US!.id })).statusCode).toBe(200);
    expect((await resolve("news", "off-and-on-again", "en_US")).result).toEqual({ id: news.en_US!.id, slug: "off-and-on-again" });
    expect((await resolve("news", "off-and-on", "en_US")).result.slug).toBe("off-and-on-again");
  });

  it("answers 404 for a draft that was never public, and 410 at every address of a deleted item", async () => {
    const draft = await createNews({ en_US: "Never public" }, () => ({}), "?saveAs=draft");
    expect((await resolve("news", "never-public", "en_US")).statusCode).toBe(404);
    const news = await createNews({ de_DE: "Gelöscht", en_US: "Deleted" });
    await admin("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), slug: "deleted-later" }]);
    expect((await admin("DELETE", `/api/admin/latest-news?no=${news.en_US!.no}`)).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/admin/latest-news?no=${draft.en_US!.no}`)).statusCode).toBe(200);
    for (const [slug, lang] of [
      ["deleted", "en_US"],
      ["deleted-later", "en_US"],
      ["geloescht", "de_DE"],
    ] as const) {
      expect((await resolve("news", slug, lang)).statusCode, slug).toBe(410);
    }
    // A new item may take a deleted one's address.
    const successor = await createNews({ en_US: "Deleted" });
    expect(successor.en_US!.slug).toBe("deleted");
    expect((await resolve("news", "deleted", "en_US")).result.id).toBe(successor.en_US!.id);
  });

  it("puts the readable addresses into the sitemap and the news feed", async () => {
    const news = await createNews({ de_DE: "Im Verzeichnis", en_US: "In the sitemap" });
    const sitemap = await sitemapText((url) => app.inject({ method: "GET", url }));
    expect(sitemap).toContain(`/de/news/im-verzeichnis<`);
    expect(sitemap).toContain(`/en/news/in-the-sitemap<`);
    // The unprefixed x-default is the specification's address, which leads each visitor to their language.
    expect(sitemap).toMatch(new RegExp(`hreflang="x-default" href="http://[^/"]+/news/detail/${news.en_US!.id}"`));
    expect(sitemap).not.toContain(`/en/news/detail/${news.en_US!.id}<`);
    const feed = (await app.inject({ method: "GET", url: "/en/news/rss.xml" })).body;
    expect(feed).toContain("/en/news/in-the-sitemap</link>");
  });
});

describe("the item a pasted page address names, for the back office", () => {
  const findItem = (address: string, caller = admin) =>
    caller<AddressedItem>("GET", `/api/admin/addresses/item?address=${encodeURIComponent(address)}`);

  it("is found by its readable address (a whole URL or a path), an old one, or the specification's id address, in any state", async () => {
    const news = await createNews({ de_DE: "Zum Einfügen", en_US: "To paste" });
    const english = { kind: "news", no: news.en_US!.no, id: news.en_US!.id, lang: "en_US" };
    expect((await findItem("https://kanzlei.example/en/news/to-paste?utm_source=mail#top")).result).toEqual(english);
    expect((await findItem("/en/news/to-paste/")).result).toEqual(english);
    expect((await findItem(`/news/detail/${news.de_DE!.id}`)).result).toEqual({ ...english, id: news.de_DE!.id, lang: "de_DE" });
    expect((await findItem(`/en/news/detail/${news.en_US!.id}`)).result).toEqual(english);

    const moved = await admin("PUT", "/api/admin/latest-news", [{ ...newsAsSent(news.en_US!), slug: "pasted-elsewhere" }]);
    expect(moved.statusCode, moved.message).toBe(200);
    expect((await findItem("/en/news/to-paste")).result).toEqual(english);
    // Never published: the site has no page at its address, the back office still opens it.
    const draft = await createNews({ en_US: "Only a draft" }, () => ({}), "?saveAs=draft");
    expect((await findItem("/en/news/only-a-draft")).result).toMatchObject({ kind: "news", no: draft.en_US!.no });
  });

  it("tells an address that is no item's page from one no item has, and asks for a session", async () => {
    for (const address of ["/de/about", "/en/news", "https://kanzlei.example/", "/de/news/detail/abc", "/news/to-paste"]) {
      const answer = await findItem(address);
      expect(answer.statusCode, address).toBe(400);
      expect(answer.message, address).toBe(
        "This is not the address of a news item, case analysis, honor, person or practice area on this website.",
      );
    }
    for (const address of ["/en/news/never-was-here", "/en/case/to-paste", "/de/news/detail/999999"]) {
      const answer = await findItem(address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.message, address).toBe("No item has this address.");
    }
    expect((await findItem("/en/news/to-paste", anonymous)).statusCode).toBe(401);
    expect((await findItem("")).statusCode).toBe(400);
  });
});
