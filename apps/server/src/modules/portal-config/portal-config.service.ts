import {
  advantageSchema,
  environmentSchema,
  FALLBACK_LOCALE,
  type PortalConfig,
  type PortalConfigInput,
  type PublicPortalConfig,
} from "@lawfirm/contract";
import { z } from "zod";
import { now, type Db } from "../../db/database.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as configs from "./portal-config.repository.ts";

/** What the editor starts from in a language that has no configuration yet. */
export function emptyPortalConfig(lang: string): PortalConfig {
  return {
    lang,
    name: "",
    iconUrl: null,
    address: "",
    email: null,
    tel: "",
    introduce: "",
    lawyerCount: 0,
    isLawyerCountVisible: 0,
    totalPeople: 0,
    isTotalPeopleVisible: 0,
    branchCount: 0,
    isBranchCountVisible: 0,
    advantagesList: [],
    environmentList: [],
    updateTime: null,
  };
}

/** A list column holds JSON written by this module; anything unreadable counts as empty. */
function parseList<S extends z.ZodType>(text: string, item: S): z.output<S>[] {
  try {
    const parsed = z.array(item).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toPortalConfig(row: configs.PortalConfigRow): PortalConfig {
  return {
    lang: row.lang,
    name: row.name,
    iconUrl: row.iconUrl,
    address: row.address,
    email: row.email,
    tel: row.tel,
    introduce: row.introduce,
    lawyerCount: row.lawyerCount,
    isLawyerCountVisible: flag(row.isLawyerCountVisible),
    totalPeople: row.totalPeople,
    isTotalPeopleVisible: flag(row.isTotalPeopleVisible),
    branchCount: row.branchCount,
    isBranchCountVisible: flag(row.isBranchCountVisible),
    advantagesList: parseList(row.advantagesList, advantageSchema),
    environmentList: parseList(row.environmentList, environmentSchema),
    updateTime: row.updatedAt,
  };
}

/** The configuration of one language for the editor; an empty default when none was saved. */
export async function getPortalConfig(db: Db, languages: LanguageRegistry, lang: string): Promise<PortalConfig> {
  await languages.assertKnown(lang, "query.lang");
  const row = await configs.findPortalConfig(db, lang);
  return row ? toPortalConfig(row) : emptyPortalConfig(lang);
}

/** Creates or replaces the configuration of the input's language; rich text is sanitised first. */
export async function savePortalConfig(db: Db, languages: LanguageRegistry, input: PortalConfigInput): Promise<PortalConfig> {
  await languages.assertKnown(input.lang);
  const { advantagesList, environmentList, introduce, ...fields } = input;
  const advantages = advantagesList.map((advantage) => ({ title: advantage.title, content: sanitizeRichText(advantage.content) }));
  const environment = environmentList.map((item) => ({ title: item.title, coverUrl: item.coverUrl }));
  await configs.upsertPortalConfig(
    db,
    {
      ...fields,
      introduce: sanitizeRichText(introduce),
      advantagesList: JSON.stringify(advantages),
      environmentList: JSON.stringify(environment),
    },
    now(),
  );
  return getPortalConfig(db, languages, input.lang);
}

/** Leaves out every headline figure that is marked invisible. */
export function withoutInvisibleFigures(config: PortalConfig): PublicPortalConfig {
  const { lawyerCount, totalPeople, branchCount, ...rest } = config;
  return {
    ...rest,
    ...(config.isLawyerCountVisible === 1 ? { lawyerCount } : {}),
    ...(config.isTotalPeopleVisible === 1 ? { totalPeople } : {}),
    ...(config.isBranchCountVisible === 1 ? { branchCount } : {}),
  };
}

/**
 * The configuration a visitor sees: that of the request's language, else en_US, else the first
 * language that has one (the answer's `lang` says which); an empty default when there is none.
 */
export async function getPublicPortalConfig(db: Db, lang: string): Promise<PublicPortalConfig> {
  const row =
    (await configs.findPortalConfig(db, lang)) ??
    (lang === FALLBACK_LOCALE ? undefined : await configs.findPortalConfig(db, FALLBACK_LOCALE)) ??
    (await configs.findFirstPortalConfig(db));
  return withoutInvisibleFigures(row ? toPortalConfig(row) : emptyPortalConfig(lang));
}
