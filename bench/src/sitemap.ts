// The sitemap's figure (docs/decisions/0040): /sitemap.xml and every page it
// lists, asked for one after the other on the server just started (nothing cached), then again
// (from the public answers cache), while health polls every 50 ms show how long other requests
// wait. Goal: no poll waits a second.
import { API_BASE, healthEndpoints } from "@lawfirm/contract";
import { median } from "./stats.ts";
import { CLIENT_HEADERS } from "./targets.ts";

/** The goal of the issue: the slowest health poll while the sitemap is made. */
export const SITEMAP_POLL_GOAL_MS = 1000;
const POLL_EVERY_MS = 50;

export interface SitemapFigures {
  /** Pages the index lists, and the addresses on them. */
  pages: number;
  addresses: number;
  /** The index and its pages as sent (compressed) and as XML. */
  sentKb: number;
  xmlKb: number;
  /** Made on request: the index, the slowest page, all of them one after the other. */
  firstIndexMs: number;
  firstSlowestPageMs: number;
  firstTotalMs: number;
  /** From the cache: the median file. */
  cachedMedianMs: number;
  /** The slowest health poll while the files were made. */
  slowestPollMs: number;
  goalMs: number;
  met: boolean;
}

async function timedGet(url: string): Promise<{ ms: number; xml: string; sentBytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: CLIENT_HEADERS });
  const xml = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const sentBytes = Number(response.headers.get("content-length") ?? Buffer.byteLength(xml));
  return { ms, xml, sentBytes };
}

/** Asks for the health route every 50 ms until stopped; answers the slowest poll. */
function pollHealth(baseUrl: string): () => Promise<number> {
  let slowest = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const poll = fetch(`${baseUrl}${API_BASE}${healthEndpoints.live.path}`)
      .then((response) => response.arrayBuffer())
      .then(() => void (slowest = Math.max(slowest, performance.now() - started)))
      .finally(() => inFlight.delete(poll));
    inFlight.add(poll);
  }, POLL_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return slowest;
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Must run before anything asked for the sitemap: its first pass measures files made on request. */
export async function measureSitemap(baseUrl: string): Promise<SitemapFigures> {
  const stopPolling = pollHealth(baseUrl);
  const index = await timedGet(`${baseUrl}/sitemap.xml`);
  const pageUrls = locs(index.xml).map((loc) => `${baseUrl}${new URL(loc).pathname}`);
  const firstPages = [];
  for (const url of pageUrls) firstPages.push(await timedGet(url));
  const slowestPollMs = await stopPolling();
  const cached = [];
  for (const url of [`${baseUrl}/sitemap.xml`, ...pageUrls]) cached.push((await timedGet(url)).ms);
  const files = [index, ...firstPages];
  return {
    pages: pageUrls.length,
    addresses: firstPages.reduce((sum, page) => sum + locs(page.xml).length, 0),
    sentKb: files.reduce((sum, file) => sum + file.sentBytes, 0) / 1024,
    xmlKb: files.reduce((sum, file) => sum + Buffer.byteLength(file.xml), 0) / 1024,
    firstIndexMs: index.ms,
    firstSlowestPageMs: Math.max(...firstPages.map((page) => page.ms)),
    firstTotalMs: files.reduce((sum, file) => sum + file.ms, 0),
    cachedMedianMs: median(cached),
    slowestPollMs,
    goalMs: SITEMAP_POLL_GOAL_MS,
    met: slowestPollMs < SITEMAP_POLL_GOAL_MS,
  };
}

/** The figure as the report prints it. */
export function sitemapLines(figures: SitemapFigures): string[] {
  return [
    `  ${figures.pages} pages, ${figures.addresses} addresses: ${figures.xmlKb.toFixed(0)} KB of XML, ${figures.sentKb.toFixed(0)} KB sent (${CLIENT_HEADERS["accept-encoding"]})`,
    `  made on request: index ${figures.firstIndexMs.toFixed(0)} ms, slowest page ${figures.firstSlowestPageMs.toFixed(0)} ms, all ${figures.firstTotalMs.toFixed(0)} ms`,
    `  from the cache: median ${figures.cachedMedianMs.toFixed(1)} ms per file`,
    `  slowest health poll meanwhile ${figures.slowestPollMs.toFixed(0)} ms — goal under ${figures.goalMs} ms: ${figures.met ? "met" : "MISSED"}`,
  ];
}
