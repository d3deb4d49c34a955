import type { Server } from "node:http";
import { API_BASE, healthEndpoints, type Locale } from "@lawfirm/contract";
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import type { Config } from "../config.ts";
import { unavailable, UNAVAILABLE_RETRY_SECONDS } from "../errors.ts";
import { message, renderMessage } from "../i18n/messages.ts";
import { sendError } from "../plugins/envelope.ts";
import { connectionLimits } from "./connection-limits.ts";
import { NO_JSON_SCHEMAS } from "./no-json-schemas.ts";
import { pageLocale, shortPage } from "./short-page.ts";

/** The short page a browser gets while the server starts: in the visitor's language, reloading itself. */
function startingPage(locale: Locale): string {
  return shortPage({
    locale,
    title: renderMessage(locale, message("page.starting.title")),
    text: renderMessage(locale, message("page.starting.text")),
    head: `<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_SECONDS}">`,
  });
}

export interface StartingListener {
  /** Builds the app on this listener's server (Fastify's `serverFactory`); its requests stay the starting answers' until `serve`. */
  serverFactory: FastifyServerFactory;
  /** Readies the app (its hooks are compiled then), and from then on every request is its own. */
  serve(app: FastifyInstance): Promise<void>;
  /** Stops accepting connections; resolves once the open ones (the app's requests in flight) have ended. */
  close(): Promise<void>;
  server: Server;
  log: FastifyInstance["log"];
}

/**
 * The server's one listener, open before migrations and the demo firm's load (decision 0039:
 * a health probe or a newcomer's browser met a refused connection for minutes). Until the app is
 * ready it answers every request itself: liveness 200; readiness and the rest of the API 503 in
 * the envelope; any page a short "starting" page in the visitor's language that reloads itself;
 * all with Retry-After. Then the app, built on the same server, takes its requests over: no
 * moment without a listener, and one `close` for a shutdown at any time.
 */
export async function listenWhileStarting(config: Config, logger: { level: string }): Promise<StartingListener> {
  const starting = Fastify({ logger, ...connectionLimits(config.requestTimeoutMs), schemaController: NO_JSON_SCHEMAS });
  starting.get(`${API_BASE}${healthEndpoints.live.path}`, async () => ({ status: 200, message: "success", result: { live: true } }));
  starting.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_BASE}/`)) return sendError(request, reply, unavailable(message("server.starting")));
    return reply
      .code(503)
      .headers({
        "retry-after": String(UNAVAILABLE_RETRY_SECONDS),
        "cache-control": "no-store",
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        "x-content-type-options": "nosniff",
        vary: "cookie, accept-language",
      })
      .send(startingPage(pageLocale(request.url, request.headers as Record<string, string | undefined>)));
  });
  const address = await starting.listen({
    port: config.port,
    host: config.host,
    // "Server listening at" is logged once the app answers (`serve`): what operators and tests wait for.
    listenTextResolver: (at) => `Server starting at ${at}: answering 503 until ready`,
  });
  const server = starting.server;
  let appHandler: Parameters<FastifyServerFactory>[0] | undefined;

  return {
    serverFactory: (handler) => {
      appHandler = handler;
      return server;
    },
    async serve(app) {
      if (!appHandler) throw new Error("The app was not built on the starting listener's server");
      await app.ready();
      server.removeAllListeners("request");
      server.on("request", appHandler);
      app.log.info(`Server listening at ${address}`);
    },
    close: () => starting.close(),
    server,
    log: starting.log,
  };
}
