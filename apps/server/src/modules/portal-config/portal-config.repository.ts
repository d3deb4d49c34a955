import type { Insertable } from "kysely";
import type { Executor, FirmFactsTable, PortalConfigTable } from "../../db/database.ts";
import { isPublic } from "../publishing/publication.ts";

const configColumns = ["lang", "name", "introduce", "advantagesList", "environmentList", "updatedAt"] as const;

export async function findPortalConfig(db: Executor, lang: string) {
  return db.selectFrom("portalConfigs").select(configColumns).where("lang", "=", lang).executeTakeFirst();
}

export type PortalConfigRow = NonNullable<Awaited<ReturnType<typeof findPortalConfig>>>;

/** The configuration of the first language (in the languages' own order) that has one. */
export async function findFirstPortalConfig(db: Executor) {
  return db
    .selectFrom("portalConfigs")
    .innerJoin("languages", "languages.langCode", "portalConfigs.lang")
    .select(configColumns.map((column) => `portalConfigs.${column}` as const))
    .orderBy("languages.sort")
    .orderBy("languages.langCode")
    .limit(1)
    .executeTakeFirst();
}

export type PortalConfigValues = Omit<Insertable<PortalConfigTable>, "id" | "createdAt" | "updatedAt">;

/** Creates or replaces the configuration of one language, in one statement. */
export async function upsertPortalConfig(db: Executor, values: PortalConfigValues, at: string) {
  const { lang: _lang, ...changes } = values;
  await db
    .insertInto("portalConfigs")
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflict((conflict) => conflict.column("lang").doUpdateSet({ ...changes, updatedAt: at }))
    .execute();
}

/** The one row of firm-wide facts. */
const FIRM_FACTS_ID = 1;

export async function findFirmFacts(db: Executor) {
  return db.selectFrom("firmFacts").selectAll().where("id", "=", FIRM_FACTS_ID).executeTakeFirst();
}

export type FirmFactsRow = NonNullable<Awaited<ReturnType<typeof findFirmFacts>>>;
export type FirmFactsValues = Omit<FirmFactsTable, "id" | "updatedAt">;

/** The firm-wide facts before any is saved: empty, figures computed and hidden. */
const NO_FIRM_FACTS: FirmFactsValues = {
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
 * (`no`), not per language; a person counts once a version is public (decision 0035).
 */
export async function countFirmData(db: Executor): Promise<{ people: number; lawyers: number; offices: number }> {
  const [people, lawyers, offices] = await Promise.all([
    db
      .selectFrom("people")
      .where(isPublic("people"))
      .select((eb) => eb.fn.count<number | string>("no").distinct().as("count"))
      .executeTakeFirstOrThrow(),
    // A person is a lawyer when any of their job titles says so (each version names the same titles).
    db
      .selectFrom("people")
      .innerJoin("personJobs", "personJobs.personId", "people.id")
      .innerJoin("jobs", "jobs.id", "personJobs.jobId")
      .where("jobs.isLawyer", "=", 1)
      .where(isPublic("people"))
      .select((eb) => eb.fn.count<number | string>("people.no").distinct().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("offices")
      .select((eb) => eb.fn.count<number | string>("no").distinct().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { people: Number(people.count), lawyers: Number(lawyers.count), offices: Number(offices.count) };
}
