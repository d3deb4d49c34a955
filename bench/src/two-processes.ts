// Two server processes behind nginx on PostgreSQL (decisions 0075, 0078): the deployment
// docs/deploy.md shows for several processes, measured beside one of the same processes asked
// directly. Only when BENCH_DATABASE_URL names a PostgreSQL server (its user may create databases)
// and nginx is installed; reported, never a target.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { API_BASE, healthEndpoints } from "@lawfirm/contract";
import { freePort } from "@lawfirm/test-support";
import type { BenchContext } from "./context.ts";
import { measureLoad, type LoadFigures } from "./load.ts";
import { findExecutable, waitUntilServing, type StartedProcess } from "./processes.ts";
import { CLIENT_HEADERS } from "./targets.ts";
import { serverEnvironment, serverNodeFlags } from "../../scripts/server-node-flags.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const NGINX_DIRS = ["/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"];

export interface TwoProcessFigures {
  /** The same content seeded on PostgreSQL: bulk news and people. */
  news: number;
  people: number;
  /** Each address measured through nginx (both processes) and at one process directly. */
  targets: { name: string; path: string; nginx: LoadFigures; oneProcess: LoadFigures }[];
}

/** Why the figure is left out of this run, or undefined when it can be measured. */
export function twoProcessesUnavailable(): string | undefined {
  if (!process.env.BENCH_DATABASE_URL) return "BENCH_DATABASE_URL is not set (a PostgreSQL server whose user may create databases)";
  if (!(process.env.NGINX_PATH || findExecutable("nginx", NGINX_DIRS))) return "nginx is not installed";
  if (!findExecutable("psql")) return "psql is not installed";
  return undefined;
}

/** The database's address on the server of `url`. */
function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Seeds a database of its own, starts two processes and nginx, measures, and drops the database. */
export async function measureTwoProcesses(context: BenchContext): Promise<TwoProcessFigures> {
  const { options, processes, root } = context;
  const serverUrl = process.env.BENCH_DATABASE_URL!;
  const name = `lawfirm_bench_${crypto.randomBytes(5).toString("hex")}`;
  await processes.run("psql", [serverUrl, "-v", "ON_ERROR_STOP=1", "-c", `create database ${name}`]);
  const dataDir = path.join(context.workDir, "two-processes");
  fs.mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(serverUrl, name),
    INIT_CWD: root,
    ADMIN_ACCOUNT: "admin",
    ADMIN_PASSWORD: `Bench-${crypto.randomBytes(12).toString("base64url")}-1`,
    SEED_DEMO: "0",
    LOG_LEVEL: options.logLevel,
    TRUST_PROXY: "loopback",
  };
  const started: StartedProcess[] = [];
  try {
    console.log(`Two processes: seeding PostgreSQL database ${name}…`);
    await processes.run(npm, ["run", "seed:demo"], { cwd: root, env });
    await processes.run(npm, ["run", "seed:bulk", "--", "--news", String(options.news), "--people", String(options.people)], {
      cwd: root,
      env,
    });
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const server = await processes.start(process.execPath, [...serverNodeFlags(), path.join(root, "apps", "server", "dist", "main.js")], {
        cwd: root,
        env: serverEnvironment({ ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" }),
        stdio: "ignore",
      });
      started.push(server);
      await waitUntilServing(`http://127.0.0.1:${port}${API_BASE}${healthEndpoints.ready.path}`, server, "a server process");
    }
    const nginxPort = await freePort();
    started.push(await startNginx(context, nginxPort, ports));
    const one = `http://127.0.0.1:${ports[0]}`;
    const both = `http://127.0.0.1:${nginxPort}`;
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "/en/home (cached page)", path: "/en/home", headers: {} },
      { name: "news list API (cached)", path: `${API_BASE}/user/latest-news?pageNo=1&pageSize=10`, headers: { lang: "en_US" } },
    ];
    const figures: TwoProcessFigures["targets"] = [];
    for (const target of targets) {
      // Made once by each process first: a cold process's first renders, many at once, are not the figure.
      for (const base of [one, `http://127.0.0.1:${ports[1]}`]) {
        const answer = await fetch(`${base}${target.path}`, { headers: target.headers });
        if (!answer.ok) throw new Error(`${base}${target.path} answered ${answer.status}`);
        await answer.arrayBuffer();
      }
      const measure = (base: string) =>
        measureLoad(context, {
          name: target.name,
          url: `${base}${target.path}`,
          headers: { ...CLIENT_HEADERS, ...target.headers },
          pid: started[0]!.pid,
          settleUrl: `${base}${API_BASE}${healthEndpoints.live.path}`,
        });
      const nginx = await measure(both);
      const oneProcess = await measure(one);
      figures.push({ name: target.name, path: target.path, nginx, oneProcess });
    }
    return { news: options.news, people: options.people, targets: figures };
  } finally {
    for (const process_ of started.reverse()) await processes.stop(process_, 12_000);
    await processes.run("psql", [serverUrl, "-c", `drop database if exists ${name} with (force)`]).catch(() => undefined);
  }
}

/** nginx with the repository's site configuration (docs/deploy/nginx-site.conf) in front of `ports`. */
async function startNginx(context: BenchContext, port: number, ports: number[]): Promise<StartedProcess> {
  const binary = process.env.NGINX_PATH || findExecutable("nginx", NGINX_DIRS)!;
  const dir = path.join(context.workDir, "two-processes-nginx");
  fs.mkdirSync(dir);
  const site = fs
    .readFileSync(path.join(context.root, "docs", "deploy", "nginx-site.conf"), "utf8")
    .replace("@SERVERS@", ports.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    "))
    .replace("@LISTEN@", `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")} include ${path.join(dir, "site.conf")}; }`,
    ].join("\n"),
  );
  const started = await context.processes.start(
    binary,
    ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf")],
    {
      stdio: "ignore",
    },
  );
  await waitUntilServing(`http://127.0.0.1:${port}${API_BASE}${healthEndpoints.live.path}`, started, "nginx", 10_000);
  return started;
}

/** The figure's lines: requests per second and latency through nginx and at one process. */
export function twoProcessLines(figures: TwoProcessFigures): string[] {
  const cell = (load: LoadFigures) =>
    `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.latencyMs?.p50 ?? "–"} ms, p99 ${load.latencyMs?.p99 ?? "–"} ms, ${load.errors} errors`;
  return [
    `Two processes behind nginx on PostgreSQL (${figures.news} bulk news, ${figures.people} bulk people):`,
    ...figures.targets.flatMap((target) => [
      `  ${target.name}`,
      `    nginx, two processes: ${cell(target.nginx)}`,
      `    one process directly: ${cell(target.oneProcess)}`,
    ]),
  ];
}
