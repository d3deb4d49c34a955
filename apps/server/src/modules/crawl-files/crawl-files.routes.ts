import { SUPPORTED_LOCALES } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { EVERY_CHANGE_TAG } from "../../http/cache-tags.ts";
import { precompressedAnswer, sendThroughCache, type AnswerCache } from "../../http/answer-cache.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import {
  feedPath,
  newsFeed,
  oneFileAtATime,
  robotsTxt,
  sitemapIndexFile,
  sitemapPageFile,
  sitemapPagePath,
  SITEMAP_PARTS,
} from "./crawl-files.service.ts";

/** robots.txt names no content: crawlers may keep it for five minutes. */
const ROBOTS_CACHE_CONTROL = "public, max-age=300";

const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";

/** A sitemap page's number: 1 to 9,999,999, without leading zeros. */
function pageNumber(value: string): number | undefined {
  if (value.length === 0 || value.length > 7 || value[0] === "0") return undefined;
  for (const character of value) if (character < "0" || character > "9") return undefined;
  return Number(value);
}

/**
 * The files for crawlers and feed readers: /robots.txt, /sitemap.xml (an index of the pages
 * /sitemap-{part}-{page}.xml) and a news feed per language (/de/news/rss.xml). Absolute addresses
 * use the public origin. The sitemap and the feeds come from the public answers cache, emptied when
 * content changes, compressed as the client accepts (docs/decisions/0040). `sitemapUrlLimit`
 * lowers the addresses per sitemap page (tests).
 */
export function crawlFileRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string | undefined; cache: AnswerCache; sitemapUrlLimit?: number },
) {
  const { db, publicUrl, cache } = deps;
  const limit = deps.sitemapUrlLimit;
  const queue = oneFileAtATime();

  /** Sends a crawl file from the cache, made by `make` (undefined: no such file, the usual 404). */
  async function sendCrawlFile(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    type: string,
    make: (origin: string) => Promise<string | undefined>,
  ) {
    const origin = publicOrigin(request, publicUrl);
    const sent = await sendThroughCache(request, reply, cache, `crawl ${origin}${path}`, async () => {
      const body = await queue(() => make(origin));
      return body === undefined
        ? undefined
        : // Every kind's items are listed (or counted in a page's lastmod): every content change reaches it.
          precompressedAnswer(200, { "content-type": type, vary: "accept-encoding" }, Buffer.from(body), [EVERY_CHANGE_TAG]);
    });
    return sent ?? reply.callNotFound();
  }

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", ROBOTS_CACHE_CONTROL)
      .send(robotsTxt(publicOrigin(request, publicUrl))),
  );

  app.get("/sitemap.xml", async (request, reply) =>
    sendCrawlFile(request, reply, "/sitemap.xml", XML, (origin) => sitemapIndexFile(db, origin, { limit })),
  );

  // One route per part: an unknown part is any other unknown address (the usual 404).
  for (const part of SITEMAP_PARTS) {
    app.get(`/sitemap-${part}-:page.xml`, async (request, reply) => {
      const page = pageNumber((request.params as { page: string }).page);
      if (page === undefined) return reply.callNotFound();
      return sendCrawlFile(request, reply, sitemapPagePath(part, page), XML, (origin) =>
        sitemapPageFile(db, origin, part, page, { limit }),
      );
    });
  }

  for (const lang of SUPPORTED_LOCALES) {
    app.get(feedPath(lang), async (request, reply) =>
      sendCrawlFile(request, reply, feedPath(lang), RSS, (origin) => newsFeed(db, lang, origin)),
    );
  }
}
