import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, MIGRATION_LOCK_ID, type Kysely, type Migration } from "kysely";
import type { Database, Db } from "./database.ts";
import { migrations } from "./migrations/index.ts";

/**
 * A migration's name: its four-digit number in the sequence, then what it does in snake case
 * (`0024_what_it_does`). Numbers 0001 to 0023 were named with a date first; deployed databases
 * recorded those names, so they stay (decision 0038).
 */
const MIGRATION_NAME = /^(\d{4}_\d{2}_\d{2}_)?(\d{4})_[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** The last number named with a date; a later migration named so is refused. */
const LAST_DATED_NUMBER = 23;

export interface SequencedMigration {
  name: string;
  number: number;
  migration: Migration;
}

/**
 * The migrations in the order they run: by their number, which must run 1, 2, 3, … without a gap
 * or a repeat. Throws at a name that breaks the rule, so a misnamed migration fails every test
 * and every start before it reaches a database.
 */
export function migrationSequence(available: Record<string, Migration>): SequencedMigration[] {
  const sequence = Object.entries(available).map(([name, migration]) => {
    const match = MIGRATION_NAME.exec(name);
    if (!match) throw new Error(`Migration ${name} is misnamed: name it NNNN_what_it_does, with the next four-digit number`);
    const [, date, digits] = match;
    const number = Number(digits);
    if (date && number > LAST_DATED_NUMBER) {
      throw new Error(`Migration ${name} is misnamed: since 0024 a name starts with its number, not a date`);
    }
    return { name, number, migration };
  });
  sequence.sort((a, b) => a.number - b.number);
  sequence.forEach(({ name, number }, index) => {
    if (number !== index + 1) {
      const expected = String(index + 1).padStart(4, "0");
      throw new Error(
        `Migration ${name} is out of sequence: the migration numbered ${expected} is expected in its place (no gaps, no repeats)`,
      );
    }
  });
  return sequence;
}

// The table Kysely's Migrator kept, and its lock: databases migrated before decision 0038 go on as they are.
type MigrationTables = Record<typeof DEFAULT_MIGRATION_TABLE, { name: string; timestamp: string }>;
type Tracked = Kysely<Database & MigrationTables>;
const LOCK = { lockTable: DEFAULT_MIGRATION_LOCK_TABLE, lockRowId: MIGRATION_LOCK_ID };

/** Brings the schema up to date; throws (and the start fails) when a migration fails. Answers the names applied. */
export function migrateToLatest(db: Db, available: Record<string, Migration> = migrations): Promise<string[]> {
  return migrateTo(db, undefined, available);
}

/**
 * Brings the schema to `last` (the newest when not given) in the order of the numbers: applies the
 * pending migrations up to it, or undoes the later ones, newest first (tests of a migration's data
 * step). Runs under the dialect's migration lock, in one transaction where the dialect has
 * transactional DDL (PostgreSQL). Kysely's own Migrator is not used: it runs migrations in the
 * plain string order of their names, in which `0024_…` comes before `2026_11_21_0001_…` (its
 * `nameComparator` only breaks ties between applied ones). Answers the names run.
 */
export async function migrateTo(db: Db, last?: string, available: Record<string, Migration> = migrations): Promise<string[]> {
  const sequence = migrationSequence(available);
  const end = last === undefined ? sequence.length : sequence.findIndex((entry) => entry.name === last) + 1;
  if (end === 0) throw new Error(`There is no migration named ${last}`);
  const adapter = db.getExecutor().adapter;
  return db
    .withTables<MigrationTables>()
    .connection()
    .execute(async (connection) => {
      await adapter.acquireMigrationLock(connection, LOCK);
      try {
        const move = (executor: Tracked) => moveTo(executor, sequence, end);
        return adapter.supportsTransactionalDdl ? await connection.transaction().execute(move) : await move(connection);
      } finally {
        await adapter.releaseMigrationLock(connection, LOCK);
      }
    });
}

async function moveTo(db: Tracked, sequence: SequencedMigration[], end: number): Promise<string[]> {
  await db.schema
    .createTable(DEFAULT_MIGRATION_TABLE)
    .ifNotExists()
    .addColumn("name", "varchar(255)", (column) => column.notNull().primaryKey())
    .addColumn("timestamp", "varchar(255)", (column) => column.notNull())
    .execute();
  const applied = new Set((await db.selectFrom(DEFAULT_MIGRATION_TABLE).select("name").execute()).map((row) => row.name));
  const unknown = [...applied].filter((name) => !sequence.some((entry) => entry.name === name));
  if (unknown.length > 0) {
    throw new Error(`The database has applied migrations this version does not know (${unknown.join(", ")}): a newer version migrated it`);
  }
  // Applied migrations are always the first ones of the sequence; a gap means one was skipped.
  const skipped = sequence.slice(0, applied.size).find((entry) => !applied.has(entry.name));
  if (skipped) throw new Error(`The database has applied later migrations but not ${skipped.name}`);

  const pending = sequence.slice(applied.size, end);
  for (const { name, migration } of pending) {
    await run(name, () => migration.up(db));
    await db.insertInto(DEFAULT_MIGRATION_TABLE).values({ name, timestamp: new Date().toISOString() }).execute();
  }
  const undone = sequence.slice(end, applied.size).reverse();
  for (const { name, migration } of undone) {
    if (!migration.down) throw new Error(`Migration ${name} cannot be undone: it has no down step`);
    await run(name, () => migration.down!(db));
    await db.deleteFrom(DEFAULT_MIGRATION_TABLE).where("name", "=", name).execute();
  }
  return [...pending, ...undone].map((entry) => entry.name);
}

async function run(name: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
