import type { ProfileFact } from "./qualifications.ts";
import type { CatalogType, DocumentName, LegalNotice, SpecialistTitle } from "@lawfirm/contract";
import type { EnvironmentScene } from "../pictures/compositions.ts";

/** The languages the demo firm is written in. */
export const DEMO_LANGS = ["de_DE", "en_US", "zh_CN"] as const;
export type DemoLang = (typeof DEMO_LANGS)[number];

/** One text (or value) per demo language. */
export type Localized<T = string> = Record<DemoLang, T>;

/** Rich text is HTML; the services sanitise it when it is saved. */
export type Html = string;

export interface DemoFirm {
  name: Localized;
  /** The firm's address, the same in every language. */
  address: string;
  tel: string;
  email: string;
  /** The legal notice's facts (decision 0067), typed once: the site words them in each language. */
  legalNotice: LegalNotice;
  introduce: Localized<Html>;
  advantages: readonly { title: Localized; content: Localized<Html> }[];
  environment: readonly { scene: EnvironmentScene; title: Localized }[];
}

/**
 * An office: a name and an opening note per language; its postal address (country as ISO 3166-1
 * alpha-2), telephone, e-mail and picture are the same in every language. Munich comes first.
 */
export interface DemoOffice {
  key: string;
  name: Localized;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  openingNote: Localized;
  /** The generated picture of the office. */
  scene: EnvironmentScene;
}

/** A job title: reference data with one name per language. */
export interface DemoJob {
  key: string;
  name: Localized;
  /** Whether holders count as lawyers in the site configuration's headline figure. */
  isLawyer: boolean;
}

export interface DemoPracticeArea {
  key: string;
  /** The icon drawn for it (pictures/marks.ts), also added to the icon library. */
  iconKey: string;
  name: Localized;
  introduce: Localized<Html>;
  /** Position in the list, 1 first; the loader creates the areas in this order. */
  sort: number;
  /** Its key contacts in order (people's keys), set once the people exist. */
  keyContactKeys: readonly string[];
}

/** ISO 639-1 codes of the languages a person speaks (names per language in people.ts). */
export type SpokenLanguage = "de" | "en" | "zh" | "fr" | "it" | "sv" | "es";

export interface DemoPerson {
  key: string;
  /** Seed of the generated portrait. */
  photoSeed: string;
  name: Localized;
  phone: string;
  email: string;
  officeKey: string;
  jobKeys: readonly string[];
  practiceAreaKeys: readonly string[];
  spokenLanguages: readonly SpokenLanguage[];
  /** The biography, rich text of very different lengths. */
  intro: Localized<Html>;
  /** The full profile's lists (decision 0068), written once for the three languages. */
  profile: readonly ProfileFact[];
  /** Specialist titles (codes of the contract's `SPECIALIST_TITLES`), at most three. */
  specialistTitles?: readonly SpecialistTitle[];
  /** 1: pinned to the top of the people list. */
  top: 0 | 1;
}

/** A folder of news or case analyses; `parentKey` puts it below another folder of the same type. */
export interface DemoFolder {
  key: string;
  type: CatalogType;
  name: Localized;
  parentKey?: string;
}

interface DemoArticle {
  key: string;
  /** Published this many days before the load (the publication time is set after the insert). */
  daysAgo: number;
  top: 0 | 1;
  /** `{year}` is replaced with the year of the publication time. */
  title: Localized;
  content: Localized<Html>;
  /** The people it names (people's keys), in order (decision 0031). */
  personKeys?: readonly string[];
  /** The practice areas it concerns (their keys). */
  practiceAreaKeys?: readonly string[];
  /** The clients it names, each with the consent recorded this many days before the load (decision 0066); the item's, in every language. */
  clientsNamed?: readonly DemoClientNamed[];
}

/** A client an item names and its recorded consent; its scope is written once, in German, as the consent was given. */
export interface DemoClientNamed {
  name: string;
  consentDaysAgo: number;
  scope: string;
}

export interface DemoNews extends DemoArticle {
  folderKey: string;
  note?: Localized;
  /** An external article: the site links here instead of showing `content`. */
  link?: string;
}

export interface DemoCase extends DemoArticle {
  folderKey: string;
}

export type DemoHonor = DemoArticle;

export interface DemoBanner {
  key: string;
  title: Localized;
  subTitle: Localized;
  linkUrl: string | null;
  top: 0 | 1;
}

export interface DemoDocument {
  name: DocumentName;
  title: Localized;
  content: Localized<Html>;
}
