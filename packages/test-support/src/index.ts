// What the browser tests (e2e/playwright.config.ts) and the benchmark (bench/) share, written
// once so that both drive the same browser the same way.
import net from "node:net";

/** A port nobody uses now, so that runs side by side (a developer's and CI's) do not meet. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The system Chromium (Debian's `chromium` package) that the benchmark drives; no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: Debian's `chromium-headless-shell`, the same Chromium release
 * (Blink, V8, the network stack) built for headless use only, without the desktop browser's window
 * and compositing layers. It spends about 30 % less CPU than `chromium --headless` on the same
 * journeys (decision 0046). `CHROMIUM_PATH` chooses another binary for both.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * Flags every Chromium the tests and the benchmark start: no sandbox (it cannot start as root or
 * in most containers), no GPU, and nothing the browser does on its own (QUIC, first-run pages,
 * background requests, component updates, sync), so that a run makes no outside requests.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
