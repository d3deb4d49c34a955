import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  type CompiledQuery,
  type DefaultQueryCompiler,
  IdentifierNode,
  Kysely,
  PostgresDialect,
  PostgresQueryCompiler,
  sql,
  SqliteDialect,
  SqliteQueryCompiler,
  type Dialect,
  type LogEvent,
  type PluginTransformQueryArgs,
  type QueryCompiler,
  type RootOperationNode,
  type SqliteDatabase as SqliteConnection,
} from "kysely";
import type pg from "pg";
import type { Database, Db } from "./database.ts";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where the data lives, for log lines (never with a password). */
  description: string;
  /**
   * SQLite: whether another process (a seed command, say) has committed to the file since the
   * last call. Answered from SQLite's own change counter (`PRAGMA data_version`), without reading
   * the file; this process's own writes do not count.
   */
  changedElsewhere?: () => boolean;
  /** PostgreSQL: hears every error of a pooled connection (one broken while idle or while checked out). */
  onConnectionError?: (listener: (error: Error) => void) => void;
  /** PostgreSQL: the pool's connections now (all, idle) and the queries waiting for one (the metrics). */
  poolUse?: () => PoolUse;
}

export type PoolUse = { total: number; idle: number; waiting: number };

/** A pg pool's use, as `poolUse` reports it. */
export const poolUseOf = (pool: pg.Pool) => (): PoolUse => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * Bounds on waiting for PostgreSQL (decision 0039): a request meets an unreachable database as
 * an error within seconds, never as a hang. A new connection must be made (or a pooled one free)
 * within 5 s; a query's answer must start within 10 s (no request of this server runs longer);
 * TCP keep-alive finds connections that went silent while idle.
 */
export const POSTGRES_TIMEOUTS = { connectionTimeoutMillis: 5_000, query_timeout: 10_000, keepAlive: true } as const;

/** Waits before a lost connection of its own (LISTEN, the server lock) connects again: doubling from half a second to 5 s while it fails. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];

let loadedPg: typeof pg | undefined;
/**
 * pg, loaded by the first use of PostgreSQL rather than when the server starts: a server on SQLite
 * never needs it, and loading it costs about 15 MB of resident memory (decision 0109). Loaded
 * synchronously (it is CommonJS), so that opening a database stays synchronous.
 */
export function loadPg(): typeof pg {
  if (!loadedPg) {
    loadedPg = createRequire(import.meta.url)("pg") as typeof pg;
    // COUNT(*) and other int8 values arrive as strings from pg; every such number here fits a JS number.
    loadedPg.types.setTypeParser(loadedPg.types.builtins.INT8, (value: string) => Number(value));
  }
  return loadedPg;
}

/**
 * Kysely's mapping of the code's camelCase names onto the database's snake_case ones (decision
 * 0116): the rows' columns are renamed by the plugin, the query's names by the compiler as it
 * writes them (`SnakeCaseNames`). The plugin's own way, a copy of every query's whole tree with its
 * names renamed before the compiler walks it again, took about as much CPU as the compiling.
 */
class CamelCaseRows extends CamelCasePlugin {
  /** A name of the code as the database spells it: `publishAt` is `publish_at`. */
  readonly databaseName = (name: string): string => this.snakeCase(name);

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
}

/** The names of a query written in snake_case, as `CamelCasePlugin` would have renamed them (the same mapping). */
function snakeCaseNames(Base: typeof DefaultQueryCompiler, names: CamelCaseRows) {
  return class SnakeCaseNames extends Base {
    protected override compileUnwrappedIdentifier(node: IdentifierNode): void {
      super.compileUnwrappedIdentifier(IdentifierNode.create(names.databaseName(node.name)));
    }
  };
}

/** The dialect, its compiler writing the query's names in snake_case. */
function withSnakeCaseNames(dialect: Dialect, names: CamelCaseRows): Dialect {
  const compiler = dialect.createQueryCompiler();
  const Compiler =
    compiler instanceof SqliteQueryCompiler
      ? snakeCaseNames(SqliteQueryCompiler, names)
      : compiler instanceof PostgresQueryCompiler
        ? snakeCaseNames(PostgresQueryCompiler, names)
        : undefined;
  if (!Compiler) throw new Error(`No snake_case compiler for ${compiler.constructor.name}`);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => new Compiler(),
  };
}

/**
 * Wraps a Kysely dialect with the settings every connection shares. `onQuery` hears every
 * statement sent to the database, however it was built (tests count them).
 */
export function createKysely(dialect: Dialect, onQuery?: (query: CompiledQuery) => void): Db {
  const names = new CamelCaseRows();
  return new Kysely<Database>({
    dialect: withSnakeCaseNames(dialect, names),
    plugins: [names],
    ...(onQuery ? { log: (event: LogEvent) => onQuery(event.query) } : {}),
  });
}

/** PostgreSQL when a URL is given, else SQLite in a file under the data directory; `onQuery` as `createKysely`'s. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; onQuery?: (query: CompiledQuery) => void }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: 10, ...POSTGRES_TIMEOUTS });
    // A connection that breaks (restart, fail-over, a cut network) emits 'error', and an unheard
    // 'error' kills the process. The pool passes on its idle connections' errors, but a checked-out
    // connection's only reach its own listeners: each gets one from its start, which also hears
    // it while idle (so the pool's copy is dropped). Queries report their own errors; the
    // listeners tell whoever watches the database (logged once per outage, db/availability.ts).
    const listeners = new Set<(error: Error) => void>();
    pool.on("connect", (client) => client.on("error", (error) => listeners.forEach((listener) => listener(error))));
    pool.on("error", () => undefined);
    const url = new URL(options.databaseUrl);
    return {
      db: createKysely(new PostgresDialect({ pool }), options.onQuery),
      dialect: "postgres",
      description: `postgres://${url.host}${url.pathname}`,
      onConnectionError: (listener) => listeners.add(listener),
      poolUse: poolUseOf(pool),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "lawfirm.sqlite");
  const database = openSqliteFile(file);
  return {
    db: createKysely(new SqliteDialect({ database: keepingStatements(database) }), options.onQuery),
    dialect: "sqlite",
    description: file,
    changedElsewhere: watchOtherConnections(database),
  };
}

/**
 * Whether another connection (another process) committed to the database since the last call:
 * SQLite's `data_version` moves with their commits only. Asked on every cached answer's look-up,
 * so its statement is prepared once: `database.pragma()` prepares one per call, 10 % of a cached
 * page's time under load (docs/performance.md, decision 0129). The database is asked once per turn
 * of the event loop, the other calls of the turn answered "no": the statement takes a read lock on
 * the write-ahead log's index, and a cached page's request asks two or three times, which took a
 * fifth of its time under load (decision 0144). Another connection's commit is seen from the turn
 * after it, as if it had come a moment later.
 */
export function watchOtherConnections(database: SqliteDatabase.Database): () => boolean {
  const dataVersion = database.prepare("PRAGMA data_version").pluck();
  let seen = dataVersion.get() as number;
  let askedThisTurn = false;
  const nextTurn = () => (askedThisTurn = false);
  return () => {
    if (askedThisTurn) return false;
    askedThisTurn = true;
    setImmediate(nextTurn);
    const current = dataVersion.get() as number;
    if (current === seen) return false;
    seen = current;
    return true;
  };
}

/** How many prepared statements a SQLite connection keeps: more than the server's distinct queries. */
export const KEPT_STATEMENTS = 1_000;

/**
 * The SQLite connection as the query builder uses it, keeping its prepared statements by their SQL
 * text: the builder prepares every query it runs, and preparing took a tenth of a news item's read
 * (a profile under load). The least recently used go first beyond `KEPT_STATEMENTS`. A statement
 * still being iterated (a streamed query) is busy: another query of the same text gets a statement
 * of its own, not kept.
 */
export function keepingStatements(database: SqliteDatabase.Database): SqliteConnection {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => void database.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        // Most recently used last.
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = database.prepare(text);
      if (kept) return statement;
      statements.set(text, statement);
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * The pages a SQLite connection keeps in its own cache (`PRAGMA cache_size`), in KiB: a share of
 * the database file, at least SQLite's own default and at most better-sqlite3's. better-sqlite3 is
 * built with 16 MB, which the serving process filled within its first requests on a large database
 * (its sitemap alone) and kept: resident memory copying pages the operating system's file cache
 * holds too. But a cache far smaller than what a long walk of a list reads again and again makes
 * each of its pages a read: the title filter's deep page at 50,000 news took 31 ms with 2 MB against
 * 5–10 with 16 (decisions 0131, 0133).
 */
export const SQLITE_CACHE = { leastKib: 2_000, mostKib: 16_000, fileShare: 1 / 64 } as const;

/** The page cache of a connection to a database file of `fileBytes` (`SQLITE_CACHE`). */
export function sqliteCacheKib(fileBytes: number): number {
  const share = Math.round((fileBytes * SQLITE_CACHE.fileShare) / 1024);
  return Math.min(SQLITE_CACHE.mostKib, Math.max(SQLITE_CACHE.leastKib, share));
}

/** A SQLite file in WAL mode with foreign keys enforced. */
export function openSqliteFile(file: string): SqliteDatabase.Database {
  const fileBytes = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const database = new SqliteDatabase(file);
  database.pragma("journal_mode = WAL");
  // NORMAL keeps every committed transaction across a process crash; only a power loss may lose the last ones.
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma(`cache_size = -${sqliteCacheKib(fileBytes)}`);
  return database;
}

/** Answers when the database does; throws otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
