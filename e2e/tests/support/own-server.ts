import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "./journeys.ts";
import { freePort } from "@lawfirm/test-support";
import { startServer, waitUntilReady, watchOf, type ServerProcess } from "./server-process.ts";

/**
 * Runs the calling spec file against a server of its own: the built server, as support/journeys.ts
 * starts a worker's, on an empty database in a fresh data folder, started before the file's
 * first test and stopped after its last. For journeys whose writes the other specs must not see:
 * a changed password, practice areas and folders that other specs count. Call it at the top of the
 * file (it sets the file's `baseURL`).
 */
export async function useOwnServer(): Promise<void> {
  const port = await freePort();
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-own-"));
    server = startServer(port, dataDir, false);
    await waitUntilReady(port, 45_000, watchOf(server));
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
