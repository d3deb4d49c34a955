import { parentPort, Worker, type WorkerOptions } from "node:worker_threads";
import { HttpError, type FieldProblem } from "../errors.ts";
import type { Message } from "../i18n/messages.ts";

/**
 * A small pool of worker threads for CPU-heavy work a request can trigger (docs/decisions/0037):
 * work on the event loop holds up every other request, so it runs here, one task per worker at a
 * time, and a task that runs longer than the time limit has its worker terminated (and replaced
 * for the next task), whatever it was doing. The worker's script calls `serveCpuTasks` with its
 * table of tasks; the server calls `createCpuPool` with that script's address.
 */

/** The tasks a worker serves: each takes one structured-cloneable input and answers one such value. */
type TaskTable = Record<string, (input: never) => unknown>;

export interface CpuPoolOptions {
  /** The worker's script (it calls `serveCpuTasks`), or code that loads it (`workerOptions.eval`). */
  script: URL | string;
  workerOptions?: WorkerOptions | undefined;
  /** How many workers at most, started as tasks come. */
  threads: number;
  /** How long one task may run, from the moment a worker takes it. */
  timeLimitMs: number;
  /** How many tasks may wait for a worker; a task beyond is refused at once (`QueueFull`). */
  maxWaiting: number;
  /**
   * How long a worker may stay without a task before it is terminated, giving its isolate's memory
   * back (decision 0104); the next task starts one again. Unset: workers stay until the pool closes.
   */
  idleMs?: number | undefined;
}

/** A task that ran longer than the pool's time limit; its worker was terminated. */
export class TimeLimitExceeded extends Error {
  constructor(
    readonly task: string,
    readonly timeLimitMs: number,
  ) {
    super(`The task ${task} ran longer than ${timeLimitMs} ms and was stopped`);
    this.name = "TimeLimitExceeded";
  }
}

/**
 * A task refused because `maxWaiting` tasks already wait: work that arrives faster than the workers
 * clear it would otherwise make every later task (everyone's saves) wait behind it.
 */
export class QueueFull extends Error {
  constructor(
    readonly task: string,
    readonly maxWaiting: number,
  ) {
    super(`The task ${task} was refused: ${maxWaiting} tasks already wait for a worker`);
    this.name = "QueueFull";
  }
}

export interface CpuPool<Tasks extends TaskTable> {
  /**
   * Runs a task in a worker; rejects with `QueueFull` at once when too many wait, with
   * `TimeLimitExceeded` when it runs longer than `timeLimitMs` (the pool's unless given), with its
   * own error when it throws.
   */
  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
    timeLimitMs?: number,
  ): Promise<Awaited<ReturnType<Tasks[Name]>>>;
  /** Terminates the workers; tasks still waiting or running are rejected. */
  close(): Promise<void>;
  /** How many workers are running or starting now. */
  readonly workers: number;
}

/** An error as it crosses from a worker or a child process: an `HttpError` keeps its status and message key, anything else its text. */
export type CarriedError =
  | { kind: "http"; status: number; reason: Message; fieldProblems: readonly FieldProblem[] }
  | { kind: "other"; name: string; message: string; stack: string | undefined };

type FromWorker = { ready: true } | { ok: true; value: unknown } | { ok: false; error: CarriedError };

/** A task waiting for, or running in, a worker or a child process, with its caller's promise. */
export interface QueuedTask {
  task: string;
  input: unknown;
  timeLimitMs: number;
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: QueuedTask | undefined;
  timer?: NodeJS.Timeout | undefined;
  /** Runs out when the worker has been without a task for `idleMs`. */
  idleTimer?: NodeJS.Timeout | undefined;
}

/** An error made ready to cross to another thread or process. */
export function carryError(error: unknown): CarriedError {
  if (error instanceof HttpError) return { kind: "http", status: error.status, reason: error.reason, fieldProblems: error.fieldProblems };
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: "other", name, message, stack };
}

/** An error as it was thrown on the other side of `carryError`. */
export function reviveError(error: CarriedError): Error {
  if (error.kind === "http") return new HttpError(error.status, error.reason, error.fieldProblems);
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/** Serves a pool's tasks in this worker thread; answers `ready` once the tasks' modules are loaded. */
export function serveCpuTasks(tasks: TaskTable): void {
  const port = parentPort;
  if (!port) throw new Error("serveCpuTasks runs in a worker thread only");
  port.on("message", ({ task, input }: { task: string; input: never }) => {
    const run = tasks[task];
    Promise.resolve()
      .then(() => {
        if (!run) throw new Error(`No CPU task named ${task}`);
        return run(input);
      })
      .then(
        (value) => port.postMessage({ ok: true, value } satisfies FromWorker),
        (error: unknown) => port.postMessage({ ok: false, error: carryError(error) } satisfies FromWorker),
      );
  });
  port.postMessage({ ready: true } satisfies FromWorker);
}

export function createCpuPool<Tasks extends TaskTable>(options: CpuPoolOptions): CpuPool<Tasks> {
  const slots = new Set<Slot>();
  const waiting: QueuedTask[] = [];
  let closed = false;

  /** Ends a slot's job; the worker stays (idle, not keeping the process alive) unless it is being retired. */
  function finish(slot: Slot): QueuedTask | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    return job;
  }

  /** Terminates a worker; its job, if any, is rejected with `error`. */
  function retire(slot: Slot, error: unknown) {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    finish(slot)?.reject(error);
    void slot.worker.terminate();
    // A worker that failed before it was ready (its script cannot load) would fail for the next
    // tasks too: they are refused rather than starting worker after worker.
    if (!slot.ready) for (const job of waiting.splice(0)) job.reject(error);
    dispatch();
  }

  function start(): Slot {
    const worker = new Worker(options.script, options.workerOptions);
    const slot: Slot = { worker, ready: false };
    slots.add(slot);
    worker.on("message", (answer: FromWorker) => {
      if ("ready" in answer) {
        slot.ready = true;
      } else {
        const job = finish(slot);
        if (answer.ok) job?.resolve(answer.value as never);
        else job?.reject(reviveError(answer.error));
      }
      worker.unref();
      dispatch();
      if (!slot.job && options.idleMs !== undefined && slots.has(slot)) {
        clearTimeout(slot.idleTimer);
        slot.idleTimer = setTimeout(() => retire(slot, new Error("An idle CPU worker was stopped")), options.idleMs).unref();
      }
    });
    worker.on("error", (error) => retire(slot, error));
    worker.on("exit", (code) => retire(slot, new Error(`A CPU worker stopped (exit code ${code})`)));
    return slot;
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const idle = [...slots].find((slot) => slot.ready && !slot.job);
      if (!idle) {
        // A worker is starting or every worker is busy: start another while the pool may grow.
        if (slots.size < options.threads && [...slots].every((slot) => slot.ready)) start();
        return;
      }
      const job = waiting.shift()!;
      clearTimeout(idle.idleTimer);
      idle.job = job;
      idle.timer = setTimeout(() => retire(idle, new TimeLimitExceeded(job.task, job.timeLimitMs)), job.timeLimitMs);
      // A task in a worker keeps the process alive until it is answered (command-line tools wait for it).
      idle.worker.ref();
      idle.worker.postMessage({ task: job.task, input: job.input });
    }
  }

  return {
    run(task, input, timeLimitMs = options.timeLimitMs) {
      if (closed) return Promise.reject(new Error("The CPU pool is closed"));
      if (waiting.length >= options.maxWaiting) return Promise.reject(new QueueFull(task, options.maxWaiting));
      return new Promise((resolve, reject) => {
        waiting.push({ task, input, timeLimitMs, resolve, reject });
        dispatch();
      });
    },
    get workers() {
      return slots.size;
    },
    async close() {
      closed = true;
      const stopped = new Error("The CPU pool was closed");
      for (const job of waiting.splice(0)) job.reject(stopped);
      await Promise.all(
        [...slots].map((slot) => {
          slots.delete(slot);
          clearTimeout(slot.idleTimer);
          finish(slot)?.reject(stopped);
          return slot.worker.terminate();
        }),
      );
    },
  };
}
