import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";

/**
 * The server as `npm start` runs it, for system tests that start real processes: bundled by
 * build.mjs from the source of now into a folder of the calling file's own (dist/ is ignored by
 * git; the dist/main.js others may run is left alone), once per file. The bundle starts in about
 * half the time the source takes under tsx.
 */

const serverDir = path.resolve(import.meta.dirname, "..");

/** Builds the server before the file's tests and removes the build after them; answers the build's folder. */
export function buildServerForFile(name: string): string {
  fs.mkdirSync(path.join(serverDir, "dist"), { recursive: true });
  const buildDir = fs.mkdtempSync(path.join(serverDir, "dist", `${name}-`));
  beforeAll(() => void execFileSync(process.execPath, ["build.mjs", buildDir], { cwd: serverDir }), 60_000);
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));
  return buildDir;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * Starts the built server on loopback (a free port unless `PORT` is given) and answers once it
 * listens. Every child goes into `children`, which the test kills in its `finally` (`killAll`),
 * so no server outlives its test.
 */
export async function startBuiltServer(
  buildDir: string,
  children: Set<ChildProcess>,
  environment: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(buildDir, "main.js")], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      WEB_ROOT: "/nonexistent",
      ...environment,
    },
  });
  children.add(child);
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

export function killAll(children: Set<ChildProcess>) {
  for (const child of children) child.kill("SIGKILL");
}

/** Signs in as the first administrator; answers the session token. */
export async function loginAt(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginAccount: "admin", password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: string }).result;
}
