import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { makeMissingVariants } from "../../modules/files/variant-queue.ts";
import { languageRegistry } from "../../modules/languages/languages.service.ts";
import { writeBulkPeople } from "../bulk-people.ts";
import { generateBulkContent, type BulkCounts } from "../bulk.ts";
import type { Storage } from "../../storage/object-store.ts";

export const SEED_BULK_USAGE = `Usage: npm run seed:bulk -- --news 10000 [--cases N] [--honors N] [--people N]

Adds realistic content in bulk, for measurements, to the database configured by DATA_DIR /
DATABASE_URL (existing content stays). Each item gets a version in de_DE, en_US and zh_CN.
  --news N     news items (filed in the existing news folders, or a new archive folder)
  --cases N    case analyses (default: a fifth of --news)
  --honors N   honors (default: a hundredth of --news)
  --people N   people (filed under the existing offices, job titles and practice areas; on a
               database without offices or job titles, the demo firm's first office and its
               job titles are added for them)`;

export type SeedBulkCounts = BulkCounts & { people: number };

export class BulkOptionError extends Error {
  override name = "BulkOptionError";
}

const count = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === "" || !Number.isInteger(number) || number < 0 || number > 10_000_000) {
    throw new BulkOptionError(`--${name} must be a whole number from 0 to 10,000,000`);
  }
  return number;
};

/** The counts of the command's options, checked before anything is written; throws a BulkOptionError. */
export function parseBulkCounts(values: Partial<Record<keyof SeedBulkCounts, string>>): SeedBulkCounts {
  const news = count(values.news, "news", 0);
  return {
    news,
    cases: count(values.cases, "cases", Math.floor(news / 5)),
    honors: count(values.honors, "honors", Math.floor(news / 100)),
    people: count(values.people, "people", 0),
  };
}

/** The command's work once the database is ready: adds the content, prints what it did; answers the exit code. */
export async function seedBulk(
  {
    db,
    config,
    log,
    storage,
  }: { db: Db; config: Pick<Config, "imageMaxPixels">; log: FastifyBaseLogger; storage: Pick<Storage, "uploads"> },
  counts: SeedBulkCounts,
  print: (line: string) => void,
): Promise<number> {
  const started = Date.now();
  let lastReport = 0;
  const result = await generateBulkContent(db, {
    ...counts,
    uploads: storage.uploads,
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
  const variants = await makeMissingVariants({ db, uploads: storage.uploads, maxPixels: config.imageMaxPixels, log });
  print(`image variants made for ${variants.missing - variants.left} of ${variants.missing} pictures`);
  return 0;
}
