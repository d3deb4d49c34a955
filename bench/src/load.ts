// Load figures of one URL: autocannon in this process, the serving process's memory sampled
// while it runs.
import autocannon from "autocannon";
import type { BenchContext } from "./context.ts";
import { cpuTimeMicros, residentMemoryKb, sleep } from "./processes.ts";
import { uncachedPaths } from "./targets.ts";

export interface LoadFigures {
  name: string;
  url: string;
  /** The mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  requests: number;
  /** Null when not one request was answered within the duration. */
  latencyMs: { p50: number; p99: number; average: number; max: number } | null;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  throughputBytesPerSecond: number;
  /** The largest resident memory of the serving process while the target ran. */
  peakRssMb: number;
  /**
   * The serving process's CPU time per answered request (user and system, from /proc): what an
   * answer costs the server, whoever limits the rate. With large answers autocannon, in this
   * process on the same cores, can be the limit while the server idles (docs/performance.md).
   */
  serverCpuMicrosPerRequest?: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Readonly<Record<string, string>>;
  /** Every request carries a query parameter no other request used (`uncachedPaths`), so that no cache answers it. */
  uncached?: boolean;
  /** The process that answers (its memory is sampled). */
  pid: number;
  /**
   * A cheap URL of the same server, asked until it answers quickly, before the warm-up and the
   * measurement: the requests abandoned by the previous load must not weigh on this one.
   */
  settleUrl?: string;
}

/** Warms up, then measures the target for the run's duration. */
export async function measureLoad(context: BenchContext, target: LoadTarget): Promise<LoadFigures> {
  const { connections, duration, warmup } = context.options;
  const { name, url, pid, settleUrl } = target;
  const autocannonOptions = (seconds: number): autocannon.Options => {
    const common = { url, connections, duration: seconds, headers: { ...target.headers } };
    if (!target.uncached) return common;
    const uncached = uncachedPaths();
    const { pathname, search } = new URL(url);
    return { ...common, requests: [{ setupRequest: (request) => ({ ...request, path: uncached(`${pathname}${search}`) }) }] };
  };
  if (settleUrl) await settle(settleUrl);
  if (warmup > 0) {
    await autocannon(autocannonOptions(warmup));
    if (settleUrl) await settle(settleUrl);
  }

  let peakRssKb = 0;
  const sample = () => {
    const { rss } = residentMemoryKb(pid);
    if (rss > peakRssKb) peakRssKb = rss;
  };
  sample();
  const sampler = setInterval(sample, 100);
  const cpuBefore = cpuTimeMicros(pid);
  let result: autocannon.Result;
  try {
    result = await autocannon(autocannonOptions(duration));
  } finally {
    clearInterval(sampler);
  }
  const serverCpuMicros = cpuTimeMicros(pid) - cpuBefore;
  sample();

  const answered = result.requests.total > 0;
  const figures: LoadFigures = {
    name,
    url,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: answered
      ? { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average, max: result.latency.max }
      : null,
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSecond: result.throughput.average,
    peakRssMb: peakRssKb / 1024,
    ...(answered && Number.isFinite(serverCpuMicros) ? { serverCpuMicrosPerRequest: serverCpuMicros / result.requests.total } : {}),
  };
  console.log(
    `  ${name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.latencyMs?.p50 ?? "–"} ms, p99 ${figures.latencyMs?.p99 ?? "–"} ms, ` +
      `${figures.errors} errors, RSS ${figures.peakRssMb.toFixed(1)} MB, server CPU ${figures.serverCpuMicrosPerRequest?.toFixed(0) ?? "–"} µs a request`,
  );
  return figures;
}

/**
 * Waits until the server has worked through the requests autocannon abandoned at the end of the
 * previous load (it closes its connections, but the server still answers what it had read): the
 * URL must answer within 50 ms twice in a row.
 */
async function settle(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quickAnswers = 0;
  while (quickAnswers < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
      quickAnswers = performance.now() - started < 50 ? quickAnswers + 1 : 0;
    } catch {
      quickAnswers = 0;
    }
    if (quickAnswers < 2) await sleep(100);
  }
}
