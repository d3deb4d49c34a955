// First renders: each page asked for at an address no cache has seen, one request at a time on
// the otherwise idle server, timed by the client from sending the request to the last byte.
import type { BackOffice } from "./back-office.ts";
import type { BenchContext } from "./context.ts";
import { sleep } from "./processes.ts";
import { median, percentile } from "./stats.ts";
import { CLIENT_HEADERS, uncachedPaths, type RequestedPath } from "./targets.ts";

/**
 * `page`: the page's address is new to the cache (its own entry is rendered), while the API
 * answers its loaders ask for may come from the public cache, as they do for any page rendered
 * after another that needed them. `cold`: the whole public cache is emptied before each request
 * (`wholeCacheEmptier`: another connection's commit to the database file). `unrelated`, `touched` and
 * `configured`: the page at its own address, asked for once (kept), then a write of content it
 * does not show (a banner, which only the home page shows), that it shows (a practice area, shown
 * on every measured page) or of the site's configuration (every page's header and footer, decision
 * 0139), then timed: the first request after a content change (decision 0062).
 */
export const RENDER_MODES = ["page", "cold", "unrelated", "touched", "configured"] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/** Unmeasured renders per page before the measured ones, so that the server's code is compiled as in a running site. */
const WARMUP_RENDERS = 5;
/** A pause after emptying the cache, so that the write's own work is over before the timed request. */
const AFTER_WRITE_MS = 20;

export interface RenderFigures {
  name: string;
  path: string;
  mode: RenderMode;
  requests: number;
  medianMs: number;
  p90Ms: number;
  minMs: number;
  maxMs: number;
  /** Every request's time, in the order made. */
  samplesMs: number[];
}

/**
 * Renders every page `options.renders` times in each mode, the pages taking turns; fails on any
 * answer but 200 (an address the site does not render normally would measure something else).
 */
export async function measureRenders(
  context: BenchContext,
  baseUrl: string,
  pages: readonly RequestedPath[],
  backOffice: BackOffice,
  /** Empties the server's whole public cache (`wholeCacheEmptier`). */
  emptyWholeCache: () => Promise<void>,
  practiceAreaId: number,
  /** Called after the warm-up and after each mode (the memory's steps). */
  afterPhase: (phase: RenderMode | "warm-up") => Promise<void> = async () => {},
): Promise<RenderFigures[]> {
  const uncached = uncachedPaths();
  const timed = async ({ path, headers }: RequestedPath, atOwnAddress = false): Promise<number> => {
    const url = `${baseUrl}${atOwnAddress ? path : uncached(path)}`;
    const started = performance.now();
    const response = await fetch(url, { headers: { ...CLIENT_HEADERS, ...headers } });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, not a rendered page`);
    return ms;
  };

  for (let round = 0; round < WARMUP_RENDERS; round++) for (const page of pages) await timed(page);
  await afterPhase("warm-up");
  const figures: RenderFigures[] = [];
  for (const mode of RENDER_MODES) {
    const samples = pages.map(() => [] as number[]);
    for (let round = 0; round < context.options.renders; round++) {
      for (const [index, page] of pages.entries()) {
        if (mode === "cold") {
          await emptyWholeCache();
          await sleep(AFTER_WRITE_MS);
        }
        const atOwnAddress = mode === "unrelated" || mode === "touched" || mode === "configured";
        if (atOwnAddress) {
          await timed(page, true);
          if (mode === "unrelated") await backOffice.saveUnrelated();
          else if (mode === "touched") await backOffice.saveShownEverywhere(practiceAreaId);
          else await backOffice.saveSiteConfig();
          await sleep(AFTER_WRITE_MS);
        }
        samples[index]?.push(await timed(page, atOwnAddress));
      }
    }
    for (const [index, page] of pages.entries()) {
      const samplesMs = samples[index] ?? [];
      const result: RenderFigures = {
        name: page.name,
        path: page.path,
        mode,
        requests: samplesMs.length,
        medianMs: median(samplesMs),
        p90Ms: percentile(samplesMs, 90),
        minMs: Math.min(...samplesMs),
        maxMs: Math.max(...samplesMs),
        samplesMs: samplesMs.map((ms) => Math.round(ms * 100) / 100),
      };
      console.log(
        `  ${page.name} (${mode}): median ${result.medianMs.toFixed(1)} ms, p90 ${result.p90Ms.toFixed(1)} ms, ` +
          `${result.minMs.toFixed(1)}–${result.maxMs.toFixed(1)} ms over ${result.requests}`,
      );
      figures.push(result);
    }
    await afterPhase(mode);
  }
  return figures;
}
