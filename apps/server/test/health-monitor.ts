import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { expect } from "vitest";

/**
 * Watches whether a listening server goes on serving others while it answers something heavy:
 * health polls every 50 ms, the event loop's delay and the process's memory (the server runs in
 * the test's process).
 */

const POLL_EVERY_MS = 50;

/** Asks for /api/health/live every 50 ms until stopped; answers how long the slowest poll took. */
function pollHealth(baseUrl: string) {
  let slowestMs = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const sent = performance.now();
    const poll = fetch(`${baseUrl}/api/health/live`)
      .then(async (response) => {
        await response.arrayBuffer();
        slowestMs = Math.max(slowestMs, performance.now() - sent);
      })
      .finally(() => inFlight.delete(poll));
    inFlight.add(poll);
  }, POLL_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return slowestMs;
  };
}

export interface Watched {
  /** The slowest health poll while the request was served. */
  slowestPollMs: number;
  /** The longest time the event loop could not run anything (the server's own blocking). */
  longestStallMs: number;
  /** How much the process grew while the request was served. */
  rssGrowthMb: number;
}

/** A watcher of the server listening at `baseUrl` (`http://127.0.0.1:1234`). */
export function healthMonitor(baseUrl: string) {
  /** Serves `request` (one or many) while health polls, the event-loop delay and the memory are watched; answers its answer and the figures. */
  async function watch<T extends object>(request: () => Promise<T>): Promise<T & Watched> {
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    const stopPolling = pollHealth(baseUrl);
    stalls.enable();
    // Polls run before, during and after the request, so that a stall anywhere in it is seen.
    await new Promise((resolve) => setTimeout(resolve, 2 * POLL_EVERY_MS));
    const answer = await request();
    await new Promise((resolve) => setTimeout(resolve, 2 * POLL_EVERY_MS));
    stalls.disable();
    const slowestPollMs = await stopPolling();
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    return { ...answer, slowestPollMs, longestStallMs: stalls.max / 1e6, rssGrowthMb: (rssPeak - rssBefore) / 1024 / 1024 };
  }
  return { watch };
}

/** Other requests went on: no poll waited a second, the event loop never stalled that long, the process stayed small. */
export function expectOthersServed(watched: Watched) {
  expect(watched.slowestPollMs, "slowest health poll (ms)").toBeLessThan(1000);
  expect(watched.longestStallMs, "longest event-loop stall (ms)").toBeLessThan(1000);
  expect(watched.rssGrowthMb, "memory growth (MB)").toBeLessThan(300);
}
