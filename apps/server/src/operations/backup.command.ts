import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { backup, OperationError } from "./backup.ts";

const USAGE = `Usage: npm run backup [-- --out <folder>]

Takes a consistent copy of the database configured by DATA_DIR / DATABASE_URL while the server
runs (SQLite: VACUUM INTO; PostgreSQL: pg_dump, which must be installed), plus the
files of the storage (DATA_DIR's uploads, or the S3_BUCKET's objects), into DATA_DIR/backups/backup-<time> or the (empty or new) folder given with --out.`;

const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h", default: false } } });

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
} else {
  // The command runs from the repository's root (scripts/start.mjs); INIT_CWD is where the user called npm.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const { folder, manifest } = await backup(loadConfig(process.env), { out: values.out });
    process.stdout.write(
      `Backup of the ${manifest.dialect} database and ${manifest.uploads} uploaded files (${manifest.privateFiles ?? 0} private) written to ${folder}\n`,
    );
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof OperationError ? error.message : error);
    process.exitCode = 1;
  }
}
