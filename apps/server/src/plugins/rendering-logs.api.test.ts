import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import { createTestApp } from "../../test/test-app.ts";
import { loggerOptions } from "../app.ts";

/**
 * The renderer of a built site (test/fake-built-site.ts) whose page makes two API calls, as the
 * real loaders do.
 */
const renderer = `export async function createRenderer({ fetch }) {
      return async () => {
        const languages = await (await fetch("/api/common/language")).json();
        const config = await (await fetch("/api/user/portal-config?lang=en_US")).json();
        return { kind: "page", status: 200, lang: "en", dir: "ltr", head: "<title>Home</title>",
          body: "<p>" + languages.status + " " + config.status + "</p>", state: "{}", modules: [] };
      };
    }`;

const lines: { msg?: string; req?: { url?: string }; url?: string }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
    done();
  },
});
const { app } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) }, { logger: { ...loggerOptions({ logLevel: "info" }), stream } });

describe("the log of a rendered page", () => {
  it("has the page's request, not the API calls its loaders made in process", async () => {
    const page = await app.inject({ method: "GET", url: "/en/home" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<p>200 200</p>");
    const logged = lines.filter((line) => line.msg === "request completed").map((line) => line.req?.url);
    expect(logged).toEqual(["/en/home"]);

    // The same API call from outside is logged as any request is.
    await app.inject({ method: "GET", url: "/api/common/language" });
    expect(lines.filter((line) => line.msg === "request completed").map((line) => line.req?.url)).toEqual([
      "/en/home",
      "/api/common/language",
    ]);
  });
});
