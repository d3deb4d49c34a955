import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import type { DatabaseHandle } from "./connection.ts";

/** The PostgreSQL channel on which server processes tell each other that content has changed. */
export const CONTENT_CHANNEL = "lawfirm_content_changed";

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Content changes between the server processes that share one database: `publish` tells the
 * others, `onChange` hears them. On PostgreSQL by LISTEN/NOTIFY on a connection of its own; on
 * SQLite (one process by design, PRODUCT.md section 2) there is nobody to tell.
 */
export interface ContentChanges {
  publish(): Promise<void>;
  /** Called for every other process's change, and whenever the connection was lost (changes may have been missed). */
  onChange(listener: () => void): void;
  close(): Promise<void>;
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

export async function postgresContentChanges(databaseUrl: string, log: Pick<FastifyBaseLogger, "warn" | "error">): Promise<ContentChanges> {
  const processId = randomUUID();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let closed = false;
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== processId) notify();
    });
    client.on("error", (error) => log.warn({ err: error }, "the content change connection failed"));
    client.on("end", () => {
      if (closed || listening !== client) return;
      listening = undefined;
      // Changes made while nobody listened are unknown: treat them as made.
      notify();
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      listening = client;
      notify();
    } catch (error) {
      log.error({ err: error }, "cannot listen for content changes; trying again");
      await client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS);
    }
  }

  await connect();
  // Publishing goes through a connection of its own too, so that it never waits behind the pool's queue.
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  publisher.on("error", (error) => log.warn({ err: error }, "the content change connection failed"));

  return {
    async publish() {
      await publisher.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, processId]);
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
