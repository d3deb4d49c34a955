import { createHmac, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/** A visitor's reads of one article version count once within this time. */
export const VIEW_WINDOW_MS = 30 * 60_000;

/** Counted views reach the database this often (and when the server closes). */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;

/**
 * Visitor-and-version pairs remembered at most (about 20 MB). Beyond it the oldest pair is forgotten
 * early: many addresses can then make a visitor count once more, but cannot grow memory.
 */
export const MAX_REMEMBERED_VIEWS = 100_000;

/** Article versions with unwritten views at most, so that a database that stays down cannot grow memory. */
export const MAX_PENDING_VERSIONS = 10_000;

/** Who reads: the client address (as `clientAddress` gives it, honouring TRUST_PROXY) and the User-Agent. */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

export interface ViewCounterDeps {
  /** Adds views to article versions (id → views), all or none. */
  write: (views: ReadonlyMap<number, number>) => Promise<void>;
  log: Pick<FastifyBaseLogger, "error">;
  /** Milliseconds on a clock that does not go back. */
  now?: () => number;
  maxRemembered?: number;
}

export interface ViewCounter {
  /** Counts a read of an article version, unless the same visitor's read of it was counted less than the window ago. */
  count: (visitor: Visitor, articleId: number) => void;
  /** Writes the counted views; when that fails they are logged and kept for the next flush. */
  flush: () => Promise<void>;
  /** Stops the periodic flush and writes what is left. */
  close: () => Promise<void>;
  /** How many visitor-and-version pairs are remembered now. */
  readonly remembered: number;
}

/**
 * Counts article views in memory and writes them in batches, so that a read is not a write and a
 * loop of reads counts once. Each server process counts its own visitors: behind a load balancer a
 * visitor whose reads land on several processes counts at most once per process in the window,
 * and each process adds its batch (`views + n`), so no view is lost; a store shared between the
 * processes is not worth that small overcount.
 */
export function createViewCounter({
  write,
  log,
  now = () => performance.now(),
  maxRemembered = MAX_REMEMBERED_VIEWS,
}: ViewCounterDeps): ViewCounter {
  // Visitors are kept only as a hash keyed with a random per-process key: nothing stored or logged
  // leads back to an address, and the key is gone when the process ends.
  const key = randomBytes(32);
  /** When each visitor-and-version pair was counted; a Map keeps insertion order, so oldest first. */
  const countedAt = new Map<string, number>();
  let pending = new Map<number, number>();
  let writing = Promise.resolve();

  const visitorHash = ({ address, userAgent }: Visitor) =>
    createHmac("sha256", key)
      .update(`${address}\n${userAgent ?? ""}`)
      .digest("base64url");

  function addPending(articleId: number, views: number) {
    const before = pending.get(articleId);
    if (before === undefined && pending.size >= MAX_PENDING_VERSIONS) return;
    pending.set(articleId, (before ?? 0) + views);
  }

  function forgetExpired(time: number) {
    for (const [pair, at] of countedAt) {
      if (time - at < VIEW_WINDOW_MS) return;
      countedAt.delete(pair);
    }
  }

  async function writePending() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write(batch);
    } catch (error) {
      log.error({ err: error, versions: batch.size }, "could not write article views; they are kept for the next try");
      for (const [articleId, views] of batch) addPending(articleId, views);
    }
  }

  // One write at a time: a flush waits for the one before it, so batches never overlap.
  const flush = () => (writing = writing.then(writePending));

  const timer = setInterval(() => void flush(), VIEW_FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    count(visitor, articleId) {
      const time = now();
      forgetExpired(time);
      const pair = `${visitorHash(visitor)}:${articleId}`;
      // What is left was counted within the window.
      if (countedAt.has(pair)) return;
      countedAt.set(pair, time);
      if (countedAt.size > maxRemembered) countedAt.delete(countedAt.keys().next().value!);
      addPending(articleId, 1);
    },
    flush,
    close() {
      clearInterval(timer);
      return flush();
    },
    get remembered() {
      return countedAt.size;
    },
  };
}
