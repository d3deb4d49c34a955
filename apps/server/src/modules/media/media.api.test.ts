import fs from "node:fs/promises";
import type { Banner, MediaDetail, MediaItem, Person, ReferenceItem, UploadedFile } from "@lawfirm/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import {
  apiCaller,
  createPerson,
  createPracticeArea,
  createReferenceItem,
  personVersion,
  versionIn,
} from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { now } from "../../db/database.ts";
import { imageOf } from "../files/test-images.ts";
import { upsertFirmFacts } from "../portal-config/portal-config.repository.ts";

const { app, db, config, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);
const { token: translatorToken } = await createColleague(app, admin, { loginAccount: "lena", role: "translator", languages: ["de_DE"] });
const translator = apiCaller(app, translatorToken);
const anonymousCall = apiCaller(app, null);

const PNG = await imageOf("png");
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF", "latin1");

const upload = (fileName: string, bytes: Buffer = PNG) => uploadFile(app, token, { name: fileName, bytes });

const detail = async (id: number) => (await admin<MediaDetail>("GET", `/api/admin/media/detail/${id}`)).result;

async function list(query: string) {
  const answer = await admin<MediaItem[]>("GET", `/api/admin/media?${query}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer;
}

const update = (call: typeof admin, body: Record<string, unknown>) =>
  call<MediaDetail>("PUT", "/api/admin/media", { focalX: null, focalY: null, decorative: 0, ...body });

describe("the library's list", () => {
  let photo: UploadedFile;
  let brochure: UploadedFile;
  beforeAll(async () => {
    photo = await upload("Garden party.png");
    brochure = await upload("Brochure 2026.pdf", PDF);
    await upload("Office front.png");
  });

  it("answers each upload newest first with its facts and uploader", async () => {
    const { result, pageable } = await list("keyword=party");
    expect(pageable?.totalCount).toBe(1);
    expect(result[0]).toMatchObject({
      id: photo.fileId,
      url: photo.url,
      originalName: "Garden party.png",
      mimeType: "image/png",
      size: photo.size,
      width: 4,
      height: 3,
      uploaderName: expect.any(String),
      texts: {},
      focalX: null,
      focalY: null,
      decorative: 0,
      usageCount: 0,
    });
    const all = await list("pageSize=50");
    const ids = all.result.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("finds items by an alt text in any language, and tells images from documents", async () => {
    await update(admin, { id: photo.fileId, texts: { zh_CN: { alt: "花园聚会" } } });
    expect((await list(`keyword=${encodeURIComponent("花园")}`)).result.map((item) => item.id)).toEqual([photo.fileId]);
    expect((await list("type=document")).result.map((item) => item.id)).toEqual([brochure.fileId]);
    expect((await list("type=image&pageSize=50")).result.map((item) => item.mimeType)).not.toContain("application/pdf");
  });

  it("pages through the items", async () => {
    const first = await list("pageSize=2&pageNo=1");
    const second = await list("pageSize=2&pageNo=2");
    expect(first.result).toHaveLength(2);
    expect(first.pageable).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(second.result[0]!.id).toBeLessThan(first.result[1]!.id);
    expect(first.pageable!.totalCount).toBe(second.pageable!.totalCount);
  });

  it("refuses an unknown type and a keyword that is too long", async () => {
    expect((await admin("GET", "/api/admin/media?type=video")).statusCode).toBe(400);
    expect((await admin("GET", `/api/admin/media?keyword=${"x".repeat(101)}`)).statusCode).toBe(400);
    expect((await admin("GET", "/api/admin/media?unused=2")).statusCode).toBe(400);
  });
});

describe("usages", () => {
  it("finds every kind of place that shows an upload, and lists only unused items with unused=1", async () => {
    const files = Object.fromEntries(
      await Promise.all(
        ["banner", "person", "intro", "office", "area", "facts", "config", "news", "content", "document", "icon", "account"].map(
          async (place) => [place, await upload(`${place}.png`)] as const,
        ),
      ),
    );
    const unused = await upload("nowhere.png");
    const url = (place: string) => files[place]!.url;

    const banner = await admin<Banner>("POST", "/api/admin/banner", { lang: "en_US", imgPath: url("banner"), title: "Welcome" });
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Munich", ["en_US"]);
    await db
      .updateTable("offices")
      .set({ pictureUrl: url("office") })
      .where("id", "=", office.en_US!.id)
      .execute();
    const area = await createPracticeArea<ReferenceItem>(admin, "Tax law", ["en_US"]);
    await db
      .updateTable("practiceAreas")
      .set({ iconUrl: url("area") })
      .where("id", "=", area.en_US!.id)
      .execute();
    const person = await createPerson<Person>(
      admin,
      { en_US: "Anna Berg" },
      { office },
      { photoUrl: url("person"), intro: `<p>Hi</p><img src="${url("intro")}" alt="">` },
    );
    await upsertFirmFacts(db, { iconUrl: url("facts") }, now());
    await db
      .insertInto("portalConfigs")
      .values({
        lang: "en_US",
        name: "Berg & Partner",
        introduce: "",
        advantagesList: "[]",
        environmentList: JSON.stringify([{ title: "Lobby", coverUrl: `http://localhost${url("config")}` }]),
        createdAt: now(),
        updatedAt: now(),
      })
      .execute();
    const folder = await admin<{ id: number; lang: string }[]>("POST", "/api/admin/catalog", [{ lang: "en_US", name: "News", type: 0 }]);
    const news = await admin<{ id: number; no: number }[]>("POST", "/api/admin/latest-news", [
      {
        lang: "en_US",
        title: "New office",
        coverUrl: url("news"),
        content: `<p><img src="${url("content")}" alt="Lobby"></p>`,
        cataId: folder.result[0]!.id,
        isLink: 0,
      },
    ]);
    expect(news.statusCode, news.message).toBe(200);
    const document = await db
      .insertInto("legalDocuments")
      .values({
        name: "imprint",
        lang: "en_US",
        title: "Imprint",
        content: `<img src="${url("document")}">`,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const icon = await admin<{ id: number }>("POST", "/api/admin/icon", { name: "Scales", fileId: files.icon!.fileId });
    expect(icon.statusCode, icon.message).toBe(200);
    const account = await db
      .selectFrom("adminAccounts")
      .select("id")
      .where("loginAccount", "=", config.adminAccount)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("adminAccounts")
      .set({ headImg: url("account") })
      .where("id", "=", account.id)
      .execute();

    const expected = {
      banner: { kind: "banner", id: banner.result.id, no: null, lang: "en_US", title: "Welcome" },
      person: { kind: "person", id: person.en_US!.id, no: person.en_US!.no, lang: "en_US", title: "Anna Berg" },
      intro: { kind: "person", id: person.en_US!.id, no: person.en_US!.no, lang: "en_US", title: "Anna Berg" },
      office: { kind: "office", id: office.en_US!.id, no: office.en_US!.no, lang: "en_US", title: expect.stringContaining("Munich") },
      area: { kind: "practiceArea", id: area.en_US!.id, no: area.en_US!.no, lang: "en_US", title: expect.stringContaining("Tax law") },
      facts: { kind: "siteConfig", no: null, lang: null, title: "" },
      config: { kind: "siteConfig", no: null, lang: "en_US", title: "Berg & Partner" },
      news: { kind: "news", id: news.result[0]!.id, no: news.result[0]!.no, lang: "en_US", title: "New office" },
      content: { kind: "news", id: news.result[0]!.id, no: news.result[0]!.no, lang: "en_US", title: "New office" },
      document: { kind: "document", id: document.id, no: null, lang: "en_US", title: "Imprint" },
      icon: { kind: "icon", id: icon.result.id, no: null, lang: null, title: "Scales" },
      account: { kind: "account", id: account.id, no: null, lang: null },
    };
    for (const [place, usage] of Object.entries(expected)) {
      const item = await detail(files[place]!.fileId);
      expect(item.usages, place).toEqual([expect.objectContaining(usage)]);
      expect(item.usageCount, place).toBe(1);
    }
    expect((await detail(unused.fileId)).usages).toEqual([]);

    const unusedIds = (await list("unused=1&pageSize=100")).result.map((item) => item.id);
    expect(unusedIds).toContain(unused.fileId);
    for (const file of Object.values(files)) expect(unusedIds).not.toContain(file.fileId);
    const listed = (await list("pageSize=100")).result.find((item) => item.id === files.news!.fileId);
    expect(listed?.usageCount).toBe(1);
  });
});

describe("usages of an uploaded file", () => {
  it("count a banner and an external news item linking to it, and keep it from being deleted", async () => {
    const brochure = await upload("Brochure.pdf", PDF);
    const picture = await upload("Brochure cover.png");
    const banner = await admin<Banner>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: picture.url,
      title: "Our brochure",
      linkUrl: brochure.url,
    });
    expect(banner.statusCode, banner.message).toBe(200);
    const folder = await admin<{ id: number }[]>("POST", "/api/admin/catalog", [{ lang: "en_US", name: "Downloads", type: 0 }]);
    const news = await admin<{ id: number; no: number }[]>("POST", "/api/admin/latest-news", [
      {
        lang: "en_US",
        title: "The brochure",
        coverUrl: picture.url,
        cataId: folder.result[0]!.id,
        isLink: 1,
        contentUrl: `http://localhost${brochure.url}`,
      },
    ]);
    expect(news.statusCode, news.message).toBe(200);

    expect((await detail(brochure.fileId)).usages).toEqual([
      expect.objectContaining({ kind: "news", id: news.result[0]!.id, title: "The brochure", source: "version" }),
      expect.objectContaining({ kind: "banner", id: banner.result.id, title: "Our brochure", source: "version" }),
    ]);
    expect((await admin("DELETE", `/api/admin/media/${brochure.fileId}`)).statusCode).toBe(409);
  });

  it("come in the same order on both databases: a place's items by number, each item's versions by id, whatever was saved since", async () => {
    const portrait = await upload("Team portrait.png");
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Bremen", ["en_US", "de_DE"]);
    const first = await createPerson<Person>(admin, { en_US: "Ida Adler" }, { office }, { photoUrl: portrait.url });
    const second = await createPerson<Person>(admin, { en_US: "Jonas Brandt" }, { office }, { photoUrl: portrait.url });
    // The first person's new language gets an id above the second person's version, and the save rewrites the first's
    // row: PostgreSQL then keeps that row after the second's, SQLite where it was.
    const saved = await admin<Person[]>("PUT", "/api/admin/lawyerTeam", [
      personVersion("en_US", "Ida Adler-Stein", { office }, { id: first.en_US!.id, photoUrl: portrait.url }),
      personVersion("de_DE", "Ida Adler-Stein", { office }, { photoUrl: portrait.url }),
    ]);
    expect(saved.statusCode, saved.message).toBe(200);
    const firstInGerman = versionIn(saved.result, "de_DE");
    expect(firstInGerman.id).toBeGreaterThan(second.en_US!.id);

    expect((await detail(portrait.fileId)).usages.map(({ id, no }) => ({ id, no }))).toEqual([
      { id: first.en_US!.id, no: first.en_US!.no },
      { id: firstInGerman.id, no: first.en_US!.no },
      { id: second.en_US!.id, no: second.en_US!.no },
    ]);
  });
});

describe("describing an item", () => {
  let photo: UploadedFile;
  beforeAll(async () => {
    photo = await upload("Portrait.png");
  });

  it("keeps alt texts and captions per language, the focal point and the decorative mark", async () => {
    const answer = await update(admin, {
      id: photo.fileId,
      texts: { en_US: { alt: " Anna at her desk ", caption: "Munich, 2026" }, de_DE: { alt: "Anna am Schreibtisch" } },
      focalX: 0.25,
      focalY: 0.75,
    });
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result).toMatchObject({
      texts: { en_US: { alt: "Anna at her desk", caption: "Munich, 2026" }, de_DE: { alt: "Anna am Schreibtisch", caption: "" } },
      focalX: 0.25,
      focalY: 0.75,
      decorative: 0,
    });
    // Languages not sent keep their texts; empty texts remove a language's.
    const next = await update(admin, { id: photo.fileId, texts: { de_DE: { alt: "", caption: "" } }, decorative: 1 });
    expect(next.result.texts).toEqual({ en_US: { alt: "Anna at her desk", caption: "Munich, 2026" } });
    expect(next.result).toMatchObject({ focalX: null, focalY: null, decorative: 1 });
    expect(await detail(photo.fileId)).toEqual(next.result);
  });

  it.each([
    ["body.focalX", { focalX: 1.5 }],
    ["body.focalY", { focalY: -0.1 }],
    ["body.texts.en_US.alt", { texts: { en_US: { alt: "a".repeat(251) } } }],
    ["body.texts.en_US.caption", { texts: { en_US: { caption: "c".repeat(501) } } }],
    ["body.decorative", { decorative: 2 }],
  ])("refuses %s out of bounds with a message naming the field", async (field, body) => {
    const answer = await update(admin, { id: photo.fileId, ...body });
    expect(answer.statusCode).toBe(400);
    expect(answer.errors.map((error) => error.field)).toEqual([field]);
  });

  it("refuses texts in a language the site does not have, in the reader's language", async () => {
    const answer = await admin(
      "PUT",
      "/api/admin/media",
      { id: photo.fileId, texts: { xx_XX: { alt: "?" } }, focalX: null, focalY: null, decorative: 0 },
      {
        "accept-language": "de",
      },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.errors.map((error) => error.field)).toEqual(["body.texts.xx_XX"]);
  });

  it("answers 404 for an item that does not exist", async () => {
    expect((await update(admin, { id: 999_999 })).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/media/detail/999999")).statusCode).toBe(404);
    expect((await admin("DELETE", "/api/admin/media/999999")).statusCode).toBe(404);
  });

  it("lets a translator describe an item in its languages, but not in others, nor delete it", async () => {
    // The focal point and the decorative mark are sent back as they are (an Editor's to change).
    const { focalX, focalY, decorative } = await detail(photo.fileId);
    const shared = { id: photo.fileId, focalX, focalY, decorative };
    const own = await update(translator, { ...shared, texts: { de_DE: { alt: "Anna" } } });
    expect(own.statusCode, own.message).toBe(200);
    // The other languages sent back unchanged are fine; a changed one is refused.
    const unchanged = await update(translator, { ...shared, texts: { ...own.result.texts, de_DE: { alt: "Anna B." } } });
    expect(unchanged.statusCode, unchanged.message).toBe(200);
    const other = await update(translator, { ...shared, texts: { en_US: { alt: "Someone else" } } });
    expect(other.statusCode).toBe(403);
    expect((await detail(photo.fileId)).texts.en_US?.alt).toBe("Anna at her desk");
    expect((await translator("DELETE", `/api/admin/media/${photo.fileId}`)).statusCode).toBe(403);
  });

  it.each([
    ["marks it decorative (which drops every language's alt text)", { decorative: 1 }],
    ["moves its focal point", { focalX: 0.2, focalY: 0.8 }],
  ])("refuses a translator that %s: an Editor's right, shared by every language", async (_what, change) => {
    const picture = await upload("Shared facts.png");
    await update(admin, { id: picture.fileId, texts: { en_US: { alt: "A meeting room" } }, focalX: 0.5, focalY: 0.5 });
    const before = await detail(picture.fileId);
    const answer = await update(translator, {
      id: picture.fileId,
      texts: { de_DE: { alt: "Ein Besprechungsraum" } },
      focalX: 0.5,
      focalY: 0.5,
      ...change,
    });
    expect(answer.statusCode, answer.message).toBe(403);
    expect(answer.message).toMatch(/focal point and decorative mark/);
    expect(await detail(picture.fileId)).toEqual(before);
    // Sent back as they are, the shared facts let its own language's text through.
    const own = await update(translator, {
      id: picture.fileId,
      texts: { de_DE: { alt: "Ein Besprechungsraum" } },
      focalX: 0.5,
      focalY: 0.5,
    });
    expect(own.statusCode, own.message).toBe(200);
  });
});

describe("deleting an item", () => {
  const bannerBody = (imgPath: string, title: string) => ({ lang: "en_US", imgPath, title });
  const refusedDelete = async (picture: UploadedFile, source: string, text: RegExp) => {
    const answer = await admin("DELETE", `/api/admin/media/${picture.fileId}`, undefined, { "accept-language": "en" });
    expect(answer.statusCode, answer.message).toBe(409);
    expect(answer.message).toMatch(text);
    expect((await detail(picture.fileId)).usages.map((usage) => usage.source)).toContain(source);
    expect((await app.inject({ method: "GET", url: picture.url })).statusCode).toBe(200);
  };

  it("refuses (409) while only a published version's draft shows it, and says so", async () => {
    const [live, drafted] = [await upload("Live.png"), await upload("Drafted.png")];
    const banner = (await admin<Banner>("POST", "/api/admin/banner", bannerBody(live.url, "Spring"))).result;
    const saved = await admin("PUT", "/api/admin/banner?saveAs=draft", { id: banner.id, ...bannerBody(drafted.url, "Spring") });
    expect(saved.statusCode, saved.message).toBe(200);
    await refusedDelete(drafted, "draft", /the draft of “Spring” \(en_US\)/);
  });

  it("refuses (409) while only a scheduled version's draft shows it", async () => {
    const [live, drafted] = [await upload("Scheduled.png"), await upload("Scheduled draft.png")];
    const banner = (await admin<Banner>("POST", "/api/admin/banner?saveAs=draft", bannerBody(live.url, "Summer"))).result;
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await admin("PUT", "/api/admin/banner/publish", { id: banner.id, publishAt: inAWeek })).statusCode).toBe(200);
    await refusedDelete(live, "version", /“Summer” \(en_US\)/);
    await admin("PUT", "/api/admin/banner?saveAs=draft", { id: banner.id, ...bannerBody(drafted.url, "Summer") });
    await refusedDelete(drafted, "draft", /the draft of “Summer”/);
  });

  it("refuses (409) while an earlier version History can restore shows it, saying when it can go", async () => {
    const [before, after] = [await upload("Before.png"), await upload("After.png")];
    const banner = (await admin<Banner>("POST", "/api/admin/banner", bannerBody(before.url, "Autumn"))).result;
    expect((await admin("PUT", "/api/admin/banner", { id: banner.id, ...bannerBody(after.url, "Autumn") })).statusCode).toBe(200);
    const other = (await admin<Banner>("POST", "/api/admin/banner", bannerBody(before.url, "Winter"))).result;
    await refusedDelete(
      before,
      "revision",
      /^The file is still in use: “Winter” \(en_US\)\. Remove it from these places first\. The History of “Autumn” \(en_US\) also keeps earlier versions that show it: it keeps only the newest versions of each item \(at most 50\), and deleting an item removes its History too\.$/,
    );
    expect((await admin("DELETE", `/api/admin/banner/${other.id}`)).statusCode).toBe(200);
    // Nothing the editor can change shows it any more: the refusal says when it can go instead of "remove it".
    await refusedDelete(
      before,
      "revision",
      /^The file is no longer shown anywhere, but the History of “Autumn” \(en_US\) keeps earlier versions that show it\. It can be deleted once History no longer keeps them: it keeps only the newest versions of each item \(at most 50\)/,
    );
    const german = await admin("DELETE", `/api/admin/media/${before.fileId}`, undefined, { "accept-language": "de" });
    expect(german.message).toMatch(/^Die Datei wird nirgends mehr angezeigt, aber der Verlauf von „Autumn“ \(en_US\).*höchstens 50/);
    // Once its version is deleted, no revision can bring the picture back: it may go.
    expect((await admin("DELETE", `/api/admin/banner/${banner.id}`)).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/admin/media/${before.fileId}`)).statusCode).toBe(200);
  });

  it("refuses (409) while a place uses it, naming the places", async () => {
    const cover = await upload("Cover.png");
    await admin("POST", "/api/admin/banner", { lang: "de_DE", imgPath: cover.url, title: "Willkommen" });
    const answer = await admin("DELETE", `/api/admin/media/${cover.fileId}`, undefined, { "accept-language": "en" });
    expect(answer.statusCode).toBe(409);
    expect(answer.message).toBe("The file is still in use: “Willkommen” (de_DE). Remove it from these places first.");
    expect((await app.inject({ method: "GET", url: cover.url })).statusCode).toBe(200);
  });

  it("removes an unused item, its texts, its file and its variants", async () => {
    const photo = await upload("Unused.png", await imageOf("jpeg"));
    await update(admin, { id: photo.fileId, texts: { en_US: { alt: "Nothing" } } });
    const storedName = photo.url.split("/").pop()!;
    const hex = storedName.split(".")[0]!;
    // A variant as the queue writes it beside the original.
    await fs.writeFile(`${config.uploadDir}/${hex}-320.webp`, "variant");
    const answer = await admin("DELETE", `/api/admin/media/${photo.fileId}`);
    expect(answer.statusCode, answer.message).toBe(200);
    // Deleted while its variants may still be being made: nothing of it is left once they would be.
    await app.imageVariants.idle();
    expect((await admin("GET", `/api/admin/media/detail/${photo.fileId}`)).statusCode).toBe(404);
    expect(await db.selectFrom("mediaTexts").selectAll().where("fileId", "=", photo.fileId).execute()).toEqual([]);
    const left = (await fs.readdir(config.uploadDir)).filter((file) => file.startsWith(hex));
    expect(left).toEqual([]);
    expect((await app.inject({ method: "GET", url: photo.url })).statusCode).toBe(404);
  });

  it("is recorded in the audit log as a file's delete", async () => {
    const photo = await upload("Audited.png");
    await update(admin, { id: photo.fileId, texts: { en_US: { alt: "Logged" } } });
    await admin("DELETE", `/api/admin/media/${photo.fileId}`);
    const entries = await db.selectFrom("auditEntries").select(["action", "kind", "itemId"]).where("kind", "=", "file").execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "update", kind: "file", itemId: photo.fileId },
        { action: "delete", kind: "file", itemId: photo.fileId },
      ]),
    );
  });
});

describe("public answers", () => {
  it("carry each uploaded picture's alt text and caption in the answer's language, its focal point and decorative mark", async () => {
    const portrait = await upload("Portrait of Clara.png");
    const picture = await upload("Lobby.png");
    await update(admin, {
      id: portrait.fileId,
      texts: { en_US: { alt: "Clara smiling", caption: "Clara in Munich" }, de_DE: { alt: "Clara lächelt" } },
      focalX: 0.3,
      focalY: 0.2,
    });
    await update(admin, { id: picture.fileId, decorative: 1 });
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Hamburg", ["de_DE", "en_US"]);
    const person = await createPerson<Person>(admin, { de_DE: "Clara Ott", en_US: "Clara Ott" }, { office }, { photoUrl: portrait.url });
    await admin("POST", "/api/admin/banner", { lang: "de_DE", imgPath: picture.url, title: "Foyer" });

    const detail = await app.inject({ method: "GET", url: `/api/user/lawyerTeam/${person.de_DE!.id}`, headers: { lang: "de_DE" } });
    expect(detail.json<{ result: Person }>().result.photoDescription).toEqual({
      alt: "Clara lächelt",
      caption: "",
      decorative: false,
      focalX: 0.3,
      focalY: 0.2,
    });
    const list = await app.inject({ method: "GET", url: "/api/user/lawyerTeam?keyword=Clara", headers: { lang: "en_US" } });
    expect(list.json<{ result: Person[] }>().result[0]?.photoDescription).toMatchObject({
      alt: "Clara smiling",
      caption: "Clara in Munich",
    });
    const banners = await app.inject({ method: "GET", url: "/api/user/banner", headers: { lang: "de_DE" } });
    const foyer = banners.json<{ result: Banner[] }>().result.find((banner) => banner.title === "Foyer");
    expect(foyer?.imgDescription).toEqual({ alt: "", caption: "", decorative: true, focalX: null, focalY: null });
  });

  it("describe news covers in the item's detail, its related items and the list", async () => {
    const cover = await upload("Signing.png");
    await update(admin, {
      id: cover.fileId,
      texts: { en_US: { alt: "Two lawyers sign a contract", caption: "Signing in Munich" } },
      focalX: 0.7,
    });
    const area = await createPracticeArea<{ id: number; no: number; lang: string }>(admin, "Cover area", ["en_US"]);
    const folder = await admin<{ id: number }[]>("POST", "/api/admin/catalog", [{ lang: "en_US", name: "Covers", type: 0 }]);
    const news = (title: string) => [
      {
        lang: "en_US",
        title,
        coverUrl: cover.url,
        content: "<p>Text</p>",
        cataId: folder.result[0]!.id,
        isLink: 0,
        proFieldIds: [area.en_US!.id],
      },
    ];
    const first = (await admin<{ id: number }[]>("POST", "/api/admin/latest-news", news("Covered news"))).result[0]!;
    await admin("POST", "/api/admin/latest-news", news("Covered news, related"));
    const expected = { alt: "Two lawyers sign a contract", caption: "Signing in Munich", decorative: false, focalX: 0.7, focalY: null };

    type Described = { coverDescription?: unknown; related: { coverDescription?: unknown }[] };
    const detail = (await anonymousCall<Described>("GET", `/api/user/latest-news/${first.id}`)).result;
    expect(detail.coverDescription).toEqual(expected);
    expect(detail.related[0]?.coverDescription).toEqual(expected);
    const list = await anonymousCall<{ title: string; coverDescription?: unknown }[]>(
      "GET",
      "/api/user/latest-news?lang=en_US&pageSize=50",
    );
    expect(list.result.find((row) => row.title === "Covered news")?.coverDescription).toEqual(expected);
  });

  it("describe offices' pictures, practice areas' icons and the site configuration's logo and pictures, per language", async () => {
    const [front, icon, logo, lobby] = await Promise.all(
      ["Office front.png", "Scales.png", "Logo.png", "Lobby.png"].map((name) => upload(name)),
    );
    await update(admin, {
      id: front!.fileId,
      texts: { en_US: { alt: "The office's glass front", caption: "Leopoldstraße 1" }, de_DE: { alt: "Die Glasfront des Büros" } },
      focalX: 0.25,
      focalY: 0.75,
    });
    await update(admin, { id: icon!.fileId, texts: { en_US: { alt: "Scales" }, zh_CN: { alt: "天平" } } });
    await update(admin, { id: logo!.fileId, texts: { de_DE: { alt: "Das Zeichen der Kanzlei" } } });
    await update(admin, { id: lobby!.fileId, decorative: 1 });
    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Leopold", ["de_DE", "en_US"]);
    await db.updateTable("offices").set({ pictureUrl: front!.url }).where("no", "=", office.en_US!.no).execute();
    const area = await createPracticeArea<ReferenceItem>(admin, "Described area", ["en_US", "zh_CN"]);
    await db.updateTable("practiceAreas").set({ iconUrl: icon!.url }).where("no", "=", area.en_US!.no).execute();
    const saved = await admin("POST", "/api/admin/portal-config", {
      lang: "de_DE",
      name: "Berg & Partner",
      iconUrl: logo!.url,
      environmentList: [
        { title: "Empfang", coverUrl: lobby!.url },
        { title: "Besprechungsraum", coverUrl: front!.url },
      ],
    });
    expect(saved.statusCode, saved.message).toBe(200);

    type Described = { pictureDescription?: unknown };
    const officeIn = async (lang: string) =>
      (await anonymousCall<Described>("GET", `/api/user/office/detail/${office[lang]!.id}`)).result.pictureDescription;
    expect(await officeIn("en_US")).toEqual({
      alt: "The office's glass front",
      caption: "Leopoldstraße 1",
      decorative: false,
      focalX: 0.25,
      focalY: 0.75,
    });
    expect(await officeIn("de_DE")).toMatchObject({ alt: "Die Glasfront des Büros", caption: "", focalX: 0.25 });

    const areaDetail = await anonymousCall<{ iconDescription?: unknown }>("GET", `/api/user/professionalField/${area.zh_CN!.id}`);
    expect(areaDetail.result.iconDescription).toMatchObject({ alt: "天平", decorative: false });
    const areas = await anonymousCall<{ id: number; iconDescription?: unknown }[]>("GET", "/api/user/professionalField/list?lang=en_US");
    expect(areas.result.find((row) => row.id === area.en_US!.id)?.iconDescription).toMatchObject({ alt: "Scales" });

    type Config = { iconDescription?: unknown; environmentList: { title: string; coverDescription?: unknown }[] };
    const config = (await anonymousCall<Config>("GET", "/api/user/portal-config?lang=de_DE")).result;
    expect(config.iconDescription).toMatchObject({ alt: "Das Zeichen der Kanzlei", decorative: false });
    expect(config.environmentList.map((item) => [item.title, item.coverDescription])).toEqual([
      ["Empfang", { alt: "", caption: "", decorative: true, focalX: null, focalY: null }],
      ["Besprechungsraum", { alt: "Die Glasfront des Büros", caption: "", decorative: false, focalX: 0.25, focalY: 0.75 }],
    ]);
  });
});
