import { SUPPORTED_LOCALES } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/database.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { feedPath, newsFeed, robotsTxt, sitemapFile, SITEMAP_URL_LIMIT } from "./crawl-files.service.ts";

/** Crawlers and feed readers may keep a file for five minutes. */
const CACHE_CONTROL = "public, max-age=300";

/** A numbered sitemap file's number: 1 to 9,999,999, without leading zeros. */
function sitemapPage(value: string): number | undefined {
  if (value.length === 0 || value.length > 7 || value[0] === "0") return undefined;
  for (const character of value) if (character < "0" || character > "9") return undefined;
  return Number(value);
}

function sendFile(reply: FastifyReply, type: string, body: string | undefined) {
  if (body === undefined) return reply.callNotFound();
  return reply.type(type).header("cache-control", CACHE_CONTROL).send(body);
}

/**
 * The files for crawlers and feed readers: /robots.txt, /sitemap.xml (and /sitemap-{n}.xml when
 * it is an index) and a news feed per language (/de/news/rss.xml). Absolute addresses use the
 * public origin. `sitemapUrlLimit` lowers the addresses per sitemap file (tests).
 */
export function crawlFileRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string | undefined; sitemapUrlLimit?: number }) {
  const { db, publicUrl } = deps;
  const limit = deps.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;

  app.get("/robots.txt", async (request, reply) =>
    sendFile(reply, "text/plain; charset=utf-8", robotsTxt(publicOrigin(request, publicUrl))),
  );

  app.get("/sitemap.xml", async (request, reply) =>
    sendFile(reply, "application/xml; charset=utf-8", await sitemapFile(db, publicOrigin(request, publicUrl), { limit })),
  );

  app.get("/sitemap-:page.xml", async (request, reply) => {
    const page = sitemapPage((request.params as { page: string }).page);
    if (page === undefined) return reply.callNotFound();
    return sendFile(reply, "application/xml; charset=utf-8", await sitemapFile(db, publicOrigin(request, publicUrl), { limit, page }));
  });

  // One static route per prefix: an unknown prefix is any other unknown address (the usual 404).
  for (const lang of SUPPORTED_LOCALES) {
    app.get(feedPath(lang), async (request, reply) =>
      sendFile(reply, "application/rss+xml; charset=utf-8", await newsFeed(db, lang, publicOrigin(request, publicUrl))),
    );
  }
}
