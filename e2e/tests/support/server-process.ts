import { spawn, type ChildProcess } from "node:child_process";
import { ADMIN_PASSWORD, NEWSLETTER_WEBHOOK_SECRET, SERVER_ENTRY } from "../../playwright.config.ts";

/** A built server the browser tests started, and what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (its log level is `warn`). */
  output(): string;
  /** Stops it (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Loaded into the server before its own code (`--import`): the server stops itself (SIGTERM, its
 * graceful close) when its standard input ends, which is when the process that started it is gone,
 * however it went (a worker stopped while its server was starting, a run interrupted, SIGKILL):
 * the system closes that process's end of the pipe. The pipe's handle is unreferenced, so it keeps
 * no server alive by itself. The server's worker threads and its image process inherit Node's
 * flags, this one too: in them (another thread, or a process with a channel to the server) it does
 * nothing.
 */
export const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  [
    'import { isMainThread } from "node:worker_threads";',
    "if (isMainThread && !process.channel)",
    '  process.stdin.on("data", () => {}).once("end", () => process.kill(process.pid, "SIGTERM")).unref();',
  ].join("\n"),
)}`;

/**
 * Starts the built server as `npm start` does, on loopback at `port` with its data in `dataDir`,
 * the administrator's account made on first start, the demo firm loaded when `seedDemo`, and the
 * mail provider's reports taken with the tests' secret. It lives no longer than the process that
 * started it (`EXIT_WITH_PARENT`).
 */
export function startServer(port: number, dataDir: string, seedDemo: boolean): ServerProcess {
  const child = spawn(process.execPath, ["--import", EXIT_WITH_PARENT, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_ACCOUNT: "admin",
      ADMIN_PASSWORD,
      SEED_DEMO: seedDemo ? "1" : "0",
      LOG_LEVEL: "warn",
      NEWSLETTER_WEBHOOK_SECRET,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Waits until the server at `port` answers ready. Throws when `stopped` says why the server is gone
 * (its exit and output), or after `timeoutMs` with what `output` gives.
 */
export async function waitUntilReady(
  port: number,
  timeoutMs: number,
  watch: { stopped: () => string | undefined; output: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await ready())) {
    const stopped = watch.stopped();
    if (stopped) throw new Error(stopped);
    if (Date.now() > deadline) throw new Error(`The server on port ${port} did not get ready in ${timeoutMs / 1000} s:\n${watch.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What `waitUntilReady` watches of a server this process started. */
export const watchOf = (server: ServerProcess) => ({
  stopped: () => (server.child.exitCode === null ? undefined : `The server stopped (exit ${server.child.exitCode}):\n${server.output()}`),
  output: server.output,
});
