import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { freePort } from "@lawfirm/test-support";
import { ADMIN_PASSWORD, SERVER_ENTRY } from "../../playwright.config.ts";

/**
 * Runs the calling spec file against a server of its own: the built server, as playwright.config.ts
 * starts the shared one, on an empty database in a fresh data folder, started before the file's
 * first test and stopped after its last. For journeys whose writes the other specs must not see:
 * a changed password, practice areas and folders that other specs count. Call it at the top of the
 * file (it sets the file's `baseURL`).
 */
export async function useOwnServer(): Promise<void> {
  const port = await freePort();
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  let stop: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-own-"));
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ADMIN_ACCOUNT: "admin",
        ADMIN_PASSWORD,
        SEED_DEMO: "0",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    stop = async () => {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    };

    const deadline = Date.now() + 45_000;
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
    while (!(await ready())) {
      if (child.exitCode !== null) throw new Error(`This spec's server stopped (exit ${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`This spec's server did not get ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(async () => {
    await stop?.();
  });
}
