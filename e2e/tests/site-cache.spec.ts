import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/journeys.ts";
import { slugAddress } from "./support/addresses.ts";
import { ADMIN_PASSWORD } from "../playwright.config.ts";

/**
 * The public answers cache seen from outside (decision 0023): a page is answered again from the
 * cache, with its ETag, and an edit in the back office shows at once on the next request.
 */

async function token(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/admin/login", { data: { loginAccount: "admin", password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { result: string }).result;
}

async function call<T>(request: APIRequestContext, authorization: string, method: "GET" | "POST" | "PUT", path: string, data?: unknown) {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { authorization } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

test("a cached page is answered with its ETag and changes at once after an edit", async ({ request }) => {
  const authorization = await token(request);
  const title = `Cached banner ${Date.now()}`;
  const banner = await call<{ id: number }>(request, authorization, "POST", "/admin/banner", {
    lang: "en_US",
    imgPath: "/api/upload/cache-test.png",
    title,
  });

  const first = await request.get("/en/home");
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(title);
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  expect(first.headers()["vary"]).toBe("accept-encoding");

  const again = await request.get("/en/home", { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);

  const edited = `${title} (edited)`;
  await call(request, authorization, "PUT", "/admin/banner", {
    id: banner.id,
    lang: "en_US",
    imgPath: "/api/upload/cache-test.png",
    title: edited,
  });
  const after = await request.get("/en/home", { headers: { "if-none-match": etag! } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(edited);
});

test("an unprefixed page is cached per visitor language and says what it varies by", async ({ request }) => {
  const german = await request.get("/people", { headers: { "accept-language": "de-DE" } });
  const chinese = await request.get("/people", { headers: { cookie: "umi_locale=zh_CN", "accept-language": "de-DE" } });
  expect(await german.text()).toContain('<html lang="de-DE"');
  expect(await chinese.text()).toContain('<html lang="zh-CN"');
  expect(german.headers()["vary"]).toBe("accept-encoding, cookie, accept-language");
  // The page's language also as a header and in the head, where Baidu reads it.
  expect(german.headers()["content-language"]).toBe("de-DE");
  expect(chinese.headers()["content-language"]).toBe("zh-CN");
  expect(await chinese.text()).toContain('<meta http-equiv="content-language" content="zh-CN"');
});

test("reads of a cached news page still count as views", async ({ request }) => {
  const authorization = await token(request);
  const [folder] = await call<{ id: number }[]>(request, authorization, "POST", "/admin/catalog", [
    { lang: "en_US", name: `Cache ${Date.now()}`, type: 0 },
  ]);
  const [item] = await call<{ id: number; no: number; slug: string }[]>(request, authorization, "POST", "/admin/latest-news", [
    {
      lang: "en_US",
      title: "Counted when cached",
      content: "<p>Read me.</p>",
      coverUrl: "/api/upload/cache-test.png",
      cataId: folder!.id,
      isLink: 0,
    },
  ]);
  // Three visitors (a reader is told apart by address and browser): the first read renders the
  // page, the next two are answered from the cache.
  for (const userAgent of ["Reader one", "Reader two", "Reader three"]) {
    const page = await request.get(slugAddress("news", "en_US", item!.slug), { headers: { "user-agent": userAgent } });
    expect(page.status()).toBe(200);
  }
  await expect
    .poll(
      async () => {
        const versions = await call<{ views: number }[]>(request, authorization, "GET", `/admin/latest-news/${item!.no}`);
        return versions[0]?.views;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(3);
});

test("a page cached for one Host is not served to another (without PUBLIC_URL the origin comes from the request)", async ({
  request,
  baseURL,
}) => {
  const poisoned = await request.get("/en/about", { headers: { host: "attacker.example" } });
  expect(await poisoned.text()).toContain('href="http://attacker.example/en/about"');
  const genuine = await request.get("/en/about");
  const html = await genuine.text();
  expect(html).not.toContain("attacker.example");
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/about"`);
});
