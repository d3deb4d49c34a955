import { parseArgs } from "node:util";
import { print, runCommand } from "../../demo/commands/command-support.ts";
import { makeMissingVariants } from "./variant-queue.ts";

const USAGE = `Usage: npm run images:variants

Makes the missing width variants (AVIF, WebP and JPEG or PNG) of the uploaded images of the
database and file storage configured by DATABASE_URL / DATA_DIR or S3_BUCKET. The server makes them after each
upload and, for images that lack them, at start; run this to have them all before a server starts
(after a restore or an import). Safe while servers run on the same database and storage.`;

const { values } = parseArgs({ options: { help: { type: "boolean", short: "h", default: false } } });

if (values.help) {
  print(USAGE);
} else {
  await runCommand(async ({ db, config, log, storage }) => {
    const started = Date.now();
    const { missing, left } = await makeMissingVariants({ db, uploads: storage.uploads, maxPixels: config.imageMaxPixels, log });
    print(`image variants made for ${missing - left} of ${missing} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return left === 0 ? 0 : 1;
  });
}
