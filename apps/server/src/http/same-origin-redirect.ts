import type { FastifyReply } from "fastify";

/** Any origin: only the path and query of the parsed address are kept. */
const PARSING_BASE = "http://same-origin.invalid";

/**
 * A redirect's target as an address on this origin, whatever it was built from: a single `/`
 * followed by neither `/` nor `\`. Browsers read `//host`, `/\host` and, since they drop tabs and
 * line breaks from addresses, `/<tab>/host` as another site; a target built from a request's path
 * (`GET //evil.example/`) must never become such an address. The target is parsed as the browser
 * would (backslashes as slashes, dot segments resolved, tabs and line breaks dropped, anything
 * outside ASCII or a header percent-encoded), then its leading slashes are folded into one.
 */
export function sameOriginPath(target: string): string {
  // Leading slashes, backslashes and white space (the parser drops tabs and line breaks) go before
  // parsing, lest it read a host from them; other controls after the first "/" are percent-encoded.
  const url = new URL(`/${target.replace(/^[\s/\\]+/, "")}`, PARSING_BASE);
  // Dot segments may leave `//` in front again (`/.//evil.example`).
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}`;
}

/** Every redirect the server makes: to `target` on this origin (see `sameOriginPath`). */
export function redirectWithinSite(reply: FastifyReply, target: string, status: 301 | 302 | 303 | 307 | 308) {
  return reply.redirect(sameOriginPath(target), status);
}
