import { defineConfig } from "vitest/config";

const apiTests = "apps/server/src/**/*.api.test.ts";
/** Tests that start real processes (the server from source, backup and restore, pg_dump): slow, kept apart. */
const systemTests = "apps/**/src/**/*.system.test.ts";

/**
 * Four projects: unit tests (the back office's React tests among them, each in happy-dom by the
 * `@vitest-environment` line it starts with), the server's API tests twice, once per database
 * dialect, and the system tests. The PostgreSQL leg uses TEST_DATABASE_URL when set, else an
 * in-process PGlite.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/**/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: [apiTests, systemTests, "**/node_modules/**"],
        },
      },
      { test: { name: "sqlite", include: [apiTests], env: { TEST_DIALECT: "sqlite" }, testTimeout: 20_000 } },
      { test: { name: "postgres", include: [apiTests], env: { TEST_DIALECT: "postgres" }, testTimeout: 30_000, hookTimeout: 30_000 } },
      { test: { name: "system", include: [systemTests] } },
    ],
  },
});
