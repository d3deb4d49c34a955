import fs from "node:fs";
import { startServer, waitUntilReady, watchOf } from "./tests/support/server-process.ts";

/**
 * Starts the two shared servers (ports and data folders from playwright.config.ts) and answers the
 * teardown that stops them and removes their data:
 * - the journeys' server, on an empty database, ready before any test runs;
 * - the demo firm's, without waiting for it: its first start loads the demo firm (a minute or
 *   more) while the journeys run. Its specs wait for it (support/demo-firm.ts),
 *   which reads its output from E2E_DEMO_LOG if it stops (E2E_DEMO_PID).
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const demoPort = Number(process.env.E2E_DEMO_PORT);
  const demoDataDir = process.env.E2E_DEMO_DATA_DIR ?? "";
  const demo = startServer(demoPort, demoDataDir, true);
  const log = `${demoDataDir}.log`;
  const file = fs.createWriteStream(log);
  demo.child.stdout?.pipe(file);
  demo.child.stderr?.pipe(file);
  process.env.E2E_DEMO_LOG = log;
  process.env.E2E_DEMO_PID = String(demo.child.pid);

  const port = Number(process.env.E2E_PORT);
  const journeys = startServer(port, process.env.E2E_DATA_DIR ?? "", false);
  const stop = async () => {
    await Promise.all([journeys.stop(), demo.stop()]);
    file.end();
    for (const folder of [process.env.E2E_DATA_DIR, demoDataDir, log]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(port, 120_000, watchOf(journeys));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
