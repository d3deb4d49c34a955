import { API_BASE, LANG_HEADER } from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AnswerCache, cachedAnswer, PUBLIC_CACHE_CONTROL, sendCachedAnswer } from "../http/answer-cache.ts";
import type { DatabaseWatch } from "../db/availability.ts";
import { localContentChanges, postgresContentChanges, type ContentChanges } from "../db/content-changes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The public answers cache (pages and public API answers). */
    publicCache: AnswerCache;
    /**
     * A count of the content changes this process knows of: its own back-office writes, another
     * process's (PostgreSQL's notification, or a lost LISTEN connection) and another process's
     * commit to the SQLite file. What a module keeps in memory from the database (the redirects)
     * is read again when it moves on; unlike the cache's generation, a publication falling due
     * does not move it.
     */
    contentVersion: () => number;
  }
  interface FastifyRequest {
    /** Where a public API answer is to be stored, set when the cache did not have it. */
    publicCacheSlot: { key: string; generation: number } | null;
  }
}

/** Public API answers depend on the content language header; their error messages (never cached) on Accept-Language. */
const API_VARY = `${LANG_HEADER}, accept-language, accept-encoding`;

/** Public API paths whose answers are never cached: health checks report the moment, files have their own handling. */
const UNCACHED_API = new RegExp(`^${API_BASE}/(admin|health|upload)(/|$)`);

/** The cache key of a public API read, or undefined for anything else. The `timestamp` every client GET carries is not part of it. */
function publicApiKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET" || !request.url.startsWith(`${API_BASE}/`)) return undefined;
  // After a host of its own: a path such as `/\x` must not parse as another host (or fail to parse).
  const url = new URL(`http://cache${request.url}`);
  if (!url.pathname.startsWith(`${API_BASE}/`) || UNCACHED_API.test(url.pathname)) return undefined;
  url.searchParams.delete("timestamp");
  url.searchParams.sort();
  const lang = request.headers[LANG_HEADER];
  return `api ${typeof lang === "string" ? lang : ""} ${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * When the public content next changes by itself (a scheduled publication or its end): the
 * publishing module's clock, which the composition root (app.ts) gives the cache.
 */
export interface PublicationSchedule {
  /** Whether a publication change may have happened since the cache last emptied. */
  due(): boolean;
  /** Content changed: the next publication change is to be looked up again. */
  refresh(): void;
}

/** A successful write of the back office: content may have changed (an over-eager guess costs a refill, never a stale page). */
function isContentWrite(request: FastifyRequest): boolean {
  return (
    !["GET", "HEAD", "OPTIONS"].includes(request.method) &&
    request.url.startsWith(`${API_BASE}/admin/`) &&
    !request.url.startsWith(`${API_BASE}/admin/login`)
  );
}

/**
 * The public answers cache (decision 0023): public API answers here, rendered pages in site-rendering.
 * Every successful back-office write empties it before its answer is sent, in this process and,
 * on PostgreSQL, in every other process (LISTEN/NOTIFY). Answers carry an ETag and `no-cache`, so
 * browsers and CDNs may keep them but ask again; the cache answers that with a 304. A scheduled
 * publication empties it at its time (the publication clock, docs/decisions/0035).
 */
export async function installPublicCache(
  app: FastifyInstance,
  options: {
    databaseUrl: string | undefined;
    databaseWatch: DatabaseWatch;
    changedElsewhere: (() => boolean) | undefined;
    publication: PublicationSchedule;
    /** Whether the current request is part of a preview's rendering (the preview module's grant). */
    isPreviewRendering: () => boolean;
  },
): Promise<AnswerCache> {
  const { publication } = options;
  let contentVersion = 0;
  const changed = () => {
    if (!options.changedElsewhere?.()) return publication.due();
    contentVersion += 1;
    publication.refresh();
    return true;
  };
  const cache = new AnswerCache({ changedElsewhere: changed });
  app.decorate("publicCache", cache);
  const changes: ContentChanges = options.databaseUrl
    ? await postgresContentChanges(options.databaseUrl, app.log, options.databaseWatch)
    : localContentChanges();
  changes.onChange(() => {
    contentVersion += 1;
    cache.clear();
    publication.refresh();
  });
  app.decorate("contentVersion", () => {
    // Asks SQLite whether another process wrote (the cache is emptied then too).
    cache.currentGeneration();
    return contentVersion;
  });
  app.addHook("onClose", () => changes.close());
  app.decorateRequest("publicCacheSlot", null);

  app.addHook("onRequest", async (request, reply) => {
    // A preview's answers show what visitors may not see yet: none is taken from the cache or kept in it.
    if (options.isPreviewRendering()) return;
    const key = publicApiKey(request);
    if (!key) return;
    const hit = cache.get(key);
    if (hit) return sendCachedAnswer(request, reply, hit);
    request.publicCacheSlot = { key, generation: cache.generation };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (isContentWrite(request) && reply.statusCode < 400) {
      contentVersion += 1;
      cache.clear();
      publication.refresh();
      await changes
        .publish()
        .catch((error: unknown) => request.log.error({ err: error }, "could not tell the other processes of a content change"));
    }
    const slot = request.publicCacheSlot;
    const uncacheable = String(reply.getHeader("cache-control") ?? "").includes("no-store");
    if (slot && reply.statusCode === 200 && typeof payload === "string" && !uncacheable) {
      const answer = cachedAnswer(200, { "content-type": String(reply.getHeader("content-type")), vary: API_VARY }, Buffer.from(payload));
      cache.set(slot.key, answer, slot.generation);
      reply.header("etag", answer.etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("vary", API_VARY);
    }
    return payload;
  });
  return cache;
}
