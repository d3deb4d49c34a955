import { childScriptBeside, createTaskProcess, type TaskProcess, type TaskProcessOptions } from "../cpu/task-process.ts";
import type { ImageTasks } from "./image-worker.ts";

/**
 * The server's image process (decision 0109): started with the first image task, stopped after a
 * while without one, closed with the app (app.ts), started again by a task after that.
 */

interface Settings {
  /** How long a child may stay without a task: the next upload of an editor's batch finds it ready. */
  idleMs: number;
  /** The child's script; tests give one that crashes. */
  script: TaskProcessOptions["script"] | undefined;
}

const DEFAULT_SETTINGS: Settings = { idleMs: 10_000, script: undefined };

/**
 * How long each task may run. Cleaning a 24-megapixel photo takes about a second and its variants
 * about five on a small idle server; these are far beyond, on a busy one, and the variants' limit
 * stays under the job's claim (10 minutes, variant-queue.ts).
 */
export const IMAGE_TASK_TIME_LIMITS_MS: Readonly<Record<keyof ImageTasks, number>> = {
  cleanImage: 60_000,
  encodeVariants: 5 * 60_000,
  cardPhotoJpeg: 30_000,
  rasteriseSvg: 30_000,
};

let settings = DEFAULT_SETTINGS;
let imageProcess: TaskProcess<ImageTasks> | undefined;

/** Runs an image task in the image process (see `TaskProcess.run`), within its time limit. */
export function runImageTask<Name extends keyof ImageTasks>(
  task: Name,
  input: Parameters<ImageTasks[Name]>[0],
): Promise<Awaited<ReturnType<ImageTasks[Name]>>> {
  imageProcess ??= createTaskProcess<ImageTasks>({
    name: "image",
    ...childScriptBeside(import.meta.url, "image-worker"),
    ...(settings.script ? { script: settings.script } : {}),
    idleMs: settings.idleMs,
  });
  return imageProcess.run(task, input, IMAGE_TASK_TIME_LIMITS_MS[task]);
}

/** The image process's id while its child runs (tests: the work is not done in this process). */
export const imageProcessPid = (): number | undefined => imageProcess?.pid;

/** Stops the image process (the app's onClose); the next task starts a new one. */
export async function closeImageProcess(): Promise<void> {
  const closing = imageProcess;
  imageProcess = undefined;
  await closing?.close();
}

/** Closes the image process and starts the next one with other settings (tests: a crashing script); none given, the defaults. */
export async function resetImageProcess(changes: Partial<Settings> = {}): Promise<void> {
  await closeImageProcess();
  settings = { ...DEFAULT_SETTINGS, ...changes };
}
