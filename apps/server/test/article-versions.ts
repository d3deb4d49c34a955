import { sql } from "kysely";
import type { Db, Executor } from "../src/db/database.ts";

// Articles written with plain SQL, as a restore or a seed command writes them: for the tests of what
// the database keeps beside them by triggers (the lists' counts and rows).

/** When a version added here was created, unless it says otherwise. */
export const CREATED_AT = "2026-11-20T10:00:00.000Z";

/** A new item number of `kind`. */
export async function newItem(db: Executor, kind: string): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`insert into item_numbers (scope, created_at) values (${kind}, ${CREATED_AT}) returning id`.execute(db);
  return rows[0]!.id;
}

/** A version of the item `no` in `lang`; answers its id. */
export async function addVersion(db: Executor, kind: string, no: number, lang: string, createdAt = CREATED_AT): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into articles (kind, no, lang, title, slug, cover_url, created_at, updated_at)
    values (${kind}, ${no}, ${lang}, ${`Item ${no} ${lang}`}, ${`item-${no}-${lang}`}, '/c.png', ${createdAt}, ${CREATED_AT}) returning id`.execute(
    db,
  );
  return rows[0]!.id;
}

/**
 * `write` in two transactions at once, in German and in English: the second writes while the
 * first, written, holds its locks for 300 ms more (PostgreSQL: `db` must pool two connections).
 */
export async function writeTogether(db: Db, write: (trx: Executor, lang: string) => Promise<unknown>): Promise<void> {
  let firstWritten!: () => void;
  const written = new Promise<void>((resolve) => (firstWritten = resolve));
  await Promise.all([
    db.transaction().execute(async (trx) => {
      await write(trx, "de_DE");
      firstWritten();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }),
    (async () => {
      await written;
      await db.transaction().execute((trx) => write(trx, "en_US"));
    })(),
  ]);
}
