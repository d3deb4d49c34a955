import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import type { Config } from "../config.ts";
import { loadPg, POSTGRES_TIMEOUTS, RECONNECT_DELAYS_MS } from "../db/connection.ts";
import { OperationError } from "./backup.ts";

/*
 * Who may use the data while a server runs (README, "Operations: backups"; decisions 0014, 0039).
 * A restore that replaced the data under a running server lost every write the server confirmed
 * afterwards, so:
 * - SQLite: one process holds `DATA_DIR/server.lock` (created exclusively, with its pid, host
 *   and start). A second server on the same folder is refused like a restore is; the lock of a
 *   process that died (crash, SIGKILL) is stale and taken over.
 * - PostgreSQL: several servers on one database are normal (scale-out), so each holds a SHARED
 *   session advisory lock on a connection of its own, and a restore needs the EXCLUSIVE one.
 *   PostgreSQL drops a session's locks when its connection ends, a crashed server's included.
 */

export const LOCK_FILE = "server.lock";
/** This application's advisory lock key on PostgreSQL (any constant no other lock uses). */
const ADVISORY_KEY = "7362511984203";

export class ServerLockError extends OperationError {
  override name = "ServerLockError";
}

export interface HeldLock {
  release(): Promise<void>;
}

export interface ServerLock extends HeldLock {
  /** False while the lock is taken again after its connection was lost: a restore would not be refused meanwhile. */
  readonly held: boolean;
}

type LockConfig = Pick<Config, "dataDir" | "databaseUrl">;
type Role = "server" | "restore";

interface LockOwner {
  role: Role;
  pid: number;
  host: string;
  startedAt: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the owner. */
  processStart?: string;
}

/** What /proc tells of a process (Linux): its state letter and the kernel's count of its start. */
function processStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name's closing parenthesis: state (3rd field), …, starttime (22nd).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", start: fields[19] ?? "" };
  } catch {
    return undefined;
  }
}

const processStart = (pid: number) => processStat(pid)?.start;

function isRunning(owner: LockOwner): boolean {
  // A process on another machine cannot be checked from here: counted as running.
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = processStat(owner.pid);
  if (!stat) return true;
  // A killed process its parent has not reaped yet (Z) is gone; a reused pid started later.
  return stat.state !== "Z" && (owner.processStart === undefined || stat.start === owner.processStart);
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
  } catch {
    // Unreadable or half written (the writer died between create and write): nobody's.
    return undefined;
  }
}

function describeOwner(owner: LockOwner, file: string): string {
  const who = owner.role === "server" ? "A server" : "A restore";
  const where = owner.host === os.hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
  return `${who} (${where}, since ${owner.startedAt}) is using this data folder; stop it first. (Lock file: ${file}.)`;
}

function holdLockFile(dataDir: string, role: Role): HeldLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    role,
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
  };
  const text = JSON.stringify(owner);
  // Twice: once more after clearing a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, text, { flag: "wx", mode: 0o600 });
      const releaseNow = () => {
        // Only our own lock: never one another process took after a stale-lock takeover.
        if (fs.readFileSync(file, { encoding: "utf8", flag: "r" }) === text) fs.rmSync(file, { force: true });
      };
      const releaseAtExit = () => {
        try {
          releaseNow();
        } catch {
          // Already gone.
        }
      };
      // Every way a server ends calls process.exit; a kill leaves a stale lock, taken over later.
      process.once("exit", releaseAtExit);
      return {
        release: async () => {
          process.off("exit", releaseAtExit);
          releaseAtExit();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readOwner(file);
      if (holder && isRunning(holder)) throw new ServerLockError(describeOwner(holder, file));
      fs.rmSync(file, { force: true });
    }
  }
  throw new ServerLockError(`Another process took ${file} at the same moment; try again.`);
}

const REFUSED: Record<Role, string> = {
  server: "A restore is running on this database; start the server when it has finished.",
  restore: "A server is using this database; stop every server that uses it first.",
};

/** A connection of its own that holds `role`'s advisory lock, or undefined while the other role holds it. */
async function takeAdvisoryLock(databaseUrl: string, role: Role): Promise<pg.Client | undefined> {
  const client = new (loadPg().Client)({ connectionString: databaseUrl, ...POSTGRES_TIMEOUTS });
  const take = role === "server" ? "pg_try_advisory_lock_shared" : "pg_try_advisory_lock";
  let held = false;
  try {
    await client.connect();
    const result = await client.query<{ held: boolean }>(`select ${take}($1::bigint) as held`, [ADVISORY_KEY]);
    held = result.rows[0]?.held === true;
  } finally {
    if (!held) await client.end().catch(() => undefined);
  }
  return held ? client : undefined;
}

async function holdRestoreAdvisoryLock(databaseUrl: string): Promise<HeldLock> {
  const client = await takeAdvisoryLock(databaseUrl, "restore");
  if (!client) throw new ServerLockError(REFUSED.restore);
  return { release: () => client.end() };
}

/**
 * The server's shared lock lives as long as its connection: when that is lost (an outage, the
 * database restarted), it is taken again with back-off, and waits while a restore holds the
 * exclusive one. Meanwhile `held` is false, so that readiness and writes answer 503: a restore
 * may run in that gap, and what the server confirmed then would be lost.
 */
async function holdSharedAdvisoryLock(databaseUrl: string): Promise<ServerLock> {
  let holding = await takeAdvisoryLock(databaseUrl, "server");
  if (!holding) throw new ServerLockError(REFUSED.server);
  let released = false;
  let failures = 0;
  let restoreSeen = false;
  let retry: NodeJS.Timeout | undefined;

  const keep = (client: pg.Client) => {
    holding = client;
    // Heard here, an 'error' does not kill the process; the 'end' that follows takes the lock again.
    client.on("error", () => undefined);
    client.on("end", () => {
      if (released || holding !== client) return;
      holding = undefined;
      console.error("The connection holding the server lock was lost: taking it again (readiness and writes answer 503 meanwhile).");
      takeLater();
    });
  };
  const takeLater = () => {
    if (released) return;
    retry = setTimeout(() => void takeAgain(), RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]).unref();
    failures += 1;
  };
  async function takeAgain() {
    let client: pg.Client | undefined;
    try {
      client = await takeAdvisoryLock(databaseUrl, "server");
    } catch {
      // The database is still away: the database watch logs that outage.
      return takeLater();
    }
    if (released) return void client?.end().catch(() => undefined);
    if (!client) {
      if (!restoreSeen) console.error(`${REFUSED.server} Waiting for it before taking the server lock again.`);
      restoreSeen = true;
      return takeLater();
    }
    keep(client);
    failures = 0;
    restoreSeen = false;
    console.error("The server lock is held again.");
  }

  keep(holding);
  return {
    get held() {
      return holding !== undefined;
    },
    release: async () => {
      released = true;
      clearTimeout(retry);
      await holding?.end();
    },
  };
}

/**
 * Held by a running server for as long as it runs: on SQLite the data folder's lock file (a second
 * server or a restore is refused), on PostgreSQL a shared advisory lock (a restore is refused, more
 * servers are not). Released when the process exits.
 */
export async function holdServerLock(config: LockConfig): Promise<ServerLock> {
  return config.databaseUrl ? holdSharedAdvisoryLock(config.databaseUrl) : { ...holdLockFile(config.dataDir, "server"), held: true };
}

/** Taken by a restore: refused with a ServerLockError while a server uses the database or data folder. */
export async function holdRestoreLock(config: LockConfig): Promise<HeldLock> {
  return config.databaseUrl ? holdRestoreAdvisoryLock(config.databaseUrl) : holdLockFile(config.dataDir, "restore");
}
