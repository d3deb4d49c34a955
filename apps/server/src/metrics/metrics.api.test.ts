import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// The metrics (decision 0073) on their own listener: requests by route and status, the public
// cache's lookups, the queues and the PostgreSQL pool, the process's own figures.

const { app, db } = await createTestApp({ METRICS_PORT: "0" });

async function scrape(path = "/metrics") {
  const address = app.metricsAddress;
  if (!address) throw new Error("no metrics listener");
  return fetch(`http://${address.host}:${address.port}${path}`);
}

/** The value of the one series of `name` with exactly these labels; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .sort();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? "").split(",").filter(Boolean).sort();
    if (found.join(",") === wanted.join(",")) return Number(match[3]);
  }
  return undefined;
}

const metricsText = async () => (await scrape()).text();

/**
 * The metrics once `settled` holds of them, or after 2 s: a request is counted in its onResponse
 * hook, which runs after `inject` has its answer.
 */
async function metricsWhen(settled: (text: string) => boolean): Promise<string> {
  const until = Date.now() + 2_000;
  let text = await metricsText();
  while (!settled(text) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    text = await metricsText();
  }
  return text;
}

describe("the metrics", () => {
  it("are served on their own port in Prometheus's text format, and not on the public one", async () => {
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \S+$/m);

    expect((await scrape("/")).status).toBe(404);
    expect((await scrape("/api/health/live")).status).toBe(404);
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });

  it("count requests by method, route pattern and status, with their durations", async () => {
    const live = { method: "GET", route: "/api/health/live", status: "200" };
    const unknown = { method: "GET", route: "unmatched", status: "404" };
    const before = await metricsText();
    for (let index = 0; index < 3; index++) await app.inject({ method: "GET", url: "/api/health/live" });
    await app.inject({ method: "GET", url: "/api/no/such/path/12345" });
    const bad = await app.inject({ method: "GET", url: "/api/user/latest-news/not-a-number" });
    expect(bad.statusCode).toBe(400);
    const badRoute = { method: "GET", route: "/api/user/latest-news/:id", status: "400" };
    const after = await metricsWhen(
      (text) =>
        (sample(text, "http_requests_total", live) ?? 0) - (sample(before, "http_requests_total", live) ?? 0) >= 3 &&
        (sample(text, "http_requests_total", unknown) ?? 0) - (sample(before, "http_requests_total", unknown) ?? 0) >= 1 &&
        sample(text, "http_request_duration_seconds_count", badRoute) === 1,
    );

    expect((sample(after, "http_requests_total", live) ?? 0) - (sample(before, "http_requests_total", live) ?? 0)).toBe(3);
    expect((sample(after, "http_requests_total", unknown) ?? 0) - (sample(before, "http_requests_total", unknown) ?? 0)).toBe(1);
    // The pattern, never the address: one series per route, whatever a visitor asks for.
    expect(sample(after, "http_requests_total", badRoute)).toBe(1);
    expect(after).not.toContain("12345");
    expect(after).not.toContain("not-a-number");
    expect(sample(after, "http_request_duration_seconds_count", live)).toBe(sample(after, "http_requests_total", live));
    expect(sample(after, "http_request_duration_seconds_bucket", { ...live, le: "+Inf" })).toBe(sample(after, "http_requests_total", live));
  });

  it("count the public cache's lookups, hits and misses, and show what it holds", async () => {
    const miss = { cache: "api", result: "miss" };
    const hit = { cache: "api", result: "hit" };
    const before = await metricsText();
    const url = "/api/user/banner?lang=en_US&metricsTest=1";
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    const after = await metricsText();
    expect((sample(after, "lawfirm_cache_lookups_total", miss) ?? 0) - (sample(before, "lawfirm_cache_lookups_total", miss) ?? 0)).toBe(1);
    expect((sample(after, "lawfirm_cache_lookups_total", hit) ?? 0) - (sample(before, "lawfirm_cache_lookups_total", hit) ?? 0)).toBe(1);
    expect(sample(after, "lawfirm_cache_answers")).toBe(app.publicCache.size);
    expect(sample(after, "lawfirm_cache_answers")).toBeGreaterThan(0);
    expect(sample(after, "lawfirm_cache_bytes")).toBeGreaterThan(0);
  });

  it("show the image variants' queue, the mail outbox and, on PostgreSQL, the connection pool's use", async () => {
    const text = await metricsText();
    expect(sample(text, "lawfirm_image_variants_waiting")).toBe(0);
    for (const state of ["waiting", "sending", "sent", "failed"]) expect(sample(text, "lawfirm_mail_outbox_messages", { state })).toBe(0);
    if (process.env.TEST_DIALECT === "postgres" && process.env.TEST_DATABASE_URL) {
      expect(sample(text, "lawfirm_database_pool_connections", { state: "total" })).toBeGreaterThan(0);
      // The scrape's own queries (the outbox's counts) may be waiting for a connection being made.
      for (const state of ["idle", "waiting"])
        expect(Number.isInteger(sample(text, "lawfirm_database_pool_connections", { state })), state).toBe(true);
    } else {
      expect(text).not.toContain("lawfirm_database_pool_connections{");
    }
  });

  it("count the images waiting for their variants from the jobs' table, whichever process queued them", async () => {
    // Jobs queued by other processes, their retries not due yet: this process's worker leaves them waiting.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const jobs = ["a", "b"].map((letter) => ({ storedName: `${letter.repeat(32)}.jpg`, createdAt: later, nextAttemptAt: later }));
    await db.insertInto("variantJobs").values(jobs).execute();
    await db
      .insertInto("variantJobs")
      .values({ storedName: `${"c".repeat(32)}.jpg`, createdAt: later, nextAttemptAt: later, state: "failed" })
      .execute();
    try {
      expect(sample(await metricsText(), "lawfirm_image_variants_waiting")).toBe(2);
    } finally {
      await db.deleteFrom("variantJobs").execute();
    }
  });
});
