import type { Icon } from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadFile } from "../../../test/upload-helpers.ts";
import { imageOf } from "../files/test-images.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const auth = { authorization: `Bearer ${token}` };

const PNG = await imageOf("png");
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF", "latin1");

const upload = (fileName: string, bytes: Buffer) => uploadFile(app, token, { name: fileName, bytes });

const image = await upload("scales.png", PNG);
const otherImage = await upload("gavel.png", PNG);
const pdf = await upload("brochure.pdf", PDF);

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { result: { errors: { field: string }[] } }).result.errors.map((error) => error.field);

const create = (payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: "POST", url: "/api/admin/icon", payload: payload as object, headers });
const list = async () =>
  (await app.inject({ method: "GET", url: "/api/admin/icon?timestamp=1", headers: auth })).json<{ result: Icon[] }>().result;

beforeEach(async () => {
  await db.deleteFrom("icons").execute();
});

describe("adding an icon", () => {
  it("keeps an uploaded image under a name and answers it with its address", async () => {
    const response = await create({ name: "Scales", fileId: image.fileId });
    expect(response.statusCode, response.body).toBe(200);
    const icon = response.json<{ result: Icon }>().result;
    expect(icon).toEqual({ id: expect.any(Number), name: "Scales", url: image.url, fileId: image.fileId, createTime: expect.any(String) });
    expect(await list()).toEqual([icon]);
  });

  it("accepts the upload address instead of the fileId, also as an absolute URL", async () => {
    const byPath = await create({ name: "By path", url: image.url });
    expect(byPath.json<{ result: Icon }>().result).toMatchObject({ fileId: image.fileId, url: image.url });
    const absolute = await create({ name: "Absolute", url: `https://www.example.com${otherImage.url}` });
    expect(absolute.json<{ result: Icon }>().result).toMatchObject({ fileId: otherImage.fileId, url: otherImage.url });
    const both = await create({ name: "Both", fileId: image.fileId, url: image.url });
    expect(both.statusCode).toBe(200);
  });

  it("refuses a fileId that was never uploaded", async () => {
    const response = await create({ name: "Ghost", fileId: 987_654 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(["body.fileId"]);
    expect(await list()).toEqual([]);
  });

  it("refuses an uploaded file that is not an image", async () => {
    const response = await create({ name: "Brochure", fileId: pdf.fileId });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/must be an image/);
    expect((await create({ name: "Brochure", url: pdf.url })).statusCode).toBe(400);
  });

  it.each([
    ["https://evil.example/picture.png"],
    ["/api/upload/0123456789abcdef0123456789abcdef.png"],
    ["/api/upload/../lawfirm.sqlite"],
    ["javascript:alert(1)"],
  ])("refuses the url %s that is not an uploaded file", async (url) => {
    const response = await create({ name: "Elsewhere", url });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(["body.url"]);
  });

  it("refuses a fileId and a url that name different files", async () => {
    const response = await create({ name: "Mixed", fileId: image.fileId, url: otherImage.url });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(["body.url"]);
  });

  it.each([
    ["name", { fileId: 1 }],
    ["fileId", { name: "No image" }],
  ])("refuses an icon without %s", async (field, body) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it.each([
    ["name", { name: 5 }],
    ["name", { name: "  " }],
    ["name", { name: "x".repeat(101) }],
    ["fileId", { fileId: "abc" }],
    ["fileId", { fileId: -1 }],
    ["fileId", { fileId: 1.5 }],
    ["fileId", { fileId: 99_999_999_999 }],
    ["url", { url: 42 }],
    ["url", { url: "x".repeat(3000) }],
  ])("refuses a wrong %s: %j", async (field, override) => {
    const response = await create({ name: "Icon", fileId: image.fileId, ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it("ignores server-owned and unknown fields", async () => {
    const response = await create({
      name: "Icon",
      fileId: image.fileId,
      id: 4242,
      createTime: "2000-01-01T00:00:00.000Z",
      operatorName: "eve",
    });
    const icon = response.json<{ result: Record<string, unknown> }>().result;
    expect(icon.id).not.toBe(4242);
    expect(icon.createTime).not.toMatch(/^2000/);
    expect(icon).not.toHaveProperty("operatorName");
  });
});

describe("the icon library", () => {
  it("lists every icon, newest first", async () => {
    const first = (await create({ name: "First", fileId: image.fileId })).json<{ result: Icon }>().result;
    const second = (await create({ name: "Second", fileId: otherImage.fileId })).json<{ result: Icon }>().result;
    expect((await list()).map((icon) => icon.id)).toEqual([second.id, first.id]);
  });

  it("removes an icon but keeps its uploaded file", async () => {
    const icon = (await create({ name: "Gone soon", fileId: image.fileId })).json<{ result: Icon }>().result;
    const response = await app.inject({ method: "DELETE", url: `/api/admin/icon/${icon.id}`, headers: auth });
    expect(response.json()).toEqual({ status: 200, message: "success", result: null });
    expect(await list()).toEqual([]);
    expect((await app.inject({ method: "GET", url: image.url })).statusCode).toBe(200);
    expect((await app.inject({ method: "DELETE", url: `/api/admin/icon/${icon.id}`, headers: auth })).statusCode).toBe(404);
  });

  it.each(["abc", "0", "-1", "99999999999"])("refuses to delete the id %s with 400", async (id) => {
    expect((await app.inject({ method: "DELETE", url: `/api/admin/icon/${id}`, headers: auth })).statusCode).toBe(400);
  });

  it.each([
    ["POST", "/api/admin/icon"],
    ["GET", "/api/admin/icon"],
    ["DELETE", "/api/admin/icon/1"],
  ] as const)("%s %s answers 401 without a session", async (method, url) => {
    const response = await app.inject({ method, url, ...(method === "POST" ? { payload: { name: "x", fileId: image.fileId } } : {}) });
    expect(response.statusCode).toBe(401);
    expect(await db.selectFrom("icons").selectAll().execute()).toEqual([]);
  });
});
