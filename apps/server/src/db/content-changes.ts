import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type pg from "pg";
import type { DatabaseWatch } from "./availability.ts";
import { loadPg, POSTGRES_TIMEOUTS, RECONNECT_DELAYS_MS, type DatabaseHandle } from "./connection.ts";

/** The PostgreSQL channel on which server processes tell each other that content has changed. */
export const CONTENT_CHANNEL = "lawfirm_content_changed";

/**
 * Content changes between the server processes that share one database: `publish` tells the
 * others, `onChange` hears them. On PostgreSQL by LISTEN/NOTIFY on a connection of its own; on
 * SQLite (one process by design: docs/product.md, "One process, two databases") there is nobody to tell.
 * A change carries the keys it changed (decision 0062), null for everything.
 */
export interface ContentChanges {
  publish(keys: readonly string[] | null): Promise<void>;
  /**
   * Called for every other process's change with its keys, and with null (everything) whenever
   * listening starts again after a loss (changes may have been missed meanwhile).
   */
  onChange(listener: (keys: readonly string[] | null) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL's limit on a notification's payload is 8000 bytes; a change with more keys is sent as "everything". */
const PAYLOAD_MAX_BYTES = 7900;

/** A notification's payload: the sending process and the keys; none (a command's announcement), everything. */
interface ChangeMessage {
  from: string;
  keys: readonly string[] | null;
}

export function changeMessage(from: string, keys: readonly string[] | null): string {
  const payload = JSON.stringify({ from, keys } satisfies ChangeMessage);
  return Buffer.byteLength(payload) <= PAYLOAD_MAX_BYTES ? payload : JSON.stringify({ from, keys: null } satisfies ChangeMessage);
}

/** A notification's sender and keys; anything but this module's message is another's change of everything. */
export function readChangeMessage(payload: string): ChangeMessage {
  try {
    const message = JSON.parse(payload) as Partial<ChangeMessage> | null;
    const keys = message?.keys;
    const valid = Array.isArray(keys) && keys.every((key) => typeof key === "string");
    return { from: typeof message?.from === "string" ? message.from : "", keys: valid ? keys : null };
  } catch {
    return { from: "", keys: null };
  }
}

/**
 * Tells running server processes that content has changed behind them (a seed command): on
 * PostgreSQL by the same notification they send each other; SQLite servers notice by themselves
 * (`changedElsewhere` in connection.ts).
 */
export async function announceContentChange(database: Pick<DatabaseHandle, "db" | "dialect">): Promise<void> {
  if (database.dialect === "postgres") await sql`select pg_notify(${CONTENT_CHANNEL}, '')`.execute(database.db);
}

export function localContentChanges(): ContentChanges {
  return { publish: async () => undefined, onChange: () => undefined, close: async () => undefined };
}

/**
 * A lost connection (the database restarted, the network cut) is the database watch's to log, once
 * per outage; this connects again with back-off, LISTENs again and then tells its listeners, who
 * empty their caches: notifications sent meanwhile were missed. Until then the caches keep what
 * they have (public pages stay served from them through an outage).
 */
export async function postgresContentChanges(
  databaseUrl: string,
  log: Pick<FastifyBaseLogger, "info">,
  database: Pick<DatabaseWatch, "failed" | "suspect">,
): Promise<ContentChanges> {
  const processId = randomUUID();
  const listeners = new Set<(keys: readonly string[] | null) => void>();
  const notify = (keys: readonly string[] | null) => listeners.forEach((listener) => listener(keys));
  let closed = false;
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connectLater = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => void connect(), delay).unref();
  };

  async function connect(): Promise<void> {
    const client = new (loadPg().Client)({ connectionString: databaseUrl, ...POSTGRES_TIMEOUTS });
    client.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const change = readChangeMessage(message.payload ?? "");
      if (change.from !== processId) notify(change.keys);
    });
    // Heard here, an 'error' does not kill the process; the 'end' that follows connects again.
    client.on("error", () => database.suspect());
    client.on("end", () => {
      if (closed || listening !== client) return;
      listening = undefined;
      connectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      database.failed(error);
      await client.end().catch(() => undefined);
      return connectLater();
    }
    if (closed) return void client.end().catch(() => undefined);
    listening = client;
    if (failures > 0) log.info("listening for content changes again");
    failures = 0;
    notify(null);
  }

  await connect();
  // Publishing goes through a connection of its own too, so that it never waits behind the pool's queue.
  const publisher = new (loadPg().Pool)({ connectionString: databaseUrl, max: 1, ...POSTGRES_TIMEOUTS });
  publisher.on("connect", (client) => client.on("error", () => database.suspect()));
  publisher.on("error", () => undefined);

  return {
    async publish(keys) {
      await publisher.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, changeMessage(processId, keys)]);
    },
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await Promise.all([listening?.end(), publisher.end()]);
    },
  };
}
