import type { MediaDetail, ReferenceItem, UploadedFile } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createPracticeArea, createReferenceItem } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { imageOf } from "../files/test-images.ts";

// Rich text's pictures that follow the media library (decision 0036): every public answer gives
// them their item's current alt text in the answer's language; pictures with their own alt text
// keep it.

const { app, db, login } = await createTestApp();
const token = await login();
const admin = apiCaller(app, token);
const anonymousCall = apiCaller(app, null);
const PNG = await imageOf("png");

const upload = (fileName: string) => uploadFile(app, token, { name: fileName, bytes: PNG });

async function describeItem(id: number, texts: Record<string, { alt: string }>, decorative: 0 | 1 = 0) {
  const answer = await admin<MediaDetail>("PUT", "/api/admin/media", { id, texts, focalX: null, focalY: null, decorative });
  expect(answer.statusCode, answer.message).toBe(200);
}

/** A picture as the editor writes it: following the library (with the alt text at save time), or with its own. */
const followed = (file: UploadedFile, alt: string) => `<img src="${file.url}" alt="${alt}" data-alt-source="library">`;
const own = (file: UploadedFile, alt: string) => `<img src="${file.url}" alt="${alt}">`;

/** The alt attributes of the pictures in (sanitised) HTML, in order. */
const altsOf = (html: string) => [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((match) => match[1]);

async function newsDetail(id: number) {
  const answer = await anonymousCall<{ content: string }>("GET", `/api/user/latest-news/${id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result.content;
}

describe("rich text's pictures that follow the library", () => {
  it("show the library's current alt text in the answer's language; a picture's own alt text stays", async () => {
    const [lobby, team, pattern, chart] = await Promise.all(["Lobby.png", "Team.png", "Pattern.png", "Chart.png"].map(upload));
    await describeItem(lobby!.fileId, { en_US: { alt: "The reception" }, de_DE: { alt: "Der Empfang" } });
    await describeItem(team!.fileId, { en_US: { alt: "The library's team text" } });
    await describeItem(pattern!.fileId, { en_US: { alt: "A pattern" } });
    const folders = await admin<{ id: number; lang: string }[]>("POST", "/api/admin/catalog", [
      { lang: "en_US", name: "Alt news", type: 0 },
      { lang: "de_DE", name: "Alt-Nachrichten", type: 0 },
    ]);
    const content = (lang: string, lobbyAlt: string) =>
      `<p>${followed(lobby!, lobbyAlt)}${own(team!, "Our team at work")}${followed(pattern!, "A pattern")}${followed(chart!, "Figures")}</p>`;
    const created = await admin<{ id: number; lang: string }[]>(
      "POST",
      "/api/admin/latest-news",
      ["en_US", "de_DE"].map((lang) => ({
        lang,
        title: `Alt ${lang}`,
        coverUrl: lobby!.url,
        content: content(lang, lang === "en_US" ? "The reception" : "Der Empfang"),
        cataId: folders.result.find((folder) => folder.lang === lang)!.id,
        isLink: 0,
      })),
    );
    expect(created.statusCode, created.message).toBe(200);
    const english = created.result.find((version) => version.lang === "en_US")!.id;
    const german = created.result.find((version) => version.lang === "de_DE")!.id;

    // The chart has no text in the library: its stored alt text is kept.
    expect(altsOf(await newsDetail(english))).toEqual(["The reception", "Our team at work", "A pattern", "Figures"]);

    await describeItem(lobby!.fileId, { en_US: { alt: "The renovated reception" }, de_DE: { alt: "Der Empfang" } });
    await describeItem(team!.fileId, { en_US: { alt: "Changed in the library" } });
    await describeItem(pattern!.fileId, {}, 1);
    const shown = await newsDetail(english);
    expect(altsOf(shown)).toEqual(["The renovated reception", "Our team at work", "", "Figures"]);
    // The mark stays, so that the back office and a later answer know the picture follows.
    expect(shown).toContain(`<img src="${lobby!.url}" alt="The renovated reception" data-alt-source="library" `);
    expect(altsOf(await newsDetail(german))).toEqual(["Der Empfang", "Our team at work", "", "Figures"]);

    await describeItem(lobby!.fileId, { en_US: { alt: "The renovated reception" }, de_DE: { alt: "Der neue Empfang" } });
    expect(altsOf(await newsDetail(german))[0]).toBe("Der neue Empfang");
    // The stored text keeps the alt text written at save time.
    const stored = await db.selectFrom("articles").select("content").where("id", "=", english).executeTakeFirstOrThrow();
    expect(altsOf(stored.content)).toEqual(["The reception", "Our team at work", "A pattern", "Figures"]);
  });

  it("follow the library in people's, practice areas', legal documents' and the site configuration's texts", async () => {
    const picture = await upload("Garden.png");
    await describeItem(picture.fileId, { en_US: { alt: "The garden" } });
    const text = `<p>${followed(picture, "Old text")}</p>`;

    const office = await createReferenceItem<ReferenceItem>(admin, "office", "Alt office", ["en_US"]);
    const person = await createPerson<{ id: number; no: number; lang: string }>(admin, { en_US: "Ada Alt" }, { office });
    await db
      .updateTable("people")
      .set({ intro: text, customContents: JSON.stringify([{ title: "More", content: text }]) })
      .where("id", "=", person.en_US!.id)
      .execute();
    const area = await createPracticeArea<ReferenceItem>(admin, "Alt area", ["en_US"]);
    await db.updateTable("practiceAreas").set({ introduce: text }).where("id", "=", area.en_US!.id).execute();
    const document = await admin<{ id: number }>("PUT", "/api/admin/docs/impressum", { lang: "en_US", title: "Imprint", content: text });
    expect(document.statusCode, document.message).toBe(200);
    expect((await admin("PUT", "/api/admin/docs/publish", { id: document.result.id })).statusCode).toBe(200);
    const config = await admin("POST", "/api/admin/portal-config", {
      lang: "en_US",
      name: "Alt & Partner",
      introduce: text,
      advantagesList: [{ title: "Garden", content: text }],
    });
    expect(config.statusCode, config.message).toBe(200);

    const read = async <T>(url: string) => {
      const answer = await anonymousCall<T>("GET", url);
      expect(answer.statusCode, answer.message).toBe(200);
      return answer.result;
    };
    const texts = async () => {
      const personAnswer = await read<{ intro: string; customContents: { content: string }[] }>(`/api/user/lawyerTeam/${person.en_US!.id}`);
      const areaAnswer = await read<{ introduce: string }>(`/api/user/professionalField/${area.en_US!.id}`);
      const areas = await read<{ id: number; introduce: string }[]>("/api/user/professionalField/list?lang=en_US");
      const documentAnswer = await read<{ content: string }>("/api/user/docs/impressum?lang=en_US");
      const configAnswer = await read<{ introduce: string; advantagesList: { content: string }[] }>("/api/user/portal-config?lang=en_US");
      return [
        personAnswer.intro,
        personAnswer.customContents[0]!.content,
        areaAnswer.introduce,
        areas.find((row) => row.id === area.en_US!.id)!.introduce,
        documentAnswer.content,
        configAnswer.introduce,
        configAnswer.advantagesList[0]!.content,
      ].map(altsOf);
    };
    expect(await texts()).toEqual(Array.from({ length: 7 }, () => ["The garden"]));
    await describeItem(picture.fileId, { en_US: { alt: "The garden in spring" } });
    expect(await texts()).toEqual(Array.from({ length: 7 }, () => ["The garden in spring"]));
  });
});

describe("the library's item of a picture's address", () => {
  it("is answered with its texts and usages for an upload, null for any other address, and only to the back office", async () => {
    const photo = await upload("Terrace.png");
    await describeItem(photo.fileId, { de_DE: { alt: "Die Terrasse" } });
    const found = await admin<MediaDetail | null>("GET", `/api/admin/media/by-url?url=${encodeURIComponent(photo.url)}`);
    expect(found.statusCode, found.message).toBe(200);
    expect(found.result).toMatchObject({ id: photo.fileId, url: photo.url, texts: { de_DE: { alt: "Die Terrasse" } }, usages: [] });

    for (const url of ["/api/upload/ffffffffffffffffffffffffffffffff.png", "https://example.com/a.png", "not an address"]) {
      const none = await admin<MediaDetail | null>("GET", `/api/admin/media/by-url?url=${encodeURIComponent(url)}`);
      expect(none.statusCode, none.message).toBe(200);
      expect(none.result).toBeNull();
    }
    expect((await admin("GET", "/api/admin/media/by-url")).statusCode).toBe(400);
    expect((await anonymousCall("GET", `/api/admin/media/by-url?url=${encodeURIComponent(photo.url)}`)).statusCode).toBe(401);
  });
});
