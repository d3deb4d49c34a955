import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { mimeTypeOf } from "../modules/files/files.service.ts";
import { diskStorage } from "./disk-store.ts";
import { STORAGE_AREAS } from "./object-store.ts";
import { openStorage } from "./storage.ts";
import { copyObjects } from "./storage-migrate.ts";

const USAGE = `Usage: npm run storage:migrate

Copies the files kept on local disk under DATA_DIR (uploads with their width variants and the
icon library, and the private files) into the S3 bucket configured by S3_BUCKET and its
companions (docs/deploy.md). Each object is read back and checked (size and MD5); one already in
the bucket with the same bytes is skipped, so the command can be run again after an interruption,
and once more right before the servers switch to the bucket. The files on disk are left alone.`;

const { values } = parseArgs({ options: { help: { type: "boolean", short: "h", default: false } } });

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
} else {
  // The command runs from the repository's root (scripts/start.mjs); INIT_CWD is where the user called npm.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  try {
    const config = loadConfig(process.env);
    if (!config.s3) {
      console.error(
        "S3_BUCKET is not set: the files are kept on disk already. Set S3_BUCKET (and its companions) to copy them into a bucket.",
      );
      process.exitCode = 1;
    } else {
      const from = diskStorage(config.dataDir);
      const to = openStorage(config);
      process.stdout.write(`copying the files of ${path.resolve(config.dataDir)} into ${to.description}\n`);
      let failed = 0;
      for (const area of STORAGE_AREAS) {
        const started = Date.now();
        let reported = 0;
        const report = await copyObjects(from[area], to[area], mimeTypeOf, ({ copied, skipped }) => {
          if (Date.now() - reported > 2_000) {
            reported = Date.now();
            process.stdout.write(`  ${area}: ${copied} copied, ${skipped} already there\n`);
          }
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `${area}: ${report.copied} copied and checked, ${report.skipped} already there, ${report.failed.length} failed (${seconds} s)\n`,
        );
        for (const key of report.failed) console.error(`  not copied: ${area}/${key}`);
        failed += report.failed.length;
      }
      if (failed > 0) console.error(`${failed} files were not copied; run the command again.`);
      process.exitCode = failed > 0 ? 1 : 0;
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
