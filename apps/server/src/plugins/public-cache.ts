import { API_BASE, isRecordedWrite, LANG_HEADER, type Endpoint } from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AnswerCache, bodyToSend, cachedAnswer, sendCachedAnswer, type CachedAnswer } from "../http/answer-cache.ts";
import {
  answerTags,
  CDN_KEY_HEADERS,
  changeKeys,
  EVERY_CHANGE_TAG,
  mayJoinRelated,
  uploadTags,
  type DescribedChange,
} from "../http/cache-tags.ts";
import type { DatabaseWatch } from "../db/availability.ts";
import { localContentChanges, postgresContentChanges, type ContentChanges } from "../db/content-changes.ts";
import { isRenderingCall, renderingUses } from "./site-rendering.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The public answers cache (pages and public API answers). */
    publicCache: AnswerCache;
    /**
     * The kept answer of a public API read (`GET url` in the content language `lang`), its tags
     * noted as the rendering page's, as the cache's `onRequest` hook answers it; undefined when none
     * is kept or while a preview renders. A page's in-process calls take it here, without a request
     * through Fastify (decision 0138).
     */
    keptPublicApiAnswer: (url: string, lang: string | undefined) => CachedAnswer | undefined;
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
    /**
     * What the request's back-office calls changed (`noteContentChange`): the keys, or `all`;
     * null when no call of the contract said (a write then empties everything).
     */
    contentChange: { keys: Set<string>; all: boolean } | null;
  }
}

/**
 * Notes what a successful write of the contract changed (the endpoint registrar's `afterWrite`,
 * with the audit log's description of it): a recorded write its keys (decision 0062), or all when
 * it has no description; a write the contract marks as changing no content (an editor's presence,
 * a bulk call, whose single calls are noted one by one) nothing.
 */
export function noteContentChange(
  call: { request: FastifyRequest; endpoint: Endpoint; output: unknown },
  change: DescribedChange | undefined,
): void {
  const { request, endpoint } = call;
  if (endpoint.method === "GET") return;
  const noted = (request.contentChange ??= { keys: new Set(), all: false });
  if (!isRecordedWrite(endpoint)) return;
  const keys = change ? changeKeys({ ...change, mayJoinRelated: mayJoinRelated(call.output) }) : null;
  if (keys === null) noted.all = true;
  else for (const key of keys) noted.keys.add(key);
}

/** Public API answers depend on the content language header; their error messages (never cached) on Accept-Language. */
const API_VARY = `${LANG_HEADER}, accept-language, accept-encoding`;

/**
 * Notes that a write changed what public answers of `keys` show, beyond what its calls' descriptions
 * name: a visitor's (a registration took an event's last places, decision 0106) or a back-office
 * write's (it moved the headline figures, decision 0139). They are dropped, in every process and at
 * the CDN, as after any back-office write.
 */
export function noteChangedKeys(request: FastifyRequest, keys: readonly string[]): void {
  const noted = (request.contentChange ??= { keys: new Set(), all: false });
  for (const key of keys) noted.keys.add(key);
}

/** Public API paths whose answers are never cached: health checks report the moment, files have their own handling. */
const UNCACHED_API = new RegExp(`^${API_BASE}/(admin|health|upload)(/|$)`);

/**
 * The cache key of a public API read (`GET` of `address` in the content language `lang`), or
 * undefined for anything else. The `timestamp` every client GET carries is not part of it.
 */
function publicApiKey(method: string, address: string, lang: unknown): string | undefined {
  if (method !== "GET" || !address.startsWith(`${API_BASE}/`)) return undefined;
  // After a host of its own: a path such as `/\x` must not parse as another host (or fail to parse).
  const url = new URL(`http://cache${address}`);
  if (!url.pathname.startsWith(`${API_BASE}/`) || UNCACHED_API.test(url.pathname)) return undefined;
  url.searchParams.delete("timestamp");
  url.searchParams.sort();
  return `api ${typeof lang === "string" ? lang : ""} ${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * When the public content next changes by itself (a scheduled publication or its end): the
 * publishing module's clock, which the composition root (app.ts) gives the cache.
 */
export interface PublicationSchedule {
  /** What a publication change that may have happened since the cache last asked reaches (null: everything); undefined: none. */
  due(): readonly string[] | null | undefined;
  /** Content changed: the next publication change is to be looked up again; settles once it is known. */
  refresh(): Promise<void>;
}

/** A write of the back office: content may have changed (an over-eager guess costs a refill, never a stale page). */
function isContentWrite(request: FastifyRequest): boolean {
  return (
    !["GET", "HEAD", "OPTIONS"].includes(request.method) &&
    request.url.startsWith(`${API_BASE}/admin/`) &&
    !request.url.startsWith(`${API_BASE}/admin/login`)
  );
}

/**
 * What a back-office write changed, as its calls noted it (null: everything); undefined when it
 * changed nothing. A write that succeeded without a noted call (no contract endpoint described
 * it) changed everything; a failed one changed what its calls that succeeded noted (a bulk call's).
 * A visitor's write changed only what it noted (`noteChangedKeys`).
 */
function changedKeys(request: FastifyRequest, status: number): readonly string[] | null | undefined {
  const noted = request.contentChange;
  if (!isContentWrite(request)) return noted && noted.keys.size > 0 ? [...noted.keys] : undefined;
  if (!noted) return status < 400 ? null : undefined;
  if (noted.all) return null;
  return noted.keys.size > 0 ? [...noted.keys] : undefined;
}

/**
 * The public answers cache (decision 0023): public API answers here, rendered pages in site-rendering.
 * Every back-office write drops the answers showing what it changed (by their tags, decision 0062)
 * before its answer is sent, in this process and, on PostgreSQL, in every other process
 * (LISTEN/NOTIFY, the keys in the notification), and queues the CDN's purge of them (`purge`,
 * decision 0078). Answers carry an ETag, their CDN keys and a Cache-Control that lets a CDN keep
 * them (`cdnCacheControl`) while browsers ask again; the cache answers that with a 304. A
 * scheduled publication drops, at its time, the answers showing the versions it changes (the
 * publication clock, decisions 0035 and 0142).
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
    /** Hears every lookup (the metrics). */
    onLookup?: (key: string, hit: boolean) => void;
    /** Queues the CDN's purge of a write's keys (`PURGE_WEBHOOK_URL`); absent without a CDN to tell. */
    purge?: (keys: readonly string[] | null) => Promise<void>;
  },
): Promise<AnswerCache> {
  const { publication } = options;
  let contentVersion = 0;
  const changed = () => {
    if (!options.changedElsewhere?.()) return publication.due();
    contentVersion += 1;
    void publication.refresh();
    return null;
  };
  const cache = new AnswerCache({ changedElsewhere: changed, onLookup: options.onLookup, cdnPurged: options.purge !== undefined });
  app.decorate("publicCache", cache);
  // Until the clock knows the next publication change every lookup empties the cache: it is asked
  // once before the first request, or the first answers would not be kept (a failed look-up is
  // logged, and asked again by the next request).
  await publication.refresh();
  const changes: ContentChanges = options.databaseUrl
    ? await postgresContentChanges(options.databaseUrl, app.log, options.databaseWatch)
    : localContentChanges();
  changes.onChange((keys) => {
    contentVersion += 1;
    cache.invalidate(keys);
    void publication.refresh();
  });
  app.decorate("contentVersion", () => {
    // Asks SQLite whether another process wrote (the cache is emptied then too).
    cache.currentGeneration();
    return contentVersion;
  });
  app.addHook("onClose", () => changes.close());
  app.decorateRequest("publicCacheSlot", null);
  app.decorateRequest("contentChange", null);
  app.decorateRequest("answerTags", null);

  /**
   * A public API read's key and the answer kept under it, its tags noted as the rendering page's;
   * undefined for any other request, and while a preview renders: its answers show what visitors
   * may not see yet, so none is taken from the cache or kept in it.
   */
  const lookUp = (method: string, url: string, lang: unknown): { key: string; hit: CachedAnswer | undefined } | undefined => {
    const key = options.isPreviewRendering() ? undefined : publicApiKey(method, url, lang);
    if (key === undefined) return undefined;
    const hit = cache.get(key);
    if (hit) renderingUses(hit.tags ?? [EVERY_CHANGE_TAG]);
    return { key, hit };
  };
  app.decorate("keptPublicApiAnswer", (url: string, lang: string | undefined) => lookUp("GET", url, lang)?.hit);
  app.addHook("onRequest", async (request, reply) => {
    const found = lookUp(request.method, request.url, request.headers[LANG_HEADER]);
    if (!found) return;
    if (found.hit) return sendCachedAnswer(request, reply, found.hit, cache);
    request.publicCacheSlot = { key: found.key, generation: cache.generation };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const keys = changedKeys(request, reply.statusCode);
    if (keys !== undefined) {
      contentVersion += 1;
      cache.invalidate(keys);
      // The write is answered once the clock knows its schedule: a read after it caches nothing
      // that a publication it scheduled would not empty in time (the clock keeps its last time meanwhile).
      await publication.refresh();
      // Only the writing process queues the purge: the others hear of the change, the CDN once.
      await options.purge?.(keys);
      await changes
        .publish(keys)
        .catch((error: unknown) => request.log.error({ err: error }, "could not tell the other processes of a content change"));
    }
    const slot = request.publicCacheSlot;
    if (!slot) return payload;
    const answered = reply.statusCode === 200 && typeof payload === "string";
    const kept = answered && !String(reply.getHeader("cache-control") ?? "").includes("no-store");
    // An answer neither kept nor asked for by a page's rendering (a visitor's read of an article's
    // detail, counted at every read) needs no tags: they are not worked out from its body.
    if (!kept && !isRenderingCall()) return payload;
    // What the answer shows, for the kept answer and for the page whose rendering asked for it (even
    // when it is not kept: an article's detail): by its route, and the pictures it names (decision 0141).
    const tags = answered
      ? answerTags(request.routeOptions.url, () => (JSON.parse(payload) as { result?: unknown }).result, [
          ...(request.answerTags ?? []),
          ...uploadTags(payload),
        ])
      : [EVERY_CHANGE_TAG];
    renderingUses(tags);
    if (kept) {
      const headers = { "content-type": String(reply.getHeader("content-type")), vary: API_VARY };
      const answer = cachedAnswer(200, headers, Buffer.from(payload), tags);
      cache.set(slot.key, answer, slot.generation);
      reply.header("etag", answer.etag).header("cache-control", cache.cdnCacheControl).header("vary", API_VARY);
      for (const name of CDN_KEY_HEADERS) reply.header(name, answer.headers[name]);
      // Sent as a later request would be sent it: compressed, the kept answer then holding its compressed form only.
      const { encoding, bytes } = bodyToSend(request, answer);
      if (encoding) reply.header("content-encoding", encoding);
      return bytes;
    }
    return payload;
  });
  return cache;
}
