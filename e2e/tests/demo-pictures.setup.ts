import { expect, test as setup } from "@playwright/test";

/** The demo firm's pages whose pictures are waited for: together they show nearly every demo picture. */
const PAGES = ["/en/home", "/en/about", "/en/people", "/en/expertises", "/en/news", "/en/case", "/en/honor"];

/**
 * The demo server makes its pictures' variants in the background after its first start (decision
 * 0034): about half a minute of one core. The journeys start once that is done, so that the
 * first of them do not share the machine with it (their waits are measured for an idle server).
 */
setup("the demo firm's pictures have their variants", async ({ request }) => {
  setup.setTimeout(240_000);
  const base = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`;
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
