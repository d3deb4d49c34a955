import { describe, expect, it } from "vitest";
import { loadFigures } from "./test-load-figures.ts";
import { parseOptions } from "./options.ts";
import { compare, peerRatio, peerTable, summarize, type PeerFigures } from "./peer.ts";

const load = (requestsPerSecond: number, p50: number, p99: number, errors = 0, peakRssMb = 100) =>
  loadFigures(requestsPerSecond, { p50, p99, errors, peakRssMb });

describe("--peer", () => {
  it("takes strapi, and refuses another peer", () => {
    expect(parseOptions(["--peer", "strapi"]).peer).toBe("strapi");
    expect(parseOptions([]).peer).toBeUndefined();
    expect(() => parseOptions(["--peer", "wordpress"])).toThrow("--peer must be strapi");
  });
});

describe("the comparison with a peer", () => {
  it("reports the median of the rounds, the errors of all of them and the highest memory", () => {
    const summary = summarize([load(900, 10, 40, 1, 120), load(1000, 8, 30, 0, 130), load(400, 30, 90, 2, 110)]);
    expect(summary).toEqual({ requestsPerSecond: 900, p50Ms: 10, p99Ms: 40, errors: 3, peakRssMb: 130 });
  });

  it("divides our requests per second by the peer's, and has no ratio when the peer answered nothing", () => {
    const comparison = compare({ name: "detail", oursPath: "/a", strapiPath: "/b" }, [
      { ours: load(3000, 5, 20), strapi: load(1000, 20, 60) },
      { ours: load(2000, 6, 25), strapi: load(800, 22, 70) },
      { ours: load(2600, 5, 21), strapi: load(1300, 18, 50) },
    ]);
    expect(comparison.ours.requestsPerSecond).toBe(2600);
    expect(comparison.strapi.requestsPerSecond).toBe(1000);
    expect(comparison.ratio).toBeCloseTo(2.6);
    expect(peerRatio(100, 0)).toBeNaN();
  });

  it("prints one row per address with both figures, the ratio and the load average", () => {
    const figures: PeerFigures = {
      peer: "strapi",
      version: "5.54.0",
      news: 1000,
      strapiRows: { news: 3000, practiceAreas: 30, links: 4000 },
      seedSeconds: { ours: 10, strapi: 20 },
      loadAverage: { start: [1.5, 1, 0.5], end: [2.25, 1.5, 1] },
      connections: 50,
      duration: 10,
      rounds: 1,
      targets: [
        compare({ name: "trivial route", oursPath: "/a", strapiPath: "/_health" }, [
          { ours: load(12000, 3, 9), strapi: load(4000, 11, 30) },
        ]),
        compare({ name: "news list page 1", oursPath: "/b", strapiPath: "/c" }, [
          { ours: load(5000, 9, 20), strapi: load(0, NaN, NaN, 7) },
        ]),
      ],
    };
    const lines = peerTable(figures).split("\n");
    expect(lines[2]).toBe("| trivial route | 12000 | 4000 | 3.00× | 3 / 11 | 9 / 30 | 0 / 0 | 100 / 100 |");
    expect(lines[3]).toBe("| news list page 1 | 5000 | 0 | – | 9 / – | 20 / – | 0 / 7 | 100 / 100 |");
    expect(lines.at(-1)).toBe("Load average (1, 5, 15 min): 1.50, 1.00, 0.50 at the start, 2.25, 1.50, 1.00 at the end");
  });
});
