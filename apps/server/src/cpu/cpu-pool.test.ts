import { readdirSync } from "node:fs";
import sanitizeHtml from "sanitize-html";
import { afterAll, describe, expect, it, vi } from "vitest";
import { HttpError, RetryLaterError } from "../errors.ts";
import { cleanRichTexts, uploadedPictureSources } from "../http/rich-text.ts";
import { createCpuPool, QueueFull, TimeLimitExceeded, type CpuPoolOptions } from "./cpu-pool.ts";
import { closeCpuPool, CPU_WORKER_YOUNG_GENERATION_MB, cpuWorkerScript, resetCpuPool, runCpuTask, textProcessPid } from "./cpu-tasks.ts";
import type { TestTasks } from "./cpu-pool-test-worker.ts";

vi.mock(import("sanitize-html"), async (original) => {
  const actual = await original();
  return { ...actual, default: vi.fn(actual.default) as unknown as typeof actual.default };
});

/**
 * A drawing beyond an icon's bounds (checkSvg refuses it) whose cleaning takes over 10 s on any Node version: far beyond every
 * time limit below, so that a faster machine or runtime cannot finish it in time (2,000 nested links took under 200 ms on Node 24).
 */
const SLOW_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${"<!---->".repeat(18_000)}</svg>`;
/** A task that takes a while (cleaning a long text, say) and ends well within the pools' time limits. */
const A_WHILE_MS = 50;
/** Starting a worker from the TypeScript sources takes seconds on a busy machine. */
const WORKER_STARTS = { timeout: 60_000 };

describe("the CPU pool", () => {
  /** A pool of the tests' worker (cpu-pool-test-worker.ts) with `options` beyond a roomy pool's. */
  const testPool = (options: Partial<CpuPoolOptions> = {}) =>
    createCpuPool<TestTasks>({ ...cpuWorkerScript("cpu-pool-test-worker"), threads: 1, timeLimitMs: 30_000, maxWaiting: 50, ...options });
  const pool = testPool({ timeLimitMs: 200 });
  const roomyPool = testPool({ threads: 2 });
  afterAll(async () => {
    await pool.close();
    await roomyPool.close();
    await closeCpuPool();
  });

  it("runs a task in a worker and answers its result", WORKER_STARTS, async () => {
    await expect(roomyPool.run("echo", "Hello")).resolves.toBe("Hello");
  });

  it("runs tasks side by side in its workers, each answered with its own result", async () => {
    const texts = Array.from({ length: 6 }, (_, index) => `<p>${index}</p>`);
    await expect(Promise.all(texts.map((text) => roomyPool.run("echo", text)))).resolves.toEqual(texts);
  });

  it("gives back a task's refusal as the HttpError it threw, with its status and message key", async () => {
    const refusal = await roomyPool.run("refuse", 100).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, reason: { key: "validation.nestedTooDeeply", params: { max: 100 } } });
  });

  it("stops a task that runs longer than its time limit, and a new worker takes the next task", WORKER_STARTS, async () => {
    const stopped = await pool.run("busyFor", 20_000).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(TimeLimitExceeded);
    expect(stopped).toMatchObject({ task: "busyFor", timeLimitMs: 200 });
    // The first task of a new worker includes nothing of its start: the clock starts when it takes the task.
    await expect(pool.run("busyFor", A_WHILE_MS)).resolves.toBe(A_WHILE_MS);
  });

  it("refuses a task at once while as many tasks wait as it holds, and takes tasks again once they are done", WORKER_STARTS, async () => {
    const short = testPool({ maxWaiting: 2 });
    try {
      // The worker is still starting: both tasks wait, and a third finds the queue full.
      const waiting = [short.run("busyFor", A_WHILE_MS), short.run("echo", "second")];
      const refused = await short.run("echo", "third").catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(QueueFull);
      expect(refused).toMatchObject({ task: "echo", maxWaiting: 2 });
      await expect(Promise.all(waiting)).resolves.toEqual([A_WHILE_MS, "second"]);
      await expect(short.run("echo", "again")).resolves.toBe("again");
    } finally {
      await short.close();
    }
  });

  it("refuses tasks once closed", WORKER_STARTS, async () => {
    const closing = testPool();
    const refused = expect(closing.run("busyFor", A_WHILE_MS)).rejects.toThrow("closed");
    await closing.close();
    await refused;
    await expect(closing.run("echo", "x")).rejects.toThrow("closed");
  });

  it(
    "stops a worker left without a task for its idle time, never one at work, and starts one for the next task",
    WORKER_STARTS,
    async () => {
      const idleMs = 1_000;
      const idling = testPool({ idleMs });
      try {
        await expect(idling.run("echo", "first")).resolves.toBe("first");
        expect(idling.workers).toBe(1);
        // Tasks one after the other, each within the idle time of the one before, keep it.
        for (let round = 0; round < 3; round++) {
          await new Promise((resolve) => setTimeout(resolve, idleMs / 10));
          await idling.run("busyFor", A_WHILE_MS);
        }
        expect(idling.workers).toBe(1);
        await vi.waitFor(() => expect(idling.workers).toBe(0), { timeout: idleMs * 20 });
        await expect(idling.run("echo", "again")).resolves.toBe("again");
        expect(idling.workers).toBe(1);
      } finally {
        await idling.close();
      }
    },
  );

  it("starts the server's workers with a young generation of CPU_WORKER_YOUNG_GENERATION_MB", () => {
    expect(cpuWorkerScript().workerOptions?.resourceLimits).toEqual({ maxYoungGenerationSizeMb: CPU_WORKER_YOUNG_GENERATION_MB });
  });
});

describe("the server's CPU tasks", () => {
  afterAll(() => resetCpuPool());

  it("are refused at once with 503, a wait and a readable message while the queue is full", async () => {
    await resetCpuPool({ maxWaiting: 0 });
    const refusal = await runCpuTask("sanitizeRichText", "<p>x</p>", (seconds) => ({ key: "richText.tooSlow", params: { seconds } })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RetryLaterError);
    expect(refusal).toMatchObject({
      status: 503,
      retryAfterSeconds: 5,
      message: "The server is busy cleaning many texts and drawings at once. Please try again in a few seconds.",
    });
  });

  it("clean rich text in a child process: no worker thread's isolate stays in this process (decision 0119)", WORKER_STARTS, async () => {
    await resetCpuPool();
    // A worker thread is a thread of this process, listed in /proc/self/task while it runs.
    const threads = () => readdirSync("/proc/self/task").length;
    const before = threads();
    await expect(cleanRichTexts([{ html: '<p onclick="x()">Text</p>', field: "body.content", maxLength: 1_000 }])).resolves.toEqual([
      "<p>Text</p>",
    ]);
    expect(textProcessPid()).toEqual(expect.any(Number));
    expect(textProcessPid()).not.toBe(process.pid);
    expect(threads()).toBe(before);
  });

  it("take a request's several texts as one task, which a queue of one does not refuse", WORKER_STARTS, async () => {
    await resetCpuPool({ maxWaiting: 1 });
    // A person's introduction and 30 sections.
    const texts = Array.from({ length: 31 }, (_, index) => `<p onclick="x()">Section ${index}</p>`);
    const fields = texts.map((html, index) => ({ html, field: `body.${index}`, maxLength: 1_000 }));
    await expect(cleanRichTexts(fields)).resolves.toEqual(texts.map((_, index) => `<p>Section ${index}</p>`));
  });

  it(
    "keep the pictures the worker found in a cleaned text, so that the save's check of its uploads parses nothing",
    WORKER_STARTS,
    async () => {
      await resetCpuPool();
      const picture = "/api/upload/0123456789abcdef0123456789abcdef.png";
      const [clean = ""] = await cleanRichTexts([
        { html: `${"<p>Paragraph</p>".repeat(5_000)}<img src="${picture}" alt="">`, field: "body.content", maxLength: 1_000_000 },
      ]);
      vi.mocked(sanitizeHtml).mockClear();
      expect(uploadedPictureSources(clean)).toEqual([picture]);
      expect(sanitizeHtml).not.toHaveBeenCalled();
    },
  );

  it(
    "clean an SVG icon under a shorter time limit than the pool's: 3 s, as icons within their bounds take about 1",
    WORKER_STARTS,
    async () => {
      await resetCpuPool();
      // The SVG pool's worker started and jsdom loaded (seconds on a busy machine): the limit runs from the task's start.
      const refuse = (seconds: number) => ({ key: "upload.svgTooSlow" as const, params: { seconds } });
      await runCpuTask("sanitizeSvg", '<svg xmlns="http://www.w3.org/2000/svg"/>', refuse);
      const started = performance.now();
      const refusal = await runCpuTask("sanitizeSvg", SLOW_SVG, refuse).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ status: 422, message: expect.stringContaining("within 3 seconds") });
      expect(performance.now() - started).toBeLessThan(9_000);
    },
  );

  it(
    "load the SVG sanitiser before a worker takes its first task, so the loading counts against no time limit",
    WORKER_STARTS,
    async () => {
      await resetCpuPool({ timeLimitMs: 500 });
      const icon = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
      await expect(runCpuTask("sanitizeSvg", icon, (seconds) => ({ key: "upload.svgTooSlow", params: { seconds } }))).resolves.toContain(
        "<rect",
      );
    },
  );

  it("refuse a task over the time limit with 422 and the caller's message, naming the limit in seconds", WORKER_STARTS, async () => {
    await resetCpuPool({ timeLimitMs: 200 });
    const refusal = await runCpuTask("sanitizeSvg", SLOW_SVG, (seconds) => ({ key: "richText.tooSlow", params: { seconds } })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 422,
      message: "The rich text could not be cleaned within 0.2 seconds: shorten or simplify it",
    });
  });
});
