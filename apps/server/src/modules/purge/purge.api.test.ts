import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { apiCaller } from "../../../test/content-helpers.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { now } from "../../db/database.ts";
import * as queue from "./purge.repository.ts";
import { createPurgeWorker, DEFAULT_PURGE_TIMING } from "./purge-worker.ts";

// The CDN's purge queue (decision 0078) against a webhook on a loopback port: the keys of a write
// arrive, also when the webhook first fails; a purge that keeps failing is failed and counted in
// the metrics; two workers send each purge once; a scheduled publication is queued once.

/** A webhook on a loopback port: records each request's keys; answers `failures` requests with 503 first. */
class TestWebhook {
  readonly received: string[][] = [];
  failures = 0;
  /** Answered with this status for good (a webhook that keeps refusing). */
  status = 200;
  private readonly server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (this.failures > 0) {
        this.failures -= 1;
        return response.writeHead(503).end("busy");
      }
      if (this.status === 200) this.received.push((JSON.parse(body) as { keys: string[] }).keys);
      response.writeHead(this.status, { "content-type": "application/json" }).end("{}");
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/purge?key=secret`;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every key received, in order. */
  get keys(): string[] {
    return this.received.flat();
  }
}

/** Waits until `check` holds, looking every few milliseconds. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The value of the one series of `name` with exactly these labels. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] === name && (match[2] ?? "") === wanted.join(",")) return Number(match[3]);
  }
  return undefined;
}

const webhook = new TestWebhook();
const webhookUrl = await webhook.start();
afterAll(() => webhook.close());

const timing = { pollMs: 100, retryDelaysMs: [100, 200], wakeDelaysMs: [20, 200] };
const { app, db, login } = await createTestApp({ PURGE_WEBHOOK_URL: webhookUrl, METRICS_PORT: "0" }, { purgeTiming: timing });
const admin = apiCaller(app, await login());

const createBanner = async (title: string) => {
  const created = await admin("POST", "/api/admin/banner", { lang: "en_US", imgPath: "/api/upload/purge.png", title });
  expect(created.statusCode, created.message).toBe(200);
};

async function purgeMetrics() {
  const address = app.metricsAddress!;
  const text = await (await fetch(`http://${address.host}:${address.port}/metrics`)).text();
  return Object.fromEntries(
    ["waiting", "sending", "sent", "failed"].map((state) => [state, sample(text, "lawfirm_purge_queue_messages", { state })]),
  );
}

describe("the CDN's purge queue", () => {
  it("sends a write's keys to the webhook, and lets a CDN keep public answers a day", async () => {
    const read = await app.inject({ method: "GET", url: "/api/user/banner", headers: { lang: "en_US" } });
    expect(read.headers["cache-control"]).toBe("public, max-age=0, s-maxage=86400, stale-while-revalidate=30");
    expect(read.headers["surrogate-key"]).toBe("banner all");
    await createBanner("Purged");
    await eventually(() => webhook.keys.includes("banner"));
    // What the CDN keeps with the banners' answer, and every answer naming `content`.
    expect(webhook.received.at(-1)).toEqual(["banner", "banner:*", "content"]);
    await eventually(async () => (await purgeMetrics()).sent === 1);
  });

  it("sends the keys again after the webhook failed, once it answers", async () => {
    webhook.received.length = 0;
    webhook.failures = 2;
    await createBanner("Purged after two failures");
    await eventually(() => webhook.keys.includes("banner"));
    const latest = () => db.selectFrom("purgeQueue").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    await eventually(async () => (await latest()).state === "sent");
    expect(await latest()).toMatchObject({ attempts: 3, lastError: "HTTP 503 busy" });
    expect(webhook.received).toEqual([["banner", "banner:*", "content"]]);
  });

  it("fails a purge the webhook keeps refusing, and counts it in the metrics", async () => {
    webhook.status = 500;
    try {
      await createBanner("Never purged");
      await eventually(async () => (await purgeMetrics()).failed === 1);
      const [row] = await db.selectFrom("purgeQueue").selectAll().where("state", "=", "failed").execute();
      expect(row).toMatchObject({ attempts: timing.retryDelaysMs.length + 1, lastError: "HTTP 500 {}" });
    } finally {
      webhook.status = 200;
    }
  });

  it("queues a scheduled publication once however many processes see it, and two workers send each purge once", async () => {
    await app.purgeWorker!.close();
    webhook.received.length = 0;
    const sentBefore = (await queue.countByState(db)).sent ?? 0;
    const at = now();
    await queue.insertPurge(db, ["all"], at, "publication:2026-12-24T08:00:00.000Z");
    await queue.insertPurge(db, ["all"], at, "publication:2026-12-24T08:00:00.000Z");
    for (let no = 1; no <= 30; no += 1) await queue.insertPurge(db, [`news:item:${no}`], at);
    const workerOn = (name: string) =>
      createPurgeWorker({ db, webhookUrl, name, timing: { ...DEFAULT_PURGE_TIMING, ...timing, wakeDelaysMs: [] }, log: app.log });
    const workers = ["first", "second"].map(workerOn);
    // Each also looks by itself as it starts: the two race for every purge.
    await Promise.all(workers.map((worker) => worker.sendDue()));
    await eventually(async () => (await queue.countByState(db)).sent === sentBefore + 31);
    await Promise.all(workers.map((worker) => worker.close()));
    // A batch holding the publication's `all` purges everything; the others name their items, each once.
    const items = webhook.keys.filter((key) => key.startsWith("news:item:"));
    expect(new Set(items).size).toBe(items.length);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(webhook.keys.filter((key) => key === "all")).toHaveLength(1);
  });
});
