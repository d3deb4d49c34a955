import type { FastifyBaseLogger } from "fastify";
import { ConfigError, loadConfig, type Config } from "../../config.ts";
import { openDatabase } from "../../db/connection.ts";
import { announceContentChange } from "../../db/content-changes.ts";
import type { Db } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { ensureAdministrator } from "../../modules/accounts/accounts.service.ts";
import type { Storage } from "../../storage/object-store.ts";
import { openStorage } from "../../storage/storage.ts";

/** Prints a line for the person running the command. */
export const print = (line: string) => process.stdout.write(`${line}\n`);

function describe(details: unknown): string {
  if (!details || typeof details !== "object") return "";
  return ` ${JSON.stringify(details)}`;
}

/** A logger for the services the commands call, printing readable lines instead of JSON. */
export function commandLogger(): FastifyBaseLogger {
  const write = (stream: NodeJS.WriteStream) => (first: unknown, message?: string) => {
    const line = typeof first === "string" ? first : `${message ?? ""}${describe(first)}`;
    stream.write(`${line}\n`);
  };
  const ignore = () => {};
  const logger = {
    level: "info",
    fatal: write(process.stderr),
    error: write(process.stderr),
    warn: write(process.stderr),
    info: write(process.stdout),
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => logger,
  };
  // The services only call the methods above; a full pino logger is not needed for a command.
  return logger as unknown as FastifyBaseLogger;
}

/**
 * Runs a command against the database the server would use: the same configuration (relative
 * paths count from where `npm run` was called), migrations, and the first administrator.
 */
export async function runCommand(work: (context: { db: Db; config: Config; log: FastifyBaseLogger; storage: Storage }) => Promise<number>) {
  // The command runs from the repository's root (scripts/start.mjs); INIT_CWD is where the user called npm.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
    return;
  }
  const log = commandLogger();
  const database = openDatabase(config);
  const { db, description } = database;
  try {
    print(`database: ${description}`);
    await migrateToLatest(db);
    await ensureAdministrator(db, { loginAccount: config.adminAccount, password: config.adminPassword, email: config.adminEmail }, log);
    process.exitCode = await work({ db, config, log, storage: openStorage(config) });
    // A server running on this database shows the new content at once.
    await announceContentChange(database);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
