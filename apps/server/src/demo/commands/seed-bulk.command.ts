import { parseArgs } from "node:util";
import { languageRegistry } from "../../modules/languages/languages.service.ts";
import { writeBulkPeople } from "../bulk-people.ts";
import { generateBulkContent, type BulkCounts } from "../bulk.ts";
import { makeMissingVariants } from "../../modules/files/variant-queue.ts";
import { print, runCommand } from "./command-support.ts";

const USAGE = `Usage: npm run seed:bulk -- --news 10000 [--cases N] [--honors N] [--people N]

Adds realistic content in bulk, for measurements, to the database configured by DATA_DIR /
DATABASE_URL (existing content stays). Each item gets a version in de_DE, en_US and zh_CN.
  --news N     news items (filed in the existing news folders, or a new archive folder)
  --cases N    case analyses (default: a fifth of --news)
  --honors N   honors (default: a hundredth of --news)
  --people N   people (filed under the existing offices, job titles and practice areas)`;

const count = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 10_000_000)
    throw new Error(`--${name} must be a whole number from 0 to 10,000,000`);
  return number;
};

const { values } = parseArgs({
  options: {
    news: { type: "string" },
    cases: { type: "string" },
    honors: { type: "string" },
    people: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  print(USAGE);
} else {
  let counts: BulkCounts & { people: number };
  try {
    const news = count(values.news, "news", 0);
    counts = {
      news,
      cases: count(values.cases, "cases", Math.floor(news / 5)),
      honors: count(values.honors, "honors", Math.floor(news / 100)),
      people: count(values.people, "people", 0),
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
  await runCommand(async ({ db, config, log }) => {
    const started = Date.now();
    let lastReport = 0;
    const result = await generateBulkContent(db, {
      ...counts,
      uploadDir: config.uploadDir,
      languages: languageRegistry(db),
      peopleWriter: writeBulkPeople,
      progress: (kind, written, total) => {
        if (written === total || Date.now() - lastReport > 2_000) {
          lastReport = Date.now();
          print(`  ${kind}: ${written} / ${total}`);
        }
      },
    });
    const seconds = (Date.now() - started) / 1000;
    print(
      `added ${result.news} news, ${result.cases} case analyses, ${result.honors} honors ` +
        `(${result.rows} language versions) in ${seconds.toFixed(1)} s (${Math.round(result.rows / Math.max(seconds, 0.001))} rows/s)`,
    );
    if (result.people !== "skipped" && result.people > 0) print(`added ${result.people} people`);
    // The covers' and portraits' variants now, not in the background of the next server start (and of its benchmark).
    const variants = await makeMissingVariants({ db, uploadDir: config.uploadDir, maxPixels: config.imageMaxPixels, log });
    print(`image variants made for ${variants.missing - variants.left} of ${variants.missing} pictures`);
    return 0;
  });
}
