import { onlyChild, readXml } from "./xml-reader.ts";

/** A GET as tests make it: `app.inject` with the test's headers. */
type Get = (url: string) => Promise<{ statusCode: number; body: string }>;

/**
 * Reads /sitemap.xml, an index, and every page it lists (docs/decisions/0040); fails on an answer
 * other than 200. Answers each page's path and body.
 */
export async function readSitemapPages(get: Get): Promise<{ path: string; body: string }[]> {
  const index = await get("/sitemap.xml");
  if (index.statusCode !== 200) throw new Error(`/sitemap.xml answered ${index.statusCode}`);
  const root = readXml(index.body);
  if (root.name !== "sitemapindex") throw new Error(`/sitemap.xml is a ${root.name}, not a sitemap index`);
  const pages: { path: string; body: string }[] = [];
  for (const sitemap of root.children) {
    const path = new URL(onlyChild(sitemap, "loc").text).pathname;
    const page = await get(path);
    if (page.statusCode !== 200) throw new Error(`${path} answered ${page.statusCode}`);
    pages.push({ path, body: page.body });
  }
  return pages;
}

/** The text of all the sitemap's pages, for asking whether an address is listed. */
export async function sitemapText(get: Get): Promise<string> {
  return (await readSitemapPages(get)).map((page) => page.body).join("\n");
}
