import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/** Reads of one article version from one address count at most `VIEWS_PER_ADDRESS` times within this time. */
export const VIEW_WINDOW_MS = 30 * 60_000;

/**
 * Views one address adds to one article version within the window, each from a browser (User-Agent)
 * not counted yet: colleagues behind an office's shared address may read the same item, but a
 * client changing its User-Agent cannot add more (decision 0042).
 */
export const VIEWS_PER_ADDRESS = 3;

/** Counted views reach the database this often (and when the server closes). */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;

/**
 * Address-and-version pairs remembered at most (each with up to `VIEWS_PER_ADDRESS` browsers:
 * about 25 MB at most). Beyond it the oldest pair is forgotten early: many addresses can then make
 * an address count once more, but cannot grow memory.
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
  /**
   * The processes' shared memory of counted views (PostgreSQL, `sharedViewWindows`), instead of
   * this process's: answers whether a read counts. With it, `key` is the processes' shared
   * hashing key (a server secret), so that a visitor's hashes are the same in every process.
   */
  shared?: { key: Buffer; counts: (pair: string, browser: string) => Promise<boolean> };
}

export interface ViewCounter {
  /**
   * Counts a read of an article version, unless the same visitor's read of it was counted less than
   * the window ago, or its address has counted `VIEWS_PER_ADDRESS` reads of it in the window.
   */
  count: (visitor: Visitor, articleId: number) => void;
  /** Writes the counted views; when that fails they are logged and kept for the next flush. */
  flush: () => Promise<void>;
  /** Stops the periodic flush and writes what is left. */
  close: () => Promise<void>;
  /** How many address-and-version pairs are remembered now. */
  readonly remembered: number;
}

/**
 * Counts article views and writes them in batches, so that a read is not a write and a loop of
 * reads counts once. One process (SQLite) remembers who was counted in memory. Several processes
 * on PostgreSQL share it (`shared`, decision 0078): a visitor counts once in the window whichever
 * process answers, at the cost of a database statement or two per read; each process adds its
 * batch (`views + n`), so no view is lost.
 */
export function createViewCounter({
  write,
  log,
  now = () => performance.now(),
  maxRemembered = MAX_REMEMBERED_VIEWS,
  shared,
}: ViewCounterDeps): ViewCounter {
  // Visitors are kept only as hashes keyed with a random per-process key: nothing stored or logged
  // leads back to an address, and the key is gone when the process ends. Shared: the key is a
  // server secret, left out of backups like the windows themselves.
  // A key object made once: given the key's bytes, Node 24 makes one at every HMAC (8 µs against
  // 1.4, two HMACs a counted view; docs/performance.md).
  const key = createSecretKey(shared?.key ?? randomBytes(32));
  /** Shared look-ups not answered yet: a flush waits for them. */
  const asking = new Set<Promise<void>>();
  let sharedFailing = false;
  /**
   * Per address-and-version pair, when its window began and the browsers counted in it (their
   * hashes end to end: one string rather than a list keeps the memory small); a Map keeps
   * insertion order, so the oldest window first.
   */
  const counted = new Map<string, { since: number; browsers: string }>();
  let pending = new Map<number, number>();
  let writing = Promise.resolve();

  // 128 bits tell addresses apart; a browser needs telling apart from at most a few others of its address.
  const hash = (text: string, length: number) => createHmac("sha256", key).update(text).digest("base64url").slice(0, length);
  const BROWSER_HASH_LENGTH = 12;

  function addPending(articleId: number, views: number) {
    const before = pending.get(articleId);
    if (before === undefined && pending.size >= MAX_PENDING_VERSIONS) return;
    pending.set(articleId, (before ?? 0) + views);
  }

  function forgetExpired(time: number) {
    for (const [pair, { since }] of counted) {
      if (time - since < VIEW_WINDOW_MS) return;
      counted.delete(pair);
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

  // One write at a time: a flush waits for the one before it (and the shared look-ups), so batches never overlap.
  const flush = () => (writing = writing.then(() => Promise.all(asking)).then(writePending));

  function countShared(counts: (pair: string, browser: string) => Promise<boolean>, pair: string, browser: string, articleId: number) {
    const look: Promise<void> = counts(pair, browser)
      .then(
        (counted) => {
          sharedFailing = false;
          if (counted) addPending(articleId, 1);
        },
        (error: unknown) => {
          // Uncounted while the database is away; logged once until it answers again.
          if (!sharedFailing) log.error({ err: error }, "could not look up whether a view was counted");
          sharedFailing = true;
        },
      )
      .finally(() => asking.delete(look));
    asking.add(look);
  }

  const timer = setInterval(() => void flush(), VIEW_FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    count({ address, userAgent }, articleId) {
      const pair = `${hash(address, 22)}:${articleId}`;
      const browser = hash(`${address}\n${userAgent ?? ""}`, BROWSER_HASH_LENGTH);
      if (shared) return countShared(shared.counts, pair, browser, articleId);
      const time = now();
      forgetExpired(time);
      // What is left began within the window.
      const window = counted.get(pair);
      if (window) {
        const seen = window.browsers.length / BROWSER_HASH_LENGTH;
        // A match across two hashes' boundary is as unlikely as two browsers' hashes alike: a view uncounted at worst.
        if (seen >= VIEWS_PER_ADDRESS || window.browsers.includes(browser)) return;
        window.browsers += browser;
      } else {
        counted.set(pair, { since: time, browsers: browser });
        if (counted.size > maxRemembered) counted.delete(counted.keys().next().value!);
      }
      addPending(articleId, 1);
    },
    flush,
    close() {
      clearInterval(timer);
      return flush();
    },
    get remembered() {
      return counted.size;
    },
  };
}
