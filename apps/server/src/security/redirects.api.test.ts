import type { AddressInfo } from "node:net";
import type { Person, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem } from "../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import { rawRequest } from "../../test/raw-http.ts";
import { createTestApp } from "../../test/test-app.ts";

// No redirect the server makes leaves the site (an open redirect lends the firm's address to a
// phishing link): every Location is a single "/" followed by neither "/" nor "\", however the
// request's path was spelled. The renderer redirects "/" to a language's home page, as the real one
// does, and "/bounce?to=…" wherever it is told, standing for any redirect a page's loader may build.
const { app, login } = await createTestApp({
  WEB_ROOT: fakeBuiltSite(`export async function createRenderer() {
    return async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/") return { kind: "redirect", status: 302, location: "/en/home" };
      if (url.pathname === "/bounce") return { kind: "redirect", status: 302, location: url.searchParams.get("to") ?? "/" };
      return { kind: "page", status: url.pathname === "/en/home" ? 200 : 404, lang: "en", dir: "ltr", head: "<title>Page</title>",
        body: "<p>page</p>", state: "{}", modules: [] };
    };
  }`),
});
const call = apiCaller(app, await login());
const office = await createReferenceItem<ReferenceItem>(call, "office", "Munich");
const person = await createPerson<Person>(call, { de_DE: "Anna Weiß", en_US: "Anna Weiss" }, { office });
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;

const SITE = "http://site.test";
/** The path as the client wrote it, byte for byte: a test client would tidy `/\x` into `/x` first. */
const get = (path: string) => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`);

/** Spellings of a second slash that browsers read as the start of another host. */
const LEADS = [
  "//",
  "///",
  "////",
  "/\\",
  "/\\\\",
  "/\\/",
  "//\\",
  "/%2F%2F",
  "/%2f/",
  "/%5C",
  "/%5C%5C",
  "/\t/",
  "/%09/",
  "/%0D%0A/",
  "/.//",
  "/./\\",
  "//./",
  "/%2E//",
];

/** Fails unless the answer redirects nowhere, or to an address on this site. */
function expectNoRedirectAway(answer: Awaited<ReturnType<typeof get>>, path: string) {
  expect(answer.status, path).toBeLessThan(500);
  const location = answer.headers.location;
  if (location === undefined) return;
  expect(location, path).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, SITE).origin, path).toBe(SITE);
}

describe("redirects", () => {
  it.each(LEADS)("keep a page address starting %j on the site", async (lead) => {
    for (const path of [
      lead,
      `${lead}evil.example/`,
      `${lead}evil.example/?next=1`,
      `${lead}evil.example//`,
      `${lead}evil.example/en/home/`,
    ]) {
      expectNoRedirectAway(await get(path), path);
    }
  });

  it("still drop a page address's trailing slash, and send / to a language's home", async () => {
    expect((await get("/en/home/")).headers.location).toBe("/en/home");
    expect((await get("/en/home/?a=1")).headers.location).toBe("/en/home?a=1");
    expect((await get("//evil.example/")).headers.location).toBe("/evil.example");
    expect((await get("/\\evil.example/")).headers.location).toBe("/evil.example");
    expect((await get("/")).headers.location).toBe("/en/home");
  });

  it.each(["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/", "/.//evil.example", "\\\\evil.example"])(
    "keep a page loader's redirect to %j on the site",
    async (target) => {
      const answer = await get(`/bounce?to=${encodeURIComponent(target)}`);
      expect(answer.status).toBe(302);
      expectNoRedirectAway(answer, target);
    },
  );

  it.each(LEADS)("keep a contact card's address starting %j on the site", async (lead) => {
    for (const path of [
      `${lead}de/people/detail/${person.en_US!.id}/vcard`,
      `${lead}de/people/detail/${person.en_US!.id}/vcard/`,
      `${lead}de/people/${person.en_US!.slug}/vcard/`,
    ]) {
      expectNoRedirectAway(await get(path), path);
    }
  });

  it("still send a contact card of another language's id to the address's language", async () => {
    const answer = await get(`/de/people/detail/${person.en_US!.id}/vcard`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`/de/people/${person.de_DE!.slug}/vcard`);
  });

  it.each(LEADS)("keep an API address starting %j on the site", async (lead) => {
    for (const path of [`${lead}api/common/language/`, `/api${lead}evil.example/`, `${lead}evil.example/api/`]) {
      expectNoRedirectAway(await get(path), path);
    }
  });
});
