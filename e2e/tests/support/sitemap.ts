import { expect, type APIRequestContext, type Page } from "@playwright/test";

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One sitemap file, parsed by the browser's XML parser: its parse errors, root, namespace and entries. */
async function readSitemapFile(request: APIRequestContext, page: Page, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  expect(response.headers()["content-type"], address).toMatch(/xml/);
  const file = await page.evaluate(
    ({ xml, namespace }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        errors: [...doc.getElementsByTagName("parsererror")].map((error) => error.textContent ?? "parse error"),
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        entries: [...doc.documentElement.children].map((entry) => ({
          loc: entry.getElementsByTagNameNS(namespace, "loc")[0]?.textContent ?? "",
          lastmod: entry.getElementsByTagNameNS(namespace, "lastmod")[0]?.textContent ?? null,
          alternates: [...entry.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => ({
            hreflang: link.getAttribute("hreflang") ?? "",
            href: link.getAttribute("href") ?? "",
          })),
        })),
      };
    },
    { xml: await response.text(), namespace: SITEMAP_NAMESPACE },
  );
  expect(file.errors, `${address} is well-formed XML`).toEqual([]);
  expect(file.namespace, address).toBe(SITEMAP_NAMESPACE);
  return file;
}

/**
 * Every address of the site's sitemap: `/sitemap.xml` is an index of sitemap pages on this origin,
 * each a `urlset`; answers the addresses of all pages, in order.
 */
export async function readSitemap(request: APIRequestContext, page: Page): Promise<SitemapUrl[]> {
  const index = await readSitemapFile(request, page, "/sitemap.xml");
  expect(index.root).toBe("sitemapindex");
  expect(index.entries.length, "the index lists its pages").toBeGreaterThan(0);
  const urls: SitemapUrl[] = [];
  for (const entry of index.entries) {
    const address = new URL(entry.loc);
    const file = await readSitemapFile(request, page, address.pathname);
    expect(file.root, entry.loc).toBe("urlset");
    urls.push(...file.entries);
  }
  return urls;
}
