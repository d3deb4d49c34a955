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

// Before the worker says it is ready: a task's time limit then measures its own work only.
await prepareSvgCleaning();
serveCpuTasks(tasks);
