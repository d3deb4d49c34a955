import { randomBytes } from "node:crypto";
import { now, nowMs, type Db } from "../../db/database.ts";
import { countInWindow, deleteEndedWindows } from "../../http/rate-limit.repository.ts";
import { findOrCreateSecret } from "../accounts/server-secrets.repository.ts";
import { VIEW_WINDOW_MS, VIEWS_PER_ADDRESS } from "./view-counter.ts";

/** The processes' shared key of visitors' hashes (`server_secrets`). */
const SECRET_NAME = "view-visitors";

/** Ended windows are deleted every this many look-ups (the rate limits' table grows no further). */
const SWEEP_EVERY = 500;

/**
 * Who was counted, shared by the processes of one PostgreSQL database (decision 0078), in the
 * rate limits' windows (decision 0076): a browser's read of an article version counts when it is
 * the first in its window (`view:{address}:{version}:{browser}`), and the address's browsers
 * counted in the version's window (`views:{address}:{version}`) are at most `VIEWS_PER_ADDRESS`.
 * Each is one upsert, so processes counting at once never both count a visitor.
 */
export async function sharedViewWindows(db: Db): Promise<{ key: Buffer; counts: (pair: string, browser: string) => Promise<boolean> }> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  let looked = 0;
  return {
    key,
    async counts(pair, browser) {
      const at = now();
      const endsAt = new Date(nowMs() + VIEW_WINDOW_MS).toISOString();
      looked += 1;
      if (looked % SWEEP_EVERY === 0) await deleteEndedWindows(db, at);
      const browserWindow = await countInWindow(db, `view:${pair}:${browser}`, at, endsAt);
      if (browserWindow.count > 1) return false;
      const addressWindow = await countInWindow(db, `views:${pair}`, at, endsAt);
      return addressWindow.count <= VIEWS_PER_ADDRESS;
    },
  };
}
