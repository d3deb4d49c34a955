// Every process the benchmark starts runs in a process group of its own, so that stopping it
// takes its children too (npm's shell and the command under it, Chromium's helper processes).
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartedProcess {
  child: ChildProcess;
  /** The process id, which is also its group's id. */
  pid: number;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<Exit>;
}

/** The process groups of one run: each is killed when stopped, and all of them by `killAll` on every way out. */
export class ProcessGroups {
  /** Process ids of the group leaders still running. */
  readonly #leaders = new Set<number>();

  /** Starts a process as the leader of a new group; rejects when the command cannot be started. */
  async start(command: string, args: readonly string[], options: SpawnOptions): Promise<StartedProcess> {
    const child = spawn(command, args, { ...options, detached: true });
    const { pid } = child;
    // Without a process id the spawn failed, and the reason comes as an "error" event.
    if (pid === undefined) {
      const [error] = (await once(child, "error")) as [Error];
      throw new Error(`${command} could not be started: ${error.message}`);
    }
    this.#leaders.add(pid);
    const exited = new Promise<Exit>((resolve) => {
      child.once("exit", (code, signal) => {
        this.#leaders.delete(pid);
        resolve({ code, signal });
      });
    });
    return { child, pid, exited };
  }

  /** Runs a command to its end and answers its output; rejects with the output when it fails. */
  async run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<string> {
    const { child, exited } = await this.start(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (data: Buffer) => (output += data.toString()));
    child.stderr?.on("data", (data: Buffer) => (output += data.toString()));
    const { code, signal } = await exited;
    if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit code ${code}`}):\n${output}`);
    return output;
  }

  /** Stops a started process: SIGTERM to its group, SIGKILL after the grace period. */
  async stop({ pid, exited }: StartedProcess, graceMs = 5000): Promise<void> {
    if (!this.#leaders.has(pid)) return;
    killGroup(pid, "SIGTERM");
    const timer = setTimeout(() => killGroup(pid, "SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
    // The leader is gone; take any straggler of its group with it.
    killGroup(pid, "SIGKILL");
  }

  /** Kills every group still running, at once: for the end of the process, where nothing can be awaited. */
  killAll(): void {
    for (const leader of this.#leaders) killGroup(leader, "SIGKILL");
    this.#leaders.clear();
  }
}

function killGroup(leader: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-leader, signal);
  } catch {
    // already gone
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls the URL until it answers 200; fails when the process ends first or time runs out. */
export async function waitUntilServing(url: string, started: StartedProcess, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void started.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${what} exited before answering ${url}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in KiB: now, and its peak when the system reports it (NaN when unknown). */
export function residentMemoryKb(pid: number): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    // No /proc (macOS): ps knows the current figure only.
    const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
    const rss = Number(ps.stdout.trim());
    return { rss: Number.isFinite(rss) && rss > 0 ? rss : NaN, peak: NaN };
  }
}

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ, 100 on every common kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time the process has used so far (user and system), in microseconds; NaN without /proc. */
export function cpuTimeMicros(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1e6;
  } catch {
    return NaN;
  }
}

/** The first executable of that name on the PATH or in the extra folders. */
export function findExecutable(name: string, extraDirs: readonly string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), ...extraDirs].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
