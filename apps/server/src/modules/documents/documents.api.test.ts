import { DOCUMENT_CONTENT_MAX, type LegalDocument } from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const auth = { authorization: `Bearer ${token}` };

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { result: { errors: { field: string }[] } }).result.errors.map((error) => error.field);

const adminGet = (name: string, lang: string, headers: Record<string, string> = auth) =>
  app.inject({ method: "GET", url: `/api/admin/docs/${name}?lang=${lang}&timestamp=1`, headers });
const save = (name: string, payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: "PUT", url: `/api/admin/docs/${name}`, payload: payload as object, headers });
const publicGet = (name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/user/docs/${name}`, headers });
const resultOf = (response: { json: <T>() => T }) => response.json<{ result: LegalDocument }>().result;

beforeEach(async () => {
  await db.deleteFrom("legalDocuments").execute();
});

describe("editing a legal document", () => {
  it("answers an empty default for a version not saved yet", async () => {
    const response = await adminGet("privacy", "de_DE");
    expect(response.statusCode).toBe(200);
    expect(resultOf(response)).toEqual({
      name: "privacy",
      lang: "de_DE",
      title: "",
      content: "",
      updateTime: null,
      langs: [],
      id: null,
      publishState: "draft",
      publishAt: null,
      unpublishAt: null,
      draft: null,
    });
  });

  it("saves one language version and answers it", async () => {
    const response = await save("terms", {
      lang: "en_US",
      title: "Terms and conditions",
      content: "<h2>Scope</h2><p>These terms apply.</p>",
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = resultOf(response);
    expect(saved).toMatchObject({
      name: "terms",
      lang: "en_US",
      title: "Terms and conditions",
      content: "<h2>Scope</h2><p>These terms apply.</p>",
      langs: ["en_US"],
    });
    expect(saved.updateTime).toEqual(expect.any(String));
    expect(resultOf(await adminGet("terms", "en_US"))).toEqual(saved);
    expect(resultOf(await adminGet("terms", "de_DE"))).toMatchObject({ title: "", updateTime: null, langs: ["en_US"] });
  });

  it("replaces a version on a second save and keeps the documents apart", async () => {
    await save("privacy", { lang: "en_US", title: "Privacy", content: "<p>v1</p>" });
    await save("impressum", { lang: "en_US", title: "Legal notice", content: "<p>Imprint</p>" });
    const second = resultOf(await save("privacy", { lang: "en_US", title: "Privacy policy", content: "<p>v2</p>" }));
    expect(second).toMatchObject({ title: "Privacy policy", content: "<p>v2</p>" });
    expect(await db.selectFrom("legalDocuments").select(["name", "lang"]).orderBy("name").execute()).toEqual([
      { name: "impressum", lang: "en_US" },
      { name: "privacy", lang: "en_US" },
    ]);
  });

  it("never stores a script or an event handler", async () => {
    const response = await save("privacy", {
      lang: "en_US",
      title: "Privacy",
      content: '<p>Data</p><script>alert(1)</script><img src="/api/upload/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(resultOf(response).content).toBe('<p>Data</p><img src="/api/upload/x.png" /><a>x</a>');
    const stored = await db.selectFrom("legalDocuments").select("content").executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onerror|javascript/);
    expect((await publicGet("privacy")).body).not.toMatch(/script|onerror|javascript/);
  });

  it("refuses content that is nothing but unsafe markup", async () => {
    const response = await save("privacy", { lang: "en_US", title: "Privacy", content: "<script>alert(1)</script>" });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(["body.content"]);
  });

  it.each([
    ["lang", { title: "T", content: "<p>c</p>" }],
    ["title", { lang: "en_US", content: "<p>c</p>" }],
    ["content", { lang: "en_US", title: "T" }],
  ])("refuses a version without %s", async (field, body) => {
    const response = await save("privacy", body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(`Invalid request: ${field} is required`);
  });

  it.each([
    ["title", { title: 5 }],
    ["title", { title: "  " }],
    ["title", { title: "x".repeat(201) }],
    ["content", { content: { html: "x" } }],
    ["content", { content: "x".repeat(DOCUMENT_CONTENT_MAX + 1) }],
    ["lang", { lang: ["en_US"] }],
  ])("refuses a wrong %s", async (field, override) => {
    const response = await save("privacy", { lang: "en_US", title: "T", content: "<p>c</p>", ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it("refuses a language that is not a content language", async () => {
    expect((await save("privacy", { lang: "fr_FR", title: "T", content: "<p>c</p>" })).statusCode).toBe(400);
    expect((await adminGet("privacy", "fr_FR")).statusCode).toBe(400);
    const missing = await app.inject({ method: "GET", url: "/api/admin/docs/privacy", headers: auth });
    expect(fieldsOf(missing)).toEqual(["query.lang"]);
  });

  it("ignores server-owned and unknown fields", async () => {
    const response = await save("privacy", {
      lang: "en_US",
      title: "T",
      content: "<p>c</p>",
      id: 5,
      name: "terms",
      updateTime: "2000-01-01T00:00:00.000Z",
      operatorName: "eve",
    });
    const saved = response.json<{ result: Record<string, unknown> }>().result;
    expect(saved).toMatchObject({ name: "privacy" });
    expect(saved.updateTime).not.toMatch(/^2000/);
    expect(saved).not.toHaveProperty("operatorName");
    expect(await db.selectFrom("legalDocuments").select("name").execute()).toEqual([{ name: "privacy" }]);
  });

  it.each(["cookies", "PRIVACY", "..%2Fprivacy", "x".repeat(300)])("answers 404 for the unknown name %s", async (name) => {
    expect((await adminGet(name, "en_US")).statusCode).toBe(404);
    expect((await save(name, { lang: "en_US", title: "T", content: "<p>c</p>" })).statusCode).toBe(404);
    expect((await publicGet(name)).statusCode).toBe(404);
    expect(await db.selectFrom("legalDocuments").selectAll().execute()).toEqual([]);
  });

  it.each([
    ["GET", () => adminGet("privacy", "en_US", {})],
    ["PUT", () => save("privacy", { lang: "en_US", title: "T", content: "<p>c</p>" }, {})],
  ])("answers 401 to %s without a session", async (_, send) => {
    expect((await send()).statusCode).toBe(401);
    expect(await db.selectFrom("legalDocuments").selectAll().execute()).toEqual([]);
  });
});

describe("reading a legal document", () => {
  it("answers the version of the request's language", async () => {
    await save("impressum", { lang: "de_DE", title: "Impressum", content: "<p>Angaben gemäß § 5 DDG</p>" });
    await save("impressum", { lang: "en_US", title: "Legal notice", content: "<p>Information</p>" });
    const response = await publicGet("impressum", { lang: "de_DE" });
    expect(response.statusCode).toBe(200);
    expect(resultOf(response)).toMatchObject({ name: "impressum", lang: "de_DE", title: "Impressum", langs: ["de_DE", "en_US"] });
    const byQuery = await app.inject({ method: "GET", url: "/api/user/docs/impressum?lang=en_US", headers: { lang: "de_DE" } });
    expect(resultOf(byQuery).lang).toBe("en_US");
  });

  it("falls back to en_US, then to any language, and says which one it answers", async () => {
    await save("terms", { lang: "zh_CN", title: "条款", content: "<p>中文</p>" });
    expect(resultOf(await publicGet("terms", { lang: "de_DE" }))).toMatchObject({ lang: "zh_CN", title: "条款" });
    await save("terms", { lang: "en_US", title: "Terms", content: "<p>English</p>" });
    expect(resultOf(await publicGet("terms", { lang: "de_DE" }))).toMatchObject({ lang: "en_US", title: "Terms" });
    expect(resultOf(await publicGet("terms", { lang: "zh_CN" }))).toMatchObject({ lang: "zh_CN" });
    expect(resultOf(await publicGet("terms", { lang: "klingon" }))).toMatchObject({ lang: "en_US" });
  });

  it("answers 404 when the document has no version at all", async () => {
    await save("privacy", { lang: "en_US", title: "Privacy", content: "<p>p</p>" });
    const response = await publicGet("terms");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: 'The document "terms" has not been written yet' });
  });
});
