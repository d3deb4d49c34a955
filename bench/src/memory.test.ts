import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemorySteps, memoryTable, metricValue } from "./memory.ts";

const METRICS = [
  "# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.",
  "nodejs_heap_size_used_bytes 52428800",
  "nodejs_heap_size_total_bytes 104857600",
  "nodejs_external_memory_bytes 20971520",
  'nodejs_heap_space_size_used_bytes{space="old"} 1',
  "lawfirm_cache_bytes 3145728",
  "",
].join("\n");

let server: http.Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serveMetrics(text: string): Promise<string> {
  server = http.createServer((_request, response) => response.end(text));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

describe("the server's memory after each step", () => {
  it("reads a sample by its name, not a labelled series or a longer name", () => {
    expect(metricValue(METRICS, "nodejs_heap_size_used_bytes")).toBe(52428800);
    expect(metricValue(METRICS, "nodejs_heap_space_size_used_bytes")).toBeUndefined();
    expect(metricValue(METRICS, "nodejs_heap_size")).toBeUndefined();
  });

  it("takes the resident memory from the process and its kinds from the metrics port, in MB", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const memory = new MemorySteps(process.pid, await serveMetrics(METRICS));
    await memory.after("the sitemap");
    const [step] = memory.steps;
    expect(step).toMatchObject({ step: "the sitemap", heapUsedMb: 50, heapTotalMb: 100, externalMb: 20, cacheMb: 3 });
    expect(step?.rssMb).toBeGreaterThan(10);
    expect(step?.peakMb).toBeGreaterThanOrEqual(step?.rssMb ?? Infinity);
    expect(memoryTable(memory.steps)).toContain("| the sitemap | ");
  });

  it("keeps the resident memory when the metrics port does not answer", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serveMetrics("");
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const memory = new MemorySteps(process.pid, url);
    await memory.after("the start");
    expect(memory.steps[0]).toMatchObject({ heapUsedMb: undefined, externalMb: undefined });
    expect(memory.steps[0]?.rssMb).toBeGreaterThan(10);
    expect(memoryTable(memory.steps)).toContain("| the start | ");
  });
});
