import { HttpError } from "../errors.ts";
import { serveCpuTasks } from "./cpu-pool.ts";

/**
 * The worker of the CPU pool's own tests (cpu-pool.test.ts): tasks whose time and outcome a test
 * chooses, so that the pool's queue, limits and lifetimes are tried without the server's modules.
 */
const tasks = {
  echo: (text: string) => text,
  /** Keeps its thread busy for `milliseconds`, as a costly cleaning would. */
  busyFor: (milliseconds: number) => {
    const end = performance.now() + milliseconds;
    while (performance.now() < end);
    return milliseconds;
  },
  /** Refuses, as a task refuses input beyond its bounds. */
  refuse: (max: number) => {
    throw new HttpError(400, { key: "validation.nestedTooDeeply", params: { max } });
  },
};

export type TestTasks = typeof tasks;

serveCpuTasks(tasks);
