import fs from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { waitUntilReady } from "./support/server-process.ts";

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
 * The demo firm's server (started in the background by global-setup.ts) loads the demo firm on its
 * first start, then makes its pictures' variants in the background (decision 0034): about half a
 * minute of one core. The demo firm's specs start once both are done, so that their waits are
 * measured for an idle server.
 */
setup("the demo firm is loaded and its pictures have their variants", async ({ request }) => {
  setup.setTimeout(420_000);
  const port = Number(process.env.E2E_DEMO_PORT);
  const log = () => fs.readFileSync(process.env.E2E_DEMO_LOG ?? "", "utf8");
  await waitUntilReady(port, 240_000, {
    stopped: () => (running(Number(process.env.E2E_DEMO_PID)) ? undefined : `The demo firm's server stopped:\n${log()}`),
    output: log,
  });

  const base = `http://127.0.0.1:${port}`;
  const uploads = new Set<string>();
  for (const path of PAGES) {
    const html = await (await request.get(base + path)).text();
    for (const [upload] of html.matchAll(/\/api\/upload\/[0-9a-f]{32}\.(?:jpg|png|webp|avif)/g)) uploads.add(upload);
  }
  expect(uploads.size, "pictures on the demo firm's pages").toBeGreaterThan(10);
  for (const upload of uploads) {
    await expect
      .poll(async () => (await request.get(`${base}${upload}?w=320&f=avif`)).headers()["content-type"], {
        message: `the variants of ${upload}`,
        timeout: 180_000,
      })
      .toBe("image/avif");
  }
});
