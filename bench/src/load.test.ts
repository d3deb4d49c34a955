import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BenchContext } from "./context.ts";
import { measureLoad } from "./load.ts";
import { parseOptions } from "./options.ts";
import { ProcessGroups } from "./processes.ts";

// wrk against a small server in this process: what it asked for, and what the figures say of it.
const asked: { url: string; acceptEncoding: string | undefined }[] = [];
const server = http.createServer((request, response) => {
  asked.push({ url: request.url ?? "", acceptEncoding: request.headers["accept-encoding"] });
  response.statusCode = request.url?.startsWith("/failing") ? 503 : 200;
  response.end("answer");
});
let baseUrl = "";
const processes = new ProcessGroups();
const context: BenchContext = {
  options: parseOptions(["--duration", "1", "--warmup", "0", "--connections", "4"]),
  root: process.cwd(),
  workDir: os.tmpdir(),
  processes,
  startedAt: Date.now(),
  loadAverageAtStart: os.loadavg(),
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  processes.killAll();
  await new Promise((resolve) => server.close(resolve));
});

const measure = async (path: string, uncached = false) => {
  asked.length = 0;
  const figures = await measureLoad(context, {
    name: path,
    url: `${baseUrl}${path}`,
    headers: { "accept-encoding": "br" },
    uncached,
    pid: process.pid,
  });
  return { figures, asked: [...asked] };
};

describe("the bench's load (wrk)", () => {
  it("asks the same address again and again with the target's headers, and counts what was answered", async () => {
    const { figures, asked } = await measure("/page?a=1");
    expect(figures.requests).toBeGreaterThan(100);
    // wrk counts the answers it read; the server may have answered a few more as the run ended.
    expect(asked.length).toBeGreaterThanOrEqual(figures.requests);
    expect(asked.length - figures.requests).toBeLessThanOrEqual(context.options.connections);
    expect(new Set(asked.map(({ url }) => url))).toEqual(new Set(["/page?a=1"]));
    expect(new Set(asked.map(({ acceptEncoding }) => acceptEncoding))).toEqual(new Set(["br"]));
    // One second of load.
    expect(figures.requestsPerSecond / figures.requests).toBeGreaterThan(0.9);
    expect(figures.requestsPerSecond / figures.requests).toBeLessThan(1.1);
    expect(figures.errors).toBe(0);
    expect(figures.latencyMs?.p50).toBeGreaterThan(0);
    expect(figures.latencyMs!.p99).toBeGreaterThanOrEqual(figures.latencyMs!.p50);
    expect(figures.throughputBytesPerSecond).toBeGreaterThan(figures.requestsPerSecond * "answer".length);
  });

  it("gives an uncached target's every request an address of its own, its query kept", async () => {
    const { figures, asked } = await measure("/list?page=200", true);
    expect(figures.requests).toBeGreaterThan(100);
    const urls = asked.map(({ url }) => url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/list\?page=200&bench-uncached=[0-9a-f]{8}-\d+$/);
  });

  it("counts answers with an error status as errors", async () => {
    const { figures } = await measure("/failing");
    expect(figures.requests).toBeGreaterThan(100);
    expect(figures.errorAnswers).toBe(figures.requests);
    expect(figures.errors).toBe(figures.requests);
  });
});
