import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SEARCH_LIMITS } from "@lawfirm/contract";
import { freePort } from "@lawfirm/test-support";
import { describe, expect, it } from "vitest";
import { buildServerForFile, killAll, loginAt, startBuiltServer, type ServerProcess } from "../../test/built-server.ts";
import { databaseUrl, runOnServer } from "../../test/test-databases.ts";

/*
 * Several server processes, one site (decision 0075): two processes of the built server on one
 * PostgreSQL database and one upload folder, behind nginx (Debian's package) running the
 * configuration docs/deploy.md shows (docs/deploy/nginx-site.conf), round-robin. They start at
 * the same time (the migrations under PostgreSQL's lock), share sessions, set-password links and
 * the login throttle and the search's limit, show each other's writes (lists, the site search) within a second, both answer through nginx, and a rolling restart (one
 * process at a time, SIGTERM) fails no request at nginx. Decision 0078: a scheduled publication
 * shows on both at its time and is purged from the CDN once (by its keys, decision 0142), an approval link made on one works on
 * the other, and a visitor's view counts once whichever process answers.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const hasNginx = spawnSync("nginx", ["-v"]).status === 0;
const ADMIN_PASSWORD = "Several-Processes-Passw0rd";
const SITE_CONF = path.resolve(import.meta.dirname, "..", "..", "..", "..", "docs", "deploy", "nginx-site.conf");
const buildDir = buildServerForFile("several");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx in the foreground, with the site's configuration in front of `ports`, listening on `port`. */
async function startNginx(port: number, ports: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-nginx-"));
  const site = fs
    .readFileSync(SITE_CONF, "utf8")
    .replace("@SERVERS@", ports.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    "))
    .replace("@LISTEN@", `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, nginx's workers would run as nobody, who cannot enter the test's folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `error_log ${path.join(dir, "error.log")} warn;`,
      `pid ${path.join(dir, "nginx.pid")};`,
      "events { worker_connections 256; }",
      `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")} include ${path.join(dir, "site.conf")}; }`,
    ].join("\n"),
  );
  const child = spawn("nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"]);
  for (let waited = 0; ; waited += 50) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (waited > 10_000 || child.exitCode !== null)
      throw new Error(`nginx did not start:\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await sleep(50);
  }
  // Its workers end with it (SIGTERM: at once; a SIGKILL would leave them running).
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** The process's metrics listener's address, from its log line. */
function metricsUrl(server: ServerProcess): string {
  const url = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"/.exec(server.output())?.[1];
  if (!url) throw new Error(`no metrics listener:\n${server.output()}`);
  return url;
}

/** How many requests of `route` the process answered, by its metrics. */
async function answered(server: ServerProcess, route: string): Promise<number> {
  const text = await (await fetch(metricsUrl(server))).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith("http_requests_total{") && candidate.includes(`route="${route}"`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

async function bannerTitles(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/user/banner?lang=en_US`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { title: string }[] }).result.map((banner) => banner.title);
}

async function postBanner(base: string, token: string, title: string) {
  const response = await fetch(`${base}/api/admin/banner`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ lang: "en_US", imgPath: "/favicon.svg", title }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The CDN's purge webhook (decision 0078): records the keys of each POST. */
async function startWebhook() {
  const received: string[][] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push((JSON.parse(body) as { keys: string[] }).keys);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!pgUrl || !hasNginx)(
  "several server processes behind nginx (needs TEST_DATABASE_URL and nginx)",
  { timeout: 180_000 },
  () => {
    it("behave as one site, and a rolling restart fails no request", async () => {
      const name = `several_${randomBytes(6).toString("hex")}`;
      await runOnServer(pgUrl!, `create database ${name}`);
      const children = new Set<ChildProcess>();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-several-"));
      const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
      const webhook = await startWebhook();
      const environment = (port: number) => ({
        PURGE_WEBHOOK_URL: webhook.url,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(pgUrl!, name),
        ADMIN_PASSWORD,
        METRICS_PORT: "0",
        TRUST_PROXY: "loopback",
      });
      let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
      try {
        // Both start at once on the empty database: one migrates, the other waits for its lock.
        let [a, b] = await Promise.all([
          startBuiltServer(buildDir, children, environment(portA)),
          startBuiltServer(buildDir, children, environment(portB)),
        ]);
        for (const server of [a, b]) expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
        const site = await startNginx(nginxPort, [portA, portB]);
        nginx = site;

        // A session made on A works on B.
        const token = await loginAt(a.base, ADMIN_PASSWORD);
        const mine = await fetch(`${b.base}/api/admin/mine`, { headers: { authorization: `Bearer ${token}` } });
        expect(mine.status).toBe(200);

        // A write through A shows on B within a second, though B had the list in its cache.
        expect(await bannerTitles(b.base)).toEqual([]);
        expect(await bannerTitles(b.base)).toEqual([]);
        const written = Date.now();
        await postBanner(a.base, token, "Written on A");
        while (!(await bannerTitles(b.base)).includes("Written on A")) {
          expect(Date.now() - written, "B shows A's write").toBeLessThan(1_000);
          await sleep(20);
        }

        // A set-password link made on A works on B, once.
        const call = async (base: string, method: string, url: string, body?: unknown) => {
          const response = await fetch(`${base}/api${url}`, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { result: unknown } };
        };
        const roles = (await call(a.base, "GET", "/admin/accounts/roles")).body.result as { id: number; code: string }[];
        const editorRole = roles.find((role) => role.code === "editor")?.id;
        const created = await call(a.base, "POST", "/admin/accounts", {
          loginAccount: "editor.b",
          userName: "Editor B",
          roleId: editorRole,
          languages: [],
          password: null,
        });
        expect(created.status).toBe(200);
        const link = (created.body.result as { passwordLink: { token: string } }).passwordLink.token;
        expect((await call(b.base, "POST", "/admin/set-password/check", { token: link })).status).toBe(200);
        const newPassword = "Editor-B-Passw0rd-2026";
        expect((await call(b.base, "POST", "/admin/set-password", { token: link, newPassword })).status).toBe(200);
        expect((await call(a.base, "POST", "/admin/set-password", { token: link, newPassword })).status).toBe(400);
        const editorLogin = await fetch(`${a.base}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ loginAccount: "editor.b", password: newPassword }),
        });
        expect(editorLogin.status).toBe(200);

        // The site search on B finds a practice area written on A.
        const search = async () => {
          const response = await fetch(`${b.base}/api/user/search?q=Seeschifffahrt&lang=de_DE`);
          expect(response.status).toBe(200);
          return JSON.stringify(await response.json());
        };
        expect(await search()).not.toContain("Seeschifffahrtsrecht");
        expect((await call(a.base, "POST", "/admin/professionalField", [{ lang: "de_DE", name: "Seeschifffahrtsrecht" }])).status).toBe(
          200,
        );
        const searched = Date.now();
        while (!(await search()).includes("Seeschifffahrtsrecht")) {
          expect(Date.now() - searched, "B's search finds A's write").toBeLessThan(1_000);
          await sleep(20);
        }

        // The search's limit per client holds for the site: 60 searches a minute, whichever process answers.
        const searchAs = (base: string, q: string) =>
          fetch(`${base}/api/user/search?q=${q}&lang=en_US`, { headers: { "x-forwarded-for": "203.0.113.9" } });
        const statuses = await Promise.all(
          Array.from({ length: SEARCH_LIMITS.perMinute }, (_, index) => searchAs(index % 2 === 0 ? a.base : b.base, `limit${index}`)),
        );
        expect(statuses.map((response) => response.status)).toEqual(Array.from({ length: SEARCH_LIMITS.perMinute }, () => 200));
        expect((await searchAs(a.base, "onemore")).status).toBe(429);
        expect((await searchAs(b.base, "andanother")).status).toBe(429);

        // A scheduled publication shows on both processes at its time (both had the list in
        // their caches), and the CDN is told of it once (decision 0078).
        const honours = async (base: string) => {
          const response = await fetch(`${base}/api/user/lawfirm-honour?pageNo=1&pageSize=50`, { headers: { lang: "en_US" } });
          expect(response.status).toBe(200);
          return JSON.stringify(await response.json());
        };
        const honour = await call(a.base, "POST", "/admin/lawfirm-honour", [
          { lang: "en_US", title: "Scheduled honour", coverUrl: "/favicon.svg", content: "<p>Soon</p>" },
        ]);
        expect(honour.status, JSON.stringify(honour.body)).toBe(200);
        const { id: honourId, no: honourNo } = (honour.body.result as { id: number; no: number }[])[0]!;
        const publishAt = new Date(Date.now() + 3_000).toISOString();
        expect((await call(a.base, "PUT", "/admin/lawfirm-honour/publish", { id: honourId, publishAt })).status).toBe(200);
        for (const server of [a, b]) expect(await honours(server.base)).not.toContain("Scheduled honour");
        await sleep(1_500);
        const purgesBefore = webhook.received.length;
        while (Date.now() < Date.parse(publishAt)) await sleep(20);
        for (const server of [a, b]) {
          while (!(await honours(server.base)).includes("Scheduled honour")) {
            expect(Date.now() - Date.parse(publishAt), "the publication shows").toBeLessThan(1_000);
            await sleep(20);
          }
        }
        await sleep(1_000);
        // Once, with the keys of what it published (decision 0142), not everything.
        const purged = webhook.received.slice(purgesBefore);
        expect(purged).toHaveLength(1);
        expect(purged[0]).toEqual(expect.arrayContaining([`honor:item:${honourNo}`, "honor:list"]));
        expect(purged[0]).not.toContain("all");

        // An approval link made on A works on B (the processes share the signing key).
        const approval = (await call(a.base, "GET", `/admin/preview-link?kind=honor&id=${honourId}`)).body.result as { url: string };
        const approvalToken = new URL(approval.url).searchParams.get("token");
        const review = (base: string, reviewToken: string) =>
          fetch(`${base}/api/user/preview-review`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ kind: "honor", id: honourId, token: reviewToken, decision: "approved", reviewerName: "Dr. B" }),
          });
        expect((await review(b.base, approvalToken!)).status).toBe(200);
        expect((await review(b.base, `${approvalToken!.slice(0, -2)}xx`)).status).not.toBe(200);

        // A visitor's view counts once whichever process answers; an address's browsers up to three for the site.
        const readAs = (address: string, userAgent: string) =>
          fetch(`${site.base}/api/user/lawfirm-honour/${honourId}`, {
            headers: { lang: "en_US", "x-forwarded-for": address, "user-agent": userAgent },
          }).then((response) => expect(response.status).toBe(200));
        // Each process writes the views it counted at its next flush or when it stops: they are
        // checked after the rolling restart below, which stops both with SIGTERM.
        for (let read = 0; read < 4; read += 1) await readAs("198.51.100.20", "Firefox");
        for (const browser of ["Safari", "Chrome", "Edge", "Opera"]) await readAs("198.51.100.21", browser);

        // The login throttle is one for both: a second attempt on the account within a second is refused on the other process.
        const attempt = (base: string) =>
          fetch(`${base}/api/admin/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ loginAccount: "admin", password: "not the password" }),
          });
        expect((await attempt(a.base)).status).toBe(401);
        expect((await attempt(b.base)).status).toBe(429);

        // nginx takes both in turn.
        const [liveA, liveB] = [await answered(a, "/api/health/live"), await answered(b, "/api/health/live")];
        for (let index = 0; index < 10; index++) expect((await fetch(`${site.base}/api/health/live`)).status).toBe(200);
        expect((await answered(a, "/api/health/live")) - liveA).toBeGreaterThanOrEqual(4);
        expect((await answered(b, "/api/health/live")) - liveB).toBeGreaterThanOrEqual(4);

        // A rolling restart: one process at a time gets SIGTERM and starts again, while visitors keep reading through nginx.
        const failures: string[] = [];
        let reads = 0;
        let reading = true;
        const reader = async () => {
          while (reading) {
            const response = await fetch(`${site.base}/api/user/banner?lang=en_US`).catch((error: unknown) => error);
            if (!(response instanceof Response)) failures.push(String(response));
            else if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
            else await response.arrayBuffer();
            reads += 1;
          }
        };
        const readers = Array.from({ length: 4 }, reader);
        for (const [index, port] of [portA, portB].entries()) {
          const stopping = index === 0 ? a : b;
          stopping.child.kill("SIGTERM");
          expect(await stopping.exited).toEqual({ code: 0, signal: null });
          const started = await startBuiltServer(buildDir, children, environment(port));
          if (index === 0) a = started;
          else b = started;
          await sleep(300);
        }
        reading = false;
        await Promise.all(readers);
        expect(failures).toEqual([]);
        expect(reads).toBeGreaterThan(20);
        // The restarted processes serve the site as before.
        expect(await bannerTitles(a.base)).toContain("Written on A");
        expect(await bannerTitles(b.base)).toContain("Written on A");
        // The views counted before the restart were written once, whichever process counted them.
        const views = async (base: string) => {
          const answer = await call(base, "GET", `/admin/lawfirm-honour/${(honour.body.result as { no: number }[])[0]!.no}`);
          return (answer.body.result as { id: number; views: number }[]).find((version) => version.id === honourId)?.views;
        };
        expect(await views(a.base)).toBe(1 + 3);
        expect(await views(b.base)).toBe(1 + 3);
      } finally {
        nginx?.stop();
        await webhook.close();
        killAll(children);
        await runOnServer(pgUrl!, `drop database if exists ${name} with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
