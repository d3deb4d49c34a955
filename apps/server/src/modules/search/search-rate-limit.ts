import { TooManyRequestsError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

/** Clients remembered at most; past it, the oldest windows are forgotten (a flood of addresses costs no memory). */
const MAX_CLIENTS = 10_000;

/**
 * Searches per client in a fixed window of a minute (docs/decisions/0029): one client cannot keep
 * the database busy with searches. Counted in this process's memory: a search costs only time, so
 * a limit that each of several processes keeps for itself is enough, and nothing is written per
 * search. A refusal is a 429 whose Retry-After is the rest of the window.
 */
export function searchRateLimit(options: { perMinute: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  const WINDOW_MS = 60_000;
  return {
    /** Counts a search of `client`; throws the 429 when it is one too many. */
    take(client: string): void {
      const at = now();
      let window = windows.get(client);
      if (!window || at - window.start >= WINDOW_MS) {
        windows.delete(client);
        if (windows.size >= MAX_CLIENTS) {
          for (const [key, old] of windows) {
            if (at - old.start >= WINDOW_MS || windows.size >= MAX_CLIENTS) windows.delete(key);
            if (windows.size < MAX_CLIENTS / 2) break;
          }
        }
        window = { start: at, count: 0 };
        windows.set(client, window);
      }
      window.count++;
      if (window.count > options.perMinute) {
        const seconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
        throw new TooManyRequestsError(message("search.tooManySearches", { seconds }), seconds);
      }
    },
  };
}
