import { Migrator } from "kysely";
import type { Db } from "./database.ts";
import { migrations } from "./migrations/index.ts";

/** Brings the schema up to date; throws (and the start fails) when a migration fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : "";
    throw new Error(`Migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
