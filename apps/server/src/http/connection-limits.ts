import type { FastifyHttpOptions } from "fastify";
import type { Server } from "node:http";

/** A request's headers are a few hundred bytes: any client sends them within seconds. */
const HEADERS_TIMEOUT_MS = 15_000;
/**
 * An idle kept-alive connection stays open longer than the 60 seconds after which common load
 * balancers and proxies drop theirs, so that they, not the server, close it (a request they
 * send on a connection the server has just closed would fail).
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * How long a client may hold a connection, so that slow or silent clients (one byte a second,
 * headers never finished) cannot keep sockets and request state forever:
 * - the whole request, headers and body (an upload included), must arrive within
 *   `requestTimeoutMs`, its headers within 15 seconds; else Node answers 408 and closes;
 * - Node checks these deadlines on a timer, every 30 seconds unless told otherwise, which
 *   would let a client overstay a deadline by that much; four checks per deadline keep it close;
 * - a connection on which nothing moves for as long, and two checks more (a client that stops
 *   reading its answer), is closed. Those two checks make the request deadline's check always
 *   come first for a client still sending its request, so that it is answered 408: the idle
 *   timer closes a connection without a word, and were it due as early, an event loop held up
 *   past both (a busy server) could run it first.
 */
export function connectionLimits(requestTimeoutMs: number) {
  const headersTimeoutMs = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  const checkingIntervalMs = Math.ceil(headersTimeoutMs / 4);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs + 2 * checkingIntervalMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: checkingIntervalMs },
  } satisfies FastifyHttpOptions<Server>;
}
