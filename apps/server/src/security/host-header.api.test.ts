import type { AddressInfo } from "node:net";
import type { Person, ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createPerson, createReferenceItem } from "../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import { rawRequest } from "../../test/raw-http.ts";
import { createTestApp } from "../../test/test-app.ts";

// Without PUBLIC_URL, absolute addresses (pages' share tags, the sitemap, feeds, a contact card)
// are built on the request's Host: a Host that makes no origin is the client's mistake, answered
// 400 with a readable message in the request's language, never a 500.
const { app, login } = await createTestApp({
  WEB_ROOT: fakeBuiltSite(`export async function createRenderer() {
    return async (request) => ({ kind: "page", status: 200, lang: "en", dir: "ltr",
      head: '<link rel="canonical" href="' + new URL(request.url).href + '">', body: "<p>page</p>", state: "{}", modules: [] });
  }`),
});
const call = apiCaller(app, await login());
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const office = await createReferenceItem<ReferenceItem>(call, "office", "Munich");
const person = await createPerson<Person>(call, { en_US: "Anna Weiss" }, { office });

const BAD_HOSTS = [
  "a@b",
  "user:pass@site.test",
  "x:99999",
  "x:port",
  "[zz]",
  "[::1",
  "site.test/path",
  "site.test?x",
  "site test",
  "-x-",
  "a..b",
  "site.test:80:80",
];
const ADDRESSES = ["/en/home", "/people", `/en/people/${person.en_US!.slug}/vcard`, "/robots.txt", "/sitemap.xml", "/en/news/rss.xml"];

describe("a request's Host header", () => {
  it.each(BAD_HOSTS)("%j is refused with 400 and a readable message on pages, the contact card and the crawl files", async (host) => {
    for (const url of ADDRESSES) {
      const response = await app.inject({ method: "GET", url, headers: { host, "accept-language": "de" } });
      expect(response.statusCode, `${url} with Host ${JSON.stringify(host)}`).toBe(400);
      expect(response.json(), url).toEqual({
        status: 400,
        message: "Der Host-Header der Anfrage nennt keinen gültigen Host",
        result: null,
      });
    }
  });

  it.each(ADDRESSES)("empty or missing is refused with 400 at %s", async (url) => {
    for (const head of [`GET ${url} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`, `GET ${url} HTTP/1.0\r\n\r\n`]) {
      const answer = await rawRequest(port, head);
      expect(answer.status, head).toBe(400);
      expect(answer.body, head).toContain("The request's Host header names no valid host");
    }
  });

  it.each(BAD_HOSTS)("%j changes nothing for the API, which builds no address on it", async (host) => {
    const response = await app.inject({ method: "GET", url: "/api/common/language", headers: { host } });
    expect(response.statusCode).toBe(200);
    const preview = await app.inject({
      method: "GET",
      url: `/api/admin/preview-link?kind=news&id=1`,
      headers: { host, authorization: `Bearer ${await login()}` },
    });
    expect([400, 404], preview.body).toContain(preview.statusCode);
  });

  it.each(["site.test", "site.test:8080", "SITE.test.", "127.0.0.1:8080", "[::1]:8080", "localhost"])(
    "%j is a host to build addresses on",
    async (host) => {
      for (const url of ADDRESSES) {
        const response = await app.inject({ method: "GET", url, headers: { host } });
        expect(response.statusCode, `${url} with Host ${host}`).toBe(200);
      }
      const page = await app.inject({ method: "GET", url: "/en/home", headers: { host } });
      expect(page.body).toContain(`<link rel="canonical" href="http://${new URL(`http://${host}`).host}/en/home">`);
    },
  );
});
