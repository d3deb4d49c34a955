import type { Insertable } from "kysely";
import type { Executor, PortalConfigTable } from "../../db/database.ts";

const configColumns = [
  "lang",
  "name",
  "iconUrl",
  "address",
  "email",
  "tel",
  "introduce",
  "lawyerCount",
  "isLawyerCountVisible",
  "totalPeople",
  "isTotalPeopleVisible",
  "branchCount",
  "isBranchCountVisible",
  "advantagesList",
  "environmentList",
  "updatedAt",
] as const;

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
