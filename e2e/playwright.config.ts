import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, freePort, TEST_CHROMIUM_PATH } from "@lawfirm/test-support";

// Chosen once by the runner; its test workers inherit the environment and read the same ports.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DEMO_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT);
export const ADMIN_PASSWORD = "E2e-Office-Passw0rd";
/**
 * The built server the tests start. E2E_SERVER_ENTRY points at a copy of the build (its `dist/main.js`,
 * with the web apps' builds beside it as in apps/), for a run that a rebuild of the tree must not disturb.
 */
export const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, "../apps/server/dist/main.js");
// Fresh data folders for every run: one server starts with an empty SQLite database (the
// journeys write what they read), the other loads the demo firm on its first start (global-setup.ts).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-"));
process.env.E2E_DEMO_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-demo-"));
/** The specs that read the demo firm (every language has content), on its own server. */
const DEMO_SPECS = /site-(sweep|keyboard|rendering|lawyer-page|search|offices|connections|images)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  // Two workers, one per server: each project is held to one (below), so the journeys on the empty
  // database run one after the other (they write what they read, and two logging in at once meet
  // the login throttle) while the demo firm's specs run beside them once it has loaded.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
    trace: "off",
  },
  projects: [
    // The journeys ask for less motion, as a user may: the back office then opens its dialogs and
    // menus without animations (app/reducedMotion.ts), which Playwright would otherwise wait out.
    { name: "chromium", use: { browserName: "chromium", reducedMotion: "reduce" }, testIgnore: DEMO_SPECS, workers: 1 },
    // Its specs' `test` (support/demo-firm.ts) first waits for the demo firm, which loads meanwhile.
    {
      name: "demo firm",
      workers: 1,
      use: { browserName: "chromium", baseURL: `http://127.0.0.1:${DEMO_PORT}` },
      testMatch: DEMO_SPECS,
    },
  ],
  // The two servers (global-setup.ts): the journeys' on an empty database, ready before the first
  // test; the demo firm's, loading the demo firm in the background while the journeys run.
  globalSetup: "./global-setup.ts",
});
