import type { BannerVersion, ImageDescription, MediaDetail, Office, PersonVersion, UploadedFile } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createReferenceItem, personAsSent, versionIn } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { imageOf } from "../files/test-images.ts";

// A place's own alt text (decision 0036, "an image field can override it"): an article's cover,
// a person's photo, a banner's and an office's picture, per language.

const { app, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);
const anonymous = apiCaller(app, null);
const PNG = await imageOf("png");

const upload = (fileName: string) => uploadFile(app, token, { name: fileName, bytes: PNG });

async function describeItem(file: UploadedFile, changes: Record<string, unknown>) {
  const answer = await admin<MediaDetail>("PUT", "/api/admin/media", {
    id: file.fileId,
    focalX: null,
    focalY: null,
    decorative: 0,
    ...changes,
  });
  expect(answer.statusCode, answer.message).toBe(200);
}

const described = (alt: string, decorative = false): ImageDescription => ({ alt, caption: "", decorative, focalX: null, focalY: null });

async function createPersonWithPhoto(photoUrl: string, photoAlt: Record<string, string | undefined>) {
  const office = await createReferenceItem<Office>(admin, "office", `Office of ${Object.values(photoAlt).join()}`, ["de_DE", "en_US"]);
  const created = await admin<PersonVersion[]>(
    "POST",
    "/api/admin/lawyerTeam",
    Object.entries(photoAlt).map(([lang, alt]) => ({ lang, name: "Clara Ott", office: office[lang]!.id, photoUrl, photoAlt: alt })),
  );
  expect(created.statusCode, created.message).toBe(200);
  return created.result;
}

const publicPerson = async (id: number) =>
  (await anonymous<PersonVersion & { photoDescription?: ImageDescription }>("GET", `/api/user/lawyerTeam/${id}`)).result;

describe("a place's own alt text", () => {
  it("overrides a person's photo's alt text from the library in its language; an empty one follows the library", async () => {
    const portrait = await upload("IMG_0042.png");
    await describeItem(portrait, { texts: { en_US: { alt: "Clara smiling" }, de_DE: { alt: "Clara lächelt" } } });
    const person = await createPersonWithPhoto(portrait.url, { en_US: "  Clara Ott at her desk  ", de_DE: "" });
    const [en, de] = [versionIn(person, "en_US"), versionIn(person, "de_DE")];
    // The back office finds the place's item by the stored name its address ends with.
    const storedName = portrait.url.split("/").pop()!;
    const found = await admin<{ id: number }[]>("GET", `/api/admin/media?keyword=${storedName}`);
    expect(found.result.map((item) => item.id)).toEqual([portrait.fileId]);
    expect([en.photoAlt, de.photoAlt]).toEqual(["Clara Ott at her desk", null]);

    const enPage = await publicPerson(en.id);
    expect(enPage.photoDescription).toEqual(described("Clara Ott at her desk"));
    expect(enPage).not.toHaveProperty("photoAlt");
    expect((await publicPerson(de.id)).photoDescription).toEqual(described("Clara lächelt"));
    const list = await anonymous<{ id: number; photoDescription?: ImageDescription }[]>(
      "GET",
      "/api/user/lawyerTeam?lang=en_US&pageSize=50",
    );
    const card = list.result.find((row) => row.id === en.id);
    expect(card?.photoDescription).toEqual(described("Clara Ott at her desk"));
    expect(card).not.toHaveProperty("photoAlt");

    // The specification's clients send no alt text: the stored one stays; an empty one clears it.
    const kept = await admin<PersonVersion[]>("PUT", "/api/admin/lawyerTeam", person.map(personAsSent));
    expect(kept.statusCode, kept.message).toBe(200);
    expect(versionIn(kept.result, "en_US").photoAlt).toBe("Clara Ott at her desk");
    const cleared = await admin<PersonVersion[]>(
      "PUT",
      "/api/admin/lawyerTeam",
      person.map((version) => ({ ...personAsSent(version), photoAlt: "   " })),
    );
    expect(versionIn(cleared.result, "en_US").photoAlt).toBeNull();
    expect((await publicPerson(en.id)).photoDescription).toEqual(described("Clara smiling"));
  });

  it("wins over the library's decorative mark for a news cover, in the detail, its related items and the list", async () => {
    const cover = await upload("Ornament.png");
    await describeItem(cover, { decorative: 1 });
    const folder = await admin<{ id: number }[]>("POST", "/api/admin/catalog", [{ lang: "en_US", name: "Alt folder", type: 0 }]);
    const news = (title: string, coverAlt?: string) => [
      { lang: "en_US", title, coverUrl: cover.url, content: "<p>Text</p>", cataId: folder.result[0]!.id, isLink: 0, coverAlt },
    ];
    const first = (
      await admin<{ id: number; coverAlt: string | null }[]>("POST", "/api/admin/latest-news", news("Alt news", "A signed contract"))
    ).result[0]!;
    expect(first.coverAlt).toBe("A signed contract");
    await admin("POST", "/api/admin/latest-news", news("Alt news, plain"));

    type Detail = { coverDescription?: ImageDescription; related: { title: string; coverDescription?: ImageDescription }[] };
    const detail = (await anonymous<Detail>("GET", `/api/user/latest-news/${first.id}`)).result;
    expect(detail.coverDescription).toEqual(described("A signed contract"));
    expect(detail).not.toHaveProperty("coverAlt");
    const list = await anonymous<{ title: string; coverDescription?: ImageDescription }[]>(
      "GET",
      "/api/user/latest-news?lang=en_US&pageSize=50",
    );
    expect(list.result.find((row) => row.title === "Alt news")?.coverDescription).toEqual(described("A signed contract"));
    expect(list.result.find((row) => row.title === "Alt news, plain")?.coverDescription).toEqual(described("", true));
  });

  it("describes a banner's and an office's picture per language, even a picture that is no upload", async () => {
    const picture = await upload("Lobby.png");
    await describeItem(picture, { decorative: 1 });
    const saved = await admin<BannerVersion>("POST", "/api/admin/banner", {
      lang: "de_DE",
      imgPath: picture.url,
      title: "Foyer",
      imgAlt: "Das Foyer",
    });
    expect(saved.result.imgAlt).toBe("Das Foyer");
    await admin("POST", "/api/admin/banner", { lang: "de_DE", imgPath: "/images/hall.jpg", title: "Halle", imgAlt: "Die Halle" });
    const banners = await anonymous<{ title: string; imgDescription?: ImageDescription }[]>("GET", "/api/user/banner?lang=de_DE");
    expect(banners.result.find((banner) => banner.title === "Foyer")?.imgDescription).toEqual(described("Das Foyer"));
    expect(banners.result.find((banner) => banner.title === "Halle")?.imgDescription).toEqual(described("Die Halle"));
    expect(banners.result[0]).not.toHaveProperty("imgAlt");

    const office = await admin<Office[]>("POST", "/api/admin/office", [
      { lang: "de_DE", name: "Büro am Hafen", pictureUrl: picture.url, pictureAlt: "Der Eingang am Hafen" },
      { lang: "en_US", name: "Harbour office", pictureUrl: picture.url },
    ]);
    expect(office.statusCode, office.message).toBe(200);
    const officeIn = async (lang: string) =>
      (await anonymous<{ pictureDescription?: ImageDescription }>("GET", `/api/user/office/detail/${versionIn(office.result, lang).id}`))
        .result;
    expect((await officeIn("de_DE")).pictureDescription).toEqual(described("Der Eingang am Hafen"));
    expect(await officeIn("de_DE")).not.toHaveProperty("pictureAlt");
    expect((await officeIn("en_US")).pictureDescription).toEqual(described("", true));

    // Left out of an update, the office's alt text stays.
    const updated = await admin<Office[]>(
      "PUT",
      "/api/admin/office",
      office.result.map(({ id, lang, name }) => ({ id, lang, name })),
    );
    expect(updated.statusCode, updated.message).toBe(200);
    expect(versionIn(updated.result, "de_DE").pictureAlt).toBe("Der Eingang am Hafen");
  });

  it("describes the site configuration's environment pictures by their own alt text, dropped when empty", async () => {
    const lobby = await upload("Lobby 2.png");
    await describeItem(lobby, { decorative: 1, texts: { de_DE: { alt: "Empfang" } } });
    const saved = await admin<{ environmentList: { title: string; alt?: string }[] }>("POST", "/api/admin/portal-config", {
      lang: "de_DE",
      name: "Berg & Partner",
      environmentList: [
        { title: "Empfang", coverUrl: lobby.url, alt: " Der Empfang im dritten Stock " },
        { title: "Flur", coverUrl: lobby.url, alt: "" },
      ],
    });
    expect(saved.statusCode, saved.message).toBe(200);
    expect(saved.result.environmentList.map((item) => item.alt)).toEqual(["Der Empfang im dritten Stock", undefined]);
    type Config = { environmentList: { title: string; alt?: string; coverDescription?: ImageDescription }[] };
    const config = (await anonymous<Config>("GET", "/api/user/portal-config?lang=de_DE")).result;
    expect(config.environmentList.map((item) => [item.title, item.coverDescription])).toEqual([
      ["Empfang", described("Der Empfang im dritten Stock")],
      ["Flur", described("Empfang", true)],
    ]);
    expect(config.environmentList[0]).not.toHaveProperty("alt");
  });

  it("of a published person's draft is not public until the draft is published", async () => {
    const portrait = await upload("Portrait.png");
    await describeItem(portrait, { texts: { en_US: { alt: "Library portrait" } } });
    const person = await createPersonWithPhoto(portrait.url, { en_US: undefined });
    const en = versionIn(person, "en_US");
    const drafted = await admin<PersonVersion[]>("PUT", "/api/admin/lawyerTeam?saveAs=draft", [
      { ...personAsSent(en), photoAlt: "Clara in the library" },
    ]);
    expect(drafted.statusCode, drafted.message).toBe(200);
    expect(versionIn(drafted.result, "en_US")).toMatchObject({ photoAlt: null, draft: { photoAlt: "Clara in the library" } });
    expect((await publicPerson(en.id)).photoDescription).toEqual(described("Library portrait"));

    const published = await admin<PersonVersion[]>("PUT", "/api/admin/lawyerTeam/publish", { id: en.id });
    expect(published.statusCode, published.message).toBe(200);
    expect(versionIn(published.result, "en_US")).toMatchObject({ photoAlt: "Clara in the library", draft: null });
    expect((await publicPerson(en.id)).photoDescription).toEqual(described("Clara in the library"));
    const revisions = await admin<{ id: number }[]>("GET", `/api/admin/lawyerTeam/revisions?id=${en.id}`);
    const newest = await admin<{ fields: { photoAlt?: string | null } }>(
      "GET",
      `/api/admin/lawyerTeam/revision?id=${revisions.result[0]!.id}`,
    );
    expect(newest.result.fields.photoAlt).toBe("Clara in the library");
  });

  it("of a published banner's draft is not public until the draft is published", async () => {
    const created = await admin<BannerVersion>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/images/garden.jpg",
      title: "Garden",
    });
    const drafted = await admin<BannerVersion>("PUT", "/api/admin/banner?saveAs=draft", {
      id: created.result.id,
      lang: "en_US",
      imgPath: "/images/garden.jpg",
      title: "Garden",
      imgAlt: "The garden in May",
    });
    expect(drafted.result).toMatchObject({ imgAlt: null, draft: { imgAlt: "The garden in May" } });
    const garden = async () =>
      (await anonymous<{ title: string; imgDescription?: ImageDescription }[]>("GET", "/api/user/banner?lang=en_US")).result.find(
        (banner) => banner.title === "Garden",
      );
    expect((await garden())?.imgDescription).toBeUndefined();
    expect((await admin("PUT", "/api/admin/banner/publish", { id: created.result.id })).statusCode).toBe(200);
    expect((await garden())?.imgDescription).toEqual(described("The garden in May"));
  });

  it("refuses an alt text longer than 250 characters with a readable message", async () => {
    const tooLong = "a".repeat(251);
    const banner = await admin("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/images/garden.jpg",
      title: "Long",
      imgAlt: tooLong,
    });
    expect(banner.statusCode).toBe(400);
    expect(banner.message).toContain("250");
    const office = await admin("POST", "/api/admin/office", [{ lang: "en_US", name: "Long office", pictureAlt: tooLong }]);
    expect(office.statusCode).toBe(400);
    expect(office.message).toMatch(/pictureAlt.*250/);
    const accepted = await admin<BannerVersion>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/images/garden.jpg",
      title: "Exactly",
      imgAlt: `  ${"b".repeat(250)}  `,
    });
    expect(accepted.result.imgAlt).toHaveLength(250);
  });
});
