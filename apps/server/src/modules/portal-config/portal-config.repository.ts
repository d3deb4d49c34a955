import type { Insertable } from "kysely";
import { builtOnce } from "../../db/built-once.ts";
import { now, type Executor, type FirmFactsTable, type PortalConfigTable } from "../../db/database.ts";
import { isLawyer } from "../people/people.repository.ts";
import { isPublic } from "../publishing/publication.ts";

const configColumns = ["id", "lang", "name", "introduce", "advantagesList", "environmentList", "publishAt", "updatedAt"] as const;

/** A language's configuration, published or not (the back office). */
export async function findPortalConfig(db: Executor, lang: string) {
  return db.selectFrom("portalConfigs").select(configColumns).where("lang", "=", lang).executeTakeFirst();
}

export type PortalConfigRow = NonNullable<Awaited<ReturnType<typeof findPortalConfig>>>;

export async function findPortalConfigById(db: Executor, id: number): Promise<PortalConfigRow | undefined> {
  return db.selectFrom("portalConfigs").select(configColumns).where("id", "=", id).executeTakeFirst();
}

/** A language's published configuration (decision 0059: a draft is not found). */
export async function findPublicPortalConfig(db: Executor, lang: string) {
  const [config] = await publicPortalConfig(db, { lang });
  return config;
}

const publicPortalConfig = builtOnce((db, { lang }: { lang: string }) =>
  db.selectFrom("portalConfigs").select(configColumns).where("lang", "=", lang).where("publishAt", "is not", null),
);

/** The published configuration of the first language (in the languages' own order) that has one. */
export async function findFirstPublicPortalConfig(db: Executor) {
  return db
    .selectFrom("portalConfigs")
    .innerJoin("languages", "languages.langCode", "portalConfigs.lang")
    .select(configColumns.map((column) => `portalConfigs.${column}` as const))
    .where("portalConfigs.publishAt", "is not", null)
    .orderBy("languages.sort")
    .orderBy("languages.langCode")
    .limit(1)
    .executeTakeFirst();
}

/** A language's own texts, as stored. */
export type PortalConfigTexts = Pick<Insertable<PortalConfigTable>, "name" | "introduce" | "advantagesList" | "environmentList">;

/**
 * Creates or replaces the texts of one language, in one statement; answers its id. `publishAt`
 * makes a new configuration live from then (null: a draft) and publishes a draft one; an existing
 * live one keeps its time.
 */
export async function upsertPortalConfig(db: Executor, lang: string, texts: PortalConfigTexts, publishAt: string | null, at: string) {
  const row = await db
    .insertInto("portalConfigs")
    .values({ lang, ...texts, publishAt, createdAt: at, updatedAt: at })
    .onConflict((conflict) =>
      conflict.column("lang").doUpdateSet((eb) => ({
        ...texts,
        updatedAt: at,
        publishAt: eb.fn.coalesce("portalConfigs.publishAt", eb.val(publishAt)),
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a language's configuration live from `at` unless it is live already. */
export async function publishPortalConfig(db: Executor, id: number, at: string) {
  await db.updateTable("portalConfigs").set({ publishAt: at }).where("id", "=", id).where("publishAt", "is", null).execute();
}

/** The one row of firm-wide facts; also the id their draft is kept under (decision 0059). */
export const FIRM_FACTS_ID = 1;

export async function findFirmFacts(db: Executor) {
  const [row] = await firmFacts(db, {});
  return row;
}

const firmFacts = builtOnce((db) => db.selectFrom("firmFacts").selectAll().where("id", "=", FIRM_FACTS_ID));

export type FirmFactsRow = NonNullable<Awaited<ReturnType<typeof findFirmFacts>>>;
export type FirmFactsValues = Omit<FirmFactsTable, "id" | "updatedAt" | "legalNotice"> & { legalNotice: string };

/** The firm-wide facts before any is saved: empty, figures computed and hidden. */
export const NO_FIRM_FACTS: FirmFactsValues = {
  iconUrl: null,
  address: "",
  email: null,
  tel: "",
  lawyerCount: null,
  isLawyerCountVisible: 0,
  totalPeople: null,
  isTotalPeopleVisible: 0,
  branchCount: null,
  isBranchCountVisible: 0,
  legalNotice: "{}",
};

/** Saves the given firm-wide facts, in one statement; those not given keep their stored value. */
export async function upsertFirmFacts(db: Executor, values: Partial<FirmFactsValues>, at: string) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<FirmFactsValues>;
  await db
    .insertInto("firmFacts")
    .values({ ...NO_FIRM_FACTS, ...given, id: FIRM_FACTS_ID, updatedAt: at })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ ...given, updatedAt: at }))
    .execute();
}

/**
 * The numbers the headline figures are computed from: people and offices count once per item
 * (`no`), not per language; a person counts once a version is public (decision 0035). One query
 * of three counts (decision 0124): every page's configuration is made with them.
 */
export async function countFirmData(db: Executor): Promise<{ people: number; lawyers: number; offices: number }> {
  const [counts] = await firmDataCounts(db, { at: now() });
  return { people: Number(counts!.people), lawyers: Number(counts!.lawyers), offices: Number(counts!.offices) };
}

const firmDataCounts = builtOnce((db, { at }: { at: string }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom("people")
      .where(isPublic("people", at))
      .select((eb) => eb.fn.count<number | string>("no").distinct().as("count"))
      .as("people"),
    // Asked of each public version (found in `people_numbers_idx`, decision 0129) rather than
    // joined: the join gave every lawyer's titles a row to be made distinct again.
    eb
      .selectFrom("people")
      .where(isPublic("people", at))
      .where(isLawyer)
      .select((eb) => eb.fn.count<number | string>("people.no").distinct().as("count"))
      .as("lawyers"),
    eb
      .selectFrom("offices")
      .select((eb) => eb.fn.count<number | string>("no").distinct().as("count"))
      .as("offices"),
  ]),
);
