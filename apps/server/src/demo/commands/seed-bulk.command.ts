import { parseArgs } from "node:util";
import { print, runCommand } from "./command-support.ts";
import { BulkOptionError, parseBulkCounts, SEED_BULK_USAGE, seedBulk, type SeedBulkCounts } from "./seed-bulk.ts";

let counts: SeedBulkCounts | undefined;
let help = false;
try {
  const { values } = parseArgs({
    options: {
      news: { type: "string" },
      cases: { type: "string" },
      honors: { type: "string" },
      people: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  help = values.help;
  counts = parseBulkCounts(values);
} catch (error) {
  // A bad option stops the command before it opens the database: nothing is written.
  const known = error instanceof BulkOptionError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  console.error(`${known ? (error as Error).message : String(error)}\n\n${SEED_BULK_USAGE}`);
  process.exitCode = 1;
}

if (help) print(SEED_BULK_USAGE);
else if (counts) {
  const checked = counts;
  await runCommand((context) => seedBulk(context, checked, print));
}
