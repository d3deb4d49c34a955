import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig, loggerOptions } from "./config.ts";
import { holdServerLock } from "./operations/server-lock.ts";
import { listenWhileStarting } from "./http/starting-listener.ts";
import { removeAbandonedTemporaryFolders } from "./modules/files/upload-file.ts";

/** Seconds a shutdown may take before the process gives up on in-flight requests. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Built or run from source, the web apps sit two folders up: apps/{site,admin}/dist.
  const config = loadConfig(process.env, { webRoot: path.resolve(import.meta.dirname, "..", "..") });
  // Held until the process exits: a restore (and on SQLite a second server) is refused meanwhile.
  const serverLock = await holdServerLock(config);
  // Listening comes first: probes and browsers get 503 "starting" while migrations and the demo firm's load run.
  const listener = await listenWhileStarting(config, loggerOptions(config));
  // None while the start runs: a shutdown then only closes the listener.
  let app: FastifyInstance | undefined = undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    listener.log.info({ signal, starting: !app }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      listener.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // server.close() ends only the connections idle at that moment; a keep-alive connection whose
    // request was still running goes idle later and would hold the close until keepAliveTimeout
    // (72 s), past the grace. Close such connections as soon as their last answer is sent.
    setInterval(() => listener.server.closeIdleConnections(), 50).unref();
    // During the start, the start is left where it is, as an unhandled SIGTERM did before the
    // listener existed: what was committed stays (a half-loaded demo firm is not loaded again by
    // the next start; `npm run seed:demo -- --force` loads it whole).
    listener
      .close()
      .then(() => app?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          listener.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // Loaded only now: the app's modules take seconds to load on a busy machine, the listener's a fraction.
  const { buildApp } = await import("./app.ts");
  app = await buildApp(config, { serverFactory: listener.serverFactory, serverLock });
  if (!closing) await listener.serve(app);
  const { log } = app;
  removeAbandonedTemporaryFolders().then(
    (removed) => removed > 0 && log.info({ removed }, "removed temporary folders left by an earlier process"),
    (error: unknown) => log.warn({ err: error }, "the temporary folders left by an earlier process could not be removed"),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
