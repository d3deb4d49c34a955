import type { Banner } from "@lawfirm/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

const { app, db, login } = await createTestApp();
const token = await login();
const auth = { authorization: `Bearer ${token}` };

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { result: { errors: { field: string }[] } }).result.errors.map((error) => error.field);

async function createBanner(overrides: Record<string, unknown> = {}): Promise<Banner> {
  const response = await call("POST", "/api/admin/banner", {
    lang: "en_US",
    imgPath: "/api/upload/banner.png",
    title: "Welcome",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: Banner }>().result;
}

beforeEach(async () => {
  await db.deleteFrom("banners").execute();
});

describe("creating a banner", () => {
  it("stores one language version and answers it with server-set times", async () => {
    const before = new Date().toISOString();
    const banner = await createBanner({ subTitle: "Since 1990", linkUrl: "https://example.com/about" });
    expect(banner).toMatchObject({
      lang: "en_US",
      imgPath: "/api/upload/banner.png",
      title: "Welcome",
      subTitle: "Since 1990",
      top: 0,
      linkUrl: "https://example.com/about",
    });
    expect(banner.id).toBeGreaterThan(0);
    expect(banner.createTime >= before).toBe(true);
    expect(banner.updateTime).toBe(banner.createTime);

    const detail = await call("GET", `/api/admin/banner/detail/${banner.id}`);
    expect(detail.json<{ result: Banner }>().result).toEqual(banner);
  });

  it("keeps the optional fields empty when they are left out", async () => {
    const response = await call("POST", "/api/admin/banner", { lang: "de_DE", imgPath: "/api/upload/b.jpg" });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ result: Banner }>().result).toMatchObject({ title: "", subTitle: "", linkUrl: null, top: 0 });
  });

  it("accepts a site path as link and treats a blank link as none", async () => {
    expect((await createBanner({ linkUrl: "/people/detail/3" })).linkUrl).toBe("/people/detail/3");
    expect((await createBanner({ linkUrl: "  " })).linkUrl).toBeNull();
    expect((await createBanner({ linkUrl: null })).linkUrl).toBeNull();
  });

  it.each([
    ["lang", { imgPath: "/api/upload/a.png" }],
    ["imgPath", { lang: "en_US" }],
  ])("refuses a banner without %s", async (field, body) => {
    const response = await call("POST", "/api/admin/banner", body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(`Invalid request: ${field} is required`);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it.each([
    ["imgPath", { imgPath: 5 }],
    ["imgPath", { imgPath: "javascript:alert(1)" }],
    ["imgPath", { imgPath: "not a url" }],
    ["linkUrl", { linkUrl: "javascript:alert(1)" }],
    ["linkUrl", { linkUrl: "//evil.example/x" }],
    ["title", { title: 123 }],
    ["subTitle", { subTitle: ["x"] }],
    ["top", { top: 2 }],
    ["top", { top: "1" }],
    ["lang", { lang: 7 }],
    ["title", { title: "x".repeat(201) }],
    ["subTitle", { subTitle: "x".repeat(501) }],
    ["imgPath", { imgPath: `/api/upload/${"a".repeat(5000)}.png` }],
  ])("refuses a wrong %s: %j", async (field, override) => {
    const response = await call("POST", "/api/admin/banner", { lang: "en_US", imgPath: "/api/upload/a.png", ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });

  it("refuses a language that is not a content language", async () => {
    const response = await call("POST", "/api/admin/banner", { lang: "fr_FR", imgPath: "/api/upload/a.png" });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/lang is not a content language/);
  });

  it("refuses an array body: a banner is sent as one object", async () => {
    const response = await call("POST", "/api/admin/banner", [{ lang: "en_US", imgPath: "/api/upload/a.png" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("Invalid request: request must be an object");
  });

  it("ignores server-owned and unknown fields", async () => {
    const banner = await createBanner({
      id: 99_999,
      createTime: "2000-01-01T00:00:00.000Z",
      updateTime: "2000-01-01T00:00:00.000Z",
      views: 7,
      operatorName: "eve",
    });
    expect(banner.id).not.toBe(99_999);
    expect(banner.createTime).not.toMatch(/^2000/);
    expect(banner).not.toHaveProperty("views");
    expect(banner).not.toHaveProperty("operatorName");
    const stored = await db.selectFrom("banners").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.createdAt).not.toMatch(/^2000/);
  });
});

describe("updating a banner", () => {
  it("replaces its fields and keeps the pin when top is left out", async () => {
    const banner = await createBanner({ linkUrl: "/news" });
    await call("PUT", `/api/admin/banner/${banner.id}/1`);
    const response = await call("PUT", "/api/admin/banner", {
      id: banner.id,
      lang: "de_DE",
      imgPath: "/api/upload/neu.png",
      title: "Willkommen",
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ result: Banner }>().result;
    expect(updated).toMatchObject({
      id: banner.id,
      lang: "de_DE",
      imgPath: "/api/upload/neu.png",
      title: "Willkommen",
      subTitle: "",
      linkUrl: null,
      top: 1,
    });
    expect(updated.createTime).toBe(banner.createTime);
    expect(updated.updateTime >= banner.updateTime).toBe(true);
  });

  it("answers 404 for an unknown id", async () => {
    const response = await call("PUT", "/api/admin/banner", { id: 123_456, lang: "en_US", imgPath: "/api/upload/a.png" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: "No banner with id 123456" });
  });

  it.each([
    ["id", { lang: "en_US", imgPath: "/api/upload/a.png" }],
    ["id", { id: "abc", lang: "en_US", imgPath: "/api/upload/a.png" }],
    ["id", { id: 0, lang: "en_US", imgPath: "/api/upload/a.png" }],
    ["id", { id: 99_999_999_999, lang: "en_US", imgPath: "/api/upload/a.png" }],
    ["imgPath", { id: 1, lang: "en_US" }],
    ["lang", { id: 1, imgPath: "/api/upload/a.png" }],
  ])("refuses a missing or wrong %s", async (field, body) => {
    const response = await call("PUT", "/api/admin/banner", body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([`body.${field}`]);
  });
});

describe("pinning a banner", () => {
  it("sets and clears the top flag", async () => {
    const banner = await createBanner();
    const pinned = await call("PUT", `/api/admin/banner/${banner.id}/1`);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json<{ result: Banner }>().result.top).toBe(1);
    const unpinned = await call("PUT", `/api/admin/banner/${banner.id}/0`);
    expect(unpinned.json<{ result: Banner }>().result.top).toBe(0);
  });

  it.each(["2", "-1", "yes", "01"])("refuses top=%s", async (top) => {
    const banner = await createBanner();
    const response = await call("PUT", `/api/admin/banner/${banner.id}/${top}`);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(["params.top"]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call("PUT", "/api/admin/banner/424242/1")).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/banner/abc/1")).statusCode).toBe(400);
  });
});

describe("deleting a banner", () => {
  it("removes it", async () => {
    const banner = await createBanner();
    const response = await call("DELETE", `/api/admin/banner/${banner.id}`);
    expect(response.json()).toEqual({ status: 200, message: "success", result: null });
    expect((await call("GET", `/api/admin/banner/detail/${banner.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/banner/${banner.id}`)).statusCode).toBe(404);
  });

  it.each(["abc", "0", "-3", "1.5", "99999999999"])("refuses the id %s with 400", async (id) => {
    expect((await call("DELETE", `/api/admin/banner/${id}`)).statusCode).toBe(400);
    expect((await call("GET", `/api/admin/banner/detail/${id}`)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown detail", async () => {
    expect((await call("GET", "/api/admin/banner/detail/777")).statusCode).toBe(404);
  });
});

describe("the admin banner list", () => {
  it("is paged, filtered by language, pinned first and then newest", async () => {
    const first = await createBanner({ title: "first" });
    const second = await createBanner({ title: "second" });
    await createBanner({ title: "third" });
    await createBanner({ title: "german", lang: "de_DE" });
    await call("PUT", `/api/admin/banner/${first.id}/1`);

    const response = await call("GET", "/api/admin/banner?lang=en_US&pageNo=1&pageSize=2&timestamp=1");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: Banner[]; pageable: object }>();
    expect(body.result.map((banner) => banner.title)).toEqual(["first", "third"]);
    expect(body.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3 });

    const page2 = await call("GET", "/api/admin/banner?lang=en_US&page=2&pageSize=2");
    expect(page2.json<{ result: Banner[] }>().result.map((banner) => banner.id)).toEqual([second.id]);

    const all = await call("GET", "/api/admin/banner");
    expect(all.json<{ pageable: { totalCount: number; pageSize: number } }>().pageable).toMatchObject({ totalCount: 4, pageSize: 10 });
  });

  it.each(["lang=xx_XX", "pageSize=1000", "pageNo=0", "page=abc"])("refuses the query %s", async (query) => {
    expect((await call("GET", `/api/admin/banner?${query}`)).statusCode).toBe(400);
  });
});

describe("the public banners", () => {
  it("are those of the request's language, pinned first, then newest", async () => {
    const older = await createBanner({ title: "older", lang: "de_DE" });
    await createBanner({ title: "newer", lang: "de_DE" });
    await createBanner({ title: "english" });
    await call("PUT", `/api/admin/banner/${older.id}/1`);

    const german = await app.inject({ method: "GET", url: "/api/user/banner?timestamp=5", headers: { lang: "de_DE" } });
    expect(german.statusCode).toBe(200);
    expect(german.json<{ result: Banner[] }>().result.map((banner) => banner.title)).toEqual(["older", "newer"]);

    const byQuery = await app.inject({ method: "GET", url: "/api/user/banner?lang=de_DE", headers: { lang: "en_US" } });
    expect(byQuery.json<{ result: Banner[] }>().result).toHaveLength(2);
  });

  it("fall back to en_US for a missing or unknown language", async () => {
    await createBanner({ title: "english" });
    await createBanner({ title: "chinese", lang: "zh_CN" });
    for (const headers of [{}, { lang: "klingon" }]) {
      const response = await app.inject({ method: "GET", url: "/api/user/banner", headers });
      expect(response.json<{ result: Banner[] }>().result.map((banner) => banner.title)).toEqual(["english"]);
    }
  });
});

describe("without a session", () => {
  it.each([
    ["GET", "/api/admin/banner"],
    ["POST", "/api/admin/banner"],
    ["PUT", "/api/admin/banner"],
    ["DELETE", "/api/admin/banner/1"],
    ["GET", "/api/admin/banner/detail/1"],
    ["PUT", "/api/admin/banner/1/1"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const response = await call(
      method,
      url,
      method === "GET" || method === "DELETE" ? undefined : { lang: "en_US", imgPath: "/a.png" },
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(await db.selectFrom("banners").selectAll().execute()).toEqual([]);
  });
});
