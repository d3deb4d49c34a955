import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { OperationError } from "./backup.ts";
import { restore } from "./restore.ts";

const USAGE = `Usage: npm run restore -- <backup folder> [--force]

Restores a backup made by \`npm run backup\` into the database configured by DATA_DIR /
DATABASE_URL (PostgreSQL: with pg_restore) and its files into the storage (the upload folder,
or S3_BUCKET). Refuses while a server uses the database or data folder (stop every server
first), and when the database or the storage already holds data, unless --force is given.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
});

if (values.help || positionals.length !== 1) {
  process.stdout.write(`${USAGE}\n`);
  if (!values.help) process.exitCode = 1;
} else {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const manifest = await restore(loadConfig(process.env), positionals[0]!, { force: values.force });
    process.stdout.write(`Restored the ${manifest.dialect} backup of ${manifest.createdAt} with ${manifest.uploads} uploads\n`);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof OperationError ? error.message : error);
    process.exitCode = error instanceof OperationError && /not empty/.test(error.message) ? 2 : 1;
  }
}
