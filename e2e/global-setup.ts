import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./tests/support/server-process.ts";

/**
 * Starts the demo firm's server (its port from playwright.config.ts) on a fresh data folder without
 * waiting for it: its first start loads the demo firm (a minute or more) while the journeys run on
 * their own servers (tests/support/journeys.ts). Its specs wait for it (support/demo-firm.ts), which
 * reads its output from E2E_DEMO_LOG if it stops (E2E_DEMO_PID). Answers the teardown that stops it
 * and removes its data. The folder is made here, once a run, not in the config, which Playwright
 * evaluates in every worker too and in runs that start no server (`--list`).
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const demoPort = Number(process.env.E2E_DEMO_PORT);
  const demoDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-e2e-demo-"));
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
    for (const folder of [demoDataDir, log]) fs.rmSync(folder, { recursive: true, force: true });
  };
}
