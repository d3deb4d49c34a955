import fs from "node:fs";
import { test as base, expect, type APIRequest } from "@playwright/test";
import { waitUntilReady } from "./server-process.ts";

/** The demo firm's pages whose pictures are waited for: together they show nearly every demo picture. */
const PAGES = ["/en/home", "/en/about", "/en/people", "/en/expertises", "/en/news", "/en/case", "/en/honor"];

/** Whether the process `pid` still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until the demo firm's server (started in the background by global-setup.ts) has loaded the
 * demo firm on its first start and made its pictures' variants (decision 0034, about half a minute
 * of one core), so that the specs' waits are measured for an idle server. Says what the server
 * printed if it stopped.
 */
async function demoFirmReady(baseURL: string, request: APIRequest): Promise<void> {
  const port = Number(new URL(baseURL).port);
  const log = () => fs.readFileSync(process.env.E2E_DEMO_LOG ?? "", "utf8");
  await waitUntilReady(port, 240_000, {
    stopped: () => (running(Number(process.env.E2E_DEMO_PID)) ? undefined : `The demo firm's server stopped:\n${log()}`),
    output: log,
  });
  const context = await request.newContext({ baseURL });
  try {
    const uploads = new Set<string>();
    for (const path of PAGES) {
      const html = await (await context.get(path)).text();
      for (const [upload] of html.matchAll(/\/api\/upload\/[0-9a-f]{32}\.(?:jpg|png|webp|avif)/g)) uploads.add(upload);
    }
    expect(uploads.size, "pictures on the demo firm's pages").toBeGreaterThan(10);
    for (const upload of uploads) {
      await expect
        .poll(async () => (await context.get(`${upload}?w=320&f=avif`)).headers()["content-type"], {
          message: `the variants of ${upload}`,
          timeout: 180_000,
        })
        .toBe("image/avif");
    }
  } finally {
    await context.dispose();
  }
}

/**
 * `test` of the demo firm's specs: each worker that runs one first waits for the demo firm
 * (`demoFirmReady`), which loads while the journeys on the empty database already run beside it.
 */
export const test = base.extend<object, { demoFirm: void }>({
  demoFirm: [
    async ({ playwright }, use, workerInfo) => {
      await demoFirmReady(String(workerInfo.project.use.baseURL), playwright.request);
      await use();
    },
    { scope: "worker", auto: true, timeout: 420_000 },
  ],
});

export { expect };
