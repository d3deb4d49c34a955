import { TooManyRequestsError } from "../errors.ts";
import type { Message } from "../i18n/messages.ts";

/** Keys remembered at most; past it, the oldest windows are forgotten (a flood of addresses costs no memory). */
const MAX_KEYS = 10_000;

/**
 * Requests per key (a client's address, a link's token) in a fixed window: one client cannot keep
 * the server busy with searches (decision 0029) or fill the reviews of a version (decision 0052).
 * Counted in this process's memory: each of several processes keeps its own count, which bounds
 * the work per process and writes nothing per request. A refusal is a 429 whose Retry-After is the
 * rest of the window, worded by `refusal` with the seconds to wait.
 */
export function fixedWindowLimit(options: { max: number; windowMs: number; refusal: (seconds: number) => Message; now?: () => number }) {
  const now = options.now ?? Date.now;
  const { max, windowMs } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a request of `key`; throws the 429 when it is one too many. */
    take(key: string): void {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= MAX_KEYS) {
          for (const [other, old] of windows) {
            if (at - old.start >= windowMs || windows.size >= MAX_KEYS) windows.delete(other);
            if (windows.size < MAX_KEYS / 2) break;
          }
        }
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count > max) {
        const seconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
        throw new TooManyRequestsError(options.refusal(seconds), seconds);
      }
    },
  };
}
