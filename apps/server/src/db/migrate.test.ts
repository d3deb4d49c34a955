import fs from "node:fs";
import path from "node:path";
import { Migrator, sql, type Migration } from "kysely";
import { describe, expect, it } from "vitest";
import { EMPTY_DATABASES } from "../../test/test-databases.ts";
import type { Db } from "./database.ts";
import { migrateTo, migrateToLatest, migrationSequence } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

/** The names deployed databases recorded in kysely_migration: they must never change (decision 0038). */
const DEPLOYED_NAMES = [
  "2026_11_21_0001_foundation",
  "2026_11_21_0002_articles_and_catalogs",
  "2026_11_21_0003_banners_config_documents_icons",
  "2026_11_21_0004_people_and_practice_areas",
  "2026_11_24_0005_login_hardening",
  "2026_11_25_0006_accounts_and_roles",
  "2026_11_25_0007_article_operator_account",
  "2026_11_26_0008_audit_entries",
  "2026_11_27_0009_firm_facts",
  "2026_11_28_0010_site_search",
  "2026_11_28_0011_office_details",
  "2026_11_28_0012_content_connections",
  "2026_11_29_0013_image_variants",
  "2026_11_30_0014_publishing",
  "2026_12_01_0015_media_library",
  "2026_12_01_0016_article_list_window",
  "2026_12_01_0017_content_drafts",
  "2026_12_01_0018_revisions",
  "2026_12_02_0019_people_practice_area_publishing",
  "2026_12_02_0020_banner_document_publishing",
  "2026_12_03_0021_image_place_alt",
  "2026_12_03_0022_rich_text_library_alt",
  "2026_12_04_0023_revision_window",
];

const noop: Migration = { up: async () => {} };
const named = (...names: string[]) => Object.fromEntries(names.map((name) => [name, noop]));

describe("the migrations' names", () => {
  it("keep the names deployed databases applied, and number every later one in sequence", () => {
    const sequence = migrationSequence(migrations).map((entry) => entry.name);
    expect(sequence.slice(0, DEPLOYED_NAMES.length)).toEqual(DEPLOYED_NAMES);
    // The index lists them in the order they run, so that reading it tells that order.
    expect(Object.keys(migrations)).toEqual(sequence);
  });

  it("list every file of the migrations folder in the index, by its file name", () => {
    const folder = path.join(import.meta.dirname, "migrations");
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(Object.keys(migrations).sort()).toEqual(files.sort());
    // Each name imports the file of the same name (a copied line keeps the other's module).
    const index = fs.readFileSync(path.join(folder, "index.ts"), "utf8");
    for (const name of files) {
      const module = new RegExp(`import \\* as (\\w+) from "\\./${name}\\.ts";`).exec(index)?.[1];
      expect(index, name).toContain(`"${name}": ${module},`);
    }
  });

  it("import no application code, so that what a migration does stays what it did when released", () => {
    // Released before the rule was checked, and frozen as it is: it reads the addresses' slug rule.
    const released = new Set(["0027_readable_addresses"]);
    const folder = path.join(import.meta.dirname, "migrations");
    for (const name of Object.keys(migrations).filter((each) => !released.has(each))) {
      const source = fs.readFileSync(path.join(folder, `${name}.ts`), "utf8");
      const imported = [...source.matchAll(/^import [^;]*? from "([^"]+)";$/gms)].map((match) => match[1]!);
      // Packages from the registry (kysely, sanitize-html) may be imported; the project's own modules may not.
      expect(
        imported.filter((module) => module.startsWith(".") || module.startsWith("@lawfirm/")),
        name,
      ).toEqual([]);
    }
  });

  it("refuse a new migration named with a date, or one that would sort before the last", () => {
    expect(() => migrationSequence(named(...DEPLOYED_NAMES, "2026_12_05_0024_later_date"))).toThrow(/not a date/);
    // The real date of 2026-12-02 named so sorts before 0023: refused as well.
    expect(() => migrationSequence(named(...DEPLOYED_NAMES, "2026_12_02_0024_real_date"))).toThrow(/not a date/);
    expect(migrationSequence(named(...DEPLOYED_NAMES, "0024_next")).at(-1)?.name).toBe("0024_next");
  });

  it("refuse numbers with a gap or a repeat", () => {
    expect(() => migrationSequence(named(...DEPLOYED_NAMES, "0025_skips_one"))).toThrow(/0025_skips_one is out of sequence.*0024/);
    expect(() => migrationSequence(named(...DEPLOYED_NAMES, "0023_same_number"))).toThrow(/out of sequence/);
    expect(() => migrationSequence(named("0002_without_first"))).toThrow(/out of sequence/);
  });

  it("refuse a name that does not follow NNNN_what_it_does", () => {
    for (const name of ["24_short_number", "0024-dashes", "0024_CamelCase", "0024", "0024_", "what_0024", "00240_five_digits"]) {
      expect(() => migrationSequence(named(...DEPLOYED_NAMES, name)), name).toThrow(/misnamed/);
    }
  });
});

/** The migrations after the dated ones, in their order. */
const LATER_NAMES = Object.keys(migrations).slice(DEPLOYED_NAMES.length);
const deployedMigrations = Object.fromEntries(DEPLOYED_NAMES.map((name) => [name, migrations[name]!]));
/** A migration after the last real one, named the new way; only this test provider has it. */
const EXTRA = `${String(Object.keys(migrations).length + 1).padStart(4, "0")}_test_extra`;
const withExtra: Record<string, Migration> = {
  ...migrations,
  [EXTRA]: {
    up: async (db) => {
      await db.schema
        .createTable("test_extra")
        .addColumn("id", "integer", (column) => column.primaryKey())
        .execute();
    },
    down: async (db) => {
      await db.schema.dropTable("test_extra").execute();
    },
  },
};

async function appliedNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return result.rows.map((row) => row.name).sort();
}

describe.each(EMPTY_DATABASES)("migrating on %s", { timeout: 60_000 }, (_, open) => {
  it("runs a new migration named by its number on a database that applied 0001–0023 under their dated names", async () => {
    const { db, drop } = await open();
    try {
      // Deployed databases were migrated by Kysely's own Migrator, under the dated names.
      const deployed = new Migrator({ db, provider: { getMigrations: async () => deployedMigrations } });
      expect((await deployed.migrateToLatest()).error).toBeUndefined();

      expect(await migrateToLatest(db, withExtra)).toEqual([...LATER_NAMES, EXTRA]);
      expect(await appliedNames(db)).toEqual([...DEPLOYED_NAMES, ...LATER_NAMES, EXTRA].sort());
      await sql`insert into test_extra (id) values (1)`.execute(db);
      expect(await migrateToLatest(db, withExtra)).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it("runs every migration of a new database in the order of its number", async () => {
    const { db, drop } = await open();
    try {
      expect(await migrateToLatest(db, withExtra)).toEqual([...DEPLOYED_NAMES, ...LATER_NAMES, EXTRA]);
      // Back down and up again: undone newest first.
      expect(await migrateTo(db, Object.keys(migrations).at(-1), withExtra)).toEqual([EXTRA]);
      expect(await migrateToLatest(db, withExtra)).toEqual([EXTRA]);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it("refuses a database migrated by a newer version, and one that skipped a migration", async () => {
    const { db, drop } = await open();
    try {
      await migrateToLatest(db, withExtra);
      await expect(migrateToLatest(db)).rejects.toThrow(`does not know (${EXTRA})`);
      await sql`delete from kysely_migration where name = ${DEPLOYED_NAMES[20]}`.execute(db);
      await expect(migrateToLatest(db, withExtra)).rejects.toThrow(`not ${DEPLOYED_NAMES[20]}`);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
