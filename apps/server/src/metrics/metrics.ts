import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What an operator watches (decision 0073), in the Prometheus text format, on a port of its own
 * (`METRICS_PORT`), never the public one: requests by route and status with their durations, the
 * public cache's lookups and size, the queues of background work, the PostgreSQL pool's use, and
 * the process's own figures (memory, event-loop delay, CPU, garbage collection) from prom-client's
 * default collectors. Each app has a registry of its own, so that several apps in one process
 * (tests) never mix their figures.
 */

/** Where the metrics listener answers. */
export interface MetricsAddress {
  port: number;
  host: string;
}

/** A figure read when Prometheus asks: one value, or one per value of its label. */
export type GaugeSource = { name: string; help: string } & (
  | { label?: undefined; read: () => number | Promise<number> }
  | { label: string; read: () => Record<string, number> | Promise<Record<string, number>> }
);

/** The public cache's lookups, by the key's first word (`page` or `api`). */
export type CacheLookup = (key: string, hit: boolean) => void;

export interface ServerMetrics {
  registry: Registry;
  /** Counts a lookup of the public cache. */
  cacheLookup: CacheLookup;
  /** Adds figures read at each scrape (queues, pools); called while the app is being built. */
  watch: (source: GaugeSource) => void;
}

/** Seconds: the public pages' and API answers' range, from a cached page's few milliseconds to a timed-out request. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const lookups = new Counter({
    name: "lawfirm_cache_lookups_total",
    help: "Lookups in the public cache of pages and API answers, by what was looked up and whether it was there",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  return {
    registry,
    cacheLookup: (key, hit) => lookups.inc({ cache: key.slice(0, key.indexOf(" ")) || "other", result: hit ? "hit" : "miss" }),
    watch: (source) =>
      void new Gauge({
        name: source.name,
        help: source.help,
        labelNames: source.label ? [source.label] : [],
        registers: [registry],
        async collect() {
          if (source.label === undefined) return this.set(await source.read());
          const values = await source.read();
          this.reset();
          for (const [value, count] of Object.entries(values)) this.set({ [source.label]: value }, count);
        },
      }),
  };
}

/**
 * Counts every request the app answers (the calls a page's rendering makes to the API within it
 * are part of that page's request, not counted again), by method, route pattern (never the
 * address itself: one series per route) and status.
 */
export function countRequests(app: FastifyInstance, metrics: ServerMetrics, isInnerCall: () => boolean): void {
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "Requests answered", labelNames, registers: [metrics.registry] });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    if (isInnerCall()) return;
    const labels = { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Serves `GET /metrics` on its own listener; closed with the app. */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  address: MetricsAddress,
  log: FastifyBaseLogger,
): Promise<MetricsAddress> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(request.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        log.error({ err: error }, "the metrics could not be collected");
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("The metrics could not be collected\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(address.port, address.host, () => resolve());
  });
  app.addHook("onClose", () => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  log.info({ url: `http://${address.host}:${port}/metrics` }, "metrics listening");
  return { port, host: address.host };
}
