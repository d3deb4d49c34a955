import { ARTICLE_LIMITS, RICH_TEXT_MAX_PICTURES, type AnyArticle, type Catalog, type News, type Version } from "@lawfirm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiCaller, createFolder, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";

const { app, db, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

/** The fields any kind may answer. */
type ListRow = Omit<AnyArticle, "content"> & { summary: string; languages?: string[] };

const LANGS = ["de_DE", "en_US", "zh_CN"] as const;
const UNKNOWN = 2_000_000_000;

interface Kind {
  name: string;
  path: string;
  folderType: 0 | 1 | null;
  required: string[];
}
const kinds: Kind[] = [
  { name: "news", path: "latest-news", folderType: 0, required: ["lang", "cataId", "coverUrl", "title", "isLink"] },
  { name: "case analyses", path: "case-analysis", folderType: 1, required: ["lang", "cataId", "coverUrl", "title"] },
  { name: "honors", path: "lawfirm-honour", folderType: null, required: ["lang", "coverUrl", "title"] },
];

const folders: Record<string, Record<string, Catalog>> = {};
beforeAll(async () => {
  folders.news = await createFolder(call, "News folder", { type: 0 });
  folders.cases = await createFolder(call, "Case folder", { type: 1 });
});
const folderOf = (kind: Kind) => (kind.folderType === 0 ? folders.news! : folders.cases!);

/** A valid version of the kind in one language. */
function version(kind: Kind, lang: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    lang,
    title: `${kind.name} ${lang}`,
    coverUrl: "/api/upload/cover.png",
    content: `<p>Text ${lang}</p>`,
  };
  if (kind.folderType !== null) base.cataId = folderOf(kind)[lang]!.id;
  if (kind.folderType === 0) base.isLink = 0;
  return { ...base, ...extra };
}

async function create(kind: Kind, langs: readonly string[] = LANGS, extra: Record<string, unknown> = {}): Promise<AnyArticle[]> {
  const answer = await call<AnyArticle[]>(
    "POST",
    `/api/admin/${kind.path}`,
    langs.map((lang) => version(kind, lang, extra)),
  );
  if (answer.statusCode !== 200) throw new Error(`create failed: ${answer.message}`);
  return answer.result;
}

async function publicList(kind: Kind, query: string, lang = "en_US") {
  return anonymous<ListRow[]>("GET", `/api/user/${kind.path}?pageSize=100&${query}`, undefined, { lang });
}
async function adminList(kind: Kind, query = "") {
  return call<ListRow[]>("GET", `/api/admin/${kind.path}?pageSize=100&${query}`);
}

describe.each(kinds)("$name", (kind) => {
  const admin = `/api/admin/${kind.path}`;
  const user = `/api/user/${kind.path}`;

  describe("without a session", () => {
    it.each([
      ["GET", ""],
      ["GET", "/1"],
      ["POST", ""],
      ["PUT", ""],
      ["DELETE", "?no=1"],
      ["PUT", "/pin?no=1"],
      ["PUT", "/unpin?no=1"],
    ] as const)("%s %s answers 401", async (method, suffix) => {
      const answer = await anonymous(
        method,
        `${admin}${suffix}`,
        method === "POST" || method === "PUT" ? [version(kind, "en_US")] : undefined,
      );
      expect(answer.statusCode).toBe(401);
    });

    it("the public list and detail need none", async () => {
      const [item] = await create(kind, ["en_US"]);
      expect((await anonymous("GET", user)).statusCode).toBe(200);
      expect((await anonymous("GET", `${user}/${item!.id}`)).statusCode).toBe(200);
    });
  });

  describe("creating", () => {
    it("creates every language version under one new no, kept by the server", async () => {
      const versions = await create(kind);
      expect(versions.map((item) => item.lang)).toEqual(["de_DE", "en_US", "zh_CN"]);
      const no = versions[0]!.no;
      for (const item of versions) {
        expect(item).toMatchObject({
          no,
          top: 0,
          views: 0,
          operatorName: "Administrator",
          title: `${kind.name} ${item.lang}`,
          content: `<p>Text ${item.lang}</p>`,
        });
        expect(item.updateTime).toBe(item.createTime);
        if (kind.folderType !== null)
          expect(item).toMatchObject({
            cataId: folderOf(kind)[item.lang]!.id,
            catalogName: `${kind.folderType === 0 ? "News" : "Case"} folder ${item.lang}`,
          });
      }
      const again = await create(kind, ["en_US"]);
      expect(again[0]!.no).not.toBe(no);
    });

    it.each(kind.required)("names the version and the field when %s is missing", async (field) => {
      const broken = version(kind, "de_DE");
      delete broken[field];
      const answer = await call("POST", admin, [version(kind, "en_US"), broken]);
      expect(answer.statusCode).toBe(400);
      expect(answer.errors).toContainEqual({
        field: `body.1.${field}`,
        ...(field === "lang" ? {} : { lang: "de_DE" }),
        message: "is required",
      });
      // Without its language, a version is named by its position in the list.
      expect(answer.message).toBe(`Invalid request: ${field === "lang" ? "1." : "[de_DE] "}${field} is required`);
    });

    const wrong: [string, Record<string, unknown>, string][] = [
      ["a title that is a number", { title: 5 }, "title must be a string"],
      ["an empty title", { title: " " }, "title must not be empty"],
      ["a title over 300 characters", { title: "t".repeat(301) }, "title must be at most 300 characters long"],
      [
        "a coverUrl that is a script",
        { coverUrl: "javascript:alert(1)" },
        "coverUrl must be an image on this site (an upload, /api/upload/…); images from other sites are not allowed",
      ],
      ["content that is not text", { content: 7 }, "content must be a string"],
      ["a lang that is a number", { lang: 1 }, "lang must be a string"],
    ];
    if (kind.folderType !== null) wrong.push(["a cataId given as text", { cataId: "abc" }, "cataId must be a number"]);
    if (kind.folderType === 0) wrong.push(["an isLink other than 0 or 1", { isLink: 2 }, "isLink must be one of: 0, 1"]);
    it.each(wrong)("refuses %s", async (_, change, text) => {
      const answer = await call("POST", admin, [version(kind, "en_US", change)]);
      expect(answer.statusCode).toBe(400);
      expect(answer.message).toContain(text);
    });

    it("ignores server-owned fields and an id sent by the client", async () => {
      const [item] = await create(kind, ["en_US"], {
        id: 1,
        no: 1,
        views: 500,
        top: 1,
        operatorName: "mallory",
        createTime: "1999-01-01T00:00:00.000Z",
        updateTime: "1999-01-01T00:00:00.000Z",
      });
      expect(item).toMatchObject({ views: 0, top: 0, operatorName: "Administrator" });
      expect(item!.createTime).not.toContain("1999");
      const row = await db.selectFrom("articles").selectAll().where("id", "=", item!.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ views: 0, top: 0, operatorName: "Administrator" });
      expect(row.createdAt).not.toContain("1999");
      expect(item!.id === 1 && item!.no === 1).toBe(false);
    });

    it("sanitises rich content: no script or event handler ever comes back", async () => {
      const content =
        '<p>Safe</p><script>alert(1)</script><img src="/api/upload/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
      const [item] = await create(kind, ["en_US"], { content, title: "Sanitised" });
      const answers = [
        JSON.stringify(item),
        JSON.stringify((await call("GET", `${admin}/${item!.no}`)).result),
        JSON.stringify((await anonymous("GET", `${user}/${item!.id}`)).result),
        JSON.stringify((await publicList(kind, `no=${item!.no}`)).result),
        JSON.stringify((await adminList(kind, `no=${item!.no}`)).result),
      ];
      for (const text of answers) {
        expect(text).toContain("Safe");
        expect(text).not.toMatch(/<script|onerror|alert|javascript:/i);
      }
      const row = await db.selectFrom("articles").select("content").where("id", "=", item!.id).executeTakeFirstOrThrow();
      expect(row.content).toBe('<p>Safe</p><img src="/api/upload/a.png" /><a>x</a>');
    });
  });

  describe("reading", () => {
    it("answers all versions of an item for the editor, and 404 for an unknown no", async () => {
      const versions = await create(kind);
      const answer = await call<AnyArticle[]>("GET", `${admin}/${versions[0]!.no}`);
      expect(answer.result.map((item) => item.id)).toEqual(versions.map((item) => item.id));
      expect((await call("GET", `${admin}/${UNKNOWN}`)).statusCode).toBe(404);
      expect((await call("GET", `${admin}/xyz`)).statusCode).toBe(400);
    });

    it("answers a visitor one version with the item's versions, and counts the read once its views are written", async () => {
      const versions = await create(kind);
      const de = versionIn(versions, "de_DE");
      const first = await anonymous<AnyArticle & { versions: Version[] }>("GET", `${user}/${de.id}`);
      expect(first.result).toMatchObject({ id: de.id, lang: "de_DE", views: 0 });
      expect(first.result.versions).toEqual(versions.map((item) => ({ lang: item.lang, id: item.id, slug: item.slug })));
      expect((await app.inject({ method: "HEAD", url: `${user}/${de.id}` })).statusCode).toBe(200);
      await app.articleViews.flush();
      expect((await anonymous<AnyArticle>("GET", `${user}/${de.id}`)).result.views).toBe(1);
      const editor = await call<AnyArticle[]>("GET", `${admin}/${de.no}`);
      expect(editor.result.map((item) => [item.lang, item.views])).toEqual([
        ["de_DE", 1],
        ["en_US", 0],
        ["zh_CN", 0],
      ]);
      expect((await adminList(kind, `no=${de.no}&lang=de_DE`)).result[0]!.views).toBe(1);
    });

    it("answers 404 for an unknown id or one of another kind, 400 for ids that are not ids", async () => {
      expect((await anonymous("GET", `${user}/${UNKNOWN}`)).statusCode).toBe(404);
      const other = kinds.find((candidate) => candidate !== kind)!;
      const [foreign] = await create(other, ["en_US"]);
      expect((await anonymous("GET", `${user}/${foreign!.id}`)).statusCode).toBe(404);
      for (const id of ["abc", "0", "-1", "99999999999", "1.5"]) expect((await anonymous("GET", `${user}/${id}`)).statusCode, id).toBe(400);
    });

    it("lists only the request's language: query lang, else the lang header, else en_US", async () => {
      const [item] = await create(kind);
      const byHeader = await publicList(kind, `no=${item!.no}`, "de_DE");
      expect(byHeader.result.map((row) => row.lang)).toEqual(["de_DE"]);
      const byQuery = await publicList(kind, `no=${item!.no}&lang=zh_CN`, "de_DE");
      expect(byQuery.result.map((row) => row.lang)).toEqual(["zh_CN"]);
      const unknown = await publicList(kind, `no=${item!.no}`, "fr_FR");
      expect(unknown.result.map((row) => row.lang)).toEqual(["en_US"]);
      const all = await publicList(kind, "", "de_DE");
      expect(all.result.length).toBeGreaterThan(0);
      expect(all.result.every((row) => row.lang === "de_DE")).toBe(true);
    });

    it("lists without the content but with a plain-text summary", async () => {
      const [item] = await create(kind, ["en_US"], { content: `<h2>Heading</h2><p>Tom &amp; Jerry ${"word ".repeat(100)}</p>` });
      const [row] = (await publicList(kind, `no=${item!.no}`)).result;
      expect(row).not.toHaveProperty("content");
      expect(row!.summary.startsWith("Heading Tom & Jerry word word")).toBe(true);
      expect(row!.summary.length).toBeLessThanOrEqual(241);
      expect(row!.summary.endsWith("…")).toBe(true);
    });

    it("keeps each version's summary from its save: the lists read it, not the content (decision 0150)", async () => {
      const [item] = await create(kind, ["en_US"], { content: "<p>Saved <b>first</b></p>" });
      const summaries = async (query: string) => [
        ...(await publicList(kind, `no=${item!.no}&${query}`)).result.map((row) => row.summary),
        ...(await adminList(kind, `no=${item!.no}&${query}`)).result.map((row) => row.summary),
      ];
      expect(await summaries("")).toEqual(["Saved first", "Saved first"]);
      // Content changed behind the server's back is not read by a list (new addresses: no cached answer).
      await db.updateTable("articles").set({ content: "<p>Written elsewhere</p>" }).where("id", "=", item!.id).execute();
      expect(await summaries("lang=en_US")).toEqual(["Saved first", "Saved first"]);
      await call("PUT", admin, [{ ...version(kind, "en_US", { content: "<p>Saved <i>again</i> &amp; kept</p>" }), id: item!.id }]);
      expect(await summaries("page=1")).toEqual(["Saved again & kept", "Saved again & kept"]);
    });

    it("pages lists and refuses paging that makes no sense", async () => {
      await create(kind, ["en_US"]);
      await create(kind, ["en_US"]);
      const page = await anonymous<ListRow[]>("GET", `${user}?page=2&pageSize=1`);
      expect(page.result).toHaveLength(1);
      expect(page.pageable).toMatchObject({ pageNo: 2, pageSize: 1 });
      expect(page.pageable!.totalCount).toBeGreaterThanOrEqual(2);
      const adminPage = await call<ListRow[]>("GET", `${admin}?pageNo=1&pageSize=2&timestamp=123&total=0`);
      expect(adminPage.result).toHaveLength(2);
      for (const query of ["pageNo=-1", "pageNo=0", "pageSize=abc", "pageSize=101", "no=xyz", "no=99999999999", "page=1.5"]) {
        expect((await anonymous("GET", `${user}?${query}`)).statusCode, query).toBe(400);
        expect((await call("GET", `${admin}?${query}`)).statusCode, query).toBe(400);
      }
    });
  });

  describe("the admin list", () => {
    it("shows one row per item in the asked language, else en_US, else any, with the languages present", async () => {
      const full = await create(kind, ["de_DE", "en_US"]);
      const germanOnly = await create(kind, ["de_DE"]);
      const nos = [full[0]!.no, germanOnly[0]!.no];
      const rows = (await adminList(kind, "lang=zh_CN")).result.filter((row) => nos.includes(row.no));
      expect(rows.map((row) => [row.no, row.lang, row.languages])).toEqual([
        [germanOnly[0]!.no, "de_DE", ["de_DE"]],
        [full[0]!.no, "en_US", ["de_DE", "en_US"]],
      ]);
      const german = (await adminList(kind, `lang=de_DE&no=${full[0]!.no}`)).result;
      expect(german.map((row) => row.lang)).toEqual(["de_DE"]);
      const byDefault = (await adminList(kind, `no=${full[0]!.no}`)).result;
      expect(byDefault.map((row) => row.lang)).toEqual(["en_US"]);
      expect((await call("GET", `${admin}?lang=xx_XX`)).statusCode).toBe(400);
    });

    it("finds items by part of the title in any language, case-insensitively and literally", async () => {
      const [item] = await call<AnyArticle[]>("POST", admin, [
        version(kind, "en_US", { title: "Quarterly Review" }),
        version(kind, "de_DE", { title: "Quartalsbericht 100% Zuwachs" }),
      ]).then((answer) => answer.result);
      const byEnglish = (await adminList(kind, "title=REVIEW")).result;
      expect(byEnglish.map((row) => row.no)).toEqual([item!.no]);
      const byGerman = (await adminList(kind, `title=${encodeURIComponent("bericht 100%")}`)).result;
      expect(byGerman.map((row) => [row.no, row.lang])).toEqual([[item!.no, "en_US"]]);
      expect((await adminList(kind, `title=${encodeURIComponent("100_")}`)).result).toEqual([]);
      expect((await adminList(kind, "title=no-such-title")).pageable!.totalCount).toBe(0);
      // Both versions hold "quart": the item once, in the rows and in the count.
      const both = await adminList(kind, "title=QUART");
      expect(both.result.filter((row) => row.no === item!.no)).toHaveLength(1);
      expect(both.pageable!.totalCount).toBe(both.result.length);
    });

    it("finds titles by their index after edits and deletions, by short texts, in Chinese and with umlauts in any case", async () => {
      const titled = (query: string) =>
        adminList(kind, `title=${encodeURIComponent(query)}`).then((answer) => answer.result.map((row) => row.no));
      // Texts of this kind's own (the kinds' runs share the database).
      const mark = String(kinds.indexOf(kind));
      const [en, zh] = await call<AnyArticle[]>("POST", admin, [
        version(kind, "en_US", { title: `Übernahme Q${mark}y mergers` }),
        version(kind, "zh_CN", { title: `跨境并购指南${mark}` }),
      ]).then((answer) => answer.result);
      const no = en!.no;
      expect(await titled("ÜBERNAHME")).toEqual([no]);
      expect(await titled(`übernahme q${mark}Y`)).toEqual([no]);
      expect(await titled(`${mark}Y`)).toEqual([no]);
      expect(await titled(`购指南${mark}`)).toEqual([no]);
      expect(await titled(`南${mark}`)).toEqual([no]);
      // Another kind's titles are not this kind's.
      const other = kinds.find((each) => each !== kind)!;
      await create(other, ["en_US"], { title: `Elsewhere K${mark}w` });
      expect(await titled(`K${mark}w`)).toEqual([]);

      await call("PUT", admin, [
        { ...version(kind, "en_US", { title: `Kartellrecht Z${mark}v` }), id: en!.id },
        { ...version(kind, "zh_CN", { title: `跨境并购指南${mark}` }), id: zh!.id },
      ]);
      expect(await titled(`Q${mark}y mergers`)).toEqual([]);
      expect(await titled(`kartellrecht z${mark}v`)).toEqual([no]);
      expect(await titled(`${mark}V`)).toEqual([no]);
      await call("DELETE", `${admin}?no=${no}`);
      expect(await titled(`Z${mark}v`)).toEqual([]);
      expect(await titled(`南${mark}`)).toEqual([]);
    });

    if (kind.folderType !== null) {
      it("shows the folder name of the version shown", async () => {
        const [item] = await create(kind, ["de_DE"]);
        const [row] = (await adminList(kind, `no=${item!.no}`)).result;
        expect(row!.catalogName).toBe(`${kind.folderType === 0 ? "News" : "Case"} folder de_DE`);
      });
    }
  });

  describe("pinning", () => {
    it("lists pinned items first, then the newest first, in every language", async () => {
      const a = (await create(kind))[0]!;
      const b = (await create(kind))[0]!;
      const c = (await create(kind))[0]!;
      const order = async (lang: string) =>
        (await publicList(kind, "", lang)).result.map((row) => row.no).filter((no) => [a.no, b.no, c.no].includes(no));
      const adminOrder = async () => (await adminList(kind)).result.map((row) => row.no).filter((no) => [a.no, b.no, c.no].includes(no));
      expect(await order("en_US")).toEqual([c.no, b.no, a.no]);

      expect(await call("PUT", `${admin}/pin?no=${a.no}`)).toMatchObject({ statusCode: 200, result: null });
      for (const lang of LANGS) expect(await order(lang)).toEqual([a.no, c.no, b.no]);
      expect(await adminOrder()).toEqual([a.no, c.no, b.no]);
      const pinned = await call<AnyArticle[]>("GET", `${admin}/${a.no}`);
      expect(pinned.result.map((item) => item.top)).toEqual([1, 1, 1]);

      await call("PUT", `${admin}/unpin?no=${a.no}`);
      expect(await order("de_DE")).toEqual([c.no, b.no, a.no]);
    });

    it("answers 404 for an unknown no and 400 for a no that is not one", async () => {
      for (const action of ["pin", "unpin"]) {
        expect((await call("PUT", `${admin}/${action}?no=${UNKNOWN}`)).statusCode).toBe(404);
        expect((await call("PUT", `${admin}/${action}?no=xyz`)).statusCode).toBe(400);
        expect((await call("PUT", `${admin}/${action}`)).statusCode).toBe(400);
      }
    });
  });

  describe("updating", () => {
    it("updates by id, adds a new language and removes the languages left out", async () => {
      const versions = await create(kind, ["de_DE", "en_US"]);
      const [de, en] = [versionIn(versions, "de_DE"), versionIn(versions, "en_US")];
      await call("PUT", `${admin}/pin?no=${en.no}`);
      const answer = await call<AnyArticle[]>("PUT", admin, [
        { ...version(kind, "en_US", { title: "Updated" }), id: en.id, views: 77, operatorName: "mallory" },
        version(kind, "zh_CN"),
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.result.map((item) => item.lang)).toEqual(["en_US", "zh_CN"]);
      const updated = versionIn(answer.result, "en_US");
      expect(updated).toMatchObject({
        id: en.id,
        no: en.no,
        title: "Updated",
        views: 0,
        operatorName: "Administrator",
        createTime: en.createTime,
        top: 1,
      });
      expect(updated.updateTime >= en.updateTime).toBe(true);
      expect(versionIn(answer.result, "zh_CN")).toMatchObject({ no: en.no, top: 1, createTime: en.createTime });
      expect((await anonymous("GET", `${user}/${de.id}`)).statusCode).toBe(404);
      expect((await publicList(kind, `no=${en.no}`, "de_DE")).result).toEqual([]);
      expect((await adminList(kind, `no=${en.no}`)).result[0]!.languages).toEqual(["en_US", "zh_CN"]);
    });

    it("answers 404 for an unknown id, naming the version", async () => {
      const answer = await call("PUT", admin, [{ ...version(kind, "en_US"), id: UNKNOWN }]);
      expect(answer.statusCode).toBe(404);
      expect(answer.message).toMatch(/^Invalid request: \[en_US\] id is not the id of any .+ version$/);
    });

    it("validates an update like a create", async () => {
      const [item] = await create(kind, ["en_US"]);
      const broken: Record<string, unknown> = { ...version(kind, "en_US"), id: item!.id };
      delete broken.title;
      const answer = await call("PUT", admin, [broken]);
      expect(answer.message).toBe("Invalid request: [en_US] title is required");
    });
  });

  describe("deleting", () => {
    it("deletes every version of the item", async () => {
      const versions = await create(kind);
      const no = versions[0]!.no;
      expect(await call("DELETE", `${admin}?no=${no}`)).toMatchObject({ statusCode: 200, result: null });
      for (const item of versions) expect((await anonymous("GET", `${user}/${item.id}`)).statusCode).toBe(404);
      expect((await call("GET", `${admin}/${no}`)).statusCode).toBe(404);
      expect(await db.selectFrom("articles").select("id").where("no", "=", no).execute()).toEqual([]);
      expect((await call("DELETE", `${admin}?no=${no}`)).statusCode).toBe(404);
    });

    it("refuses a missing or malformed no", async () => {
      for (const query of ["", "?no=xyz", "?no=0", "?no=-3", "?no=99999999999"]) {
        expect((await call("DELETE", `${admin}${query}`)).statusCode, query).toBe(400);
      }
    });
  });
});

describe.each(kinds.filter((kind) => kind.folderType !== null))("$name in folders", (kind) => {
  const admin = `/api/admin/${kind.path}`;

  it("lists a folder's articles together with those of its sub-folders", async () => {
    const type = kind.folderType as 0 | 1;
    const parent = await createFolder(call, "Area", { type });
    const child = await createFolder(call, "Area child", { type, parent });
    const grandchild = await createFolder(call, "Area grandchild", { type, parent: child });
    const sibling = await createFolder(call, "Area sibling", { type });
    const post = async (folder: Record<string, Catalog>) =>
      (
        await call<AnyArticle[]>(
          "POST",
          admin,
          LANGS.map((lang) => version(kind, lang, { cataId: folder[lang]!.id })),
        )
      ).result[0]!.no;
    const [inParent, inChild, inGrandchild, inSibling] = [
      await post(parent),
      await post(child),
      await post(grandchild),
      await post(sibling),
    ];

    const listed = async (cataId: number, lang: string) =>
      (await publicList(kind, `cataId=${cataId}`, lang)).result.map((row) => row.no).sort();
    expect(await listed(parent.de_DE!.id, "de_DE")).toEqual([inParent, inChild, inGrandchild].sort());
    expect(await listed(child.de_DE!.id, "de_DE")).toEqual([inChild, inGrandchild].sort());
    expect(await listed(parent.en_US!.id, "de_DE")).toEqual([inParent, inChild, inGrandchild].sort());
    expect(await listed(sibling.zh_CN!.id, "zh_CN")).toEqual([inSibling]);
    expect(await listed(UNKNOWN, "en_US")).toEqual([]);
    const adminRows = (await adminList(kind, `cataId=${child.en_US!.id}`)).result.map((row) => row.no).sort();
    expect(adminRows).toEqual([inChild, inGrandchild].sort());
  });

  it("refuses a folder of the other type, of another language or unknown, naming the version", async () => {
    const otherType = kind.folderType === 0 ? folders.cases! : folders.news!;
    const wrongType = await call("POST", admin, [version(kind, "en_US", { cataId: otherType.en_US!.id })]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.message).toBe(
      kind.folderType === 0
        ? `Invalid request: [en_US] cataId must be a news folder (type 0); folder ${otherType.en_US!.id} is a case folder`
        : `Invalid request: [en_US] cataId must be a case folder (type 1); folder ${otherType.en_US!.id} is a news folder`,
    );
    const own = folderOf(kind);
    const wrongLanguage = await call("POST", admin, [version(kind, "en_US"), version(kind, "de_DE", { cataId: own.en_US!.id })]);
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.errors).toEqual([
      {
        field: "body.1.cataId",
        lang: "de_DE",
        message: `must be a de_DE folder: folder ${own.en_US!.id} is en_US, its de_DE version is ${own.de_DE!.id}`,
      },
    ]);
    const unknown = await call("POST", admin, [version(kind, "en_US", { cataId: UNKNOWN })]);
    expect(unknown.message).toBe("Invalid request: [en_US] cataId is not the id of any folder");
  });
});

describe("news specifics", () => {
  const news = kinds[0]!;

  it("keeps external articles with their contentUrl and a note", async () => {
    const answer = await call<News[]>("POST", "/api/admin/latest-news", [
      version(news, "en_US", { isLink: 1, contentUrl: "https://press.example.com/story", note: "Short note" }),
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.result[0]).toMatchObject({ isLink: 1, contentUrl: "https://press.example.com/story", note: "Short note" });
  });

  it.each([
    ["no contentUrl", {}, "[en_US] contentUrl is required when isLink is 1 (an external article)"],
    ["an empty contentUrl", { contentUrl: "" }, "[en_US] contentUrl is required when isLink is 1 (an external article)"],
    ["a script contentUrl", { contentUrl: "javascript:alert(1)" }, "[en_US] contentUrl must be a valid http or https URL"],
    ["a site path as contentUrl", { contentUrl: "/news" }, "[en_US] contentUrl must be a valid http or https URL"],
  ])("refuses an external article with %s", async (_, change, text) => {
    const answer = await call("POST", "/api/admin/latest-news", [version(news, "en_US", { isLink: 1, ...change })]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(`Invalid request: ${text}`);
  });

  it("stores an empty note or contentUrl of an internal article as null, and refuses a note over 2000 characters", async () => {
    const answer = await call<News[]>("POST", "/api/admin/latest-news", [version(news, "en_US", { note: "  ", contentUrl: "" })]);
    expect(answer.result[0]).toMatchObject({ note: null, contentUrl: null, isLink: 0 });
    const tooLong = await call("POST", "/api/admin/latest-news", [version(news, "en_US", { note: "n".repeat(2001) })]);
    expect(tooLong.message).toBe("Invalid request: [en_US] note must be at most 2000 characters long");
  });

  /** Content of `length` characters that the cleaner lengthens by 3,600 (each `&` becomes `&amp;`). */
  const growingContent = (length: number) => `<p>${"x".repeat(length - 907)}${"&".repeat(900)}</p>`;

  it("refuses content longer than its limit once cleaned, naming the field; stored content saved again is taken", async () => {
    const grows = growingContent(ARTICLE_LIMITS.content - 1);
    const refused = await call("POST", "/api/admin/latest-news", [version(news, "de_DE"), version(news, "en_US", { content: grows })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe(
      `Invalid request: [en_US] content is ${ARTICLE_LIMITS.content + 3_599} characters long once cleaned (the server writes every tag in full), more than ${ARTICLE_LIMITS.content}: shorten it`,
    );
    expect(refused.errors).toMatchObject([{ field: "body.1.content", lang: "en_US" }]);

    const [item] = await create(news, ["en_US"], { content: growingContent(ARTICLE_LIMITS.content - 3_600) });
    expect(item!.content).toHaveLength(ARTICLE_LIMITS.content);
    const again = await call("PUT", "/api/admin/latest-news", [{ ...version(news, "en_US", { content: item!.content }), id: item!.id }]);
    expect(again.statusCode).toBe(200);
  });

  it("refuses content with more pictures than a page serves, naming the field", async () => {
    const pictures = '<img src="/api/upload/a.webp">'.repeat(RICH_TEXT_MAX_PICTURES);
    expect((await call("POST", "/api/admin/latest-news", [version(news, "en_US", { content: pictures })])).statusCode).toBe(200);
    const answer = await call("POST", "/api/admin/latest-news", [
      version(news, "en_US", { content: `${pictures}<img src="/api/upload/b.webp">` }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe(
      `Invalid request: [en_US] content has more than ${RICH_TEXT_MAX_PICTURES} pictures: split the text or show fewer`,
    );
  });
});
