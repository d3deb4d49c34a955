import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve(import.meta.dirname, "..");

/** Starts the real entry point from source and collects its output until it exits or `until` matches. */
function start(environment: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: "info", SEED_DEMO: "0", WEB_ROOT: "/nonexistent", ...environment },
  });
  let output = "";
  const ready = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-main-"));

// Each test starts real processes; on a busy machine that takes seconds.
describe("starting the server", { timeout: 30_000 }, () => {
  it("stops with a clear message and exit code 1 on a bad setting", async () => {
    const server = start({ PORT: "eighty", DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid configuration:\n  PORT: must be a port number");
  });

  it("exits non-zero when the database cannot be migrated", async () => {
    const server = start({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("The server could not start");
  });

  it("prints a generated administrator password once, removes what a killed process left, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = tempDir();
    // A temporary folder left two days ago by a process killed in the middle of an upload.
    const temporaryDir = tempDir();
    const abandoned = path.join(temporaryDir, "lawfirm-upload-abandoned");
    fs.mkdirSync(abandoned);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(abandoned, twoDaysAgo, twoDaysAgo);
    const first = start({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, METRICS_PORT: "0", TMPDIR: temporaryDir }, /Server listening/);
    await first.ready;
    await expect.poll(() => fs.existsSync(abandoned)).toBe(false);
    // The log line is written after the removal: wait for it as well.
    await expect.poll(() => first.output()).toContain("removed temporary folders left by an earlier process");
    expect(first.output()).toMatch(/Password: \S{20,}/);
    // The metrics on a port of their own, on loopback (decision 0073).
    const metricsUrl = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"/.exec(first.output())?.[1];
    expect(metricsUrl, first.output()).toBeDefined();
    const metrics = await fetch(metricsUrl!);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^process_resident_memory_bytes \d+/m);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutting down");

    const second = start({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir }, /Server listening/);
    await second.ready;
    expect(second.output()).not.toContain("Password:");
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });
});
