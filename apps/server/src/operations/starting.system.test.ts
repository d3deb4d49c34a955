import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Decision 0039: the server answers from its first seconds, while migrations and the demo
 * firm's load run: 503 with a "starting" page or envelope, liveness 200; then the app itself.
 */

const serverDir = path.resolve(import.meta.dirname, "..", "..");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set<ChildProcess>();
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

/** Starts src/main.ts with the demo seed on a fresh folder; answers once the port is open. */
async function startWithDemo() {
  const spawned = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-starting-")),
      ADMIN_PASSWORD: "Starting-Test-Passw0rd",
      SEED_DEMO: "1",
      LOG_LEVEL: "info",
      WEB_ROOT: "/nonexistent",
    },
  });
  children.add(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  while (!/Server starting at/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    await sleep(20);
  }
  const port = Number(/Server starting at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
  return { child, exited, port, base: `http://127.0.0.1:${port}`, openedAfterMs: Date.now() - spawned, output: () => output };
}

describe("the first start", { timeout: 300_000 }, () => {
  it("answers at once with 503 and a starting page or envelope, live 200, until the demo firm is loaded; then the app", async () => {
    const server = await startWithDemo();
    // Only the listener's few modules load before it listens (under heavy load, the app's take 5 s and more).
    expect(server.openedAfterMs).toBeLessThan(10_000);

    const page = await fetch(`${server.base}/`, { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain("Die Website startet");
    // Any page address, in its own language.
    expect(await (await fetch(`${server.base}/zh/news/12`)).text()).toContain("网站正在启动");

    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(await ready.json()).toEqual({
      status: 503,
      message: "The server is starting. Please try again in a few seconds.",
      result: null,
    });
    const live = await fetch(`${server.base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 200, message: "success", result: { live: true } });
    // All of that before the app was built, let alone the demo firm loaded.
    expect(server.output()).not.toContain("Server listening at");

    const deadline = Date.now() + 280_000;
    const readyNow = () =>
      fetch(`${server.base}/api/health/ready`).then(
        (response) => response.status,
        (error: unknown) => {
          throw new Error(`readiness failed: ${String(error)}\n${server.output()}`);
        },
      );
    while ((await readyNow()) !== 200) {
      expect(Date.now(), server.output()).toBeLessThan(deadline);
      expect(server.child.exitCode, server.output()).toBeNull();
      await sleep(500);
    }
    // The app's log line reaches this process through the child's output pipe, which a loaded
    // machine may deliver after the readiness answer.
    while (!server.output().includes("Server listening at")) {
      expect(Date.now(), server.output()).toBeLessThan(deadline);
      await sleep(100);
    }
    const banners = await fetch(`${server.base}/api/user/banner?lang=en_US`);
    expect(banners.status).toBe(200);
    expect(((await banners.json()) as { result: unknown[] }).result.length).toBeGreaterThan(0);
    // The site is not built here (WEB_ROOT): the app's own answer, not the starting page.
    expect((await fetch(`${server.base}/`)).status).not.toBe(503);
    // Nothing ran before the migrations: a first start logs no error (pino's levels 50 and 60).
    expect(server.output()).not.toMatch(/"level":(50|60)\b/);
    expect(server.output()).not.toContain("no such table");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("stops at once and cleanly on SIGTERM during the start", async () => {
    const server = await startWithDemo();
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(503);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain("shutting down");
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port: server.port });
      socket.on("connect", () => (socket.destroy(), resolve(false)));
      socket.on("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
