import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { now, nowMs, type Db } from "../../db/database.ts";
import { findOrCreateSecret } from "../accounts/server-secrets.repository.ts";

const SECRET_NAME = "contact-ticket";

/** People take longer than this to fill in a contact form; programs that post at once do not (decision 0077). */
export const MIN_FILL_MS = 3_000;
/** A form handed out longer ago than this is sent again with a fresh ticket (its text kept). */
export const TICKET_MAX_AGE_MS = 24 * 3600_000;

export type TicketCheck = "valid" | "tooFast" | "expired";

/** Signs and checks the time a contact form was handed out: `issuedMs.signature`, an HMAC-SHA256 with the server's key. */
export interface ContactTickets {
  issue(): string;
  check(ticket: string): TicketCheck;
}

const signature = (key: Buffer, issued: string) => createHmac("sha256", key).update(`contact:${issued}`).digest();

/** The tickets with the key every server process shares (made on first use); times from the server's clock. */
export async function openContactTickets(db: Db): Promise<ContactTickets> {
  const key = Buffer.from(await findOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"), now()), "base64url");
  return {
    issue() {
      const issued = String(nowMs());
      return `${issued}.${signature(key, issued).toString("base64url")}`;
    },
    check(ticket) {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(ticket);
      if (!match) return "expired";
      const [, issued = "", given = ""] = match;
      const presented = Buffer.from(given, "base64url");
      const expected = signature(key, issued);
      // A forged or garbled ticket is answered as an old one: the visitor sends the form again with a fresh one.
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return "expired";
      const age = nowMs() - Number(issued);
      if (age < MIN_FILL_MS) return "tooFast";
      return age > TICKET_MAX_AGE_MS ? "expired" : "valid";
    },
  };
}
