import type { Icon, PracticeArea, UploadedFile } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ALL_LANGS, apiCaller, createPracticeArea } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { multipartFile } from "../../../test/upload-helpers.ts";
import { imageOf } from "../files/test-images.ts";

const { app, login } = await createTestApp();
const token = await login();
const call = apiCaller(app, token);

const HOSTILE_ICON = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" onload="alert(1)">` +
    `<script>alert(2)</script><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>` +
    `<path d="M8 40h32M24 8v32" stroke="#0b1f33" fill="none"/><image href="https://tracker.example/pixel.png"/></svg>`,
);

async function upload(url: string, name: string, bytes: Buffer) {
  const form = multipartFile({ name, bytes });
  const response = await app.inject({
    method: "POST",
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json<{ message: string; result: UploadedFile }>() };
}
const uploadIcon = (name: string, bytes: Buffer) => upload("/api/admin/icon/upload", name, bytes);

describe("SVG in the icon library", () => {
  it("takes an SVG drawing, stores it sanitised and serves it as SVG with a restrictive policy", async () => {
    const { status, body } = await uploadIcon("scales.svg", HOSTILE_ICON);
    expect(status, body.message).toBe(200);
    expect(body.result).toMatchObject({
      url: expect.stringMatching(/^\/api\/upload\/[0-9a-f]{32}\.svg$/),
      mimeType: "image/svg+xml",
      name: "scales.svg",
    });

    const served = await app.inject({ method: "GET", url: body.result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.body).toContain('<path d="M8 40h32M24 8v32"');
    expect(served.body).not.toMatch(/onload|script|alert|foreignObject|tracker\.example|<image/);
    expect(body.result.size).toBe(served.rawPayload.length);

    const icon = await call<Icon>("POST", "/api/admin/icon", { name: "Scales", fileId: body.result.fileId });
    expect(icon.statusCode, icon.message).toBe(200);
    expect(icon.result.url).toBe(body.result.url);
  });

  it("still takes the raster images, cleaned as every upload is", async () => {
    const { status, body } = await uploadIcon("gavel.png", await imageOf("png"));
    expect(status, body.message).toBe(200);
    expect(body.result.mimeType).toBe("image/png");
  });

  it.each([
    ["a PDF", "brochure.pdf", Buffer.from("%PDF-1.7\n%%EOF"), /must be a JPEG, PNG, WebP, GIF or AVIF image or an SVG drawing/],
    [
      "an SVG with a DOCTYPE",
      "laughs.svg",
      Buffer.from('<!DOCTYPE svg [<!ENTITY a "aa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      /DOCTYPE/,
    ],
    ["an SVG that is not well-formed", "broken.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), /cannot be read/],
    ["HTML", "page.svg", Buffer.from("<html><body>hi</body></html>"), /must be a JPEG/],
  ])("refuses %s with a 415 and says why", async (_name, fileName, bytes, reason) => {
    const { status, body } = await uploadIcon(fileName, bytes);
    expect(status).toBe(415);
    expect(body.message).toMatch(reason);
  });

  it("answers the refusal in the reader's language", async () => {
    const form = multipartFile({ name: "broken.svg", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><g></svg>") });
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/icon/upload",
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}`, "accept-language": "de-DE" },
    });
    expect(response.json<{ message: string }>().message).toMatch(/SVG-Grafik lässt sich nicht lesen/);
  });

  it("lets a practice area use an SVG icon", async () => {
    const { body } = await uploadIcon("scales.svg", HOSTILE_ICON);
    const created = await createPracticeArea<PracticeArea>(call, "Arbitration");
    const versions = ALL_LANGS.map((lang) => ({ ...created[lang], iconUrl: body.result.url }));
    const saved = await call<PracticeArea[]>("PUT", "/api/admin/professionalField", versions);
    expect(saved.statusCode, saved.message).toBe(200);
    expect(saved.result.map((version) => version.iconUrl)).toEqual([body.result.url, body.result.url, body.result.url]);
  });
});

describe("SVG anywhere else", () => {
  it("is refused by the general upload, which points to the icon library", async () => {
    const { status, body } = await upload("/api/admin/files/upload", "logo.svg", HOSTILE_ICON);
    expect(status).toBe(415);
    expect(body.message).toMatch(/SVG drawings only to the icon library/);
  });

  it("is refused as a person's photo or an account's picture, by its address", async () => {
    const { body } = await uploadIcon("scales.svg", HOSTILE_ICON);
    const svgUrl = body.result.url;
    const person = await call("POST", "/api/admin/lawyerTeam", [{ lang: "en_US", name: "Ada Lovelace", photoUrl: svgUrl }]);
    expect(person.statusCode).toBe(400);
    expect(person.errors).toContainEqual(
      expect.objectContaining({ field: "body.0.photoUrl", message: "must not be an SVG drawing: only the icon library takes SVG" }),
    );
    const avatar = await call("PUT", "/api/admin/modify-head-img", { headImg: `${svgUrl}?v=2` });
    expect(avatar.statusCode).toBe(400);
  });
});
