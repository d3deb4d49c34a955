import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildServerForFile, killAll, loginAt, startBuiltServer, type ServerProcess } from "../../test/built-server.ts";
import { SQLITE_FILE } from "./backup.ts";

/*
 * Fault tests (docs/decisions/0014): the real server, built and started as `npm start` does, is
 * killed with SIGKILL during a stream of writes and must keep every write it acknowledged; and
 * SIGTERM under load must finish the in-flight requests, refuse new ones and exit 0 in time.
 */

// The crash tests start the server 12 times: as `npm start` does, from the bundle (test/built-server.ts).
const buildDir = buildServerForFile("faults");
const ADMIN_PASSWORD = "Fault-Test-Passw0rd";
const ROUNDS = 10;
const WRITERS = 8;

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-faults-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32): the kill delays are "random" but the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Server = ServerProcess;

const startServer = (children: Set<ChildProcess>, environment: Record<string, string>) =>
  startBuiltServer(buildDir, children, { ADMIN_PASSWORD, ...environment });
const login = (base: string) => loginAt(base, ADMIN_PASSWORD);

/** How the test reads the ids of the stored banners: straight from the database. */
interface Store {
  env: Record<string, string>;
  bannerIds: () => Promise<Set<number>>;
  /** Run once the last server has stopped. */
  finish: () => Promise<void>;
}

/**
 * One crash round: WRITERS loops post banners; the ids of the answers the client saw (200 with a
 * body) are acknowledged. A random 100-400 ms after the first acknowledgement the server is killed.
 */
async function crashRound(server: Server, token: string, round: number, delayMs: number) {
  const acknowledged: number[] = [];
  const problems: string[] = [];
  let killed = false;
  let firstAck!: () => void;
  const firstAcknowledged = new Promise<void>((resolve) => (firstAck = resolve));

  const writer = async (index: number) => {
    for (let n = 0; !killed; n += 1) {
      try {
        const response = await fetch(`${server.base}/api/admin/banner`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ lang: "en_US", imgPath: "/api/upload/fault.png", title: `round ${round} writer ${index} #${n}` }),
        });
        const body = (await response.json()) as { result: { id: number } };
        if (response.status !== 200) {
          problems.push(`round ${round}: ${response.status} ${JSON.stringify(body)}`);
          return;
        }
        acknowledged.push(body.result.id);
        firstAck();
      } catch (error) {
        // Only the kill may break a request; anything earlier is a failure of the server.
        if (!killed) problems.push(`round ${round}: ${String(error)}`);
        return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  await Promise.race([firstAcknowledged, Promise.all(writers)]);
  await sleep(delayMs);
  killed = true;
  server.child.kill("SIGKILL");
  expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
  await Promise.all(writers);
  expect(problems).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
  return acknowledged;
}

async function crashRounds(store: Store, seed: number) {
  const children = new Set<ChildProcess>();
  const random = seededRandom(seed);
  const allAcknowledged: number[] = [];
  try {
    let token: string | undefined;
    let previous: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      // The restart after a crash, on the same data.
      const server = await startServer(children, store.env);
      // Sessions live in the database: one login serves every restart (and stays clear of the login throttle).
      token ??= await login(server.base);
      const stored = await store.bannerIds();
      const lost = previous.filter((id) => !stored.has(id));
      expect(lost, `acknowledged before the crash of round ${round - 1}, missing after the restart`).toEqual([]);
      if (round === ROUNDS) {
        // The last restart: every acknowledged write of every round is there, then a clean stop.
        expect(allAcknowledged.filter((id) => !stored.has(id))).toEqual([]);
        server.child.kill("SIGTERM");
        expect((await server.exited).code).toBe(0);
        break;
      }
      previous = await crashRound(server, token, round, 100 + Math.floor(random() * 300));
      allAcknowledged.push(...previous);
    }
    expect(new Set(allAcknowledged).size).toBe(allAcknowledged.length);
  } finally {
    killAll(children);
    await store.finish();
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;

// The two dialects run side by side: each round is mostly the server's start, so
// the file takes about as long as one of them. Under heavy load a start takes several
// seconds, hence the generous limit.
describe("crash: SIGKILL during writes keeps every acknowledged write", { concurrent: true, timeout: 300_000 }, () => {
  it(`SQLite, ${ROUNDS} rounds`, async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SQLITE_FILE);
    const readIds = () => {
      // Read-only, while the restarted server holds the file: it neither checkpoints nor removes the WAL.
      const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      try {
        return new Set(database.prepare("select id from banners").pluck().all() as number[]);
      } finally {
        database.close();
      }
    };
    await crashRounds(
      {
        env: { DATA_DIR: dataDir },
        bannerIds: async () => readIds(),
        finish: async () => {},
      },
      0x5eed_0001,
    );
    const database = new SqliteDatabase(file);
    try {
      expect(database.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(database.pragma("foreign_key_check")).toEqual([]);
    } finally {
      database.close();
    }
  });

  // PGlite lives inside one process; a crash test needs a server the killed process shares with the next one.
  it.skipIf(!pgUrl)(`PostgreSQL, ${ROUNDS} rounds (needs TEST_DATABASE_URL: PGlite cannot be shared across processes)`, async () => {
    const name = `faults_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(pgUrl!);
    databaseUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    pool.on("error", () => {});
    await crashRounds(
      {
        env: { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl.toString() },
        bannerIds: async () => new Set((await pool.query<{ id: number }>("select id from banners")).rows.map((row) => row.id)),
        finish: async () => {
          await pool.end();
          const client = new pg.Client({ connectionString: pgUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      },
      0x5eed_0002,
    );
  });
});

/** A request whose body the test sends in two parts: the server has it in flight until `finish`. */
function heldRequest(url: string, headers: Record<string, string>, head: Uint8Array, tail: Uint8Array) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(control) {
      controller = control;
      control.enqueue(head);
    },
  });
  const response = fetch(url, { method: "POST", headers, body, duplex: "half" } as RequestInit).then(async (answer) => ({
    status: answer.status,
    body: (await answer.json()) as { result: Record<string, unknown> },
  }));
  return {
    response,
    finish: () => {
      controller.enqueue(tail);
      controller.close();
    },
  };
}

/** Opens a fresh connection (no keep-alive pool) and answers how the server treats it. */
function freshRequest(port: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request({ host: "127.0.0.1", port, path: "/health/live", agent: false }, (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

/** Resolves once the listening socket is closed: a plain TCP connect is refused. */
async function waitUntilRefused(port: number, deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port });
      socket.on("connect", () => (socket.destroy(), resolve(false)));
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    });
    if (refused) return;
    await sleep(20);
  }
  throw new Error(`port ${port} still accepts connections ${deadlineMs} ms after SIGTERM`);
}

describe("shutdown: SIGTERM under load", { timeout: 180_000 }, () => {
  it("finishes the in-flight requests with 200, refuses new connections and exits 0 within 10 s", async () => {
    const children = new Set<ChildProcess>();
    try {
      const dataDir = tempDir();
      // At debug the log has each request's arrival line, which the test counts below.
      const server = await startServer(children, { DATA_DIR: dataDir, LOG_LEVEL: "debug" });
      const token = await login(server.base);
      const auth = { authorization: `Bearer ${token}` };
      const encoder = new TextEncoder();

      // 50 banner posts and one 2 MB upload, each with the first part of its body sent.
      const posts = Array.from({ length: 50 }, (_, index) =>
        heldRequest(
          `${server.base}/api/admin/banner`,
          { ...auth, "content-type": "application/json" },
          encoder.encode('{"lang":"en_US",'),
          encoder.encode(`"imgPath":"/api/upload/shutdown.png","title":"in flight ${index}"}`),
        ),
      );
      const boundary = "----fault-test-boundary";
      // A real image (uploads are decoded and written again); noise does not compress: about 2 MB.
      const noise = { type: "gaussian", mean: 128, sigma: 60 } as const;
      const png = await sharp({ create: { width: 1024, height: 700, channels: 3, background: "#000000", noise } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const formHead = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const half = png.length / 2;
      const upload = heldRequest(
        `${server.base}/api/admin/files/upload`,
        { ...auth, "content-type": `multipart/form-data; boundary=${boundary}` },
        Buffer.concat([formHead, png.subarray(0, half)]),
        Buffer.concat([png.subarray(half), Buffer.from(`\r\n--${boundary}--\r\n`)]),
      );

      // Wait until the server has received all 51 requests (their arrival is logged before their bodies are read).
      const incoming = () =>
        (server.output().match(/"url":"\/api\/admin\/(banner|files\/upload)".*"msg":"incoming request"/g) ?? []).length;
      const until = Date.now() + 30_000;
      while (incoming() < 51 && Date.now() < until) await sleep(10);
      expect(incoming()).toBe(51);

      const signalled = Date.now();
      server.child.kill("SIGTERM");
      await waitUntilRefused(server.port, 5_000);
      // A new connection after SIGTERM is refused (a keep-alive one would be answered 503).
      expect(["ECONNREFUSED", "503"]).toContain(await freshRequest(server.port));

      for (const post of posts) post.finish();
      upload.finish();
      const answers = await Promise.all(posts.map((post) => post.response));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const uploaded = await upload.response;
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.result).toMatchObject({ mimeType: "image/png" });

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).toContain("shutting down");

      // What was answered is stored: the 50 banners and the uploaded file.
      const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE), { readonly: true });
      try {
        const titles = database.prepare("select title from banners where title like 'in flight %'").pluck().all();
        expect(titles).toHaveLength(50);
      } finally {
        database.close();
      }
      const url = String(uploaded.body.result.url);
      expect(fs.statSync(path.join(dataDir, "uploads", path.basename(url))).size).toBe(uploaded.body.result.size);
    } finally {
      killAll(children);
    }
  });
});
