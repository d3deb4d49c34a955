import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { fakeBuiltSite } from "../../test/fake-built-site.ts";
import { holdRestoreLock, ServerLockError, type HeldLock } from "./server-lock.ts";

/*
 * Decision 0039: the server survives a PostgreSQL outage. A TCP proxy on loopback stands
 * between the server and the real PostgreSQL; the test cuts it (every open connection reset, new
 * ones accepted and never answered, as a dead network does) and restores it.
 */

const serverDir = path.resolve(import.meta.dirname, "..", "..");
const ADMIN_PASSWORD = "Outage-Test-Passw0rd";
const pgUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy to `target` that can be cut (connections reset, new ones held silent) and restored. */
async function tcpProxy(target: { host: string; port: number }) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    // Cut: the connection is accepted and never answered.
    if (cut) return;
    const upstream = net.connect(target);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const dropAll = () => sockets.forEach((socket) => socket.resetAndDestroy());
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
      // The silent connections end, so that whoever waits on them tries again.
      dropAll();
    },
    close: () => new Promise<void>((resolve) => (dropAll(), server.close(() => resolve()))),
  };
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { status: number; message: string; result: unknown };
  ms: number;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as Answer["body"];
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body, ms: Date.now() - started };
}

async function until(what: string, check: () => Promise<boolean>, deadlineMs: number, log = () => "") {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms\n${log()}`);
    await sleep(200);
  }
}

const children = new Set<ChildProcess>();
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

describe.skipIf(!pgUrl)("a PostgreSQL outage (needs TEST_DATABASE_URL)", { timeout: 180_000 }, () => {
  it("is survived: 503 during it, logged once, served again after it without a restart, no confirmed write lost", async () => {
    const name = `outage_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const real = new URL(pgUrl!);
    const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(pgUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${name}`;
    const direct = new URL(pgUrl!);
    direct.pathname = `/${name}`;

    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-outage-")),
        DATABASE_URL: viaProxy.toString(),
        ADMIN_PASSWORD,
        SEED_DEMO: "0",
        LOG_LEVEL: "info",
        // A site whose page shows the firm's banners of its language, read from the database.
        WEB_ROOT: fakeBuiltSite(`export async function createRenderer({ fetch }) {
          return async (request) => {
            const lang = new URL(request.url).pathname.startsWith("/de/") ? "de_DE" : "en_US";
            const banners = await fetch("/api/user/banner?lang=" + lang);
            const status = banners.ok ? 200 : 500;
            return { kind: "page", status, lang: "en", dir: "ltr", head: "<title>Home</title>",
              body: banners.ok ? "<p>banners</p>" : "<p>Something went wrong</p>", state: "{}", modules: [] };
          };
        }`),
      },
    });
    children.add(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await until(
        "the server listens",
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
          return /Server listening at/.test(output);
        },
        60_000,
        () => output,
      );
      const base = `http://127.0.0.1:${/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]}`;
      const login = await call(`${base}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ loginAccount: "admin", password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const auth = { authorization: `Bearer ${login.body.result as string}` };
      const write = (title: string) =>
        call(`${base}/api/admin/banner`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json", "accept-language": "de" },
          body: JSON.stringify({ lang: "en_US", imgPath: "/api/upload/outage.png", title }),
        });
      const confirmed: number[] = [];
      for (const title of ["before 1", "before 2"]) {
        const answer = await write(title);
        expect(answer.status).toBe(200);
        confirmed.push((answer.body.result as { id: number }).id);
      }
      // Read once before the outage: the public cache keeps this answer.
      const cachedRead = `${base}/api/user/banner?lang=en_US`;
      expect((await call(cachedRead)).status).toBe(200);

      proxy.cut();
      const outageStarted = Date.now();

      // Readiness says so within seconds, in the envelope, with Retry-After.
      await until("readiness answers 503", async () => (await call(`${base}/api/health/ready`)).status === 503, 15_000);
      expect(Date.now() - outageStarted).toBeLessThan(12_000);
      const ready = await call(`${base}/api/health/ready`);
      expect(ready).toMatchObject({ status: 503, retryAfter: "5", body: { status: 503, message: "The database is not answering" } });
      expect(ready.ms).toBeLessThan(1_000);
      expect((await call(`${base}/api/health/live`)).status).toBe(200);

      // Reads and writes that need the database answer 503 within seconds; the write is refused, not confirmed.
      const read = await call(`${base}/api/admin/banner?lang=en_US`, { headers: auth });
      expect(read).toMatchObject({ status: 503, retryAfter: "5", body: { status: 503 } });
      expect(read.ms).toBeLessThan(7_000);
      const uncachedRead = await call(`${base}/api/user/banner?lang=de_DE`);
      expect(uncachedRead.status).toBe(503);
      const refused = await write("during");
      expect(refused).toMatchObject({ status: 503, body: { message: "Die Datenbank antwortet nicht" } });
      // What the cache has, it keeps serving.
      expect((await call(cachedRead)).status).toBe(200);
      // A page whose content needs the database is unavailable for now: 503 with Retry-After, not
      // the renderer's 500, and not kept: it is rendered again once the database is back.
      const page = await fetch(`${base}/de/home`, { signal: AbortSignal.timeout(30_000) });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(await page.text()).toContain("Something went wrong");
      for (let n = 0; n < 5; n += 1) expect((await call(`${base}/api/health/ready`)).status).toBe(503);

      // The process is alive, and the outage is one line of the log, whatever the number of requests.
      expect(child.exitCode).toBeNull();
      expect(output.match(/the database is unavailable/g)).toHaveLength(1);
      expect(output).not.toMatch(/"statusCode":500/);

      // The server's lock went with its connection: a restore takes the database meanwhile.
      const directConfig = { dataDir: os.tmpdir(), databaseUrl: direct.toString() };
      let restoreLock: HeldLock | undefined;
      await until(
        "a restore takes the lock",
        async () => (restoreLock = await holdRestoreLock(directConfig).catch(() => undefined)) !== undefined,
        15_000,
      );
      proxy.restore();
      await until(
        "the database answers again",
        async () => /the database answers again/.test(output),
        30_000,
        () => output,
      );
      // The database answers, but while the restore holds the lock the server is not ready and confirms no write.
      await until(
        "the server sees the restore",
        async () => /A restore is running on this database/.test(output),
        30_000,
        () => output,
      );
      expect(await call(`${base}/api/health/ready`)).toMatchObject({
        status: 503,
        retryAfter: "5",
        body: { message: expect.stringMatching(/database lock/) },
      });
      expect(await write("while restoring")).toMatchObject({ status: 503, body: { message: expect.stringMatching(/Datenbanksperre/) } });
      await restoreLock!.release();
      await until("readiness answers 200 again", async () => (await call(`${base}/api/health/ready`)).status === 200, 30_000);
      expect(output.match(/the database answers again/g)).toHaveLength(1);
      expect(output.match(/A restore is running on this database/g)).toHaveLength(1);
      expect(output).toMatch(/The server lock is held again/);
      // Held again: a restore is refused as before the outage.
      await expect(holdRestoreLock(directConfig)).rejects.toThrow(ServerLockError);
      await until("the content change listener listens again", async () => /listening for content changes again/.test(output), 30_000);
      expect((await call(`${base}/api/admin/banner?lang=en_US`, { headers: auth })).status).toBe(200);
      for (const title of ["after 1", "after 2"]) {
        const answer = await write(title);
        expect(answer.status).toBe(200);
        confirmed.push((answer.body.result as { id: number }).id);
      }
      const pageAfter = await fetch(`${base}/de/home`, { signal: AbortSignal.timeout(30_000) });
      expect(pageAfter.status).toBe(200);
      expect(await pageAfter.text()).toContain("<p>banners</p>");
      // The write emptied the cache: the public read shows every banner now.
      const after = await call(cachedRead);
      expect((after.body.result as { title: string }[]).map((banner) => banner.title).sort()).toEqual([
        "after 1",
        "after 2",
        "before 1",
        "before 2",
      ]);

      // Straight from the database: every confirmed write is there, the refused one is not.
      const check = new pg.Client({ connectionString: direct.toString() });
      await check.connect();
      const rows = (await check.query<{ id: number; title: string }>("select id, title from banners")).rows;
      const serverLocks = await check.query<{ held: number }>(
        `select count(*)::int as held from pg_locks join pg_database on pg_database.oid = pg_locks.database
          where locktype = 'advisory' and mode = 'ShareLock' and granted and datname = $1`,
        [name],
      );
      expect(serverLocks.rows[0]!.held).toBe(1);
      await check.end();
      expect(rows.map((row) => row.id).sort()).toEqual([...confirmed].sort());
      expect(rows.map((row) => row.title)).not.toContain("during");
      expect(rows.map((row) => row.title)).not.toContain("while restoring");

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
      await proxy.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
