// The image variants' figure (docs/decisions/0034): a 24-megapixel camera JPEG uploaded
// through the back office must be answered within 2 s and have its variants within 10 s, while
// the server keeps answering other requests (its trivial route and a cached page, one after the
// other) within 100 ms at p99.
import { API_BASE, healthEndpoints, imageVariantUrl } from "@lawfirm/contract";
import sharp from "sharp";
import type { BackOffice } from "./back-office.ts";
import { sleep } from "./processes.ts";
import { percentile } from "./stats.ts";
import { CLIENT_HEADERS } from "./targets.ts";

export const IMAGE_GOALS = { uploadMs: 2_000, variantsMs: 10_000, otherRequestsP99Ms: 100 } as const;

/** A camera's 24 megapixels, 3:2. */
const PHOTO = { width: 6000, height: 4000 };
/** How often the benchmark asks whether the variants are there. */
const POLL_MS = 200;
/** Past this, the variants count as never made: the figure is reported as missed. */
const GIVE_UP_MS = 120_000;

export interface ImageFigures {
  megapixels: number;
  uploadBytes: number;
  /** From the upload's first byte sent to its answer. */
  uploadMs: number;
  /** From the upload's answer until its variants are served; undefined when they never came. */
  variantsMs: number | undefined;
  /** Other requests, one after the other, from the upload's start until the variants were there. */
  otherRequests: { paths: string[]; requests: number; p50Ms: number; p99Ms: number; maxMs: number };
}

/**
 * A photo as a camera takes it, as far as its encoders can tell: detail at every scale (noise
 * enlarged fourfold), so that it compresses about as photos do.
 */
async function cameraJpeg(): Promise<Buffer> {
  const detail = { width: PHOTO.width / 4, height: PHOTO.height / 4 };
  const noise = await sharp({
    create: { ...detail, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(PHOTO.width, PHOTO.height, { kernel: "cubic" }).jpeg({ quality: 88 }).toBuffer();
}

/** Asks `paths` one after the other until `stop` resolves; answers each request's time. */
async function askMeanwhile(baseUrl: string, paths: readonly string[], stop: Promise<unknown>): Promise<number[]> {
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const samples: number[] = [];
  for (let index = 0; !stopped; index++) {
    const path = paths[index % paths.length]!;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { ...CLIENT_HEADERS } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status} while the variants were made`);
    await sleep(10);
  }
  return samples;
}

/** Waits until the upload's variants are served (the smallest AVIF is made last); answers how long that took, or undefined. */
async function variantsServed(baseUrl: string, url: string): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < GIVE_UP_MS) {
    // HEAD: while the variants are made the original (megabytes) answers.
    const response = await fetch(`${baseUrl}${imageVariantUrl(url, 320, "avif")}`, { method: "HEAD" });
    if (response.headers.get("content-type") === "image/avif") return performance.now() - started;
    await sleep(POLL_MS);
  }
  return undefined;
}

export async function measureImageUpload(baseUrl: string, backOffice: BackOffice): Promise<ImageFigures> {
  const photo = await cameraJpeg();
  const paths = [`${API_BASE}${healthEndpoints.live.path}`, "/en/home"];
  // The page cached before the upload begins, as on a site that is being visited.
  for (const path of paths) await (await fetch(`${baseUrl}${path}`, { headers: { ...CLIENT_HEADERS } })).arrayBuffer();

  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const meanwhile = askMeanwhile(baseUrl, paths, finished);
  try {
    const started = performance.now();
    const { url } = await backOffice.upload(new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "camera.jpg");
    const uploadMs = performance.now() - started;
    const variantsMs = await variantsServed(baseUrl, url);
    done();
    const samples = await meanwhile;
    return {
      megapixels: (PHOTO.width * PHOTO.height) / 1_000_000,
      uploadBytes: photo.length,
      uploadMs,
      variantsMs,
      otherRequests: {
        paths,
        requests: samples.length,
        p50Ms: percentile(samples, 50),
        p99Ms: percentile(samples, 99),
        maxMs: Math.max(...samples),
      },
    };
  } finally {
    done();
    await meanwhile.catch(() => undefined);
  }
}

/** The figure as the report prints it. */
export function imageLines(figures: ImageFigures): string[] {
  const seconds = (ms: number | undefined) => (ms === undefined ? "never" : `${(ms / 1000).toFixed(2)} s`);
  const { otherRequests: other } = figures;
  return [
    `  upload of a ${figures.megapixels}-megapixel JPEG (${(figures.uploadBytes / 1024 / 1024).toFixed(1)} MB) answered in ${seconds(figures.uploadMs)} (goal ≤ ${seconds(IMAGE_GOALS.uploadMs)})`,
    `  its variants served ${seconds(figures.variantsMs)} after the answer (goal ≤ ${seconds(IMAGE_GOALS.variantsMs)})`,
    `  meanwhile ${other.requests} requests to ${other.paths.join(" and ")}: p50 ${other.p50Ms.toFixed(1)} ms, p99 ${other.p99Ms.toFixed(1)} ms, max ${other.maxMs.toFixed(1)} ms (goal p99 ≤ ${IMAGE_GOALS.otherRequestsP99Ms} ms)`,
  ];
}
