import type { Locale } from "./locales.ts";

// No schema here: the site names the titles without loading zod (decision 0033).

/**
 * The specialist titles ("Fachanwalt für …") the Fachanwaltsordnung (§ 1 FAO) allows, by code,
 * each named in the three languages of the site (decision 0068). A person holds at most
 * `MAX_SPECIALIST_TITLES` of them (§ 43c Abs. 1 BRAO).
 */
export const SPECIALIST_TITLES = {
  agricultural: { de_DE: "Agrarrecht", en_US: "Agricultural law", zh_CN: "农业法" },
  employment: { de_DE: "Arbeitsrecht", en_US: "Employment law", zh_CN: "劳动法" },
  bankingCapitalMarkets: { de_DE: "Bank- und Kapitalmarktrecht", en_US: "Banking and capital markets law", zh_CN: "银行与资本市场法" },
  constructionArchitects: { de_DE: "Bau- und Architektenrecht", en_US: "Construction and architects' law", zh_CN: "建筑与建筑师法" },
  inheritance: { de_DE: "Erbrecht", en_US: "Inheritance law", zh_CN: "继承法" },
  family: { de_DE: "Familienrecht", en_US: "Family law", zh_CN: "家庭法" },
  intellectualProperty: { de_DE: "Gewerblicher Rechtsschutz", en_US: "Intellectual property law", zh_CN: "知识产权法" },
  commercialCorporate: { de_DE: "Handels- und Gesellschaftsrecht", en_US: "Commercial and company law", zh_CN: "商法与公司法" },
  informationTechnology: { de_DE: "Informationstechnologierecht", en_US: "Information technology law", zh_CN: "信息技术法" },
  insolvencyRestructuring: { de_DE: "Insolvenz- und Sanierungsrecht", en_US: "Insolvency and restructuring law", zh_CN: "破产与重整法" },
  internationalBusiness: { de_DE: "Internationales Wirtschaftsrecht", en_US: "International business law", zh_CN: "国际经济法" },
  medical: { de_DE: "Medizinrecht", en_US: "Medical law", zh_CN: "医疗法" },
  tenancyCondominium: { de_DE: "Miet- und Wohnungseigentumsrecht", en_US: "Tenancy and condominium law", zh_CN: "租赁与住宅所有权法" },
  migration: { de_DE: "Migrationsrecht", en_US: "Migration law", zh_CN: "移民法" },
  socialSecurity: { de_DE: "Sozialrecht", en_US: "Social security law", zh_CN: "社会法" },
  sports: { de_DE: "Sportrecht", en_US: "Sports law", zh_CN: "体育法" },
  tax: { de_DE: "Steuerrecht", en_US: "Tax law", zh_CN: "税法" },
  criminal: { de_DE: "Strafrecht", en_US: "Criminal law", zh_CN: "刑法" },
  transportForwarding: { de_DE: "Transport- und Speditionsrecht", en_US: "Transport and forwarding law", zh_CN: "运输与货运代理法" },
  copyrightMedia: { de_DE: "Urheber- und Medienrecht", en_US: "Copyright and media law", zh_CN: "著作权与媒体法" },
  publicProcurement: { de_DE: "Vergaberecht", en_US: "Public procurement law", zh_CN: "政府采购法" },
  traffic: { de_DE: "Verkehrsrecht", en_US: "Traffic law", zh_CN: "交通法" },
  insurance: { de_DE: "Versicherungsrecht", en_US: "Insurance law", zh_CN: "保险法" },
  administrative: { de_DE: "Verwaltungsrecht", en_US: "Administrative law", zh_CN: "行政法" },
} as const satisfies Record<string, Record<Locale, string>>;

export type SpecialistTitle = keyof typeof SPECIALIST_TITLES;
export const SPECIALIST_TITLE_CODES = Object.keys(SPECIALIST_TITLES) as SpecialistTitle[];

/** § 43c Abs. 1 Satz 3 BRAO: a lawyer may hold at most three specialist titles. */
export const MAX_SPECIALIST_TITLES = 3;

/** A specialist title's name in a language of the site (German where the language is another); the code itself when it is unknown. */
export function specialistTitleName(code: string, locale: string): string {
  const names = (SPECIALIST_TITLES as Record<string, Record<string, string>>)[code];
  return names?.[locale] ?? names?.de_DE ?? code;
}
