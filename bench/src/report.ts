// The run's figures beside the reference's and beside their budget: printed as markdown tables
// and written to bench-results/<timestamp>.json and bench-results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { HomeJavaScript } from "./bundle.ts";
import type { BenchContext } from "./context.ts";
import type { Database } from "./server.ts";
import { CATEGORIES, type Audit, type FailedAudit } from "./lighthouse.ts";
import type { LoadFigures } from "./load.ts";
import type { ReferenceFigures } from "./reference.ts";
import type { ChosenTargets } from "./targets.ts";

/** What the server's part of the run measured. */
export interface ServerFigures {
  query: ChosenTargets["query"];
  targets: LoadFigures[];
  /** The server's peak resident memory over the whole run (VmHWM). */
  peakRssMb: number;
  lighthouse: (Audit | FailedAudit)[];
}

/** The JSON written for every run. */
export interface BenchReport {
  date: string;
  durationSeconds: number;
  machine: { cpus: number; cpuModel: string | undefined; memoryGb: number; platform: string; node: string };
  options: { duration: number; warmup: number; connections: number; news: number; people: number; logLevel: string };
  seedSeconds: number;
  reference: { kind: string; description: string } & LoadFigures;
  targets: LoadFigures[];
  server: { peakRssMb: number };
  query: ChosenTargets["query"];
  lighthouse: (Audit | FailedAudit)[];
  homeJavaScript: { gzipKb: number; budgetKb: number; withinBudget: boolean; files: { file: string; gzipKb: number }[] };
}

export function composeReport(
  context: BenchContext,
  measured: { database: Database; reference: ReferenceFigures; server: ServerFigures; homeJavaScript: HomeJavaScript },
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
    },
    options: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      news: options.news,
      people: options.people,
      logLevel: options.logLevel,
    },
    seedSeconds: database.seedSeconds,
    reference: { kind: reference.kind, description: reference.description, ...reference.figures },
    targets: server.targets,
    server: { peakRssMb: server.peakRssMb },
    query: server.query,
    lighthouse: server.lighthouse,
    homeJavaScript: {
      gzipKb: kilobytes(homeJavaScript.totalGzipBytes),
      budgetKb: kilobytes(homeJavaScript.budgetBytes),
      withinBudget: homeJavaScript.totalGzipBytes < homeJavaScript.budgetBytes,
      files: homeJavaScript.files.map(({ file, gzipBytes }) => ({ file, gzipKb: kilobytes(gzipBytes) })),
    },
  };
}

/** Writes the report; answers the file's path relative to the repository. */
export function writeReport(root: string, report: BenchReport): string {
  const outDir = path.join(root, "bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${report.date.replace(/[:.]/g, "-")}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(outDir, "latest.json"), json);
  return path.relative(root, file);
}

export function printReport(report: BenchReport, writtenFile: string): void {
  const { options, machine, reference } = report;
  const lines = [
    "",
    `Load: ${options.connections} connections, ${options.duration} s per target (after ${options.warmup} s warm-up), loopback; ` +
      `${options.news} bulk news, ${options.people} bulk people; ${machine.cpus} × ${machine.cpuModel ?? "CPU"}, Node ${machine.node}`,
    `Reference: ${reference.description}`,
    "",
    loadTable(report),
    "",
    `Server peak RSS over the run (VmHWM): ${fixed(report.server.peakRssMb, 1)} MB`,
  ];
  if (report.lighthouse.length > 0) lines.push("", "Lighthouse (mobile):", "", lighthouseTable(report.lighthouse));
  lines.push("", ...homeJavaScriptLines(report.homeJavaScript), "", missedTargetsLine(report), "");
  lines.push(`Written: ${writtenFile} and bench-results/latest.json (${report.durationSeconds} s in all)`);
  console.log(lines.join("\n"));
  for (const entry of report.lighthouse) if ("error" in entry) console.warn(`\nLighthouse failed on ${entry.name}:\n${entry.error}`);
}

function loadTable(report: BenchReport): string {
  const { reference } = report;
  const row = (figures: LoadFigures, name: string) =>
    [
      name,
      fixed(figures.requestsPerSecond),
      ratio(figures.requestsPerSecond, reference.requestsPerSecond),
      fixed(figures.latencyMs?.p50),
      ratio(figures.latencyMs?.p50, reference.latencyMs?.p50),
      fixed(figures.latencyMs?.p99),
      ratio(figures.latencyMs?.p99, reference.latencyMs?.p99),
      String(figures.errors),
      fixed(figures.peakRssMb, 1),
      ratio(figures.peakRssMb, reference.peakRssMb),
    ].join(" | ");
  const rows = [row(reference, `reference: ${reference.kind}`), ...report.targets.map((target) => row(target, target.name))];
  return [
    "| Target | req/s | × ref | p50 ms | × ref | p99 ms | × ref | errors | peak RSS MB | × ref |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map((cells) => `| ${cells} |`),
  ].join("\n");
}

function lighthouseTable(entries: readonly (Audit | FailedAudit)[]): string {
  const rows = entries.map((entry) => {
    const cells = CATEGORIES.map((category) => ("error" in entry ? "error" : String(entry.scores[category] ?? "–")));
    return `| ${entry.name} | ${cells.join(" | ")} |`;
  });
  return [`| Page | ${CATEGORIES.join(" | ")} |`, `|---|${CATEGORIES.map(() => "--:").join("|")}|`, ...rows].join("\n");
}

/** The lines the site's build prints for /home, from the same figures. */
function homeJavaScriptLines(homeJavaScript: BenchReport["homeJavaScript"]): string[] {
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  return [
    "JavaScript loaded by /home (gzip):",
    ...homeJavaScript.files.map(({ file, gzipKb }) => `  ${kb(gzipKb).padStart(9)}  ${file}`),
    `  ${kb(homeJavaScript.gzipKb).padStart(9)}  total (budget: under ${kb(homeJavaScript.budgetKb)})`,
  ];
}

/** The one documented target of the run is the budget of /home's JavaScript; the other figures are compared with the reference. */
function missedTargetsLine(report: BenchReport): string {
  const { homeJavaScript } = report;
  if (homeJavaScript.withinBudget) return "Missed targets: none";
  return `Missed targets: JavaScript loaded by /home, ${homeJavaScript.gzipKb.toFixed(1)} KB gzip, budget under ${homeJavaScript.budgetKb.toFixed(1)} KB`;
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
