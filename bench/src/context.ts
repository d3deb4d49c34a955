import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchOptions } from "./options.ts";
import { ProcessGroups } from "./processes.ts";

/** What every step of a run works with; there is no other state. */
export interface BenchContext {
  options: BenchOptions;
  /** The repository's root. */
  root: string;
  /** A temporary folder for this run (the database, nginx's files, Lighthouse's reports), removed at its end. */
  workDir: string;
  processes: ProcessGroups;
  /** When the run began (ms since the epoch). */
  startedAt: number;
  /** The machine's load averages (1, 5, 15 minutes) when the run began: how quiet it was. */
  loadAverageAtStart: number[];
}

/** A run's name in bench-results/: when it began, `2026-11-24T04-51-57-074Z`. */
export function runName(startedAt: number): string {
  return new Date(startedAt).toISOString().replace(/[:.]/g, "-");
}

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "..", "..");
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs `body` with a fresh context. However the run ends (done, failed, interrupted, or the
 * process exiting under it), every process it started is killed and its folder removed.
 */
export async function withContext<T>(options: BenchOptions, body: (context: BenchContext) => Promise<T>): Promise<T> {
  const context: BenchContext = {
    options,
    root: REPOSITORY_ROOT,
    workDir: fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-bench-")),
    processes: new ProcessGroups(),
    startedAt: Date.now(),
    loadAverageAtStart: os.loadavg(),
  };
  const cleanUp = () => {
    context.processes.killAll();
    fs.rmSync(context.workDir, { recursive: true, force: true });
  };
  // The started processes lead groups of their own, so a Ctrl-C reaches only this one: it exits,
  // and the exit handler kills them.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    process.exit(128 + (os.constants.signals[signal] ?? 1));
  };
  process.on("exit", cleanUp);
  for (const signal of STOP_SIGNALS) process.on(signal, stopOnSignal);
  try {
    return await body(context);
  } finally {
    cleanUp();
    process.off("exit", cleanUp);
    for (const signal of STOP_SIGNALS) process.off(signal, stopOnSignal);
  }
}
