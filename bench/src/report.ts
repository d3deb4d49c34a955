// The run's figures beside the trivial route's, the reference's and their targets: printed as
// markdown tables with the list of missed targets, and written to bench-results/<timestamp>.json
// and bench-results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HomeJavaScript } from "./bundle.ts";
import { runName, type BenchContext } from "./context.ts";
import { GOALS, RENDER_MODE_NAMES, checkTargets, shareOfBaseline, type MeasuredLoad, type TargetCheck } from "./goals.ts";
import { CATEGORIES, type AuditDiagnostics, type PageAudit } from "./lighthouse.ts";
import type { LoadFigures } from "./load.ts";
import type { ReferenceFigures } from "./reference.ts";
import type { RenderFigures } from "./renders.ts";
import { imageLines, type ImageFigures } from "./images.ts";
import { memoryTable, type MemoryStep } from "./memory.ts";
import { searchTable, type SearchMeasurement } from "./search.ts";
import { sitemapLines, type SitemapFigures } from "./sitemap.ts";
import type { TwoProcessFigures } from "./two-processes.ts";
import type { Database, Revision } from "./server.ts";
import type { ChosenTargets } from "./targets.ts";
import type { ScaleSize } from "./scale.ts";
import { twoDecimals } from "./stats.ts";
import type { PeerFigures } from "./peer.ts";

/** What the server's part of the run measured. */
export interface ServerFigures {
  query: ChosenTargets["query"];
  /** The names of the pages rendered and audited. */
  pages: string[];
  load: MeasuredLoad[];
  renders: RenderFigures[];
  /** The site search, one request at a time on the idle server. */
  search: SearchMeasurement;
  /** The sitemap made on request and from the cache, and the health polls meanwhile. */
  sitemap: SitemapFigures;
  /** A 24-megapixel photo's upload and variants, and the other requests meanwhile. */
  images: ImageFigures;
  /** The server's peak resident memory over the whole run (VmHWM). */
  peakRssMb: number;
  /** Its memory after each step. */
  memory: MemoryStep[];
  /** Undefined when Lighthouse was left out or could not run. */
  lighthouse: PageAudit[] | undefined;
}

/** The JSON written for every run. */
export interface BenchReport {
  date: string;
  durationSeconds: number;
  machine: {
    cpus: number;
    cpuModel: string | undefined;
    memoryGb: number;
    platform: string;
    node: string;
    /** The load averages (1, 5, 15 minutes) when the run began and when it ended. */
    loadAverage: { start: number[]; end: number[] };
  };
  revision: Revision;
  options: ReportedOptions;
  seedSeconds: number;
  reference: { kind: string; description: string } & LoadFigures;
  load: (MeasuredLoad & { shareOfBaseline: number | undefined })[];
  server: { peakRssMb: number; memory: MemoryStep[] };
  query: ChosenTargets["query"];
  renders: RenderFigures[];
  search: SearchMeasurement;
  sitemap: SitemapFigures;
  images: ImageFigures;
  lighthouse: PageAudit[] | undefined;
  homeJavaScript: { gzipKb: number; budgetKb: number; buildBudgetKb: number; files: { file: string; gzipKb: number }[] };
  targets: TargetCheck[];
}

type ReportedOptions = Pick<
  BenchContext["options"],
  "duration" | "warmup" | "connections" | "news" | "people" | "logLevel" | "renders" | "lighthouseRuns"
>;

export function composeReport(
  context: BenchContext,
  measured: { revision: Revision; database: Database; reference: ReferenceFigures; server: ServerFigures; homeJavaScript: HomeJavaScript },
): BenchReport {
  const { options, startedAt } = context;
  const { database, reference, server, homeJavaScript } = measured;
  const cpus = os.cpus();
  return {
    date: new Date(startedAt).toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
      loadAverage: { start: context.loadAverageAtStart.map(twoDecimals), end: os.loadavg().map(twoDecimals) },
    },
    revision: measured.revision,
    options: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      news: options.news,
      people: options.people,
      logLevel: options.logLevel,
      renders: options.renders,
      lighthouseRuns: options.lighthouseRuns,
    },
    seedSeconds: database.seedSeconds,
    reference: { kind: reference.kind, description: reference.description, ...reference.figures },
    load: server.load.map((target) => ({ ...target, shareOfBaseline: shareOfBaseline(server.load, target) })),
    server: { peakRssMb: server.peakRssMb, memory: server.memory },
    query: server.query,
    renders: server.renders,
    search: server.search,
    sitemap: server.sitemap,
    images: server.images,
    lighthouse: server.lighthouse,
    homeJavaScript: {
      gzipKb: kilobytes(homeJavaScript.totalGzipBytes),
      budgetKb: kilobytes(GOALS.homeJavaScriptBytes),
      buildBudgetKb: kilobytes(homeJavaScript.budgetBytes),
      files: homeJavaScript.files.map(({ file, gzipBytes }) => ({ file, gzipKb: kilobytes(gzipBytes) })),
    },
    targets: checkTargets({
      load: server.load,
      renders: server.renders,
      images: server.images,
      lighthouse: server.lighthouse,
      pages: server.pages,
      homeJavaScript,
      peakRssMb: server.peakRssMb,
    }),
  };
}

/** Writes the report; answers the file's path relative to the repository. */
export function writeReport(root: string, report: BenchReport): string {
  const outDir = path.join(root, "bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${runName(Date.parse(report.date))}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(outDir, "latest.json"), json);
  return path.relative(root, file);
}

/** The JSON of a run that measured one figure alone (`--only-search`, `--only-images`, `--only-sitemap`, `--only-processes`, `--scale`, `--peer`), or the two-process figure of a full run, beside the full runs'. */
export function writeOnlyReport(
  context: BenchContext,
  revision: Revision,
  figure:
    | { search: SearchMeasurement }
    | { images: ImageFigures }
    | { sitemap: SitemapFigures }
    | { processes: TwoProcessFigures }
    | { scale: ScaleSize[] }
    | { peer: PeerFigures }
    | { lighthouse: PageAudit[] },
): string {
  const outDir = path.join(context.root, "bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${runName(context.startedAt)}-${Object.keys(figure)[0]}.json`);
  const report = { date: new Date(context.startedAt).toISOString(), revision, news: context.options.news, ...figure };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(context.root, file);
}

export function printReport(report: BenchReport, writtenFile: string): void {
  const { options, machine, reference, revision } = report;
  const changed = revision.changedFiles.length > 0 ? `, with ${revision.changedFiles.length} changed file(s) in apps/ and packages/` : "";
  const lines = [
    "",
    `Commit ${revision.commit ?? "unknown"}${changed}; ${machine.cpus} × ${machine.cpuModel ?? "CPU"}, Node ${machine.node}; ` +
      `${options.news} bulk news, ${options.people} bulk people`,
    `Machine load average (1 min) at the start ${machine.loadAverage.start[0]}, at the end ${machine.loadAverage.end[0]}`,
    `Load: ${options.connections} connections, ${options.duration} s per target (after ${options.warmup} s warm-up), loopback`,
    `Reference: ${reference.description}`,
    "",
    loadTable(report),
    "",
    `Server peak RSS over the run (VmHWM): ${fixed(report.server.peakRssMb, 1)} MB; its memory after each step:`,
    "",
    memoryTable(report.server.memory),
    "",
    `First renders (${options.renders} sequential requests per page and mode, each at an address no cache has seen, or after a write at the page's own):`,
    "",
    renderTable(report.renders),
    "",
    "Site search (one request at a time, each at an address no cache has seen):",
    searchTable(report.search),
    "",
    "Sitemap (the index and every page, one after the other; first made on request, then from the cache):",
    ...sitemapLines(report.sitemap),
    "",
    "Image upload (after the load, on the otherwise idle server):",
    ...imageLines(report.images),
  ];
  if (report.lighthouse) {
    const reportDirs = report.lighthouse.flatMap(({ runs }) =>
      runs.flatMap((run) => ("reportFile" in run ? [path.dirname(run.reportFile)] : [])),
    );
    lines.push(
      "",
      `Lighthouse (mobile, simulated throttling), median of ${options.lighthouseRuns} run(s):`,
      "",
      lighthouseTable(report.lighthouse),
      "",
      "Where the time and bytes went (the run with the median performance score of each page):",
      "",
      diagnosticsTable(report.lighthouse),
    );
    const repeated = report.lighthouse.flatMap(({ name, repeated }) =>
      repeated.map(({ run, reason }) => `${name}, run ${run} (${reason})`),
    );
    if (repeated.length > 0) lines.push("", `Made once more, the first attempt having measured nothing: ${repeated.join("; ")}`);
    if (reportDirs[0]) lines.push("", `Lighthouse's reports: ${reportDirs[0]}/`);
  }
  lines.push("", ...homeJavaScriptLines(report.homeJavaScript), "", "Targets (docs/performance.md):", "", targetTable(report.targets), "");
  lines.push(...missedTargetLines(report.targets), "");
  lines.push(`Written: ${writtenFile} and bench-results/latest.json (${report.durationSeconds} s in all)`);
  console.log(lines.join("\n"));
  for (const page of report.lighthouse ?? [])
    for (const [index, run] of page.runs.entries())
      if ("error" in run) console.warn(`\nLighthouse failed on ${page.name}, run ${index + 1}:\n${run.error}`);
}

function table(header: readonly string[], alignRight: readonly boolean[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(" | ")} |`,
    `|${alignRight.map((right) => (right ? "--:" : "---")).join("|")}|`,
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
}

function loadTable(report: BenchReport): string {
  const { reference } = report;
  const row = (figures: LoadFigures, name: string, share: number | undefined) => [
    name,
    fixed(figures.requestsPerSecond),
    share === undefined ? "–" : `${Math.round(share * 100)}%`,
    ratio(figures.requestsPerSecond, reference.requestsPerSecond),
    fixed(figures.latencyMs?.p50),
    fixed(figures.latencyMs?.p99),
    String(figures.errors),
    fixed(figures.peakRssMb, 1),
    fixed(figures.serverCpuMicrosPerRequest),
  ];
  return table(
    ["Target", "req/s", "% trivial route", "× ref", "p50 ms", "p99 ms", "errors", "peak RSS MB", "server CPU µs/request"],
    [false, true, true, true, true, true, true, true, true],
    [
      row(reference, `reference: ${reference.kind}`, undefined),
      ...report.load.map((target) => row(target, target.name, target.shareOfBaseline)),
    ],
  );
}

function renderTable(renders: readonly RenderFigures[]): string {
  return table(
    ["Page", "cache", "median ms", "p90 ms", "min ms", "max ms"],
    [false, false, true, true, true, true],
    renders.map((render) => [
      render.name,
      RENDER_MODE_NAMES[render.mode],
      fixed(render.medianMs, 1),
      fixed(render.p90Ms, 1),
      fixed(render.minMs, 1),
      fixed(render.maxMs, 1),
    ]),
  );
}

export function lighthouseTable(pages: readonly PageAudit[]): string {
  return table(
    ["Page", ...CATEGORIES, "FCP ms", "LCP ms", "TBT ms", "CLS", "scripts KB", "performance per run"],
    [false, ...CATEGORIES.map(() => true), true, true, true, true, true, false],
    pages.map(({ name, median, runs }) => [
      name,
      ...CATEGORIES.map((category) => fixed(median?.scores[category] ?? undefined)),
      fixed(median?.firstContentfulPaintMs),
      fixed(median?.largestContentfulPaintMs),
      fixed(median?.totalBlockingTimeMs),
      fixed(median?.cumulativeLayoutShift, 3),
      fixed(median?.scriptTransferKb, 1),
      runs.map((run) => ("error" in run ? "error" : String(run.figures.scores.performance ?? "–"))).join(", "),
    ]),
  );
}

function diagnosticsTable(pages: readonly PageAudit[]): string {
  const phases = ["TTFB", "Load Delay", "Load Time", "Render Delay"];
  const kbOf = (diagnostics: AuditDiagnostics, type: string) => fixed(diagnostics.requests[type]?.transferKb, 1);
  return table(
    [
      "Page",
      "LCP element",
      ...phases.map((phase) => `LCP ${phase.toLowerCase()} ms`),
      "requests",
      "KB",
      "script KB",
      "CSS KB",
      "font KB",
      "image KB",
      "render-blocking",
      "largest layout shift",
    ],
    [false, false, ...phases.map(() => true), true, true, true, true, true, true, true, false],
    pages.flatMap(({ name, medianRun }) => {
      if (!medianRun) return [];
      const { diagnostics } = medianRun;
      return [
        [
          name,
          `\`${(diagnostics.lcpElement ?? "–").slice(0, 48)}\``,
          ...phases.map((phase) => fixed(diagnostics.lcpPhasesMs[phase])),
          String(diagnostics.requests.total?.count ?? "–"),
          kbOf(diagnostics, "total"),
          kbOf(diagnostics, "script"),
          kbOf(diagnostics, "stylesheet"),
          kbOf(diagnostics, "font"),
          kbOf(diagnostics, "image"),
          String(diagnostics.renderBlocking.requests),
          largestShift(diagnostics),
        ],
      ];
    }),
  );
}

/** "0.031 `div.container` (Web font loaded ×4)": the shift with the highest score and what caused it. */
function largestShift({ layoutShifts }: AuditDiagnostics): string {
  const [largest] = [...layoutShifts].sort((a, b) => b.score - a.score);
  if (!largest) return "none";
  const causes = [...new Set(largest.causes)].map((cause) => `${cause} ×${largest.causes.filter((item) => item === cause).length}`);
  return `${largest.score.toFixed(3)} \`${largest.element ?? "?"}\`${causes.length > 0 ? ` (${causes.join(", ")})` : ""}`;
}

/** The lines the site's build prints for /home, from the same figures, beside the issue's budget. */
function homeJavaScriptLines(homeJavaScript: BenchReport["homeJavaScript"]): string[] {
  const kbOf = (value: number) => `${value.toFixed(1)} KB`;
  return [
    "JavaScript loaded by /en/home (gzip, as the site's build counts it):",
    ...homeJavaScript.files.map(({ file, gzipKb }) => `  ${kbOf(gzipKb).padStart(9)}  ${file}`),
    `  ${kbOf(homeJavaScript.gzipKb).padStart(9)}  total (budget: ${kbOf(homeJavaScript.budgetKb)}; the build itself fails only from ${kbOf(homeJavaScript.buildBudgetKb)})`,
  ];
}

function targetTable(targets: readonly TargetCheck[]): string {
  const met = (check: TargetCheck) => (check.met === undefined ? "not measured" : check.met ? "yes" : "**missed**");
  return table(
    ["Figure", "Target", "Measured", "Met"],
    [false, false, true, false],
    targets.map((check) => [check.figure, check.target, check.measured, met(check)]),
  );
}

/** The missed targets (a run with missed targets still exits with code 0), and those not measured. */
function missedTargetLines(targets: readonly TargetCheck[]): string[] {
  const missed = targets.filter((check) => check.met === false);
  const unmeasured = targets.filter((check) => check.met === undefined);
  const lines =
    missed.length === 0
      ? [`Missed targets: none of ${targets.length - unmeasured.length} measured`]
      : [
          `Missed targets: ${missed.length} of ${targets.length - unmeasured.length} measured`,
          ...missed.map((check) => `  - ${check.figure}: ${check.measured}, target ${check.target}`),
        ];
  if (unmeasured.length > 0)
    lines.push(`Not measured in this run: ${unmeasured.length} (${unmeasured.map((check) => check.figure).join("; ")})`);
  return lines;
}

/** Kilobytes to one decimal, as the build prints them. */
function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

function fixed(value: number | undefined, digits = 0): string {
  return value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : "–";
}

/** A figure as a multiple of the reference's: "0.015×", "3.44×", "60×". */
function ratio(value: number | undefined, reference: number | undefined): string {
  if (value === undefined || reference === undefined || !Number.isFinite(value) || !Number.isFinite(reference) || reference <= 0)
    return "–";
  const times = value / reference;
  if (times === 0) return "0×";
  return `${times >= 10 ? times.toFixed(0) : times >= 1 ? times.toFixed(2) : times.toPrecision(2)}×`;
}
