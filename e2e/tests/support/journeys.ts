import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { freePort } from "@lawfirm/test-support";
import { startServer, waitUntilReady, watchOf } from "./server-process.ts";

/** The server of one test worker's journeys: the built server on an empty database of its own. */
export interface JourneyServer {
  baseURL: string;
}

/**
 * `test` of the journeys (every spec but the demo firm's): each test worker runs its journeys
 * against a server of its own, started the first time one of its tests needs the `baseURL` and
 * stopped, its data folder removed, when the worker ends. So the journeys run on several workers
 * at once without meeting each other's data or login throttle, one file after the other on each
 * worker, as they did on a single shared server. A file that calls `useOwnServer` (own-server.ts)
 * sets its `baseURL` itself, and needs no worker server.
 */
export const test = base.extend<object, { journeyServer: JourneyServer }>({
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-"));
      const server = startServer(port, dataDir, false);
      try {
        await waitUntilReady(port, 60_000, watchOf(server));
        await use({ baseURL: `http://127.0.0.1:${port}` });
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer.baseURL),
});

export { expect };
