import { afterAll, vi } from "vitest";
import { setClock } from "../src/db/database.ts";

/**
 * The API tests share one module registry per worker (vitest.config.ts): after each file the
 * server's clock and the timers are put back as a fresh process has them, whatever the file did
 * with them, so that the next file in the same worker starts as it would alone.
 */
afterAll(() => {
  setClock(undefined);
  vi.useRealTimers();
});
