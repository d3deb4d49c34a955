import type { FastifyBaseLogger } from "fastify";

/** Network errors of a connection to the database that is lost, refused or never answered. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's own words for "not now": class 08 (connection exception), the server shutting
 * down or starting (57P01 to 57P03) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** pg's errors for connections that broke or timed out, which carry no code. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/**
 * Why the database could not serve a request, when the request itself is not to blame:
 * "unreachable" (PostgreSQL's connection lost, refused or silent) or "busy" (SQLite's file locked
 * by another process for longer than the busy timeout). Anything else: undefined.
 */
export function databaseTrouble(error: unknown): "unreachable" | "busy" | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") {
      if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "busy";
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return "unreachable";
    }
    if (PG_CONNECTION_MESSAGES.test(cause.message)) return "unreachable";
  }
  return undefined;
}

/**
 * The server's view of whether its database answers (decision 0039). An outage begins at the
 * first failure anyone meets (a request, readiness, a lost connection confirmed by a probe) and
 * is logged once; from then on the watch probes with back-off and logs once more when the
 * database answers again. Requests are never held back by it: each tries the database and, if it
 * fails, answers 503. Only readiness answers from it, so that a load balancer's probes cost
 * nothing while the database is away.
 */
export interface DatabaseWatch {
  /** False from an outage's first failure until a probe answers. */
  readonly available: boolean;
  /** A query failed because the database is unreachable: the outage begins (logged once). */
  failed(error: unknown): void;
  /** A connection broke: maybe just that one, so a probe decides whether it is an outage. */
  suspect(): void;
  close(): void;
}

/** Waits between probes during an outage: quick at first, then every 5 s until it answers. */
const PROBE_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

export function watchDatabase(options: { ping: () => Promise<void>; log: Pick<FastifyBaseLogger, "error" | "info"> }): DatabaseWatch {
  let available = true;
  let outageStarted = 0;
  let probing = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function begin(error: unknown) {
    if (!available || closed) return;
    available = false;
    outageStarted = Date.now();
    options.log.error({ err: error }, "the database is unavailable: answering 503 until it answers again");
    probe(0);
  }

  function probe(attempt: number) {
    if (probing || closed) return;
    probing = true;
    timer = setTimeout(
      () => {
        options.ping().then(
          () => {
            probing = false;
            if (available || closed) return;
            available = true;
            options.log.info({ outageMs: Date.now() - outageStarted }, "the database answers again");
          },
          (error: unknown) => {
            probing = false;
            begin(error);
            if (!available) probe(attempt + 1);
          },
        );
      },
      PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)],
    ).unref();
  }

  return {
    get available() {
      return available;
    },
    failed: begin,
    suspect: () => probe(0),
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
