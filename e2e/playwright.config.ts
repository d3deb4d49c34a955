import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, freePort, TEST_CHROMIUM_PATH } from "@lawfirm/test-support";

// Chosen once by the runner; its test workers inherit the environment and read the same port.
process.env.E2E_DEMO_PORT ??= String(await freePort());
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT);
export const ADMIN_PASSWORD = "E2e-Office-Passw0rd";
/** The secret the journeys' servers take the mail provider's reports with (NEWSLETTER_WEBHOOK_SECRET). */
export const NEWSLETTER_WEBHOOK_SECRET = "e2e-provider-reports-secret-0123456789";
/**
 * The built server the tests start. E2E_SERVER_ENTRY points at a copy of the build (its `dist/main.js`,
 * with the web apps' builds beside it as in apps/), for a run that a rebuild of the tree must not disturb.
 */
export const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, "../apps/server/dist/main.js");
/** The specs that read the demo firm (every language has content), on its own server. */
const DEMO_SPECS = /(?:^|\/)site-(sweep|keyboard|rendering|lawyer-page|search|offices|connections|images)\.spec\.ts$/;
/** The demo firm's longest spec (a sweep of every page in every language), queued before its others. */
const DEMO_SWEEP = /(?:^|\/)site-sweep\.spec\.ts$/;

/**
 * V8 without its optimising compilers (Maglev, TurboFan): a test's page lives seconds, too short for
 * optimised code to pay for its compiling, which took about a sixth of the browsers' CPU time on
 * the two-core CI machines where three browsers share the cores (docs/performance.md, "CI time: the
 * browsers' compilers"). The code runs as it does with them, only on V8's interpreter and baseline
 * compiler. For the tests only: the benchmark's Lighthouse measures the browser as visitors have it.
 */
const TESTS_V8_FLAGS = "--js-flags=--no-opt --no-maglev";

/**
 * Each spec takes its `test` from its project's support module: the demo firm's specs from
 * support/demo-firm.ts (it waits for the demo firm), the journeys from support/journeys.ts (it starts
 * their worker's server). A spec that takes another's, or Playwright's own, would run against no
 * server or an unloaded one: the run stops before it starts, naming the spec.
 */
function checkEachSpecsTest(testDir: string) {
  for (const file of fs.readdirSync(testDir).filter((name) => name.endsWith(".spec.ts"))) {
    const source = fs.readFileSync(path.join(testDir, file), "utf8");
    const own = DEMO_SPECS.test(file) ? "./support/demo-firm.ts" : "./support/journeys.ts";
    const takesTest = /^import \{[^}]*\btest\b[^}]*\} from "([^"]+)";$/m.exec(source)?.[1];
    if (takesTest !== own)
      throw new Error(`e2e/tests/${file} must import its test from "${own}" (it imports it from "${takesTest ?? "nowhere"}")`);
  }
}
checkEachSpecsTest(path.join(import.meta.dirname, "tests"));

export default defineConfig({
  testDir: "./tests",
  // The specs only: the support modules' own tests beside them (`*.test.ts`) are Vitest's.
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Three workers: two run the journeys, each on a server of its own (support/journeys.ts), a spec
  // file's tests one after the other; the third the demo firm's specs once it has loaded, and every
  // worker the demo firm's tests that are left once the journeys are done (decision 0103).
  workers: 3,
  retries: 0,
  // A hang guard, not a speed check: the longest journeys take 15 to 20 s on an idle machine and
  // run three browsers at once on two cores here; each wait for an element still ends after 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, TESTS_V8_FLAGS],
    },
    trace: "off",
  },
  projects: [
    // The journeys ask for less motion, as a user may: the back office then opens its dialogs and
    // menus without animations (app/reducedMotion.ts), which Playwright would otherwise wait out.
    { name: "journeys", use: { browserName: "chromium", reducedMotion: "reduce" }, testIgnore: DEMO_SPECS, workers: 2 },
    // Its specs' `test` (support/demo-firm.ts) first waits for the demo firm, which loads meanwhile.
    // They only read, so each test is a job of its own that any worker the journeys leave free
    // takes, the longest (the sweep's parts) first: Playwright starts the jobs in the projects'
    // order, and a spec file's in the file's order.
    {
      name: "demo firm: sweep",
      fullyParallel: true,
      use: { browserName: "chromium", baseURL: `http://127.0.0.1:${DEMO_PORT}` },
      testMatch: DEMO_SWEEP,
    },
    {
      name: "demo firm",
      fullyParallel: true,
      use: { browserName: "chromium", baseURL: `http://127.0.0.1:${DEMO_PORT}` },
      testMatch: DEMO_SPECS,
      testIgnore: DEMO_SWEEP,
    },
  ],
  // The demo firm's server (global-setup.ts), loading the demo firm in the background while the journeys run.
  globalSetup: "./global-setup.ts",
});
