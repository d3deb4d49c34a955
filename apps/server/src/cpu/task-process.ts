import { fork, type ChildProcess } from "node:child_process";
import { carryError, QueueFull, reviveError, type CarriedError, type QueuedTask } from "./cpu-pool.ts";

/**
 * A child process that does work whose memory should not stay the server's: the images (decision
 * 0109: sharp's native library, libvips' decoded pixels and the allocator's arenas they leave
 * behind took the server from 230 to 415 MB) and the rich text of saves (decision 0119: an isolate
 * of 30–60 MB). Their memory goes with the child when it exits. A process, not a worker thread: a
 * worker's memory is the server's. One child, one task at a time; the tasks wait in order. A child
 * that crashes or is killed fails its task and the next task starts another; a task that runs
 * longer than its time limit has its child killed. A task's time limit counts from the moment its
 * child is ready (its modules loaded), so that a slow start on a busy machine does not time the
 * first task out and kill a child that was nearly ready; the start has a limit of its own. A child
 * without a task for `idleMs` is stopped.
 */

/** The tasks a child serves: each takes one structured-cloneable input and answers one such value. */
type TaskTable = Record<string, (input: never) => unknown>;

export interface TaskProcessOptions {
  /** What the child does, for messages ("image": "The image process stopped …"). */
  name: string;
  /** The child's script (it calls `serveTasks`). */
  script: URL;
  /** Node's flags for the child (tsx's loader from the sources). */
  execArgv: readonly string[];
  /** How long a child may stay without a task before it is stopped. */
  idleMs: number;
  /** How many tasks may wait while one runs; a task beyond is refused at once (`QueueFull`). Unset: no limit. */
  maxWaiting?: number | undefined;
  /** How long a child may take to be ready before it is taken for hung and its task fails (default a minute). */
  startLimitMs?: number | undefined;
}

/** How long a child may take to load its modules by default: a few hundred milliseconds when idle, seconds when busy. */
const START_LIMIT_MS = 60_000;

/**
 * A child's script beside the module that starts it: once built, the bundle `script`.js beside
 * dist/main.js (build.mjs); from the sources (tsx, Vitest) the TypeScript file, loaded through
 * tsx's loader.
 */
export function childScriptBeside(moduleUrl: string, script: string): Pick<TaskProcessOptions, "script" | "execArgv"> {
  if (!moduleUrl.endsWith(".ts")) return { script: new URL(`./${script}.js`, moduleUrl), execArgv: [] };
  return { script: new URL(`./${script}.ts`, moduleUrl), execArgv: ["--import", import.meta.resolve("tsx/esm")] };
}

/** A task that ran longer than its time limit; its child was killed. */
export class TaskTimedOut extends Error {
  constructor(
    processName: string,
    readonly task: string,
    readonly timeLimitMs: number,
  ) {
    super(`The ${processName} task ${task} ran longer than ${timeLimitMs} ms and its process was stopped`);
    this.name = "TaskTimedOut";
  }
}

/** A task whose child exited before it answered (a crash, a signal, out of memory). */
export class TaskProcessStopped extends Error {
  constructor(processName: string, task: string, code: number | null, signal: NodeJS.Signals | null) {
    super(`The ${processName} process stopped (${signal ? `signal ${signal}` : `exit code ${code}`}) during the task ${task}`);
    this.name = "TaskProcessStopped";
  }
}

export interface TaskProcess<Tasks extends TaskTable> {
  /**
   * Runs a task in the child, after the tasks before it; rejects with the task's own error,
   * `TaskTimedOut`, `TaskProcessStopped`, or `QueueFull` at once when `maxWaiting` tasks wait.
   */
  run<Name extends keyof Tasks & string>(
    task: Name,
    input: Parameters<Tasks[Name]>[0],
    timeLimitMs: number,
  ): Promise<Awaited<ReturnType<Tasks[Name]>>>;
  /** Stops the child; tasks still waiting or running are rejected. */
  close(): Promise<void>;
  /** The running child's process id; undefined while none runs. */
  readonly pid: number | undefined;
}

type ToChild = { id: number; task: string; input: unknown };
/** The child's first message says it is ready; then one answer per task. */
type FromChild = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: CarriedError };

/** Serves tasks in this child process, one message each, until the server that started it goes. */
export function serveTasks(tasks: TaskTable): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error("serveTasks runs in a child process started with an IPC channel only");
  process.on("message", ({ id, task, input }: ToChild) => {
    Promise.resolve()
      .then(() => {
        const run = tasks[task];
        if (!run) throw new Error(`No task named ${task}`);
        return run(input as never);
      })
      .then(
        (value) => send({ id, ok: true, value } satisfies FromChild),
        (error: unknown) => send({ id, ok: false, error: carryError(error) } satisfies FromChild),
      );
  });
  // The server exited (or was killed): nothing is left to answer.
  process.on("disconnect", () => process.exit(0));
  // The server decides when its child ends: a signal to the whole process group (Ctrl-C in a
  // terminal, systemd stopping the unit) leaves the task in hand to be finished while the server
  // shuts down, which then closes the child; the child goes with the server's channel anyway.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => undefined);
  send({ ready: true } satisfies FromChild);
}

/** Buffers come back from the child as Uint8Arrays or Buffers, both viewed as Buffers. */
function revived(value: unknown): unknown {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revived);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, revived(entry)]));
  }
  return value;
}

export function createTaskProcess<Tasks extends TaskTable>(options: TaskProcessOptions): TaskProcess<Tasks> {
  const waiting: QueuedTask[] = [];
  let child: ChildProcess | undefined;
  let running: { id: number; job: QueuedTask; timer: NodeJS.Timeout | undefined } | undefined;
  /** Whether the child has said it is ready: a task's time limit runs from then. */
  let ready = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  let closed = false;

  /** Lets the child go (its task, if any, rejected with `error`); the next task starts another. */
  function stop(error: Error) {
    const stopped = child;
    child = undefined;
    ready = false;
    clearTimeout(idleTimer);
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(error);
      running = undefined;
    }
    if (stopped && stopped.exitCode === null && stopped.signalCode === null) stopped.kill("SIGKILL");
  }

  /** Starts the running task's time limit once its child is ready. */
  function startClock() {
    if (!running || !ready || running.timer) return;
    const { job } = running;
    running.timer = setTimeout(() => stop(new TaskTimedOut(options.name, job.task, job.timeLimitMs)), job.timeLimitMs);
  }

  function start(): ChildProcess {
    // Advanced serialization: Buffers travel as bytes, not as JSON arrays of numbers.
    const started = fork(options.script, [], {
      execArgv: [...options.execArgv],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const startLimitMs = options.startLimitMs ?? START_LIMIT_MS;
    const startTimer = setTimeout(() => {
      if (started === child && !ready) stop(new Error(`The ${options.name} process did not start within ${startLimitMs} ms`));
      dispatch();
    }, startLimitMs);
    started.on("message", (answer: FromChild) => {
      if (started !== child) return;
      if ("ready" in answer) {
        clearTimeout(startTimer);
        ready = true;
        startClock();
        return;
      }
      if (!running || answer.id !== running.id) return;
      const { job, timer } = running;
      clearTimeout(timer);
      running = undefined;
      if (answer.ok) job.resolve(revived(answer.value) as never);
      else job.reject(reviveError(answer.error));
      dispatch();
    });
    started.on("exit", (code, signal) => {
      clearTimeout(startTimer);
      if (started === child) stop(new TaskProcessStopped(options.name, running?.job.task ?? "none", code, signal));
      dispatch();
    });
    started.on("error", (error) => {
      if (started === child) stop(error);
      dispatch();
    });
    return started;
  }

  function dispatch() {
    if (closed || running) return;
    const job = waiting.shift();
    if (!job) {
      if (child) {
        // Idle: the child no longer keeps the process alive (command-line tools exit), and goes after a while.
        child.unref();
        child.channel?.unref();
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => stop(new Error(`An idle ${options.name} process was stopped`)), options.idleMs).unref();
      }
      return;
    }
    clearTimeout(idleTimer);
    child ??= start();
    child.ref();
    child.channel?.ref();
    const id = nextId++;
    running = { id, job, timer: undefined };
    startClock();
    child.send({ id, task: job.task, input: job.input } satisfies ToChild, (error) => {
      if (error && running?.id === id) stop(error);
    });
  }

  return {
    run(task, input, timeLimitMs) {
      if (closed) return Promise.reject(new Error(`The ${options.name} process is closed`));
      const maxWaiting = options.maxWaiting ?? Infinity;
      if (waiting.length >= maxWaiting) return Promise.reject(new QueueFull(task, maxWaiting));
      return new Promise((resolve, reject) => {
        waiting.push({ task, input, timeLimitMs, resolve, reject });
        dispatch();
      });
    },
    get pid() {
      return child?.pid;
    },
    async close() {
      closed = true;
      const closing = new Error(`The ${options.name} process was closed`);
      for (const job of waiting.splice(0)) job.reject(closing);
      const stopped = child;
      stop(closing);
      if (stopped && stopped.exitCode === null && stopped.signalCode === null) {
        await new Promise((resolve) => stopped.once("exit", resolve));
      }
    },
  };
}
