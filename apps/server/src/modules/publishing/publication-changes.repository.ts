import type { ContentKindName, KindConfigurationName } from "@lawfirm/contract";
import { builtOnce } from "../../db/built-once.ts";
import type { Executor } from "../../db/database.ts";
import { PUBLISHABLE_KIND_NAMES, PUBLISHABLE_KINDS } from "./publishable-kinds.ts";

/** The tables of every publishable kind, in the declaration's order, as the publishable kinds' list names them. */
export const PUBLISHABLE_TABLES = PUBLISHABLE_KIND_NAMES.map((kind) => PUBLISHABLE_KINDS[kind].table);

/** The first time after `at` of each table and column. */
const nextChangeTimes = builtOnce((db, { at }: { at: string }) =>
  db.selectNoFrom((eb) =>
    PUBLISHABLE_TABLES.flatMap((table, index) =>
      (["publishAt", "unpublishAt"] as const).map((column) =>
        eb
          .selectFrom(table)
          .select((inner) => inner.fn.min(column).as("at"))
          .where(column, ">", at)
          .as(`${column}${index}`),
      ),
    ),
  ),
);

/**
 * The earliest time after `at` at which a version of any publishable kind becomes public or stops
 * being so; null: none is to come. One statement of two look-ups per table, each on its column's
 * index: asked after every write and whenever the public cache is emptied, where a statement per
 * look-up (fourteen) cost more than the look-ups themselves. Built once (decision 0152): it is the longest
 * statement to build.
 */
export async function findNextChangeTime(db: Executor, at: string): Promise<string | null> {
  const [row] = await nextChangeTimes(db, { at });
  return Object.values(row!)
    .filter((time) => time !== null)
    .reduce<string | null>((first, time) => (first === null || time < first ? time : first), null);
}

/**
 * The versions of a publishable kind that become public or stop being so at `time`: each one's
 * configuration (an article's own kind) and item number (null for a kind whose versions are items
 * of their own: banners, legal documents).
 */
export async function findVersionsChangingAt(
  db: Executor,
  kind: ContentKindName,
  time: string,
): Promise<{ configuration: KindConfigurationName; no: number | null }[]> {
  const { table, ownItem } = PUBLISHABLE_KINDS[kind];
  const rows = await db
    .selectFrom(table)
    .select(table === "articles" ? ["kind", "no"] : ownItem ? ["id"] : ["no"])
    .where((eb) => eb.or([eb("publishAt", "=", time), eb("unpublishAt", "=", time)]))
    .execute();
  return rows.map((row) => {
    const { kind: configuration, no } = row as { kind?: KindConfigurationName; no?: number };
    return { configuration: configuration ?? (kind as KindConfigurationName), no: ownItem ? null : (no ?? null) };
  });
}
