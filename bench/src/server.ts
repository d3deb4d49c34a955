// The built server on a database of bulk content: built when needed, seeded in the run's own
// data folder, started on a free port of 127.0.0.1 and always stopped.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { API_BASE, healthEndpoints } from "@lawfirm/contract";
import { freePort } from "@lawfirm/test-support";
import type { BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { waitUntilServing } from "./processes.ts";
import { serverEnvironment, serverNodeFlags } from "../../scripts/server-node-flags.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** What `npm run build` leaves behind; the build runs when any of them is missing. */
const BUILD_OUTPUTS = [
  "apps/site/dist/index.html",
  "apps/site/dist/.vite/manifest.json",
  "apps/site/dist-server/entry-server.js",
  "apps/admin/dist/index.html",
  "apps/server/dist/main.js",
];

/** The commit of the working tree, and the files of apps/ and packages/ that differ from it. */
export interface Revision {
  commit: string | undefined;
  changedFiles: string[];
}

/** Read when the run begins: the build measured is that of this tree when it was built by the run, or earlier. */
export function readRevision(root: string): Revision {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const head = git("rev-parse", "--short", "HEAD");
  const status = git("status", "--porcelain", "--", "apps", "packages");
  return {
    commit: head.status === 0 ? head.stdout.trim() : undefined,
    changedFiles: status.status === 0 ? status.stdout.split("\n").filter(Boolean) : [],
  };
}

export function ensureBuilt(root: string): void {
  if (BUILD_OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return;
  console.log("Building the site, the back office and the server (npm run build)…");
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** A SQLite database in the run's folder, and the environment under which the seed commands and the server use it. */
export interface Database {
  env: NodeJS.ProcessEnv;
  /** The administrator the seed created (the run empties the public cache through the back office). */
  admin: { account: string; password: string };
  seedSeconds: number;
}

/** What `--seed-cache` keeps beside the data folder: what was seeded, and the administrator it created. */
interface KeptSeed {
  news: number;
  people: number;
  admin: Database["admin"];
  seedSeconds: number;
}

/** The database's SQLite file, which the server keeps in its data folder. */
export const sqliteFileOf = (database: Database) => path.join(database.env.DATA_DIR!, "lawfirm.sqlite");

/** Where `--seed-cache` keeps the database of these counts: a folder of its own per counts, so that `--scale`'s sizes and the other runs share one cache. */
function keptSeedFolder(seedCache: string, news: number, people: number): string {
  return path.join(seedCache, `${news}-news-${people}-people`);
}

/**
 * The demo firm (the bulk people need its offices, job titles and practice areas), then the bulk
 * content; or, with `--seed-cache`, a copy of the database an earlier run seeded with the same
 * counts (and the data folder kept there when none was).
 */
export async function seedDatabase(context: BenchContext): Promise<Database> {
  const dataDir = path.join(context.workDir, "data");
  const { seedCache, news, people } = context.options;
  const keptFolder = seedCache && keptSeedFolder(seedCache, news, people);
  const keptFile = keptFolder && path.join(keptFolder, "seed.json");
  const kept = keptFile && fs.existsSync(keptFile) ? (JSON.parse(fs.readFileSync(keptFile, "utf8")) as KeptSeed) : undefined;
  if (keptFolder && kept?.news === news && kept.people === people) {
    fs.cpSync(path.join(keptFolder, "data"), dataDir, { recursive: true });
    console.log(`Database: SQLite in ${dataDir}, copied from ${keptFolder} (seeded in ${kept.seedSeconds.toFixed(1)} s)`);
    return { env: seedEnvironment(context, dataDir, kept.admin), admin: kept.admin, seedSeconds: kept.seedSeconds };
  }
  const database = await seedNew(context, dataDir);
  if (keptFolder && keptFile) {
    fs.rmSync(keptFolder, { recursive: true, force: true });
    fs.cpSync(dataDir, path.join(keptFolder, "data"), { recursive: true });
    const keep: KeptSeed = { news, people, admin: database.admin, seedSeconds: database.seedSeconds };
    fs.writeFileSync(keptFile, `${JSON.stringify(keep, null, 2)}\n`);
  }
  return database;
}

function seedEnvironment(context: BenchContext, dataDir: string, admin: Database["admin"]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    // npm runs the seed commands inside the server's workspace; they go back to where npm was called.
    INIT_CWD: context.root,
    ADMIN_ACCOUNT: admin.account,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: "0",
    LOG_LEVEL: context.options.logLevel,
  };
  // Always SQLite, whatever the caller's environment points at.
  delete env.DATABASE_URL;
  return env;
}

async function seedNew(context: BenchContext, dataDir: string): Promise<Database> {
  const { options, processes, root } = context;
  fs.mkdirSync(dataDir);
  const admin = { account: "admin", password: `Bench-${crypto.randomBytes(12).toString("base64url")}-1` };
  const env = seedEnvironment(context, dataDir, admin);
  console.log(`Database: SQLite in ${dataDir}`);

  const started = Date.now();
  await processes.run(npm, ["run", "seed:demo"], { cwd: root, env });
  const bulkOutput = await processes.run(
    npm,
    ["run", "seed:bulk", "--", "--news", String(options.news), "--people", String(options.people)],
    { cwd: root, env },
  );
  const seedSeconds = (Date.now() - started) / 1000;
  for (const line of bulkOutput.split("\n").filter((line) => line.startsWith("added "))) console.log(`  ${line}`);
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
  return { env, admin, seedSeconds };
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  pid: number;
  /** The server's Prometheus metrics (its memory by kind among them: bench/src/memory.ts). */
  metricsUrl: string;
}

/** Runs `body` against the built server on the database; the server is stopped however `body` ends. */
export async function withServer<T>(context: BenchContext, database: Database, body: (server: RunningServer) => Promise<T>): Promise<T> {
  const { options, processes, root } = context;
  const port = await freePort();
  const metricsPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(context.workDir, "server.log");
  const logFd = fs.openSync(logFile, "w");
  const started = await processes
    .start(process.execPath, [...serverNodeFlags(), path.join(root, "apps", "server", "dist", "main.js")], {
      cwd: root,
      env: serverEnvironment({
        ...database.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        METRICS_PORT: String(metricsPort),
        NODE_ENV: "production",
      }),
      stdio: ["ignore", logFd, logFd],
    })
    .finally(() => fs.closeSync(logFd)); // the server writes through its own copy
  try {
    try {
      // Its start on a 10,000-news database took 30 s on a two-core machine busy with other work.
      await waitUntilServing(`${baseUrl}${API_BASE}${healthEndpoints.ready.path}`, started, "the server", 120_000);
    } catch (error) {
      const logTail = fs.readFileSync(logFile, "utf8").slice(-2000);
      throw new Error(`${messageOf(error)}\n${logTail}`, { cause: error });
    }
    console.log(`Server: node apps/server/dist/main.js on ${baseUrl} (pid ${started.pid}, LOG_LEVEL=${options.logLevel})`);
    return await body({ baseUrl, pid: started.pid, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` });
  } finally {
    // Longer than the server's own shutdown grace, so that it ends cleanly when it can.
    await processes.stop(started, 12_000);
  }
}
