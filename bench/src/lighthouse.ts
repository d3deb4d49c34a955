// Lighthouse (mobile, simulated throttling) on pages of the idle server, in the system Chromium
// with the flags the browser tests use.
import fs from "node:fs";
import path from "node:path";
import { Launcher } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort } from "@lawfirm/test-support";
import type { BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { waitUntilServing, type StartedProcess } from "./processes.ts";
import type { RequestedPath } from "./targets.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Audit {
  name: string;
  url: string;
  formFactor: string | undefined;
  lighthouseVersion: string | undefined;
  /** 0–100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  metricsMs: { firstContentfulPaint?: number; largestContentfulPaint?: number; totalBlockingTime?: number };
  cumulativeLayoutShift: number | undefined;
  runtimeError: string | undefined;
  seconds: number;
}

/** A page Lighthouse wrote no report for. */
export interface FailedAudit {
  name: string;
  url: string;
  error: string;
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
  audits?: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

/** Audits the pages one after the other; none when Lighthouse is left out or cannot run here. */
export async function auditPages(
  context: BenchContext,
  baseUrl: string,
  pages: readonly RequestedPath[],
): Promise<(Audit | FailedAudit)[]> {
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
  console.log(`Lighthouse (mobile, ${CHROMIUM_PATH}):`);
  const audits: (Audit | FailedAudit)[] = [];
  for (const page of pages) audits.push(await audit(context, binary, page.name, `${baseUrl}${page.path}`));
  return audits;
}

function lighthouseBinary(root: string): string | undefined {
  const candidates = [
    path.join(root, "bench", "node_modules", ".bin", "lighthouse"),
    path.join(root, "node_modules", ".bin", "lighthouse"),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

async function audit(context: BenchContext, binary: string, name: string, url: string): Promise<Audit | FailedAudit> {
  const output = path.join(context.workDir, `lighthouse-${name.replace(/\W+/g, "-")}.json`);
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
  if (!fs.existsSync(output)) return { name, url, error: failure };

  const report = JSON.parse(fs.readFileSync(output, "utf8")) as LighthouseReport;
  const score = (category: Category) => {
    const value = report.categories?.[category]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (id: string) => report.audits?.[id]?.numericValue;
  const result: Audit = {
    name,
    url,
    formFactor: report.configSettings?.formFactor,
    lighthouseVersion: report.lighthouseVersion,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    metricsMs: {
      firstContentfulPaint: metric("first-contentful-paint"),
      largestContentfulPaint: metric("largest-contentful-paint"),
      totalBlockingTime: metric("total-blocking-time"),
    },
    cumulativeLayoutShift: metric("cumulative-layout-shift"),
    runtimeError: report.runtimeError?.message,
    seconds: (Date.now() - started) / 1000,
  };
  const scoreList = CATEGORIES.map((category) => `${category} ${result.scores[category] ?? "–"}`).join(", ");
  console.log(`  ${name}: ${scoreList}${result.runtimeError ? ` (${result.runtimeError})` : ""}`);
  return result;
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
