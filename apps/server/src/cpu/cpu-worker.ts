import { workerData } from "node:worker_threads";
import { sanitizeRichText, sanitizeRichTextsFindingPictures } from "../http/rich-text.ts";
import { prepareSvgCleaning, sanitizeSvg } from "../modules/files/clean-svg.ts";
import { serveCpuTasks } from "./cpu-pool.ts";

/**
 * The CPU pool's worker thread (docs/decisions/0037): the work requests hand off so that it never
 * holds up the event loop. Built beside dist/main.js as dist/cpu-worker.js (build.mjs).
 */
const tasks = {
  sanitizeRichText,
  sanitizeRichTexts: sanitizeRichTextsFindingPictures,
  sanitizeSvg,
};

export type CpuTasks = typeof tasks;

/** What a worker is started with: `svg`, a worker of the pool that cleans SVG uploads. */
export interface CpuWorkerData {
  svg: boolean;
}

// A worker of the SVG pool loads what cleaning an SVG needs (jsdom: about 80 MB with the worker)
// before it says it is ready, so that a task's time limit measures its own work only; a worker
// for rich text never loads it (decision 0100).
if ((workerData as CpuWorkerData | undefined)?.svg) await prepareSvgCleaning();
serveCpuTasks(tasks);
