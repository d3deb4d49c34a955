import fs from "node:fs";
import { startServer } from "./tests/support/server-process.ts";

/**
 * Starts the demo firm's server (its port and data folder from playwright.config.ts) without
 * waiting for it: its first start loads the demo firm (a minute or more) while the journeys run on
 * their own servers (tests/support/journeys.ts). Its specs wait for it (support/demo-firm.ts), which
 * reads its output from E2E_DEMO_LOG if it stops (E2E_DEMO_PID). Answers the teardown that stops it
 * and removes its data.
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
  return async () => {
    await demo.stop();
    file.end();
    for (const folder of [demoDataDir, log]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
  };
}
