import net, { type AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

/**
 * Clients that hold a connection without ever finishing their request: the server closes them.
 * A one-second request timeout keeps the test short; the default is a minute.
 */

const { app } = await createTestApp({ REQUEST_TIMEOUT_SECONDS: "1" });
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;

/** How long the test waits for the server to close a connection before it counts it as left open. */
const GIVE_UP_MS = 6_000;

interface Ending {
  /** When the server closed the connection, or undefined when it was still open after GIVE_UP_MS. */
  closedAfterMs: number | undefined;
  /** What the server sent before it closed. */
  answer: string;
}

/** Opens a connection, sends `start`, then `drip` one character at a time, one every `everyMs`, until the server closes it. */
function slowClient(start: string, drip: string, everyMs: number) {
  return new Promise<Ending>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const opened = performance.now();
    let answer = "";
    let sent = 0;
    const dripper = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, everyMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(dripper);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(undefined), GIVE_UP_MS);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => finish(performance.now() - opened));
    socket.on("error", () => {});
    socket.write(start);
  });
}

describe("slow clients", () => {
  it("closes a connection that sends its body one byte at a time, answering 408", async () => {
    const body = JSON.stringify({ loginAccount: "admin", password: "Initial-Passw0rd" });
    const start = `POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const ending = await slowClient(start, body, 200);
    expect(ending.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(ending.closedAfterMs).toBeLessThan(GIVE_UP_MS);
    expect(ending.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers 408, not a silent close, when the server was held up past the deadline", async () => {
    const body = JSON.stringify({ loginAccount: "admin", password: "Initial-Passw0rd" });
    const start = `POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const ending = slowClient(start, body, 200);
    // Just before the deadline, the server (in this process) is held up for a second, as a busy
    // machine may do: the deadline's check and the idle timer are then due at once.
    await new Promise((resolve) => setTimeout(resolve, 950));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
    expect((await ending).answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection that never finishes its headers", async () => {
    const ending = await slowClient("GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: " + "a".repeat(100), 200);
    expect(ending.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(ending.closedAfterMs).toBeLessThan(GIVE_UP_MS);
  });

  it("closes a connection that sends nothing", async () => {
    const ending = await slowClient("", "", 200);
    expect(ending.closedAfterMs).toBeLessThan(GIVE_UP_MS);
  });

  it("answers a request sent at once as usual", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(response.status).toBe(200);
  });
});
