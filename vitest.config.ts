import fs from "node:fs";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { inRunOrder } from "./scripts/vitest-order.ts";

const apiTests = "apps/server/src/**/*.api.test.ts";
/** Tests that start real processes (the server from source, backup and restore, pg_dump): slow, kept apart. */
const systemTests = "apps/**/src/**/*.system.test.ts";
/** Puts back, after each API test file, the module state it may have changed for the next file in its worker. */
const apiSetup = "apps/server/test/shared-state.ts";
const unitTests = [
  "packages/**/src/**/*.test.ts",
  "apps/*/src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "bench/src/**/*.test.ts",
  // The browser tests' support modules (their specs, `*.spec.ts`, are Playwright's).
  "e2e/tests/**/*.test.ts",
];

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) or empty the module registry
 * (`vi.resetModules`): a replacement takes effect only in a registry that has not loaded the module
 * yet, and an emptied shared registry makes every later file in its worker load every module again,
 * so these files run isolated, each in a registry of its own; so does a file that says it must, on
 * a line of its own starting `// Runs isolated:` and its reason. Found by reading the files, so a
 * new one is never forgotten.
 */
const isolatedFiles = ["apps", "packages", "scripts", "bench", "e2e/tests"]
  .flatMap((root) => fs.readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => path.join(root, file)))
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      !file.includes("node_modules") &&
      /vi\.(mock|doMock|resetModules)\(|^\/\/ Runs isolated:/m.test(fs.readFileSync(file, "utf8")),
  );

/**
 * A project in two parts: its files share one module registry per worker (`isolate: false`: the
 * server, the contract and Ant Design are loaded once per worker, not once per file, which halves
 * the suite's time), except the isolated files above, which run as `{name}-isolated`.
 * Every file starts its own server on its own database (test/test-app.ts), so sharing modules
 * shares no data; what a file changes in a module's state (the clock, the CPU pool's limits) it
 * puts back.
 */
function sharingModules(name: string, include: string[], options: TestProjectInlineConfiguration["test"] = {}) {
  const exclude = [apiTests, systemTests, "**/node_modules/**"].filter((pattern) => !include.includes(pattern));
  const isApiProject = include.includes(apiTests);
  const isolated = isolatedFiles.filter((file) => file.endsWith(".api.test.ts") === isApiProject);
  return [
    { test: { ...options, name, include, exclude: [...exclude, ...isolatedFiles], isolate: false } },
    { test: { ...options, name: `${name}-isolated`, include: isolated, exclude, isolate: true } },
  ] satisfies TestProjectInlineConfiguration[];
}

/** A test file's environment: its `@vitest-environment` line, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = fs.readFileSync(spec.moduleId, "utf8").slice(0, 2_000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

/** Vitest's order, made the run's by `inRunOrder` (scripts/vitest-order.ts: isolated projects first, environments together). */
class IsolatedFirstByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return inRunOrder(await super.sort(files), (spec) => ({
      project: spec.project.name,
      isolated: spec.project.config.isolate,
      environment: environmentOf(spec),
    }));
  }
}

/**
 * Four projects (each with its `-isolated` part): unit tests (the back office's React tests among
 * them, each in happy-dom by the `@vitest-environment` line it starts with), the server's API tests
 * twice, once per database dialect, and the system tests. The PostgreSQL leg uses TEST_DATABASE_URL
 * when set, else an in-process PGlite.
 *
 * Two workers: vitest's default on a two-core machine is one (the cores less one), which leaves a
 * core idle while a test waits on its database or a child process.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: IsolatedFirstByEnvironment },
    projects: [
      // The back office's React tests wait up to 5 s for an element (ui/testing/renderInBackOffice.tsx), some several times.
      ...sharingModules("unit", unitTests, {
        testTimeout: 30_000,
        setupFiles: ["apps/admin/src/ui/testing/productionIds.ts", "apps/admin/src/ui/testing/freshDocument.ts"],
      }),
      ...sharingModules("sqlite", [apiTests], { env: { TEST_DIALECT: "sqlite" }, testTimeout: 20_000, setupFiles: [apiSetup] }),
      ...sharingModules("postgres", [apiTests], {
        env: { TEST_DIALECT: "postgres" },
        testTimeout: 30_000,
        hookTimeout: 30_000,
        setupFiles: [apiSetup],
        globalSetup: ["apps/server/test/postgres-template.ts"],
      }),
      // `npm test` runs it in a Vitest of its own, one file at a time, beside the other projects (decision 0101).
      { test: { name: "system", include: [systemTests] } },
    ],
  },
});
