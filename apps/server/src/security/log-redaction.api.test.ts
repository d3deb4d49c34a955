import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import { createTestApp } from "../../test/test-app.ts";
import { loggerOptions } from "../config.ts";

// A preview's approval link opens a draft for seven days to whoever holds it: the request log,
// read by operators and kept by log collectors, must not hold it (nor any other secret in an address).
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});
const { app } = await createTestApp(
  {
    WEB_ROOT: fakeBuiltSite(`export async function createRenderer() {
      return async () => ({ kind: "page", status: 200, lang: "en", dir: "ltr", head: "", body: "", state: "{}", modules: [] });
    }`),
  },
  { logger: { ...loggerOptions({ logLevel: "trace" }), stream } },
);

const SECRET = "1767225600.c2VjcmV0LXRva2VuLXRoYXQtb3BlbnMtYS1kcmFmdA";

describe("the request log", () => {
  it.each([
    `/preview/de/news/detail/12?token=${SECRET}`,
    `/preview/en/home?banner=7&token=${SECRET}`,
    `/en/home?token=${SECRET}`,
    `/api/common/language?access_token=${SECRET}`,
    `/api/admin/mine?set-password=${SECRET}`,
    `/no/such/page?password=${SECRET}`,
  ])("keeps no secret of %s", async (url) => {
    lines.length = 0;
    await app.inject({ method: "GET", url });
    const requests = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    const logged = requests.find((line) => line.msg === "request completed");
    expect(logged?.req?.url).toBe(url.replace(SECRET, "[Redacted]"));
    expect(lines.join("\n")).not.toContain(SECRET);
    expect(lines.join("\n")).not.toContain(SECRET.split(".")[1]);
  });
});

describe("the request log's headers", () => {
  it("are not logged, so that neither an authorization nor a cookie is", async () => {
    lines.length = 0;
    await app.inject({
      method: "GET",
      url: "/api/common/language",
      headers: { authorization: `Bearer ${SECRET}`, cookie: `session=${SECRET}` },
    });
    expect(lines.join("\n")).toContain('"url":"/api/common/language"');
    expect(lines.join("\n")).not.toContain(SECRET.split(".")[1]);
  });
});
