import { bannerBody, type BannerVersion, type UploadedFile } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createReferenceItem, type Answer } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { multipartFile, uploadFile } from "../../../test/upload-helpers.ts";
import { EVERY_LANGUAGE } from "../translations/language-limit.ts";
import { createBanner } from "../banners/banners.admin.service.ts";
import { imageOf } from "../files/test-images.ts";
import { refreshUsages } from "./media.repository.ts";

const { app, db, config, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);

const PNG = await imageOf("png");
const ICON_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M1 1h6v6H1z"/></svg>');

const upload = (name = "picture.png"): Promise<UploadedFile> => uploadFile(app, token, { name, bytes: PNG });

/** An SVG drawing uploaded through the icon library, the one upload that takes SVG. */
async function uploadSvgIcon(): Promise<UploadedFile> {
  const { payload, headers } = multipartFile({ name: "scales.svg", bytes: ICON_SVG, type: "image/svg+xml" });
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/icon/upload",
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: UploadedFile }>().result;
}

/** An upload that was in the library and was deleted from it. */
async function deletedUpload(): Promise<string> {
  const picture = await upload("gone.png");
  const deleted = await admin("DELETE", `/api/admin/media/${picture.fileId}`);
  expect(deleted.statusCode, deleted.message).toBe(200);
  return picture.url;
}

const picture = (url: string) => `<p>See:</p><p><img src="${url}" alt="A picture"></p>`;

const folder = await createFolder(admin, "Pictures", { langs: ["en_US"] });
const office = await createReferenceItem<{ id: number; lang: string; no: number }>(admin, "office", "Munich", ["en_US"]);

const newsVersion = (fields: Record<string, unknown>) => ({
  lang: "en_US",
  title: "Picture news",
  coverUrl: "/favicon.png",
  cataId: folder.en_US!.id,
  isLink: 0,
  content: "<p>Text</p>",
  ...fields,
});
const personVersion = (fields: Record<string, unknown>) => ({
  lang: "en_US",
  name: `Dana Picture ${Math.random()}`,
  office: office.en_US!.id,
  jobIds: [],
  proFieldIds: [],
  intro: "<p>Intro</p>",
  customContents: [],
  ...fields,
});
const practiceAreaVersion = (fields: Record<string, unknown>) => ({
  lang: "en_US",
  name: `Pictures law ${Math.random()}`,
  introduce: "<p>Intro</p>",
  ...fields,
});
const siteConfig = (fields: Record<string, unknown>) => ({
  lang: "en_US",
  name: "Example & Partners",
  introduce: "<p>Firm</p>",
  advantagesList: [],
  environmentList: [],
  ...fields,
});

/** Every save that stores a picture address, with the field (as answers name it) holding `url`. */
const SAVES: readonly [string, string, (url: string) => Promise<Answer<unknown>>][] = [
  ["an article's cover", "body.0.coverUrl", (url) => admin("POST", "/api/admin/latest-news", [newsVersion({ coverUrl: url })])],
  ["an article's rich text", "body.0.content", (url) => admin("POST", "/api/admin/latest-news", [newsVersion({ content: picture(url) })])],
  ["a banner's picture", "body.imgPath", (url) => admin("POST", "/api/admin/banner", { lang: "en_US", imgPath: url, title: "Banner" })],
  ["a person's photo", "body.0.photoUrl", (url) => admin("POST", "/api/admin/lawyerTeam", [personVersion({ photoUrl: url })])],
  ["a person's introduction", "body.0.intro", (url) => admin("POST", "/api/admin/lawyerTeam", [personVersion({ intro: picture(url) })])],
  [
    "a person's extra section",
    "body.0.customContents.0.content",
    (url) => admin("POST", "/api/admin/lawyerTeam", [personVersion({ customContents: [{ title: "More", content: picture(url) }] })]),
  ],
  [
    "a practice area's icon",
    "body.0.iconUrl",
    (url) => admin("POST", "/api/admin/professionalField", [practiceAreaVersion({ iconUrl: url })]),
  ],
  [
    "a practice area's introduction",
    "body.0.introduce",
    (url) => admin("POST", "/api/admin/professionalField", [practiceAreaVersion({ introduce: picture(url) })]),
  ],
  [
    "an office's picture",
    "body.0.pictureUrl",
    (url) => admin("POST", "/api/admin/office", [{ lang: "en_US", name: `Picture office ${Math.random()}`, pictureUrl: url }]),
  ],
  ["the firm's logo", "body.iconUrl", (url) => admin("POST", "/api/admin/portal-config", siteConfig({ iconUrl: url }))],
  [
    "an office environment picture",
    "body.environmentList.0.coverUrl",
    (url) => admin("POST", "/api/admin/portal-config", siteConfig({ environmentList: [{ title: "Lobby", coverUrl: url }] })),
  ],
  [
    "the firm's introduction",
    "body.introduce",
    (url) => admin("POST", "/api/admin/portal-config", siteConfig({ introduce: picture(url) })),
  ],
  [
    "an advantage's text",
    "body.advantagesList.0.content",
    (url) => admin("POST", "/api/admin/portal-config", siteConfig({ advantagesList: [{ title: "Fast", content: picture(url) }] })),
  ],
  [
    "a legal document",
    "body.content",
    (url) => admin("PUT", "/api/admin/docs/privacy?saveAs=draft", { lang: "en_US", title: "Privacy", content: picture(url) }),
  ],
  ["the account's picture", "body.headImg", (url) => admin("PUT", "/api/admin/modify-head-img", { headImg: url })],
];

/** Answers the field problems of a refusal, as field and message. */
const problemsOf = (answer: Answer<unknown>) => answer.errors.map(({ field, message }) => ({ field, message }));

describe("a save naming a picture that is no longer in the media library", () => {
  it.each(SAVES)("is refused in %s, naming the field", async (_place, field, save) => {
    const gone = await deletedUpload();
    const answer = await save(gone);
    expect(answer.statusCode, answer.message).toBe(422);
    expect(problemsOf(answer)).toEqual([{ field, message: expect.stringContaining(`${gone}, which is no longer in the media library`) }]);
  });

  it.each(SAVES)("goes through in %s while the picture is there", async (_place, _field, save) => {
    const answer = await save((await upload()).url);
    expect(answer.statusCode, answer.message).toBe(200);
  });

  it("is refused in a draft of a published article too, which leaves the public version as it was", async () => {
    const cover = await upload("cover.png");
    const created = await admin<{ id: number; coverUrl: string }[]>("POST", "/api/admin/latest-news", [
      newsVersion({ coverUrl: cover.url }),
    ]);
    expect(created.statusCode, created.message).toBe(200);
    const [version] = created.result;
    const gone = await deletedUpload();
    const answer = await admin("PUT", "/api/admin/latest-news?saveAs=draft", [newsVersion({ id: version!.id, coverUrl: gone })]);
    expect(answer.statusCode, answer.message).toBe(422);
    expect(problemsOf(answer)).toEqual([{ field: "body.0.coverUrl", message: expect.stringContaining(gone) }]);
    expect(await db.selectFrom("contentDrafts").select("versionId").where("versionId", "=", version!.id).execute()).toEqual([]);
  });

  it("is worded in the request's language", async () => {
    const gone = await deletedUpload();
    const answer = await admin(
      "POST",
      "/api/admin/banner",
      { lang: "en_US", imgPath: gone, title: "Banner" },
      { "accept-language": "de-DE" },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.errors[0]?.message).toContain("nicht mehr in der Medienbibliothek");
  });
});

describe("an uploaded SVG drawing", () => {
  it("is refused as an article's cover, spelled plainly or with %2E", async () => {
    const icon = await uploadSvgIcon();
    for (const url of [icon.url, icon.url.replace(/\.svg$/, "%2Esvg")]) {
      const answer = await admin("POST", "/api/admin/latest-news", [newsVersion({ coverUrl: url })]);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(new Set(answer.errors.map((error) => error.field))).toEqual(new Set(["body.0.coverUrl"]));
    }
  });

  it("is refused by its stored type in rich text, whose addresses the contract does not read", async () => {
    const icon = await uploadSvgIcon();
    const answer = await admin("POST", "/api/admin/latest-news", [newsVersion({ content: picture(icon.url) })]);
    expect(answer.statusCode).toBe(422);
    expect(problemsOf(answer)).toEqual([{ field: "body.0.content", message: expect.stringContaining(`${icon.url}, an SVG drawing`) }]);
  });

  it("is refused by its stored type in a picture field even past the contract's schema", async () => {
    const icon = await uploadSvgIcon();
    const writer = { operator: { id: null, name: "test" }, limit: EVERY_LANGUAGE, asDraft: true, keepRevisions: config.revisionsPerItem };
    const languages = { assertKnown: async () => undefined } as unknown as Parameters<typeof createBanner>[1];
    // The body as the contract makes it, then the drawing's address, which its schema would have refused.
    const input = { ...bannerBody.parse({ lang: "en_US", imgPath: "/placeholder.png", title: "Drawn" }), imgPath: icon.url };
    await expect(createBanner(db, languages, input, writer)).rejects.toMatchObject({
      status: 422,
      fieldProblems: [{ field: "body.imgPath" }],
    });
    expect(await db.selectFrom("banners").select("id").where("imgPath", "=", icon.url).execute()).toEqual([]);
  });

  it("is taken as a practice area's icon", async () => {
    const icon = await uploadSvgIcon();
    const answer = await admin("POST", "/api/admin/professionalField", [practiceAreaVersion({ iconUrl: icon.url })]);
    expect(answer.statusCode, answer.message).toBe(200);
  });
});

/** Spellings the router serves as the upload `/api/upload/<name>` (an outside reviewer's list). */
const spellingsOf = (name: string) => {
  const [stem, extension] = name.split(".") as [string, string];
  return [
    `/api/upload/${name}/`,
    `/api//upload/${name}`,
    `/api//upload/${stem}%2E${extension}`,
    `/api//upload/${stem}.${extension.slice(0, -1)}%${extension.charCodeAt(extension.length - 1).toString(16)}`,
    `/api//upload/${name}?x=.png`,
    `/api/upload/../upload/${name}/`,
    `//api/upload/${name}`,
    `/api/upload/x/../${name}`,
  ];
};

describe("an upload's address in a spelling of its own", () => {
  it.each([
    ["a picture", "spelled.png"],
    ["an SVG drawing", "scales.svg"],
  ])("is refused for %s in a picture field and in rich text's pictures and links, naming the plain spelling", async (_kind, file) => {
    const stored = file.endsWith(".svg") ? await uploadSvgIcon() : await upload(file);
    for (const url of spellingsOf(stored.url.split("/").pop()!)) {
      for (const [field, fields] of [
        ["body.0.coverUrl", { coverUrl: url }],
        ["body.0.content", { content: picture(url) }],
        ["body.0.content", { content: `<p><a href="${url}">The drawing</a></p>` }],
      ] as const) {
        const answer = await admin("POST", "/api/admin/latest-news", [newsVersion(fields)]);
        expect(answer.statusCode, `${field} ${url}`).toBe(400);
        // A picture field refuses `//…` first as no path of this site; every other refusal names the plain spelling.
        const wording =
          field.endsWith("coverUrl") && url.startsWith("//") ? expect.any(String) : expect.stringContaining(`write it as ${stored.url}`);
        expect(problemsOf(answer), `${field} ${url}`).toContainEqual({ field, message: wording });
      }
    }
  });

  it("is refused past the contract's schema with the plain spelling (422), which the library's usages find", async () => {
    const stored = await upload("spelled.png");
    const writer = { operator: { id: null, name: "test" }, limit: EVERY_LANGUAGE, asDraft: true, keepRevisions: config.revisionsPerItem };
    const languages = { assertKnown: async () => undefined } as unknown as Parameters<typeof createBanner>[1];
    for (const url of spellingsOf(stored.url.split("/").pop()!)) {
      const input = { ...bannerBody.parse({ lang: "en_US", imgPath: "/placeholder.png", title: "Spelled" }), imgPath: url };
      await expect(createBanner(db, languages, input, writer), url).rejects.toMatchObject({
        status: 422,
        fieldProblems: [{ field: "body.imgPath", message: { key: "media.uploadSpelling", params: { address: url, plain: stored.url } } }],
      });
    }
  });

  it("is taken in the plain spelling, with a variant's query, in a picture field and in rich text", async () => {
    const stored = await upload("plain.png");
    const banner = await admin<BannerVersion>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: `${stored.url}?w=320`,
      title: "Plain",
    });
    expect(banner.statusCode, banner.message).toBe(200);
    const content = `<p><a href="${stored.url}">The picture</a></p>${picture(stored.url)}`;
    const news = await admin("POST", "/api/admin/latest-news", [newsVersion({ coverUrl: stored.url, content })]);
    expect(news.statusCode, news.message).toBe(200);
  });
});

describe("a save racing the delete of its picture", () => {
  it("never leaves an address of a deleted file in a version, draft or revision", async () => {
    const rounds = 12;
    const outcomes: string[] = [];
    const deleted: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const cover = await upload(`race-${round}.png`);
      // The delete goes first in odd rounds, the save in even ones; both run at once.
      const save = () => admin("POST", "/api/admin/latest-news", [newsVersion({ title: `Race ${round}`, coverUrl: cover.url })]);
      const remove = () => admin("DELETE", `/api/admin/media/${cover.fileId}`);
      const [saved, removed] =
        round % 2 === 0 ? await Promise.all([save(), remove()]) : await Promise.all([remove(), save()]).then(([r, s]) => [s, r] as const);
      expect([200, 422], saved.message).toContain(saved.statusCode);
      expect([200, 409], removed.message).toContain(removed.statusCode);
      outcomes.push(`${saved.statusCode}/${removed.statusCode}`);
      if (removed.statusCode === 200) deleted.push(cover.url.split("/").pop()!);
    }
    expect(outcomes).not.toContain("200/200");
    await refreshUsages(db);
    const used = new Set((await db.selectFrom("uploadUsages").select("storedName").execute()).map((row) => row.storedName));
    expect(deleted.filter((name) => used.has(name))).toEqual([]);
    const stored = await db.selectFrom("uploadedFiles").select("storedName").execute();
    const kept = new Set(stored.map((row) => row.storedName));
    expect([...used].filter((name) => !kept.has(name))).toEqual([]);
  });
});
