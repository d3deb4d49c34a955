// Runs isolated: it checks that this process never loads sharp, which another file in a shared registry would have loaded.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createTaskProcess, TaskProcessStopped, TaskTimedOut } from "./task-process.ts";
import { closeImageProcess, imageProcessPid, runImageTask } from "../images/image-tasks.ts";
import { isRunning } from "../../test/process-running.ts";

/** The stand-in child: `echo`, `hang`, and any other task kills it. */
const FIXTURE = new URL("../../test/image-worker-fixture.mjs", import.meta.url);
type FixtureTasks = {
  echo: (input: string) => { pid: number; input: string };
  hang: (input: null) => never;
  crash: (input: null) => never;
};

/** A PNG of `width`×`height` RGB pixels in a gradient, written without sharp (which this file must not load). */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [(x * 255) / width, (y * 255) / height, 128]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A folder of this file's own, removed after its tests. */
async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "lawfirm-task-process-test-"));
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));
  return folder;
}

/** The gradient PNG written to a file in `folder`, as the image process is given an upload. */
async function pngFile(folder: string, width: number, height: number): Promise<string> {
  const file = path.join(folder, `gradient-${width}x${height}.png`);
  await fs.writeFile(file, gradientPng(width, height));
  return file;
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("the condition was not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterAll(() => closeImageProcess());

describe("the image process (decision 0109)", () => {
  it("makes an image's variants in a child process, from a file to files: this process never loads sharp nor holds a variant", async () => {
    const folder = await temporaryFolder();
    const made = await runImageTask("encodeVariants", {
      file: await pngFile(folder, 400, 200),
      folder,
      maxPixels: 1_000_000,
      name: "gradient.png",
    });
    expect(made).toMatchObject({ width: 400, height: 200, widths: [320, 400], formats: ["avif", "webp", "png"] });
    expect(made.files.map((file) => `${file.width}.${file.format}`).sort()).toEqual(
      ["320.avif", "320.png", "320.webp", "400.avif", "400.png", "400.webp"].sort(),
    );
    // The answer names the variants' files (decision 0126): their bytes never cross to this process.
    expect(JSON.stringify(made).length).toBeLessThan(2_000);
    for (const file of made.files) {
      expect(path.dirname(file.file)).toBe(folder);
      expect((await fs.stat(file.file)).size).toBeGreaterThan(100);
    }
    const child = imageProcessPid();
    expect(child).toBeTypeOf("number");
    expect(child).not.toBe(process.pid);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => /[\\/]node_modules[\\/](sharp|@img)[\\/]/.test(file))).toEqual([]);
  });

  it("leaves its child to the server when the whole process group is signalled, as a shutdown does", async () => {
    const folder = await temporaryFolder();
    const small = { file: await pngFile(folder, 40, 20), folder, maxPixels: 1_000_000, name: "small.png" };
    await runImageTask("encodeVariants", small);
    const child = imageProcessPid()!;
    process.kill(child, "SIGTERM");
    process.kill(child, "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isRunning(child)).toBe(true);
    await runImageTask("encodeVariants", small);
    expect(imageProcessPid()).toBe(child);
    await closeImageProcess();
    expect(isRunning(child)).toBe(false);
  });

  it("fails the task of a child that crashes, and starts another for the next task", async () => {
    const images = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 60_000 });
    try {
      const first = await images.run("echo", "before", 10_000);
      const crashed: unknown = await images.run("crash", null, 10_000).catch((error: unknown) => error);
      expect(crashed).toBeInstanceOf(TaskProcessStopped);
      expect((crashed as Error).message).toBe("The image process stopped (signal SIGKILL) during the task crash");
      expect(isRunning(first.pid)).toBe(false);
      const after = await images.run("echo", "after", 10_000);
      expect(after.input).toBe("after");
      expect(after.pid).not.toBe(first.pid);
    } finally {
      await images.close();
    }
  });

  it("kills a child whose task runs longer than its time limit, and the tasks waiting behind it run in a new one", async () => {
    const images = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 60_000 });
    try {
      const hanging = images.run("hang", null, 300).catch((error: unknown) => error);
      const next = images.run("echo", "next", 10_000);
      await until(() => images.pid !== undefined);
      const hung = images.pid!;
      expect(await hanging).toBeInstanceOf(TaskTimedOut);
      expect((await next).pid).not.toBe(hung);
      await until(() => !isRunning(hung));
    } finally {
      await images.close();
    }
  });

  it("counts a task's time limit from the moment its child is ready, and gives a child that never is its own limit", async () => {
    // Forked with the environment of the moment: the variable is this test's only. The start limit
    // leaves the next child, started at once, time to load on a busy machine (300 ms did not, with
    // both test workers and the system tests starting beside it), and is half the slow start.
    process.env.TASK_FIXTURE_START_MS = "4000";
    const slow = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 60_000 });
    const hung = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 60_000, startLimitMs: 2_000 });
    try {
      const started = slow.run("echo", "after a slow start", 500);
      const refused = hung.run("echo", "never", 60_000).catch((error: unknown) => error);
      delete process.env.TASK_FIXTURE_START_MS;
      expect((await started).input).toBe("after a slow start");
      expect(await refused).toMatchObject({ message: "The image process did not start within 2000 ms" });
      // The next task starts a child of its own, which is ready at once.
      expect((await hung.run("echo", "next", 10_000)).input).toBe("next");
    } finally {
      delete process.env.TASK_FIXTURE_START_MS;
      await Promise.all([slow.close(), hung.close()]);
    }
  });

  it("stops a child left without a task for idleMs", async () => {
    const images = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 100 });
    try {
      const { pid } = await images.run("echo", "once", 10_000);
      await until(() => images.pid === undefined && !isRunning(pid));
      expect((await images.run("echo", "again", 10_000)).pid).not.toBe(pid);
    } finally {
      await images.close();
    }
  });

  it("refuses tasks once closed, and rejects those waiting", async () => {
    const images = createTaskProcess<FixtureTasks>({ name: "image", script: FIXTURE, execArgv: [], idleMs: 60_000 });
    const running = images.run("hang", null, 60_000).catch((error: unknown) => error);
    const waiting = images.run("echo", "never", 60_000).catch((error: unknown) => error);
    await until(() => images.pid !== undefined);
    const pid = images.pid!;
    await images.close();
    expect(await running).toMatchObject({ message: "The image process was closed" });
    expect(await waiting).toMatchObject({ message: "The image process was closed" });
    expect(isRunning(pid)).toBe(false);
    await expect(images.run("echo", "late", 1_000)).rejects.toThrow("The image process is closed");
  });
});
