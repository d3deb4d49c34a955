// The performance targets (docs/performance.md), in one place: each measured figure beside its target,
// met or missed. A missed target is reported, not an error: the run still exits with code 0.
import type { HomeJavaScript } from "./bundle.ts";
import { IMAGE_GOALS, type ImageFigures } from "./images.ts";
import { CATEGORIES, type AuditFigures, type Category, type PageAudit } from "./lighthouse.ts";
import type { LoadFigures } from "./load.ts";
import type { RenderFigures, RenderMode } from "./renders.ts";
import type { LoadRole } from "./targets.ts";

export const GOALS = {
  /** A cached page or public API answer: requests per second as a share of the trivial route's, same run. */
  cachedShareOfBaseline: 0.5,
  /** An item's public detail read, of each kind: requests per second as a share of the trivial route's. */
  detailShareOfBaseline: 0.25,
  /** A detail read's p99 latency at most this many times its p50. */
  detailP99OverP50: 5,
  /** A first, uncached render: median latency of sequential requests. */
  firstRenderMedianMs: 30,
  /** Lighthouse mobile, median of the runs: at least these scores. */
  lighthouseScores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<Category, number>,
  /** Simulated largest contentful paint, median of the runs. */
  largestContentfulPaintMs: 1800,
  cumulativeLayoutShift: 0.02,
  /** JavaScript loaded by /en/home, gzip, as the site's build counts it. */
  homeJavaScriptBytes: 70 * 1024,
  /** The serving process's peak resident memory over the whole run (VmHWM), 10,000 news per language and 500 people. */
  peakRssMb: 200,
} as const;

/** A load target's figures with how they are read. */
export interface MeasuredLoad extends LoadFigures {
  role: LoadRole;
}

export interface TargetCheck {
  figure: string;
  target: string;
  measured: string;
  /** Undefined when the figure was not measured in this run (e.g. Lighthouse left out). */
  met: boolean | undefined;
}

export interface MeasuredFigures {
  load: readonly MeasuredLoad[];
  renders: readonly RenderFigures[];
  images: ImageFigures;
  /** Undefined when Lighthouse was left out or could not run. */
  lighthouse: readonly PageAudit[] | undefined;
  /** The pages Lighthouse was to audit (to name those it could not). */
  pages: readonly string[];
  homeJavaScript: HomeJavaScript;
  /** The server's peak resident memory over the run (VmHWM). */
  peakRssMb: number;
}

/** What the render modes are called in the targets' list. */
export const RENDER_MODE_NAMES: Record<RenderMode, string> = {
  page: "page not cached",
  cold: "whole cache emptied",
  unrelated: "after a write it does not show",
  touched: "after a write it shows",
  configured: "after a save of the site's configuration",
};

/** Requests per second as a share of the trivial route's; undefined without a baseline. */
export function shareOfBaseline(load: readonly MeasuredLoad[], figures: LoadFigures): number | undefined {
  const baseline = load.find((target) => target.role === "baseline");
  if (!baseline || !(baseline.requestsPerSecond > 0)) return undefined;
  return figures.requestsPerSecond / baseline.requestsPerSecond;
}

export function checkTargets(measured: MeasuredFigures): TargetCheck[] {
  return [
    ...throughputChecks(measured.load),
    ...renderChecks(measured.renders),
    ...imageChecks(measured.images),
    ...lighthouseChecks(measured),
    homeJavaScriptCheck(measured.homeJavaScript),
    peakMemoryCheck(measured.peakRssMb),
  ];
}

function throughputChecks(load: readonly MeasuredLoad[]): TargetCheck[] {
  const baseline = load.find((target) => target.role === "baseline");
  const shareCheck = (target: MeasuredLoad, goal: number): TargetCheck => {
    const share = shareOfBaseline(load, target);
    return {
      figure: `${target.name}: req/s`,
      target: `≥ ${percent(goal)} of the trivial route${baseline ? ` (≥ ${Math.round(baseline.requestsPerSecond * goal)})` : ""}`,
      measured: `${Math.round(target.requestsPerSecond)} (${share === undefined ? "–" : percent(share)})${target.errors > 0 ? `, ${target.errors} errors` : ""}`,
      met: share === undefined ? undefined : share >= goal && target.errors === 0,
    };
  };
  return load.flatMap((target) => {
    if (target.role === "cached") return [shareCheck(target, GOALS.cachedShareOfBaseline)];
    if (target.role !== "detail") return [];
    const latency = target.latencyMs;
    return [
      shareCheck(target, GOALS.detailShareOfBaseline),
      {
        figure: `${target.name}: p99 latency against p50`,
        target: `≤ ${GOALS.detailP99OverP50} × p50`,
        measured: latency
          ? `${latency.p99.toFixed(1)} ms against ${latency.p50.toFixed(1)} ms (${(latency.p99 / latency.p50).toFixed(1)} ×)`
          : "no answer",
        met: latency ? latency.p99 <= GOALS.detailP99OverP50 * latency.p50 : false,
      },
    ];
  });
}

function renderChecks(renders: readonly RenderFigures[]): TargetCheck[] {
  return renders.map((render) => ({
    figure: `${render.name}: first render, ${RENDER_MODE_NAMES[render.mode]}, median`,
    target: `≤ ${GOALS.firstRenderMedianMs} ms`,
    measured: `${render.medianMs.toFixed(1)} ms (p90 ${render.p90Ms.toFixed(1)})`,
    met: render.medianMs <= GOALS.firstRenderMedianMs,
  }));
}

/** The figures of a 24-megapixel upload (docs/decisions/0034). */
export function imageChecks(images: ImageFigures): TargetCheck[] {
  const { variantsMs, otherRequests } = images;
  return [
    {
      figure: `upload of a ${images.megapixels}-megapixel JPEG: answered`,
      target: `≤ ${IMAGE_GOALS.uploadMs} ms`,
      measured: `${Math.round(images.uploadMs)} ms`,
      met: images.uploadMs <= IMAGE_GOALS.uploadMs,
    },
    {
      figure: "its variants served, after the answer",
      target: `≤ ${IMAGE_GOALS.variantsMs} ms`,
      measured: variantsMs === undefined ? "never" : `${Math.round(variantsMs)} ms`,
      met: variantsMs !== undefined && variantsMs <= IMAGE_GOALS.variantsMs,
    },
    {
      figure: "other requests meanwhile, p99",
      target: `≤ ${IMAGE_GOALS.otherRequestsP99Ms} ms`,
      measured: `${otherRequests.p99Ms.toFixed(1)} ms (${otherRequests.requests} requests)`,
      met: otherRequests.p99Ms <= IMAGE_GOALS.otherRequestsP99Ms,
    },
  ];
}

function lighthouseChecks(measured: MeasuredFigures): TargetCheck[] {
  return measured.pages.flatMap((name) => {
    const figures: AuditFigures | undefined = measured.lighthouse?.find((page) => page.name === name)?.median;
    const scoreChecks = CATEGORIES.map((category) => {
      const score = figures?.scores[category] ?? undefined;
      const goal = GOALS.lighthouseScores[category];
      return {
        figure: `${name}: Lighthouse ${category}`,
        target: goal === 100 ? "= 100" : `≥ ${goal}`,
        measured: score === undefined ? "not measured" : String(score),
        met: score === undefined ? undefined : score >= goal,
      };
    });
    const lcp = figures?.largestContentfulPaintMs;
    const cls = figures?.cumulativeLayoutShift;
    return [
      ...scoreChecks,
      {
        figure: `${name}: largest contentful paint (simulated)`,
        target: `≤ ${GOALS.largestContentfulPaintMs} ms`,
        measured: lcp === undefined ? "not measured" : `${Math.round(lcp)} ms`,
        met: lcp === undefined ? undefined : lcp <= GOALS.largestContentfulPaintMs,
      },
      {
        figure: `${name}: cumulative layout shift`,
        target: `≤ ${GOALS.cumulativeLayoutShift}`,
        measured: cls === undefined ? "not measured" : cls.toFixed(3),
        met: cls === undefined ? undefined : cls <= GOALS.cumulativeLayoutShift,
      },
    ];
  });
}

function homeJavaScriptCheck(homeJavaScript: HomeJavaScript): TargetCheck {
  return {
    figure: "JavaScript loaded by /en/home (gzip, the site build's count)",
    target: `≤ ${kb(GOALS.homeJavaScriptBytes)}`,
    measured: kb(homeJavaScript.totalGzipBytes),
    met: homeJavaScript.totalGzipBytes <= GOALS.homeJavaScriptBytes,
  };
}

function peakMemoryCheck(peakRssMb: number): TargetCheck {
  return {
    figure: "the server's peak resident memory over the run (VmHWM)",
    target: `≤ ${GOALS.peakRssMb} MB`,
    measured: Number.isFinite(peakRssMb) ? `${peakRssMb.toFixed(1)} MB` : "not measured",
    met: Number.isFinite(peakRssMb) ? peakRssMb <= GOALS.peakRssMb : undefined,
  };
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Kilobytes to one decimal, as the site's build prints them. */
function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
