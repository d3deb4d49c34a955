import { createHash } from "node:crypto";
import type { Db } from "../db/database.ts";
import { TooManyRequestsError } from "../errors.ts";
import type { Message } from "../i18n/messages.ts";
import { countInWindow, deleteEndedWindows } from "./rate-limit.repository.ts";

/** Every this many counts, a limit deletes the windows that have ended (of every limit). */
const SWEEP_EVERY = 500;

/** A key as stored: a longer one than the column takes (any client's text) by its hash. */
const storedKey = (name: string, key: string) =>
  key.length <= 300 ? `${name}:${key}` : `${name}:#${createHash("sha256").update(key).digest("hex")}`;

/**
 * Requests per key (a client's address, a link's token) in a fixed window: one client cannot keep
 * the server busy with searches (decision 0029) or fill the reviews of a version (decision 0052).
 * Counted in the database (decision 0076), so that the limit holds for the site, not per process:
 * several processes behind a load balancer share one count. A refusal is a 429 whose Retry-After
 * is the rest of the window, worded by `refusal` with the seconds to wait. `name` keeps each
 * limit's keys apart.
 */
export function fixedWindowLimit(options: {
  db: Db;
  name: string;
  max: number;
  windowMs: number;
  refusal: (seconds: number) => Message;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const { db, max, windowMs } = options;
  let counted = 0;
  return {
    /** Counts a request of `key`; throws the 429 when it is one too many. */
    async take(key: string): Promise<void> {
      const at = now();
      counted += 1;
      if (counted % SWEEP_EVERY === 0) await deleteEndedWindows(db, new Date(at).toISOString());
      const window = await countInWindow(
        db,
        storedKey(options.name, key),
        new Date(at).toISOString(),
        new Date(at + windowMs).toISOString(),
      );
      if (window.count > max) {
        const seconds = Math.max(1, Math.ceil((Date.parse(window.endsAt) - at) / 1000));
        throw new TooManyRequestsError(options.refusal(seconds), seconds);
      }
    },
  };
}
