import { prepareSvgCleaning, sanitizeSvg } from "../modules/files/clean-svg.ts";
import { serveCpuTasks } from "./cpu-pool.ts";

/**
 * The CPU pool's worker thread (docs/decisions/0037): it cleans SVG uploads, so that the work never
 * holds up the event loop. Rich text is cleaned in the text process (text-worker.ts, decision 0119).
 * Built beside dist/main.js as dist/cpu-worker.js (build.mjs).
 */
const tasks = { sanitizeSvg };

export type CpuTasks = typeof tasks;

// The worker loads what cleaning an SVG needs (jsdom: about 80 MB with the worker) before it says
// it is ready, so that a task's time limit measures its own work only (decision 0100).
await prepareSvgCleaning();
serveCpuTasks(tasks);
