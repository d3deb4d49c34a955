import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { holdServerLock } from "./operations/server-lock.ts";

/** Seconds a shutdown may take before the process gives up on in-flight requests. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Built or run from source, the web apps sit two folders up: apps/{site,admin}/dist.
  const config = loadConfig(process.env, { webRoot: path.resolve(import.meta.dirname, "..", "..") });
  // Held until the process exits: a restore (and on SQLite a second server) is refused meanwhile.
  await holdServerLock(config);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // server.close() ends only the connections idle at that moment; a keep-alive connection whose
    // request was still running goes idle later and would hold the close until keepAliveTimeout
    // (72 s), past the grace. Close such connections as soon as their last answer is sent.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
