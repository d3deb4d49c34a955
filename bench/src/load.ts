// Load figures of one URL: wrk (one thread, a C program: the client costs little beside the
// server on the same cores), the serving process's memory and CPU time sampled while it runs.
import { fileURLToPath } from "node:url";
import type { BenchContext } from "./context.ts";
import { cpuTimeMicros, findExecutable, residentMemoryKb, sleep } from "./processes.ts";
import { uncachedPathPrefixes } from "./targets.ts";

export interface LoadFigures {
  name: string;
  url: string;
  /** Answers read per second of the measured load. */
  requestsPerSecond: number;
  requests: number;
  /** Null when not one request was answered within the duration. */
  latencyMs: { p50: number; p99: number; average: number; max: number } | null;
  /** Answers with a status of 400 or more, plus socket errors and timeouts. */
  errors: number;
  errorAnswers: number;
  socketErrors: number;
  timeouts: number;
  throughputBytesPerSecond: number;
  /** The largest resident memory of the serving process while the target ran. */
  peakRssMb: number;
  /**
   * The serving process's CPU time per answered request (user and system, from /proc): what an
   * answer costs the server, whoever limits the rate (the load generator shares the machine's
   * cores with the server).
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
  const { duration, warmup } = context.options;
  const { name, url, pid, settleUrl } = target;
  if (settleUrl) await settle(settleUrl);
  if (warmup > 0) {
    await runWrk(context, target, warmup);
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
  let summary: WrkSummary;
  try {
    summary = await runWrk(context, target, duration);
  } finally {
    clearInterval(sampler);
  }
  const serverCpuMicros = cpuTimeMicros(pid) - cpuBefore;
  sample();

  const seconds = summary.durationMicros / 1e6;
  const { latencyMicros } = summary;
  const answered = summary.requests > 0;
  const socketErrors = summary.connectErrors + summary.readErrors + summary.writeErrors;
  const figures: LoadFigures = {
    name,
    url,
    requestsPerSecond: summary.requests / seconds,
    requests: summary.requests,
    latencyMs: answered
      ? { p50: latencyMicros.p50 / 1000, p99: latencyMicros.p99 / 1000, average: latencyMicros.mean / 1000, max: latencyMicros.max / 1000 }
      : null,
    errors: summary.statusErrors + socketErrors + summary.timeouts,
    errorAnswers: summary.statusErrors,
    socketErrors,
    timeouts: summary.timeouts,
    throughputBytesPerSecond: summary.bytes / seconds,
    peakRssMb: peakRssKb / 1024,
    ...(answered && Number.isFinite(serverCpuMicros) ? { serverCpuMicrosPerRequest: serverCpuMicros / summary.requests } : {}),
  };
  console.log(
    `  ${name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.latencyMs?.p50 ?? "–"} ms, p99 ${figures.latencyMs?.p99 ?? "–"} ms, ` +
      `${figures.errors} errors, RSS ${figures.peakRssMb.toFixed(1)} MB, server CPU ${figures.serverCpuMicrosPerRequest?.toFixed(0) ?? "–"} µs a request`,
  );
  return figures;
}

/** What wrk-load.lua prints when a run ends: microseconds and bytes as wrk counts them. */
interface WrkSummary {
  durationMicros: number;
  /** Answers read, whatever their status. */
  requests: number;
  bytes: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  /** Answers with a status of 400 or more. */
  statusErrors: number;
  timeouts: number;
  latencyMicros: { p50: number; p99: number; mean: number; max: number };
}

const WRK_SCRIPT = fileURLToPath(new URL("./wrk-load.lua", import.meta.url));
const WRK_SUMMARY_MARK = "BENCH_WRK_SUMMARY ";
/** How long a request may wait for its answer before wrk counts a time-out. */
const REQUEST_TIMEOUT_SECONDS = 10;

/** The load generator: wrk, from `WRK_PATH` or the PATH. */
function wrkExecutable(): string {
  const wrk = process.env.WRK_PATH || findExecutable("wrk");
  if (!wrk) throw new Error("The load is made by wrk, which is not installed (apt-get install -y wrk) and WRK_PATH is not set");
  return wrk;
}

/** One run of wrk on the target: one thread, the run's connections, `seconds` of load. */
async function runWrk(context: BenchContext, target: LoadTarget, seconds: number): Promise<WrkSummary> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([header, value]) => ["-H", `${header}: ${value}`]);
  const { pathname, search } = new URL(target.url);
  const env = target.uncached
    ? { ...process.env, BENCH_UNCACHED_PATH_PREFIX: uncachedPathPrefixes()(`${pathname}${search}`) }
    : process.env;
  const args = [
    "-t1",
    `-c${context.options.connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${REQUEST_TIMEOUT_SECONDS}s`,
    "-s",
    WRK_SCRIPT,
    ...headers,
    target.url,
  ];
  const output = await context.processes.run(wrkExecutable(), args, { env });
  const line = output.split("\n").find((printed) => printed.startsWith(WRK_SUMMARY_MARK));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  return JSON.parse(line.slice(WRK_SUMMARY_MARK.length)) as WrkSummary;
}

/**
 * Waits until the server has worked through the requests wrk abandoned at the end of the
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
