import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cdnKeyHeaders, reaches } from "./cache-tags.ts";
import { SecondChanceMap } from "./second-chance-map.ts";

type Encoding = "br" | "gzip";

/** An answer as the cache keeps it: sent again as it was, compressed once per encoding asked for. */
export interface CachedAnswer {
  status: number;
  /** content-type, and location for a redirect. */
  headers: Readonly<Record<string, string>>;
  /**
   * The body uncompressed, until its first compressed form is made; then, and for a large
   * precompressed answer (a sitemap page), undefined: the answer keeps its compressed forms only and
   * is inflated for the rare client that accepts neither (`identityBody`; decisions 0104, 0120).
   */
  body: Buffer | undefined;
  /** The uncompressed body's length in bytes. */
  bodyLength: number;
  /**
   * The room the cache counts for it, fixed when it is made: the body and room for its compressed
   * forms (text compresses to well under half); for a precompressed answer, its gzip form and room
   * for the smaller brotli form. Once the body is dropped the answer holds less than it is counted for.
   */
  countedBytes: number;
  etag: string;
  /** Compressed forms, made when a client first accepts one (most ask for brotli only). */
  readonly compressed: Map<Encoding, Buffer>;
  /** How often it was sent in brotli: the third time it gets brotli's best form (`BEST_COMPRESSION_AFTER`). */
  brotliSends: number;
  /** A rendered page's article (news, case analysis, honor), whose views each send of the page counts. */
  article?: number;
  /** The keys of what it shows (decision 0062); none: it is emptied by every content change. */
  tags?: readonly string[];
}

/**
 * Bytes in memory of their own size. zlib's output is a view of its 16 KB working buffer and a short
 * `Buffer.from` one of an 8 KB slab shared with other allocations: a kept answer would hold all of
 * it (a 2 KB compressed answer held 16 KB: 335 of them in one heap snapshot, docs/performance.md).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** Bodies smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer to keep: its ETag now, its compressed forms when first asked for. With `tags`, the
 * `Cache-Tag` and `Surrogate-Key` headers name their CDN keys for a CDN's purge (decision 0078).
 */
export function cachedAnswer(status: number, headers: Record<string, string>, body: Buffer, tags?: readonly string[]): CachedAnswer {
  return {
    status,
    headers: tags ? { ...headers, ...cdnKeyHeaders(tags) } : headers,
    body: ownBytes(body),
    bodyLength: body.length,
    countedBytes: body.length * 2,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    compressed: new Map(),
    brotliSends: 0,
    ...(tags ? { tags } : {}),
  };
}

/**
 * The size of the chunks zlib writes a body's compressed form into: a quarter of the body (text
 * compresses to less), between zlib's smallest chunk and its default of 16 KB. With the default, a
 * 2 KB answer's form took a 16 KB buffer of its own, garbage once `ownBytes` copied the form out,
 * and Node 24 frees such buffers only at a collection: a loop of brotli calls piled up 30–60 MB of
 * them between two, where a chunk under 4 KB comes from Node's shared 8 KB pool (docs/performance.md).
 */
export function chunkSizeFor(body: Buffer): number {
  return Math.min(zlib.Z_DEFAULT_CHUNK, Math.max(zlib.Z_MIN_CHUNK, Math.ceil(body.length / 4)));
}

/**
 * The quick compression the first request of an answer waits for: brotli 1, about 1.7 ms for the
 * home page's 132 KB on a slow core where 4 took 4.5 and 5 took 6, for a form 17 % larger than 4's
 * (25.8 against 22.1 KB), sent to the first visitors only (`BEST_COMPRESSION_AFTER`; decisions
 * 0116, 0138): the first render after a content change waits for it.
 */
const quickBrotliOptions = (body: Buffer) => ({ chunkSize: chunkSizeFor(body), params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
const quickGzipOptions = (body: Buffer) => ({ chunkSize: chunkSizeFor(body), level: 6 });
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => ownBytes(brotliCompressSync(body, quickBrotliOptions(body))),
  gzip: (body) => ownBytes(gzipSync(body, quickGzipOptions(body))),
};

/** The same quick forms, made on libuv's thread pool. */
const COMPRESS_IN_POOL: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: async (body) => ownBytes(await promisify(brotliCompress)(body, quickBrotliOptions(body))),
  gzip: async (body) => ownBytes(await promisify(gzip)(body, quickGzipOptions(body))),
};

/**
 * An answer to keep whose compressed forms are made before it is first sent, on libuv's thread
 * pool: for bodies of a megabyte and more (a sitemap page), which `sendCachedAnswer` would
 * otherwise compress on the event loop while every other request waits.
 */
export async function precompressedAnswer(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  tags?: readonly string[],
): Promise<CachedAnswer> {
  const answer = cachedAnswer(status, headers, body, tags);
  if (body.length >= COMPRESS_FROM_BYTES) {
    const [br, gzipped] = await Promise.all([COMPRESS_IN_POOL.br(body), COMPRESS_IN_POOL.gzip(body)]);
    answer.compressed.set("br", br).set("gzip", gzipped);
    answer.countedBytes = gzipped.length * 2;
    // Crawlers ask in gzip or brotli: a sitemap's 18 MB of XML kept beside them would be held for nothing.
    answer.body = undefined;
  }
  return answer;
}

/** An answer's body uncompressed: kept, or inflated from its gzip or brotli form. */
export function identityBody(answer: CachedAnswer): Buffer {
  if (answer.body) return answer.body;
  const gzipped = answer.compressed.get("gzip");
  if (gzipped) return gunzipSync(gzipped);
  const brotli = answer.compressed.get("br");
  if (!brotli) throw new Error("A cached answer without its body has no compressed form to inflate it from");
  return brotliDecompressSync(brotli);
}

/**
 * The brotli send after which an answer gets brotli's best form: by then it is an answer visitors
 * come back to. An address asked for once (a page right after a content change emptied the cache,
 * a search) is not worth it: the best form costs a core some 30 to 90 ms, which on a small machine
 * delays the renders running beside it (docs/performance.md).
 */
const BEST_COMPRESSION_AFTER = 3;

/**
 * Brotli's smallest form of a cached answer (quality 11: a page about 10 % smaller than quality 5's),
 * made once on libuv's thread pool, and sent instead of the quick form from then on: no request
 * waits for it, and every later visitor downloads less. Should it fail, the quick form stays.
 */
function compressBestInBackground(answer: CachedAnswer, quick: Buffer): void {
  const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.bodyLength };
  const body = identityBody(answer);
  brotliCompress(body, { chunkSize: chunkSizeFor(body), params }, (error, best) => {
    if (!error && best.length < quick.length) answer.compressed.set("br", ownBytes(best));
  });
}

/** The encoding to send an answer in: brotli, else gzip, as the client accepts; none for small bodies. */
function chooseEncoding(request: FastifyRequest, answer: CachedAnswer): Encoding | undefined {
  if (answer.bodyLength < COMPRESS_FROM_BYTES) return undefined;
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * Public answers that name no CDN keys (a missing page, a failure) may be kept by a browser or a
 * CDN, which must ask again each time (`no-cache`): no purge would reach them.
 */
export const PUBLIC_CACHE_CONTROL = "public, no-cache";

/** How long a CDN keeps a kept answer with its keys (`s-maxage`), by whether it is told of changes (decision 0078). */
export const CDN_MAX_AGE_SECONDS = { purged: 86_400, unpurged: 60 } as const;

/** How long a CDN may serve a kept answer past its age while it asks this server again. */
export const CDN_STALE_SECONDS = 30;

/**
 * The Cache-Control of a kept answer (decision 0078): a browser asks again each time
 * (`max-age=0`, as `no-cache` did, which a CDN would obey as well); a CDN keeps it for
 * `s-maxage` (a day when `PURGE_WEBHOOK_URL` tells it of every change, a minute otherwise) and
 * may serve it `stale-while-revalidate` while it asks again.
 */
export function cdnCacheControl(purged: boolean): string {
  const maxAge = purged ? CDN_MAX_AGE_SECONDS.purged : CDN_MAX_AGE_SECONDS.unpurged;
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${CDN_STALE_SECONDS}`;
}

/**
 * Whether a CDN may keep an answer: one that names its keys (a kept one), unless it varies by the
 * visitor's cookie (a page at an address without a language, rendered in the visitor's): a CDN
 * could key it by nothing useful, and one that ignores Vary would serve it in another language.
 */
function sharedCacheable(answer: CachedAnswer): boolean {
  return answer.tags !== undefined && !/\bcookie\b/.test(answer.headers.vary ?? "");
}

/**
 * Sends a cached answer: 304 when the client has it, else compressed as the client accepts. One a
 * CDN may keep with the cache's `cdnCacheControl`, any other with `no-cache`.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cache: Pick<AnswerCache, "cdnCacheControl">,
): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.header("etag", answer.etag).header("cache-control", sharedCacheable(answer) ? cache.cdnCacheControl : PUBLIC_CACHE_CONTROL);
  if (answer.status === 200 && request.headers["if-none-match"] === answer.etag) return reply.code(304).send();
  const { encoding, bytes } = bodyToSend(request, answer);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.code(answer.status).send(bytes);
}

/**
 * The bytes of a cached answer to send to `request`, in the encoding it accepts (none: the body).
 * An answer's first compressed form is made here, and its body then dropped: nearly every visitor
 * asks in brotli or gzip, and the body, some six times its compressed form, is inflated again for
 * the rare one that accepts neither (decision 0120). Every send of an answer takes its bytes here,
 * the first one too (a public API answer's, `installPublicCache`), so that no answer keeps its body
 * for having been sent once (decision 0122).
 */
export function bodyToSend(request: FastifyRequest, answer: CachedAnswer): { encoding: Encoding | undefined; bytes: Buffer } {
  const encoding = chooseEncoding(request, answer);
  if (!encoding) return { encoding, bytes: identityBody(answer) };
  let compressed = answer.compressed.get(encoding);
  if (!compressed) {
    compressed = COMPRESS[encoding](identityBody(answer));
    answer.compressed.set(encoding, compressed);
    answer.body = undefined;
  }
  if (encoding === "br" && ++answer.brotliSends === BEST_COMPRESSION_AFTER) compressBestInBackground(answer, compressed);
  return { encoding, bytes: compressed };
}

/**
 * Sends the answer the cache keeps under `key` (or made meanwhile by another request), or makes
 * it, keeps it (unless content changed meanwhile) and sends it. `make` answers undefined for an
 * address without an answer: nothing is kept or sent, and undefined is answered (the caller's 404).
 */
export async function sendThroughCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  make: () => Promise<CachedAnswer | undefined>,
): Promise<FastifyReply | undefined> {
  const { answer } = await cache.lookUpOrMake(key, make);
  return answer && sendCachedAnswer(request, reply, answer, cache);
}

/**
 * Limits of one process's cache. Answers asked for again are kept up to a bounded number of answers
 * and bytes, the least recently used going first. An answer asked for once waits in a shorter list
 * of its own (probation) until a second request moves it to the kept ones: addresses asked for once
 * each (a search, a filter, a crawler walking every page) then take no more than the probation's
 * room, and push out none of the answers visitors come back to (a segmented LRU; decision 0134).
 */
export const ANSWER_CACHE_MAX_ENTRIES = 5_000;
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const ANSWER_CACHE_PROBATION_ENTRIES = 500;
export const ANSWER_CACHE_PROBATION_BYTES = 8 * 1024 * 1024;

/**
 * Answers by key, the least recently used going first beyond the limits (a second chance for
 * those asked for again: `SecondChanceMap`), with the bytes they are counted for.
 */
class RecentlyUsed {
  private readonly held = new SecondChanceMap<string, CachedAnswer>();
  bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.held.size;
  }

  /** The answers with their keys, the least recently used first (but for the second chances). */
  answers(): IterableIterator<[string, CachedAnswer]> {
    return this.held[Symbol.iterator]();
  }

  /** The answer under `key`, marked as asked for again. */
  use(key: string): CachedAnswer | undefined {
    return this.held.get(key);
  }

  /** Adds an answer (not held yet) as the most recently used, and forgets the least recently used beyond the limits. */
  add(key: string, answer: CachedAnswer): void {
    this.held.set(key, answer);
    this.bytes += answer.countedBytes;
    while (this.held.size > this.maxEntries || this.bytes > this.maxBytes) {
      const gone = this.held.evictOldest();
      if (!gone) break;
      this.bytes -= gone.countedBytes;
    }
  }

  /** The answer under `key`, taken out. */
  remove(key: string): CachedAnswer | undefined {
    const answer = this.held.delete(key);
    if (answer) this.bytes -= answer.countedBytes;
    return answer;
  }

  clear(): void {
    this.held.clear();
    this.bytes = 0;
  }
}

/** How many of the latest content changes the cache remembers, for answers made while they happened. */
const REMEMBERED_CHANGES = 256;

/** How long a request waits for an answer another request is making before it makes its own. */
export const MAKING_WAIT_MS = 5_000;

/** A request's turn to make an answer the cache missed: the generation it is made in, and what to call once it is made. */
interface MakingTurn {
  generation: number;
  made: () => void;
}

/**
 * Public answers (rendered pages, public API answers) by key. A content change drops the answers
 * it reaches (`invalidate`, by their tags: decision 0062), or all of them (`clear`).
 * `generation` counts the changes: an answer computed while a change reaching it happened is not
 * stored, one that the changes meanwhile did not reach is.
 */
export class AnswerCache {
  /** Answers asked for again. */
  private readonly kept: RecentlyUsed;
  /** Answers asked for once so far. */
  private readonly probation: RecentlyUsed;
  generation = 0;
  /** The Cache-Control of its answers that name CDN keys (`cdnCacheControl`). */
  readonly cdnCacheControl: string;
  /** The keys of the latest changes (null: everything), the last one that of `generation`. */
  private readonly changes: (readonly string[] | null)[] = [];
  /** The answers being made, by key, with the generation they are made in. */
  private readonly making = new Map<string, { generation: number; done: Promise<void> }>();

  constructor(
    private readonly options: {
      /**
       * What changed since the cache last asked beside this process's writes (another process's
       * commit, a publication falling due): the keys it reaches, null for everything, undefined
       * for nothing.
       */
      changedElsewhere?: () => readonly string[] | null | undefined;
      /** Limits of the answers asked for again. */
      maxEntries?: number;
      maxBytes?: number;
      /** Limits of the answers asked for once so far. */
      probationEntries?: number;
      probationBytes?: number;
      /** Hears every lookup, with whether the answer was there (the metrics). */
      onLookup?: (key: string, hit: boolean) => void;
      /** Whether a CDN is told of every change (`PURGE_WEBHOOK_URL`): it may then keep answers long. */
      cdnPurged?: boolean;
    } = {},
  ) {
    this.cdnCacheControl = cdnCacheControl(options.cdnPurged ?? false);
    this.kept = new RecentlyUsed(options.maxEntries ?? ANSWER_CACHE_MAX_ENTRIES, options.maxBytes ?? ANSWER_CACHE_MAX_BYTES);
    this.probation = new RecentlyUsed(
      options.probationEntries ?? ANSWER_CACHE_PROBATION_ENTRIES,
      options.probationBytes ?? ANSWER_CACHE_PROBATION_BYTES,
    );
  }

  /** The generation now: what content changed elsewhere or a publication falling due reaches is dropped first. */
  currentGeneration(): number {
    const changed = this.options.changedElsewhere?.();
    if (changed !== undefined) this.invalidate(changed);
    return this.generation;
  }

  /** The answer under `key`, now the most recently used; asked for a second time, it leaves probation for the kept answers. */
  get(key: string): CachedAnswer | undefined {
    this.currentGeneration();
    const answer = this.take(key);
    this.options.onLookup?.(key, answer !== undefined);
    return answer;
  }

  private take(key: string): CachedAnswer | undefined {
    const kept = this.kept.use(key);
    if (kept) return kept;
    const answer = this.probation.remove(key);
    if (answer) this.kept.add(key, answer);
    return answer;
  }

  /**
   * The answer under `key`: kept (`fromCache`), else made meanwhile by another request that missed
   * it in this generation (`fromCache` too: waited for, at most `MAKING_WAIT_MS`), else made by
   * `make` and kept unless `keeps` says not (or a content change since reached it). So the visitors
   * missing a page at once (right after a change emptied it) have it made once (decision 0136).
   * When the other request's answer was not kept (a failure, a missing page, a change meanwhile),
   * each request that waited for it makes its own. `make` answering undefined: no answer, nothing kept.
   */
  async lookUpOrMake<Made extends CachedAnswer | undefined>(
    key: string,
    make: () => Promise<Made>,
    keeps: (answer: CachedAnswer) => boolean = () => true,
  ): Promise<{ answer: CachedAnswer | Made; fromCache: boolean }> {
    const cached = this.get(key);
    if (cached) return { answer: cached, fromCache: true };
    // Without another request making it, this one's turn is noted in the same synchronous step as
    // the miss (no `await` between them), so that the next request to miss waits for it.
    const meanwhile = this.madeMeanwhile(key);
    const made = meanwhile && (await meanwhile);
    if (made) return { answer: made, fromCache: true };
    const turn = this.startMaking(key);
    try {
      const answer = await make();
      if (answer && keeps(answer)) this.set(key, answer, turn.generation);
      return { answer, fromCache: false };
    } finally {
      turn.made();
    }
  }

  /** The answer another request is making under `key` in this generation, once made and kept; undefined at once when none is being made. */
  private madeMeanwhile(key: string): Promise<CachedAnswer | undefined> | undefined {
    const making = this.making.get(key);
    if (!making || making.generation !== this.generation) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAKING_WAIT_MS)));
    return Promise.race([making.done, waited]).then(() => {
      clearTimeout(timer);
      this.currentGeneration();
      return this.take(key);
    });
  }

  /** Notes that the answer under `key` is being made in the current generation. */
  private startMaking(key: string): MakingTurn {
    let resolve = () => {};
    const making = { generation: this.generation, done: new Promise<void>((done) => (resolve = done)) };
    this.making.set(key, making);
    return {
      generation: making.generation,
      made: () => {
        if (this.making.get(key) === making) this.making.delete(key);
        resolve();
      },
    };
  }

  /** Stores an answer computed in `generation`, on probation; dropped when a content change since reached it (or is forgotten). */
  set(key: string, answer: CachedAnswer, generation: number): void {
    if (this.changedSince(generation, answer.tags)) return;
    this.delete(key);
    this.probation.add(key, answer);
  }

  clear(): void {
    this.kept.clear();
    this.probation.clear();
    this.remember(null);
  }

  /** Drops the answers a change of `keys` reaches (null: all of them). */
  invalidate(keys: readonly string[] | null): void {
    if (keys === null) return this.clear();
    for (const list of [this.kept, this.probation]) {
      for (const [key, answer] of list.answers()) if (reaches(keys, answer.tags)) list.remove(key);
    }
    this.remember(keys);
  }

  private remember(keys: readonly string[] | null) {
    this.generation += 1;
    this.changes.push(keys);
    if (this.changes.length > REMEMBERED_CHANGES) this.changes.shift();
  }

  /**
   * Whether a content change since `generation` reached what `tags` name (without tags: any
   * change); also when the changes since are no longer remembered, or the cache was emptied.
   */
  changedSince(generation: number, tags: readonly string[] | undefined): boolean {
    const count = this.generation - generation;
    if (count === 0) return false;
    if (count < 0 || count > this.changes.length) return true;
    return this.changes.slice(-count).some((keys) => reaches(keys, tags));
  }

  get size(): number {
    return this.kept.size + this.probation.size;
  }

  /** The bytes of the answers held now. */
  get byteSize(): number {
    return this.kept.bytes + this.probation.bytes;
  }

  private delete(key: string) {
    this.kept.remove(key);
    this.probation.remove(key);
  }
}
