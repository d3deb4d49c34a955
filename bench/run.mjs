// `npm run bench`: load figures of the built server on a bulk database, against a reference
// measured on the same machine in the same run, then Lighthouse scores and the JavaScript weight
// of /home. Prints a table and writes bench-results/<timestamp>.json and bench-results/latest.json.
// See docs/performance.md.
//
// Every process it starts (seed commands, the server, nginx or the Node reference, Lighthouse and
// its Chromium) runs in a process group of its own and is killed by id when the run ends, fails
// or is interrupted.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const USAGE = `Usage: npm run bench [-- options]

  --duration S       seconds of load per target (default 10)
  --warmup S         seconds of unmeasured load before each target (default 1)
  --connections N    concurrent connections (default 50)
  --news N           bulk news to generate (default 10000)
  --people N         bulk people to generate (default 500)
  --log-level L      the server's LOG_LEVEL (default info, as in production)
  --reference K      nginx or node (default: nginx when installed, else node)
  --skip-lighthouse  leave out the Lighthouse audits
  -h, --help         this text

Environment: CHROME_PATH (default /usr/bin/chromium), NGINX_PATH (default: nginx on the PATH or in /usr/sbin).`;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "1" },
    connections: { type: "string", default: "50" },
    news: { type: "string", default: "10000" },
    people: { type: "string", default: "500" },
    "log-level": { type: "string", default: "info" },
    reference: { type: "string" },
    "skip-lighthouse": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

function wholeNumber(name, min) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}\n\n${USAGE}`);
    process.exit(1);
  }
  return value;
}
const options = {
  duration: wholeNumber("duration", 1),
  warmup: wholeNumber("warmup", 0),
  connections: wholeNumber("connections", 1),
  news: wholeNumber("news", 0),
  people: wholeNumber("people", 0),
  logLevel: args["log-level"],
  reference: args.reference,
  lighthouse: !args["skip-lighthouse"],
};
if (options.reference !== undefined && !["nginx", "node"].includes(options.reference)) {
  console.error(`--reference must be nginx or node\n\n${USAGE}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Processes and clean-up

/** Process groups started by this run (pid of the group leader), killed on every way out. */
const groups = new Set();
let tempRoot;

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function cleanUpNow() {
  for (const pid of groups) killGroup(pid, "SIGKILL");
  groups.clear();
  if (tempRoot) fs.rmSync(tempRoot, { recursive: true, force: true });
  tempRoot = undefined;
}
process.on("exit", cleanUpNow);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(128 + (os.constants.signals[signal] ?? 1));
  });
}

/** Starts a process in a group of its own (so its children go with it) and tracks it. */
function start(command, commandArgs, spawnOptions) {
  const child = spawn(command, commandArgs, { ...spawnOptions, detached: true });
  if (child.pid) groups.add(child.pid);
  child.exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      groups.delete(child.pid);
      resolve({ code, signal });
    });
    child.on("error", (error) => {
      groups.delete(child.pid);
      resolve({ code: null, signal: null, error });
    });
  });
  return child;
}

/** Stops a started process: SIGTERM to its group, SIGKILL after a grace period. */
async function stop(child, graceMs = 5000) {
  if (!child?.pid || !groups.has(child.pid)) return;
  killGroup(child.pid, "SIGTERM");
  const timer = setTimeout(() => killGroup(child.pid, "SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader is gone; take any straggler of its group with it.
  killGroup(child.pid, "SIGKILL");
}

/** Runs a command to its end, output captured; rejects with the output on failure. */
async function run(command, commandArgs, spawnOptions = {}) {
  const child = start(command, commandArgs, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (data) => (output += data));
  child.stderr.on("data", (data) => (output += data));
  const { code, signal, error } = await child.exited;
  if (code !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed (${error?.message ?? signal ?? `exit code ${code}`}):\n${output}`);
  return output;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls the URL until it answers 200; fails when the process exits or time runs out. */
async function waitUntilServing(url, child, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what} exited before answering ${url}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in KiB (current, and the peak when the system reports it). */
function memoryKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
    const rss = Number(ps.stdout.trim());
    return { rss: Number.isFinite(rss) && rss > 0 ? rss : NaN, peak: NaN };
  }
}

function findExecutable(name, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), ...extraDirs].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

const log = (line) => console.log(line);

// ---------------------------------------------------------------------------------------------
// The reference: a small static file from nginx, else a minimal Node HTTP server

const REFERENCE_BODY = `${"A small static file served as the reference of the benchmark.\n".repeat(16)}`;

async function startNginx(binary, dir) {
  const www = path.join(dir, "www");
  fs.mkdirSync(www, { recursive: true });
  fs.writeFileSync(path.join(www, "small.txt"), REFERENCE_BODY);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  // One process, like the Node server (and no user switch, so the temp folder stays readable).
  fs.writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, "access.log")};
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  types { text/plain txt; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${www};
  }
}
`,
  );
  const child = start(binary, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (data) => (stderr += data));
  const url = `http://127.0.0.1:${port}/small.txt`;
  try {
    await waitUntilServing(url, child, "nginx", 10_000);
  } catch (error) {
    await stop(child);
    let errorLog = "";
    try {
      errorLog = fs.readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      // none written
    }
    throw new Error(`${error.message}\n${stderr}${errorLog}`, { cause: error });
  }
  return { kind: "nginx", description: `nginx (${binary}), static file of ${REFERENCE_BODY.length} bytes`, url, child };
}

async function startNodeReference() {
  const port = await freePort();
  const source = `
const http = require("node:http");
const body = Buffer.from(${JSON.stringify(REFERENCE_BODY)});
http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-length": body.length });
  response.end(body);
}).listen(${port}, "127.0.0.1");`;
  const child = start(process.execPath, ["-e", source], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/small.txt`;
  await waitUntilServing(url, child, "the Node reference server", 10_000);
  return { kind: "node", description: `minimal Node ${process.version} HTTP server, fixed body of ${REFERENCE_BODY.length} bytes`, url, child };
}

async function startReference(dir) {
  const binary = process.env.NGINX_PATH || findExecutable("nginx", ["/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"]);
  if (options.reference === "node") return startNodeReference();
  if (!binary) {
    if (options.reference === "nginx") throw new Error("--reference nginx: nginx is not installed (apt-get install -y nginx) and NGINX_PATH is not set");
    log("nginx is not installed: the reference is a minimal Node HTTP server (apt-get install -y nginx for the nginx reference)");
    return startNodeReference();
  }
  try {
    return await startNginx(binary, dir);
  } catch (error) {
    if (options.reference === "nginx") throw error;
    console.warn(`nginx did not start, the reference is a minimal Node HTTP server instead:\n${error.message}`);
    return startNodeReference();
  }
}

// ---------------------------------------------------------------------------------------------
// Load

/**
 * Waits until the server has worked through the requests autocannon abandoned at the end of the
 * previous target (it closes its connections, but the server still answers what it had read), so
 * that they do not count against the next one: a cheap URL must answer quickly twice in a row.
 */
async function settle(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
      quick = performance.now() - started < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 2) await sleep(100);
  }
}

async function measure(name, url, pid, settleUrl) {
  if (settleUrl) await settle(settleUrl);
  if (options.warmup > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmup });
    if (settleUrl) await settle(settleUrl);
  }
  let peakRssKb = 0;
  const sample = () => {
    const { rss } = memoryKb(pid);
    if (rss > peakRssKb) peakRssKb = rss;
  };
  sample();
  const sampler = setInterval(sample, 100);
  let result;
  try {
    result = await autocannon({ url, connections: options.connections, duration: options.duration });
  } finally {
    clearInterval(sampler);
  }
  sample();
  const figures = {
    name,
    url,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    // No answer at all within the duration: there is no latency to report.
    latencyMs: result.requests.total > 0 ? { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average, max: result.latency.max } : null,
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSecond: result.throughput.average,
    peakRssMb: peakRssKb / 1024,
  };
  log(
    `  ${name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.latencyMs?.p50 ?? "–"} ms, p99 ${figures.latencyMs?.p99 ?? "–"} ms, ` +
      `${figures.errors} errors, RSS ${figures.peakRssMb.toFixed(1)} MB`,
  );
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function lighthouseBinary() {
  for (const dir of [path.join(import.meta.dirname, "node_modules", ".bin"), path.join(root, "node_modules", ".bin")]) {
    const candidate = path.join(dir, "lighthouse");
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function audit(name, url, chromePath, dir) {
  const output = path.join(dir, `lighthouse-${name.replace(/\W+/g, "-")}.json`);
  const lighthouseArgs = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ];
  const started = Date.now();
  try {
    await run(lighthouseBinary(), lighthouseArgs, { cwd: dir, env: { ...process.env, CHROME_PATH: chromePath } });
  } catch (error) {
    if (!fs.existsSync(output)) return { name, url, error: error.message.split("\n").slice(0, 6).join("\n") };
  }
  const report = JSON.parse(fs.readFileSync(output, "utf8"));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, report.categories?.[id]?.score == null ? null : Math.round(report.categories[id].score * 100)]));
  const metric = (id) => report.audits?.[id]?.numericValue;
  const entry = {
    name,
    url,
    formFactor: report.configSettings?.formFactor,
    lighthouseVersion: report.lighthouseVersion,
    scores,
    metricsMs: {
      firstContentfulPaint: metric("first-contentful-paint"),
      largestContentfulPaint: metric("largest-contentful-paint"),
      totalBlockingTime: metric("total-blocking-time"),
    },
    cumulativeLayoutShift: metric("cumulative-layout-shift"),
    runtimeError: report.runtimeError?.message,
    seconds: (Date.now() - started) / 1000,
  };
  log(`  ${name}: ${CATEGORIES.map((id) => `${id} ${scores[id] ?? "–"}`).join(", ")}${entry.runtimeError ? ` (${entry.runtimeError})` : ""}`);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// JavaScript weight of /home (apps/site/scripts/report-home-size.mjs)

function homeJavaScript() {
  const script = path.join(root, "apps", "site", "scripts", "report-home-size.mjs");
  const result = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`.trim();
  const files = [...result.stdout.matchAll(/^\s+([\d.]+) KB\s+(\S+\.js)$/gm)].map((match) => ({ file: match[2], gzipKb: Number(match[1]) }));
  const total = result.stdout.match(/^\s+([\d.]+) KB\s+total/m);
  return { gzipKb: total ? Number(total[1]) : null, withinBudget: result.status === 0, files, output };
}

// ---------------------------------------------------------------------------------------------
// Output

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference <= 0) return "–";
  const times = value / reference;
  if (times === 0) return "0×";
  return `${times >= 10 ? times.toFixed(0) : times >= 1 ? times.toFixed(2) : times.toPrecision(2)}×`;
}

function loadTable(results) {
  const reference = results.reference;
  const header = "| Target | req/s | × ref | p50 ms | × ref | p99 ms | × ref | errors | peak RSS MB | × ref |";
  const rows = [results.reference, ...results.targets].map((row) =>
    [
      row === reference ? `reference: ${results.referenceKind}` : row.name,
      fixed(row.requestsPerSecond),
      ratio(row.requestsPerSecond, reference.requestsPerSecond),
      fixed(row.latencyMs?.p50),
      ratio(row.latencyMs?.p50, reference.latencyMs?.p50),
      fixed(row.latencyMs?.p99),
      ratio(row.latencyMs?.p99, reference.latencyMs?.p99),
      String(row.errors),
      fixed(row.peakRssMb, 1),
      ratio(row.peakRssMb, reference.peakRssMb),
    ].join(" | "),
  );
  return [header, "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|", ...rows.map((row) => `| ${row} |`)].join("\n");
}

function lighthouseTable(entries) {
  const header = `| Page | ${CATEGORIES.join(" | ")} |`;
  const rows = entries.map((entry) =>
    entry.error ? `| ${entry.name} | ${CATEGORIES.map(() => "error").join(" | ")} |` : `| ${entry.name} | ${CATEGORIES.map((id) => entry.scores[id] ?? "–").join(" | ")} |`,
  );
  return [header, `|---|${CATEGORIES.map(() => "--:").join("|")}|`, ...rows].join("\n");
}

// ---------------------------------------------------------------------------------------------
// The run

async function main() {
  const started = Date.now();
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-bench-"));
  const dataDir = path.join(tempRoot, "data");
  fs.mkdirSync(dataDir);

  // 1. The build.
  const outputs = ["apps/site/dist/index.html", "apps/site/dist/.vite/manifest.json", "apps/admin/dist/index.html", "apps/server/dist/main.js"];
  if (outputs.some((file) => !fs.existsSync(path.join(root, file)))) {
    log("Building the site, the back office and the server (npm run build)…");
    const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }

  // 2. The database: the demo firm (offices, job titles, practice areas), then the bulk.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    INIT_CWD: root,
    ADMIN_ACCOUNT: "admin",
    ADMIN_PASSWORD: `Bench-${crypto.randomBytes(12).toString("base64url")}-1`,
    SEED_DEMO: "0",
    LOG_LEVEL: options.logLevel,
  };
  delete env.DATABASE_URL;
  log(`Database: SQLite in ${dataDir}`);
  let phase = Date.now();
  await run(npm, ["run", "seed:demo"], { cwd: root, env });
  const bulkOutput = await run(npm, ["run", "seed:bulk", "--", "--news", String(options.news), "--people", String(options.people)], { cwd: root, env });
  const seedSeconds = (Date.now() - phase) / 1000;
  for (const line of bulkOutput.split("\n").filter((line) => /^added /.test(line))) log(`  ${line}`);
  log(`  seeded in ${seedSeconds.toFixed(1)} s`);

  // 3. The reference.
  const reference = await startReference(tempRoot);
  log(`Reference: ${reference.description}`);
  const results = { referenceKind: reference.kind };
  try {
    results.reference = await measure("reference", reference.url, reference.child.pid);
  } finally {
    await stop(reference.child);
  }

  // 4. The server.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(tempRoot, "server.log");
  const logFd = fs.openSync(serverLog, "w");
  const server = start(process.execPath, [path.join(root, "apps", "server", "dist", "main.js")], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", logFd, logFd],
  });
  fs.closeSync(logFd);
  let serverPeakMb;
  const lighthouse = [];
  try {
    try {
      await waitUntilServing(`${base}/api/health/ready`, server, "the server");
    } catch (error) {
      throw new Error(`${error.message}\n${fs.readFileSync(serverLog, "utf8").slice(-2000)}`, { cause: error });
    }
    log(`Server: node apps/server/dist/main.js on ${base} (pid ${server.pid}, LOG_LEVEL=${options.logLevel})`);

    // What to ask for: a news item, a keyword and a practice area that exist, a hashed asset.
    const api = async (pathname) => {
      const response = await fetch(`${base}${pathname}`);
      if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
      return (await response.json()).result;
    };
    const firstNews = (await api("/api/user/latest-news?page=1"))[0];
    if (!firstNews) throw new Error("GET /api/user/latest-news returned no news");
    if ((await api("/api/user/latest-news?page=200")).length === 0) throw new Error("GET /api/user/latest-news?page=200 is empty: too few news");
    const practiceArea = (await api("/api/user/professionalField/list"))[0];
    if (!practiceArea) throw new Error("GET /api/user/professionalField/list returned no practice area");
    const keyword = "bauer";
    const peopleQuery = `keyword=${keyword}&practiceAreaId=${practiceArea.id}`;
    const indexHtml = fs.readFileSync(path.join(root, "apps", "site", "dist", "index.html"), "utf8");
    const asset = indexHtml.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? `/assets/${fs.readdirSync(path.join(root, "apps", "site", "dist", "assets")).find((file) => file.endsWith(".js"))}`;

    const targets = [
      ["GET /api/user/latest-news (page 1)", "/api/user/latest-news?page=1"],
      ["GET /api/user/latest-news (page 200)", "/api/user/latest-news?page=200"],
      [`GET /api/user/lawyerTeam (keyword, practice area)`, `/api/user/lawyerTeam?${peopleQuery}`],
      ["GET /api/user/latest-news/{id}", `/api/user/latest-news/${firstNews.id}`],
      ["GET /home (HTML)", "/home"],
      ["GET hashed static asset", asset],
    ];
    for (const [, pathname] of targets) {
      const response = await fetch(`${base}${pathname}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    }
    results.targets = [];
    for (const [name, pathname] of targets) results.targets.push(await measure(name, `${base}${pathname}`, server.pid, `${base}/api/health/live`));
    serverPeakMb = memoryKb(server.pid).peak / 1024;

    // 5. Lighthouse on the idle server.
    if (options.lighthouse) {
      const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
      if (!fs.existsSync(chromePath)) log(`Lighthouse left out: no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
      else if (!lighthouseBinary()) log("Lighthouse left out: it is not installed (npm install)");
      else {
        log(`Lighthouse (mobile, ${chromePath}):`);
        const pages = [
          ["/home", "/home"],
          ["/people", "/people"],
          ["news detail", `/news/detail/${firstNews.id}`],
        ];
        for (const [name, pathname] of pages) lighthouse.push(await audit(name, `${base}${pathname}`, chromePath, tempRoot));
      }
    }
    results.keyword = keyword;
    results.practiceAreaId = practiceArea.id;
    results.newsId = firstNews.id;
  } finally {
    await stop(server, 12_000);
  }

  // 6. JavaScript of /home.
  const homeJs = homeJavaScript();

  // 7. Report.
  const seconds = (Date.now() - started) / 1000;
  const cpus = os.cpus();
  const report = {
    date: new Date(started).toISOString(),
    durationSeconds: Math.round(seconds),
    machine: { cpus: cpus.length, cpuModel: cpus[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), platform: `${os.platform()} ${os.release()}`, node: process.version },
    options: { duration: options.duration, warmup: options.warmup, connections: options.connections, news: options.news, people: options.people, logLevel: options.logLevel },
    seedSeconds,
    reference: { kind: reference.kind, description: reference.description, ...results.reference },
    targets: results.targets,
    server: { peakRssMb: serverPeakMb },
    query: { keyword: results.keyword, practiceAreaId: results.practiceAreaId, newsId: results.newsId },
    lighthouse,
    homeJavaScript: { gzipKb: homeJs.gzipKb, withinBudget: homeJs.withinBudget, files: homeJs.files },
  };
  const outDir = path.join(root, "bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${report.date.replace(/[:.]/g, "-")}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(outDir, "latest.json"), json);

  log("");
  log(
    `Load: ${options.connections} connections, ${options.duration} s per target (after ${options.warmup} s warm-up), loopback; ` +
      `${options.news} bulk news, ${options.people} bulk people; ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}`,
  );
  log(`Reference: ${reference.description}`);
  log("");
  log(loadTable(results));
  log("");
  log(`Server peak RSS over the run (VmHWM): ${fixed(serverPeakMb, 1)} MB`);
  if (lighthouse.length > 0) {
    log("");
    log("Lighthouse (mobile):");
    log("");
    log(lighthouseTable(lighthouse));
    for (const entry of lighthouse.filter((item) => item.error)) console.warn(`\nLighthouse failed on ${entry.name}:\n${entry.error}`);
  }
  log(homeJs.output ? homeJs.output : "\nJavaScript of /home: not measured");
  log("");
  log(`Written: ${path.relative(root, file)} and bench-results/latest.json (${Math.round(seconds)} s in all)`);
}

try {
  await main();
} catch (error) {
  console.error(`\nThe benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  cleanUpNow();
}
