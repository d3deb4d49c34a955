import { describe, expect, it } from "vitest";
import { checkTargets, type MeasuredFigures, type MeasuredLoad } from "./goals.ts";
import { loadFigures } from "./test-load-figures.ts";
import type { LoadRole } from "./targets.ts";

const load = (name: string, role: LoadRole, requestsPerSecond: number, p50 = 1, p99 = 2, errors = 0): MeasuredLoad => ({
  ...loadFigures(requestsPerSecond, { p50, p99, errors, name }),
  role,
});

const checksOf = (targets: MeasuredLoad[]) => {
  const measured: MeasuredFigures = {
    load: [load("trivial", "baseline", 1000), ...targets],
    renders: [],
    images: {
      megapixels: 24,
      uploadBytes: 1,
      uploadMs: 1,
      variantsMs: 1,
      otherRequests: { paths: [], requests: 1, p50Ms: 1, p99Ms: 1, maxMs: 1 },
    },
    lighthouse: undefined,
    pages: [],
    homeJavaScript: { totalGzipBytes: 1 } as MeasuredFigures["homeJavaScript"],
    peakRssMb: 100,
  };
  return Object.fromEntries(checkTargets(measured).map((check) => [check.figure, check.met]));
};

describe("the load targets", () => {
  it("want a cached answer at half the trivial route's rate, without errors", () => {
    const checks = checksOf([
      load("page", "cached", 500),
      load("slower page", "cached", 499),
      load("failing page", "cached", 900, 1, 2, 3),
    ]);
    expect([checks["page: req/s"], checks["slower page: req/s"], checks["failing page: req/s"]]).toEqual([true, false, false]);
  });

  it("want a detail read at a quarter of the trivial route's rate, its p99 within five times its p50", () => {
    const checks = checksOf([
      load("detail", "detail", 250, 2, 10),
      load("slow detail", "detail", 249, 2, 10),
      load("uneven detail", "detail", 900, 2, 10.1),
    ]);
    expect([checks["detail: req/s"], checks["detail: p99 latency against p50"]]).toEqual([true, true]);
    expect([checks["slow detail: req/s"], checks["slow detail: p99 latency against p50"]]).toEqual([false, true]);
    expect([checks["uneven detail: req/s"], checks["uneven detail: p99 latency against p50"]]).toEqual([true, false]);
  });

  it("judge no other load target", () => {
    const checks = checksOf([load("static file", "other", 1)]);
    expect(Object.keys(checks).filter((figure) => figure.startsWith("static file"))).toEqual([]);
  });
});
