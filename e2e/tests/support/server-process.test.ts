// Runs isolated: it loads the browser tests' config with E2E_SERVER_ENTRY at a stand-in server and TMPDIR at a folder of its own.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * The browser tests' servers end with the process that started them (a Playwright worker, or the
 * runner for the demo firm's), however it ends; and loading the browser tests' config, as every
 * worker and every `playwright test --list` does, leaves nothing in the temporary folder.
 * A stand-in server (no build needed) says when it starts and when it gets SIGTERM.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-server-process-test-"));
const standIn = path.join(scratch, "stand-in-server.mjs");
fs.writeFileSync(
  standIn,
  [
    'process.on("SIGTERM", () => { console.log("stopped by SIGTERM"); process.exit(0); });',
    "setInterval(() => {}, 1_000);",
    'console.log("started");',
  ].join("\n"),
);
// A stand-in server with a worker thread and a child process of its own, as the server's CPU
// workers and image process: both inherit Node's flags, `--import` among them.
const standInWithHelpers = path.join(scratch, "stand-in-with-helpers.mjs");
const standInChild = path.join(scratch, "stand-in-child.mjs");
fs.writeFileSync(standInChild, 'process.send("child started", () => process.disconnect());');
fs.writeFileSync(
  standInWithHelpers,
  [
    'import { fork } from "node:child_process";',
    'import { Worker } from "node:worker_threads";',
    'const worker = new Worker(\'require("node:worker_threads").parentPort.postMessage("worker started")\', { eval: true });',
    'worker.once("message", (message) => { console.log(message); void worker.terminate(); });',
    'worker.once("error", (error) => console.log(`worker failed: ${error.message}`));',
    // As the image process is started: no standard input, Node's flags the server's.
    `fork(${JSON.stringify(standInChild)}, [], { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] })`,
    '  .once("message", (message) => console.log(message))',
    '  .once("exit", (code) => code && console.log(`child failed: ${code}`));',
    "setInterval(() => {}, 1_000);",
  ].join("\n"),
);
const configTemp = path.join(scratch, "tmp");
fs.mkdirSync(configTemp);

const outerTmpdir = process.env.TMPDIR;
process.env.E2E_SERVER_ENTRY = standIn;
process.env.TMPDIR = configTemp;
const { EXIT_WITH_PARENT, startServer } = await import("./server-process.ts");
if (outerTmpdir === undefined) delete process.env.TMPDIR;
else process.env.TMPDIR = outerTmpdir;

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Resolves once `pid` is gone; rejects after `ms`. */
async function gone(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      throw new Error(`process ${pid} still ran ${ms} ms after its parent was gone`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the browser tests' servers", () => {
  it("leave no folder behind when the config is loaded", () => {
    expect(fs.readdirSync(configTemp)).toEqual([]);
  });

  it("stop (SIGTERM) when their standard input ends, as it does when the starting process is gone", async () => {
    const server = startServer(0, scratch, false);
    while (!server.output().includes("started")) await new Promise((resolve) => setTimeout(resolve, 20));
    // What the system does to the pipe when the starting process exits, whatever ended it.
    server.child.stdin?.destroy();
    await gone(server.child.pid!, 10_000);
    expect(server.output()).toContain("stopped by SIGTERM");
  });

  it("run their worker threads and child processes, which inherit the flag, as any server does", async () => {
    const server = spawn(process.execPath, ["--import", EXIT_WITH_PARENT, standInWithHelpers], { stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(output.includes("worker started") && output.includes("child started")) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    server.stdin.destroy();
    await gone(server.pid!, 10_000);
    expect(output).toContain("worker started");
    expect(output).toContain("child started");
    expect(output).not.toContain("failed");
  });

  it("end with a starting process killed by SIGKILL", async () => {
    // A stand-in worker that starts the stand-in server as startServer does, says its pid, and waits.
    const worker = spawn(
      process.execPath,
      [
        "-e",
        `const child = require("node:child_process").spawn(process.execPath, ["--import", ${JSON.stringify(EXIT_WITH_PARENT)}, ${JSON.stringify(standIn)}], { stdio: ["pipe", "pipe", "inherit"] });
child.stdout.once("data", () => console.log(child.pid));
setInterval(() => {}, 1_000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const serverPid = await new Promise<number>((resolve) =>
      worker.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString()))),
    );
    expect(serverPid).toBeGreaterThan(0);
    worker.kill("SIGKILL");
    await gone(serverPid, 10_000);
  });
});
