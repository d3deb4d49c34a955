import { describe, expect, it } from "vitest";
import { apiCaller, createFolder, createReferenceItem } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());

const GERMAN = { "accept-language": "de-DE" };
const CHINESE = { "accept-language": "zh-CN" };
const PASTED = "https://other.example/photos/team.jpg";
const pasted = `<p>Our team</p><img src="${PASTED}" alt="Team">`;

const folder = await createFolder(call, "Rich text", { langs: ["en_US"] });
const office = await createReferenceItem<{ lang: string; id: number; no: number }>(call, "office", "Rich text office", ["en_US"]);
const news = (content: string) => [
  { lang: "en_US", title: "Pictures", coverUrl: "/api/upload/cover.png", isLink: 0, cataId: folder.en_US!.id, content },
];

describe("rich text with a picture from another site", () => {
  it("is refused with a message that names the field and the picture's address, in the reader's language", async () => {
    const english = await call("POST", "/api/admin/latest-news", news(pasted));
    expect(english.statusCode).toBe(400);
    expect(english.message).toBe(
      `Invalid request: [en_US] content contains an image from another site (${PASTED}); upload the picture instead`,
    );
    expect(english.errors).toEqual([
      { field: "body.0.content", lang: "en_US", message: `contains an image from another site (${PASTED}); upload the picture instead` },
    ]);

    const german = await call("POST", "/api/admin/latest-news", news(pasted), GERMAN);
    expect(german.message).toBe(
      `Ungültige Anfrage: [en_US] content enthält ein Bild von einer anderen Website (${PASTED}); laden Sie das Bild stattdessen hoch`,
    );
    const chinese = await call("POST", "/api/admin/latest-news", news(pasted), CHINESE);
    expect(chinese.message).toBe(`请求无效：[en_US] content 包含来自其他网站的图片（${PASTED}）；请改为上传该图片`);
  });

  it.each([
    [
      "a person's biography",
      "/api/admin/lawyerTeam",
      () => [{ lang: "en_US", name: "Ada", office: office.en_US!.id, intro: pasted }],
      "intro",
    ],
    [
      "a person's custom section",
      "/api/admin/lawyerTeam",
      () => [{ lang: "en_US", name: "Ada", office: office.en_US!.id, customContents: [{ title: "Talks", content: pasted }] }],
      "customContents.content",
    ],
    [
      "a practice area's introduction",
      "/api/admin/professionalField",
      () => [{ lang: "en_US", name: "Tax", introduce: pasted }],
      "introduce",
    ],
    ["the firm's introduction", "/api/admin/portal-config", () => ({ lang: "en_US", name: "Firm", introduce: pasted }), "introduce"],
    [
      "an advantage of the firm",
      "/api/admin/portal-config",
      () => ({ lang: "en_US", name: "Firm", advantagesList: [{ title: "Speed", content: pasted }] }),
      "advantagesList.0.content",
    ],
  ])("is refused in %s too", async (_, url, body, field) => {
    const refused = await call("POST", url, body());
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toContain(`${field} contains an image from another site (${PASTED})`);
  });

  it("is refused in a legal document too", async () => {
    const refused = await call("PUT", "/api/admin/docs/privacy", { lang: "en_US", title: "Privacy", content: pasted });
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe(`Invalid request: content contains an image from another site (${PASTED}); upload the picture instead`);
  });
});

describe("rich text with uploaded pictures", () => {
  it("is saved and shown with them, cleaned of what the site does not allow", async () => {
    const saved = await call<Array<{ id: number; content: string }>>(
      "POST",
      "/api/admin/latest-news",
      news(
        '<p class="lead">Team</p><img src="/api/upload/0123abcd.jpg" alt="Team" width="9000"><a href="/api/admin/quit" target="_BLANK">Bye</a>',
      ),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.result[0]!.content).toBe(
      '<p>Team</p><img src="/api/upload/0123abcd.jpg" alt="Team" /><a target="_blank" rel="noopener noreferrer">Bye</a>',
    );
  });
});
