import { HttpError, unavailable } from "../errors.ts";
import { message, type Message } from "../i18n/messages.ts";
import { childScriptBeside, createTaskProcess, TaskTimedOut, type TaskProcess } from "./task-process.ts";
import { createCpuPool, QueueFull, TimeLimitExceeded, type CpuPool, type CpuPoolOptions } from "./cpu-pool.ts";
import type { CpuTasks } from "./cpu-worker.ts";
import type { TextTasks } from "./text-worker.ts";

/**
 * The server's CPU work (docs/decisions/0037): SVG uploads cleaned in a worker thread's pool, rich
 * text in a child process (decision 0119); each started with its first task, closed with the app
 * (app.ts), started again by a task after that.
 */

/** Every CPU task of the server: the SVG pool's and the text process's. */
type ServerTasks = CpuTasks & TextTasks;

type Settings = Pick<CpuPoolOptions, "timeLimitMs" | "maxWaiting"> & { idleMs: number };

const DEFAULT_SETTINGS: Settings = {
  // Far beyond what text and drawings within their bounds take (a tenth of a second here), yet
  // short enough that a task the bounds failed to foresee gives its worker back soon.
  timeLimitMs: 10_000,
  // A request hands its texts over as one task (cleanRichTexts): 50 waiting are 50 saves or
  // uploads, at most about half a minute of work for one worker at the bounds. Beyond, a flood of
  // uploads is refused at once rather than making everyone's saves wait behind it.
  maxWaiting: 50,
  // A worker or the text process is an isolate of its own, 30–60 MB resident, that an editor's
  // save needs for a moment: after half a minute without a task it is stopped, and the next save
  // starts one again (a few hundred milliseconds; decision 0104).
  idleMs: 30_000,
};

/**
 * A worker's young generation: V8's default (16 MB semi-spaces) let a worker at work grow
 * from 30 to 60 MB resident; with 8 MB it stayed near 40 (decision 0104).
 */
export const CPU_WORKER_YOUNG_GENERATION_MB = 8;

/**
 * Tasks whose bounds keep them short run under a shorter limit than the pool's, so that one the
 * bounds failed to foresee holds others up little: the costliest icons within `SVG_LIMITS` took
 * about a second to clean on a busy two-core machine (docs/decisions/0037).
 */
const SHORTER_TIME_LIMITS_MS: Partial<Record<keyof ServerTasks, number>> = { sanitizeSvg: 3_000 };

let settings = DEFAULT_SETTINGS;
/** SVG uploads are cleaned in a pool of their own, one worker, which loads jsdom (decision 0100). */
let svgPool: CpuPool<CpuTasks> | undefined;
/**
 * Rich text is cleaned in a child process (decision 0119), one task at a time: a worker thread's
 * isolate was the server's resident memory, 30 MB at its start and 60 at work.
 */
let textProcess: TaskProcess<TextTasks> | undefined;

/**
 * A worker's script beside this module, `cpu-worker` unless named: once built, the bundle beside
 * dist/main.js (dist/cpu-worker.js, build.mjs). From the sources (tsx, Vitest) the TypeScript file,
 * loaded through tsx's loader registered in the worker itself: Node 20 loads no TypeScript by
 * itself, and tsx's `--import` registers in the main thread only there.
 */
export function cpuWorkerScript(script = "cpu-worker"): Pick<CpuPoolOptions, "script" | "workerOptions"> {
  const resourceLimits = { maxYoungGenerationSizeMb: CPU_WORKER_YOUNG_GENERATION_MB };
  if (!import.meta.url.endsWith(".ts")) return { script: new URL(`./${script}.js`, import.meta.url), workerOptions: { resourceLimits } };
  const tsx = import.meta.resolve("tsx/esm/api");
  const worker = new URL(`./${script}.ts`, import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return { script: load, workerOptions: { eval: true, resourceLimits } };
}

/**
 * Runs a task in the CPU pool. One that runs longer than the time limit is stopped and refused
 * with `tooSlow` (422, given the limit in seconds); one that finds the queue full is refused at
 * once (503, Retry-After); the task's own refusals (`HttpError`) come back as they were thrown.
 */
export async function runCpuTask<Name extends keyof ServerTasks>(
  task: Name,
  input: Parameters<ServerTasks[Name]>[0],
  tooSlow: (seconds: number) => Message,
): Promise<Awaited<ReturnType<ServerTasks[Name]>>> {
  const timeLimitMs = Math.min(settings.timeLimitMs, SHORTER_TIME_LIMITS_MS[task] ?? Infinity);
  // A task's name says whose it is; its input and answer are that task's (`ServerTasks`).
  let answer: unknown;
  try {
    if (task === "sanitizeSvg") {
      svgPool ??= createCpuPool<CpuTasks>({ ...cpuWorkerScript(), ...settings, threads: 1 });
      answer = await svgPool.run("sanitizeSvg", input as string, timeLimitMs);
    } else {
      textProcess ??= createTaskProcess<TextTasks>({
        name: "text",
        ...childScriptBeside(import.meta.url, "text-worker"),
        idleMs: settings.idleMs,
        maxWaiting: settings.maxWaiting,
      });
      answer = await textProcess.run(task as keyof TextTasks, input as never, timeLimitMs);
    }
    return answer as Awaited<ReturnType<ServerTasks[Name]>>;
  } catch (error) {
    if (error instanceof TimeLimitExceeded || error instanceof TaskTimedOut) throw new HttpError(422, tooSlow(error.timeLimitMs / 1000));
    if (error instanceof QueueFull) throw unavailable(message("server.cpuBusy"));
    throw error;
  }
}

/** The text process's id while its child runs (tests: rich text is not cleaned in this process). */
export const textProcessPid = (): number | undefined => textProcess?.pid;

/** Terminates the SVG pool's workers and the text process (the app's onClose); the next task starts them again. */
export async function closeCpuPool(): Promise<void> {
  const closing = [svgPool, textProcess];
  svgPool = undefined;
  textProcess = undefined;
  await Promise.all(closing.map((started) => started?.close()));
}

/** Closes the pool and starts the next one with other settings (tests: a short time limit, a short queue); none given, the defaults. */
export async function resetCpuPool(changes: Partial<Settings> = {}): Promise<void> {
  await closeCpuPool();
  settings = { ...DEFAULT_SETTINGS, ...changes };
}
