// Lighthouse (mobile, simulated throttling) on pages of the idle server, in the system Chromium
// with the flags the browser tests use; several runs per page, each figure reported as the median.
// A run that measured nothing (no report, or a runtime error such as a trace not recorded) is made
// once more.
import fs from "node:fs";
import path from "node:path";
import { Launcher } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort } from "@lawfirm/test-support";
import { runName, type BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { waitUntilServing, type StartedProcess } from "./processes.ts";
import { median } from "./stats.ts";
import type { RequestedPath } from "./targets.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one run measured of a page. */
export interface AuditFigures {
  /** 0–100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  firstContentfulPaintMs: number | undefined;
  /** Simulated (Lighthouse's default throttling). */
  largestContentfulPaintMs: number | undefined;
  totalBlockingTimeMs: number | undefined;
  cumulativeLayoutShift: number | undefined;
  /** The scripts the page loaded, as transferred (compressed as Chromium asked). */
  scriptTransferKb: number | undefined;
}

/** Where a run's time and bytes went, to explain a missed target; compared with no target. */
export interface AuditDiagnostics {
  /** The element of the largest contentful paint (its HTML as Lighthouse quotes it). */
  lcpElement: string | undefined;
  /** The paint's phases as Lighthouse splits them (TTFB, Load Delay, Load Time, Render Delay), ms. */
  lcpPhasesMs: Record<string, number>;
  /** Requests and KB transferred per resource type (document, script, stylesheet, font, image, …, total). */
  requests: Record<string, { count: number; transferKb: number }>;
  /** Render-blocking requests, and what Lighthouse estimates their removal would save. */
  renderBlocking: { requests: number; savingsMs: number | undefined };
  /** The layout shifts Lighthouse attributes: the element that moved, its score and the causes it names. */
  layoutShifts: { element: string | undefined; score: number; causes: string[] }[];
  /** Main-thread time per kind of work (script evaluation, style and layout, …), ms, as throttled. */
  mainThreadMs: Record<string, number>;
}

export interface Audit {
  figures: AuditFigures;
  diagnostics: AuditDiagnostics;
  /** The report Lighthouse wrote, below the repository. */
  reportFile: string;
  formFactor: string | undefined;
  lighthouseVersion: string | undefined;
  runtimeError: string | undefined;
  seconds: number;
}

/** A run that wrote no report. */
export interface FailedAudit {
  error: string;
}

export interface PageAudit {
  name: string;
  url: string;
  runs: (Audit | FailedAudit)[];
  /** Each figure the median of the runs that wrote a report; undefined when none did. */
  median: AuditFigures | undefined;
  /** The run with the median performance score (Lighthouse's own choice of a representative run), for its diagnostics. */
  medianRun: Audit | undefined;
  /** Runs made again because the first attempt measured nothing (no report, or Lighthouse's runtime error). */
  repeated: { run: number; reason: string }[];
}

/** An audit's details: a table's rows (the fields the benchmark reads), or a list of such tables. */
interface ReportDetails {
  overallSavingsMs?: number;
  items?: ReportItem[];
}

interface ReportItem {
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
  group?: string;
  duration?: number;
  phase?: string;
  timing?: number;
  node?: { snippet?: string; selector?: string };
  items?: ReportItem[];
  score?: number;
  subItems?: { items?: { cause?: string }[] };
}

interface RunningChromium {
  started: StartedProcess;
  /** Its DevTools port, which Lighthouse connects to. */
  port: number;
}

/** The part of Lighthouse's JSON report the benchmark reads. */
interface LighthouseReport {
  lighthouseVersion?: string;
  configSettings?: { formFactor?: string };
  categories?: Partial<Record<Category, { score: number | null }>>;
  audits?: Record<string, { numericValue?: number; details?: ReportDetails }>;
  runtimeError?: { message: string };
}

/**
 * Audits the pages `lighthouseRuns` times each, the pages taking turns; none when Lighthouse is
 * left out or cannot run here.
 */
export async function auditPages(context: BenchContext, baseUrl: string, pages: readonly RequestedPath[]): Promise<PageAudit[]> {
  if (!context.options.lighthouse) return [];
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.log(`Lighthouse left out: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    return [];
  }
  const binary = lighthouseBinary(context.root);
  if (!binary) {
    console.log("Lighthouse left out: it is not installed (npm install)");
    return [];
  }
  const runs = context.options.lighthouseRuns;
  console.log(`Lighthouse (mobile, ${CHROMIUM_PATH}), ${runs} run(s) per page:`);
  const audits: PageAudit[] = pages.map(({ name, path }) => ({
    name,
    url: `${baseUrl}${path}`,
    runs: [],
    median: undefined,
    medianRun: undefined,
    repeated: [],
  }));
  for (let run = 1; run <= runs; run++) {
    for (const page of audits) {
      let result = await audit(context, binary, page.url, `${page.name}-${run}`);
      const failure = "error" in result ? result.error : result.runtimeError;
      if (failure !== undefined) {
        console.log(`  ${page.name}, run ${run}: ${describeRun(result)}; once more`);
        page.repeated.push({ run, reason: failure.split("\n")[0] ?? failure });
        result = await audit(context, binary, page.url, `${page.name}-${run}-again`);
      }
      page.runs.push(result);
      console.log(`  ${page.name}, run ${run}: ${describeRun(result)}`);
    }
  }
  for (const page of audits) {
    page.median = medianFigures(page.runs);
    page.medianRun = medianRun(page.runs);
  }
  return audits;
}

function describeRun(result: Audit | FailedAudit): string {
  if ("error" in result) return `failed (${result.error.split("\n")[0]})`;
  const { scores, largestContentfulPaintMs, cumulativeLayoutShift } = result.figures;
  const scoreList = CATEGORIES.map((category) => `${category} ${scores[category] ?? "–"}`).join(", ");
  const lcp = largestContentfulPaintMs === undefined ? "–" : `${Math.round(largestContentfulPaintMs)} ms`;
  const cls = cumulativeLayoutShift === undefined ? "–" : cumulativeLayoutShift.toFixed(3);
  return `${scoreList}, LCP ${lcp}, CLS ${cls}${result.runtimeError ? ` (${result.runtimeError})` : ""}`;
}

/** Each figure's median over the runs that measured it. */
function medianFigures(runs: readonly (Audit | FailedAudit)[]): AuditFigures | undefined {
  const measured = runs.flatMap((run) => ("error" in run ? [] : [run.figures]));
  if (measured.length === 0) return undefined;
  const of = (value: (figures: AuditFigures) => number | null | undefined): number | undefined => {
    const values = measured.map(value).filter((item): item is number => typeof item === "number");
    return values.length > 0 ? median(values) : undefined;
  };
  const score = (category: Category) => of((figures) => figures.scores[category]) ?? null;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    firstContentfulPaintMs: of((figures) => figures.firstContentfulPaintMs),
    largestContentfulPaintMs: of((figures) => figures.largestContentfulPaintMs),
    totalBlockingTimeMs: of((figures) => figures.totalBlockingTimeMs),
    cumulativeLayoutShift: of((figures) => figures.cumulativeLayoutShift),
    scriptTransferKb: of((figures) => figures.scriptTransferKb),
  };
}

function medianRun(runs: readonly (Audit | FailedAudit)[]): Audit | undefined {
  const measured = runs.flatMap((run) => ("error" in run ? [] : [run]));
  const byScore = measured.sort((a, b) => (a.figures.scores.performance ?? -1) - (b.figures.scores.performance ?? -1));
  return byScore[Math.floor((byScore.length - 1) / 2)];
}

function lighthouseBinary(root: string): string | undefined {
  const candidates = [
    path.join(root, "bench", "node_modules", ".bin", "lighthouse"),
    path.join(root, "node_modules", ".bin", "lighthouse"),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

async function audit(context: BenchContext, binary: string, url: string, label: string): Promise<Audit | FailedAudit> {
  const reportDir = path.join(context.root, "bench-results", `${runName(context.startedAt)}-lighthouse`);
  fs.mkdirSync(reportDir, { recursive: true });
  const output = path.join(reportDir, `${label.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.json`);
  const started = Date.now();
  let chromium: RunningChromium | undefined;
  let failure = "Lighthouse wrote no report";
  try {
    chromium = await startChromium(context);
    const args = [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--port=${chromium.port}`,
    ];
    await context.processes.run(binary, args, { cwd: context.workDir });
  } catch (error) {
    failure = messageOf(error).split("\n").slice(0, 6).join("\n");
  } finally {
    if (chromium) await context.processes.stop(chromium.started);
  }
  // Lighthouse exits non-zero for some page errors yet writes its report; only a missing report fails the audit.
  if (!fs.existsSync(output)) return { error: failure };

  const report = JSON.parse(fs.readFileSync(output, "utf8")) as LighthouseReport;
  const score = (category: Category) => {
    const value = report.categories?.[category]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (id: string) => report.audits?.[id]?.numericValue;
  const scriptBytes = report.audits?.["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize;
  return {
    figures: {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: metric("cumulative-layout-shift"),
      scriptTransferKb: scriptBytes === undefined ? undefined : scriptBytes / 1024,
    },
    diagnostics: diagnosticsOf(report),
    reportFile: path.relative(context.root, output),
    formFactor: report.configSettings?.formFactor,
    lighthouseVersion: report.lighthouseVersion,
    runtimeError: report.runtimeError?.message,
    seconds: (Date.now() - started) / 1000,
  };
}

function diagnosticsOf(report: LighthouseReport): AuditDiagnostics {
  const details = (id: string) => report.audits?.[id]?.details;
  const [elementTable, phaseTable] = details("largest-contentful-paint-element")?.items ?? [];
  const requests: AuditDiagnostics["requests"] = {};
  for (const { resourceType, requestCount, transferSize } of details("resource-summary")?.items ?? [])
    if (resourceType) requests[resourceType] = { count: requestCount ?? 0, transferKb: Math.round((transferSize ?? 0) / 102.4) / 10 };
  const renderBlocking = details("render-blocking-resources");
  return {
    lcpElement: elementTable?.items?.[0]?.node?.snippet,
    lcpPhasesMs: Object.fromEntries((phaseTable?.items ?? []).map(({ phase, timing }) => [phase ?? "?", Math.round(timing ?? NaN)])),
    requests,
    renderBlocking: { requests: renderBlocking?.items?.length ?? 0, savingsMs: renderBlocking?.overallSavingsMs },
    layoutShifts: (details("layout-shifts")?.items ?? []).map(({ node, score, subItems }) => ({
      element: node?.selector,
      score: score ?? NaN,
      causes: (subItems?.items ?? []).flatMap(({ cause }) => (cause ? [cause] : [])),
    })),
    mainThreadMs: Object.fromEntries(
      (details("mainthread-work-breakdown")?.items ?? []).map(({ group, duration }) => [group ?? "?", Math.round(duration ?? NaN)]),
    ),
  };
}

/**
 * A fresh headless Chromium for one audit, with the flags Lighthouse's own launch would give it
 * (chrome-launcher's defaults) and ours; Lighthouse connects to its port. Started by the run
 * rather than by Lighthouse, whose launch puts it in a process group of its own that an
 * interrupted run could not find to kill.
 */
async function startChromium(context: BenchContext): Promise<RunningChromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(context.workDir, "chromium-profile-"));
  const flags = [
    ...Launcher.defaultFlags(),
    "--headless=new",
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ];
  const started = await context.processes.start(CHROMIUM_PATH, flags, { stdio: "ignore" });
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/json/version`, started, "Chromium");
  } catch (error) {
    await context.processes.stop(started);
    throw error;
  }
  return { started, port };
}
