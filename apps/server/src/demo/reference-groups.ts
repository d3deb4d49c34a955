import type { DemoJob, DemoLang, DemoOffice, DemoPerson, DemoPracticeArea, Html, SpokenLanguage } from "./content/index.ts";
import { profileIn } from "./content/index.ts";
import { idIn, uploadPicture, versionIds, type DemoContext, type IdsByKey, type VersionWriter } from "./demo-context.ts";
import { demoPictures } from "./pictures/index.ts";
import { demoPictureTexts } from "./pictures/texts.ts";

/**
 * Offices, job titles, practice areas and people: the language versions the loader writes for
 * them, with every reference resolved to the version of the same language. Their modules
 * supply the writers (`DemoWriters`); a group without a writer is skipped.
 */

export interface OfficeVersionDraft {
  lang: DemoLang;
  name: string;
  openingNote: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  phoneNumber: string;
  email: string;
  /** An uploaded picture of the office (`/api/upload/…`). */
  pictureUrl: string;
}

export interface JobVersionDraft {
  lang: DemoLang;
  name: string;
  isLawyer: 0 | 1;
}

export interface PracticeAreaVersionDraft {
  lang: DemoLang;
  name: string;
  introduce: Html;
  /** An uploaded icon of the icon library (`/api/upload/…`). */
  iconUrl: string;
  sort: number;
}

/** A person's version, in the wire names of the specification. */
export interface PersonVersionDraft {
  lang: DemoLang;
  name: string;
  /** An uploaded portrait (`/api/upload/…`). */
  photoUrl: string;
  phoneNumber: string;
  email: string;
  /** The office version of the same language. */
  office: number;
  /** Job title versions of the same language. */
  jobIds: number[];
  /** Practice area versions of the same language. */
  proFieldIds: number[];
  intro: Html;
  customContents: { title: string; content: Html }[];
  /** ISO 639-1 codes. */
  spokenLanguages: SpokenLanguage[];
  /** The full profile (decision 0068): the person's specialist titles, and the lists of this language. */
  specialistTitles: string[];
  barAdmissions: { jurisdiction: string; year: number }[];
  education: { degree: string; institution: string; year: number }[];
  memberships: string[];
  publications: { title: string; where: string; year: number; url: string | null }[];
  rankings: { text: string; year: number; url: string | null }[];
  top: 0 | 1;
}

/** A practice area's versions again, naming its key contacts: written once the people exist. */
export interface KeyContactsVersionDraft extends PracticeAreaVersionDraft {
  /** The practice area's version of this language. */
  id: number;
  /** People of the same language, in order. */
  keyContactIds: number[];
}

export interface DemoWriters {
  offices?: VersionWriter<OfficeVersionDraft>;
  jobs?: VersionWriter<JobVersionDraft>;
  practiceAreas?: VersionWriter<PracticeAreaVersionDraft>;
  people?: VersionWriter<PersonVersionDraft>;
  /** Updates practice areas with their key contacts (decision 0031). */
  keyContacts?: VersionWriter<KeyContactsVersionDraft>;
}

/** Created items of the four groups by key; empty for a group that was skipped. */
export interface ReferenceIds {
  offices: IdsByKey;
  jobs: IdsByKey;
  practiceAreas: IdsByKey;
  people: IdsByKey;
}

async function writeEach<TItem extends { key: string }, TDraft>(
  items: readonly TItem[],
  write: VersionWriter<TDraft>,
  draft: (item: TItem) => Promise<TDraft[]> | TDraft[],
): Promise<IdsByKey> {
  const ids: IdsByKey = new Map();
  for (const item of items) ids.set(item.key, versionIds(await write(await draft(item))));
  return ids;
}

export function officeVersions(office: DemoOffice, langs: readonly DemoLang[], pictureUrl: string): OfficeVersionDraft[] {
  const { address, postalCode, city, country, phone: phoneNumber, email } = office;
  return langs.map((lang) => ({
    lang,
    name: office.name[lang],
    openingNote: office.openingNote[lang],
    address,
    postalCode,
    city,
    country,
    phoneNumber,
    email,
    pictureUrl,
  }));
}

export function jobVersions(job: DemoJob, langs: readonly DemoLang[]): JobVersionDraft[] {
  return langs.map((lang) => ({ lang, name: job.name[lang], isLawyer: job.isLawyer ? 1 : 0 }));
}

export function practiceAreaVersions(area: DemoPracticeArea, langs: readonly DemoLang[], iconUrl: string): PracticeAreaVersionDraft[] {
  return langs.map((lang) => ({ lang, name: area.name[lang], introduce: area.introduce[lang], iconUrl, sort: area.sort }));
}

export function personVersions(
  person: DemoPerson,
  langs: readonly DemoLang[],
  refs: { photoUrl: string; offices: IdsByKey; jobs: IdsByKey; practiceAreas: IdsByKey },
): PersonVersionDraft[] {
  return langs.map((lang) => ({
    lang,
    name: person.name[lang],
    photoUrl: refs.photoUrl,
    phoneNumber: person.phone,
    email: person.email,
    office: idIn(refs.offices, person.officeKey, lang, "office"),
    jobIds: person.jobKeys.map((key) => idIn(refs.jobs, key, lang, "job title")),
    proFieldIds: person.practiceAreaKeys.map((key) => idIn(refs.practiceAreas, key, lang, "practice area")),
    intro: person.intro[lang],
    // Every section of the demo's biographies is a list of the full profile now (decision 0068).
    customContents: [],
    spokenLanguages: [...person.spokenLanguages],
    specialistTitles: [...(person.specialistTitles ?? [])],
    ...profileIn(person.profile, lang),
    top: person.top,
  }));
}

/** Writes the offices (Munich first), each with its generated picture; answers their versions by key. */
export function loadOffices(context: DemoContext, offices: readonly DemoOffice[], write: VersionWriter<OfficeVersionDraft>) {
  return writeEach(offices, write, async (office) => {
    const picture = await uploadPicture(context, demoPictures.environment(office.scene), demoPictureTexts.office(office.name));
    return officeVersions(office, context.langs, picture.url);
  });
}

/** Writes the job titles; answers their versions by key. */
export function loadJobs(context: DemoContext, jobs: readonly DemoJob[], write: VersionWriter<JobVersionDraft>) {
  return writeEach(jobs, write, (job) => jobVersions(job, context.langs));
}

/**
 * Writes the practice areas in their sort order, each with the icon drawn for it (`iconUrls`
 * by icon key: the uploads the icon library was filled with).
 */
export function loadPracticeAreas(
  context: DemoContext,
  areas: readonly DemoPracticeArea[],
  iconUrls: ReadonlyMap<string, string>,
  write: VersionWriter<PracticeAreaVersionDraft>,
) {
  const ordered = [...areas].sort((a, b) => a.sort - b.sort);
  return writeEach(ordered, write, (area) => {
    const iconUrl = iconUrls.get(area.iconKey);
    if (!iconUrl) throw new Error(`No icon was uploaded for "${area.iconKey}"`);
    return practiceAreaVersions(area, context.langs, iconUrl);
  });
}

/** Writes the people, each with a monogram card of their name for a portrait, naming offices, jobs and practice areas of their own language. */
export function loadPeople(
  context: DemoContext,
  people: readonly DemoPerson[],
  refs: { offices: IdsByKey; jobs: IdsByKey; practiceAreas: IdsByKey },
  write: VersionWriter<PersonVersionDraft>,
) {
  return writeEach(people, write, async (person) => {
    const photo = await uploadPicture(
      context,
      demoPictures.portrait(person.photoSeed, person.name.en_US),
      demoPictureTexts.portrait(person.name),
    );
    return personVersions(person, context.langs, { ...refs, photoUrl: photo.url });
  });
}

/** Gives each practice area its key contacts, in order, naming the people's versions of each language. */
export async function loadKeyContacts(
  context: DemoContext,
  areas: readonly DemoPracticeArea[],
  refs: { practiceAreas: IdsByKey; people: IdsByKey; iconUrls: ReadonlyMap<string, string> },
  write: VersionWriter<KeyContactsVersionDraft>,
): Promise<void> {
  for (const area of areas) {
    if (area.keyContactKeys.length === 0) continue;
    const versions = practiceAreaVersions(area, context.langs, refs.iconUrls.get(area.iconKey) ?? "").map((version) => ({
      ...version,
      id: idIn(refs.practiceAreas, area.key, version.lang, "practice area"),
      keyContactIds: area.keyContactKeys.map((key) => idIn(refs.people, key, version.lang, "person")),
    }));
    await write(versions);
  }
}
