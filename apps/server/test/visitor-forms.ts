import { afterEach } from "vitest";
import { setClock } from "../src/db/database.ts";

/**
 * For the tests of the visitors' forms (contact, applications): the server's clock moved by hand
 * (a form's ticket counts its time from it), reset after each test, and a client address per
 * call, so that a test's per-address limit counts only its own forms.
 */
export function visitorFormHelpers(start: string, addressPrefix: string) {
  let at = Date.parse(start);
  let clientNumber = 0;
  afterEach(() => setClock(undefined));
  return {
    /** Moves the server's clock by `ms`. */
    wait(ms: number) {
      at += ms;
      const fixed = at;
      setClock(() => new Date(fixed));
    },
    /** The server's clock as set by the last `wait`, in ms. */
    now: () => at,
    newClient: () => `${addressPrefix}${++clientNumber}`,
  };
}
