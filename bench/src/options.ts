import { parseArgs } from "node:util";
import { messageOf } from "./errors.ts";

export const USAGE = `Usage: npm run bench [-- options]

  --duration S         seconds of load per target (default 10)
  --warmup S           seconds of unmeasured load before each target (default 1)
  --connections N      concurrent connections (default 50)
  --news N             bulk news to generate (default 10000)
  --people N           bulk people to generate (default 500)
  --log-level L        the server's LOG_LEVEL (default info, as in production)
  --seed-cache DIR     keep the seeded database in DIR (a folder per --news and --people, --scale's sizes too)
                       and start later runs of the same counts from a copy of it instead of seeding again
                       (the runs' figures stay each run's own)
  --renders N          uncached renders measured per page, one after the other (default 30)
  --reference K        nginx or node (default: nginx when installed, else node)
  --lighthouse-runs N  Lighthouse runs per page, the median is reported (default 5, as Lighthouse's
                       own guide on variability advises)
  --skip-lighthouse    leave out the Lighthouse audits
  --only-lighthouse    seed, then measure only Lighthouse on the four pages (the server otherwise idle)
  --only-search        seed, then measure only the site search (no reference, load, renders or Lighthouse)
  --only-images        seed, then measure only the upload of a 24-megapixel photo and its variants
  --only-sitemap       seed, then measure only the sitemap: made on request, from the cache, health polls meanwhile
  --scale              seed 1,000, 10,000 and 50,000 news per language in turn and measure page 1 against a deep
                       page of the lists, the people finder, the site search and a detail, one request at a time
  --only-processes     measure only two processes behind nginx on PostgreSQL (needs BENCH_DATABASE_URL and nginx)
  --peer strapi        seed, then measure only this server against Strapi 5 holding the same news, taking turns
                       (Strapi is installed once into the system's temporary folder, outside the repository)
  -h, --help           this text

Environment: CHROMIUM_PATH (default /usr/bin/chromium), NGINX_PATH (default: nginx on the PATH or in /usr/sbin),
BENCH_DATABASE_URL (a PostgreSQL server whose user may create databases: the two-process figure; unset, it is left out).`;

export type ReferenceKind = "nginx" | "node";

/** The other products the server can be measured against (`--peer`). */
export const PEERS = ["strapi"] as const;
export type PeerKind = (typeof PEERS)[number];

export interface BenchOptions {
  /** Seconds of measured load per target. */
  duration: number;
  /** Seconds of unmeasured load before each target. */
  warmup: number;
  connections: number;
  /** Bulk news and people added to the demo firm. */
  news: number;
  people: number;
  /** The server's LOG_LEVEL. */
  logLevel: string;
  /** Where a seeded database is kept for later runs; undefined: every run seeds its own. */
  seedCache: string | undefined;
  /** Uncached renders measured per page, sequentially. */
  renders: number;
  /** The reference asked for; when unset, nginx if it is installed, else the Node server. */
  reference: ReferenceKind | undefined;
  lighthouse: boolean;
  /** Measure Lighthouse alone. */
  onlyLighthouse: boolean;
  /** Lighthouse runs per page; each figure reported is the median of the runs. */
  lighthouseRuns: number;
  /** Measure the site search alone. */
  onlySearch: boolean;
  /** Measure the image upload and its variants alone. */
  onlyImages: boolean;
  /** Measure the sitemap alone. */
  onlySitemap: boolean;
  /** Measure the lists, the people finder, the search and a detail at 1k, 10k and 50k news alone. */
  scale: boolean;
  /** Measure two processes behind nginx on PostgreSQL alone. */
  onlyProcesses: boolean;
  /** Measure the server against this peer alone, holding the same news. */
  peer: PeerKind | undefined;
}

/** The options of the command line; prints the usage and ends the process on --help or a bad value. */
export function readOptions(argv: string[]): BenchOptions {
  try {
    return parseOptions(argv);
  } catch (error) {
    console.error(`${messageOf(error)}\n\n${USAGE}`);
    process.exit(1);
  }
}

/** The options of the command line; throws on a bad value (the usage is then `readOptions`' to print). */
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "1" },
      connections: { type: "string", default: "50" },
      news: { type: "string", default: "10000" },
      people: { type: "string", default: "500" },
      "log-level": { type: "string", default: "info" },
      "seed-cache": { type: "string" },
      renders: { type: "string", default: "30" },
      reference: { type: "string" },
      "lighthouse-runs": { type: "string", default: "5" },
      "skip-lighthouse": { type: "boolean", default: false },
      "only-lighthouse": { type: "boolean", default: false },
      "only-search": { type: "boolean", default: false },
      "only-images": { type: "boolean", default: false },
      "only-sitemap": { type: "boolean", default: false },
      "only-processes": { type: "boolean", default: false },
      scale: { type: "boolean", default: false },
      peer: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const { reference } = values;
  if (reference !== undefined && reference !== "nginx" && reference !== "node") throw new Error("--reference must be nginx or node");
  if (values["only-lighthouse"] && values["skip-lighthouse"]) throw new Error("--only-lighthouse and --skip-lighthouse exclude each other");
  const { peer } = values;
  if (peer !== undefined && !isPeer(peer)) throw new Error(`--peer must be ${PEERS.join(" or ")}`);
  return {
    duration: wholeNumber("duration", values.duration, 1),
    warmup: wholeNumber("warmup", values.warmup, 0),
    connections: wholeNumber("connections", values.connections, 1),
    news: wholeNumber("news", values.news, 0),
    people: wholeNumber("people", values.people, 0),
    logLevel: values["log-level"],
    seedCache: values["seed-cache"],
    renders: wholeNumber("renders", values.renders, 1),
    reference,
    lighthouse: !values["skip-lighthouse"],
    onlyLighthouse: values["only-lighthouse"],
    lighthouseRuns: wholeNumber("lighthouse-runs", values["lighthouse-runs"], 1),
    onlySearch: values["only-search"],
    onlyImages: values["only-images"],
    onlySitemap: values["only-sitemap"],
    onlyProcesses: values["only-processes"],
    scale: values.scale,
    peer,
  };
}

function isPeer(value: string): value is PeerKind {
  return (PEERS as readonly string[]).includes(value);
}

function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return value;
}
