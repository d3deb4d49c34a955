import {
  customContentSchema,
  FALLBACK_LOCALE,
  type Paging,
  type Person,
  type PersonCard,
  type PersonDetail,
  type PersonVersionInput,
  type Version,
} from "@lawfirm/contract";
import { z } from "zod";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { containsPattern } from "../../db/text-match.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import type { LanguageLimit } from "../translations/language-limit.ts";
import {
  checkSameItemsInEveryVersion,
  checkSameLanguageRefs,
  createTranslatedItem,
  deleteTranslatedItem,
  findReferencedVersions,
  inTransaction,
  leavesOtherVersions,
  refuseDroppingNamedVersions,
  replaceTranslatedItem,
  versionList,
  type ItemChange,
  type ReferenceRule,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import { findLanguagesOf, findPublicVersionsByNo, findVersionsByIds, findVersionsByNo } from "../translations/translations.repository.ts";
import { withImageDescriptions } from "../media/image-descriptions.ts";
import * as people from "./people.repository.ts";
import { findPeopleByName } from "../search/search.service.ts";
import { searchNameOf, searchSpellings } from "./search-name.ts";

const LABEL = message("entity.person");

/** A list column holds JSON written by this module; anything unreadable counts as empty. */
function parseJson<S extends z.ZodType>(text: string, schema: S, empty: z.output<S>): z.output<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

const spokenLanguagesColumn = z.array(z.string());
const customContentsColumn = z.array(customContentSchema);

/** Job titles and practice areas of a page of person versions, by person id; for visitors, the public practice areas only. */
async function linksOf(db: Executor, personIds: readonly number[], forVisitors: boolean) {
  const [jobs, practiceAreas] = await Promise.all([
    people.findJobsOf(db, personIds),
    people.findPracticeAreasOf(db, personIds, forVisitors),
  ]);
  const group = (rows: people.PersonLinkRow[]) => {
    const byPerson = new Map<number, people.PersonLinkRow[]>();
    for (const row of rows) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row]);
    return byPerson;
  };
  return { jobs: group(jobs), practiceAreas: group(practiceAreas) };
}

type Links = Awaited<ReturnType<typeof linksOf>>;

function toCard(row: people.PersonCardRow, links: Links): PersonCard {
  const jobs = links.jobs.get(row.id) ?? [];
  const practiceAreas = links.practiceAreas.get(row.id) ?? [];
  return {
    id: row.id,
    no: row.no,
    lang: row.lang,
    top: row.top === 1 ? 1 : 0,
    photoUrl: row.photoUrl,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    office: row.officeId,
    officeName: row.officeName,
    jobIds: jobs.map((job) => job.refId),
    jobs: jobs.map((job) => ({ jobId: job.refId, lawyerTeamId: row.id, name: job.name, lang: job.lang })),
    proFieldIds: practiceAreas.map((area) => area.refId),
    proFields: practiceAreas.map((area) => ({ professionalFieldId: area.refId, lawyerTeamId: row.id, name: area.name, lang: area.lang })),
    spokenLanguages: parseJson(row.spokenLanguages, spokenLanguagesColumn, []),
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

function toPerson(row: people.PersonRow, links: Links): Person {
  return { ...toCard(row, links), intro: row.intro, customContents: parseJson(row.customContents, customContentsColumn, []) };
}

async function presentCards(db: Executor, rows: readonly people.PersonCardRow[], forVisitors = false): Promise<PersonCard[]> {
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => toCard(row, links));
}

async function presentPeople(db: Executor, rows: readonly people.PersonRow[], forVisitors = false): Promise<Person[]> {
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
    forVisitors,
  );
  return rows.map((row) => toPerson(row, links));
}

/** What all versions of a person share. */
interface PersonPlan {
  top: number;
  createdAt: string;
  spokenLanguages: string[];
  at: string;
}

const officeRule: ReferenceRule<PersonVersionInput> = { field: "office", label: message("entity.office"), ids: (input) => [input.office] };
const jobRule: ReferenceRule<PersonVersionInput> = {
  field: "jobIds",
  label: message("entity.jobTitle"),
  plural: message("entity.jobTitles"),
  ids: (input) => input.jobIds,
};
const practiceAreaRule: ReferenceRule<PersonVersionInput> = {
  field: "proFieldIds",
  label: message("entity.practiceArea"),
  plural: message("entity.practiceAreas"),
  ids: (input) => input.proFieldIds,
};

/** The spoken languages belong to the person: versions that send them must agree; the others take them. */
function sharedSpokenLanguages({ versions, problems }: ItemChange<PersonVersionInput>): string[] {
  const sent = versions.filter(({ input }) => input.spokenLanguages !== undefined);
  const first = sent[0];
  if (!first) return [];
  const wanted = first.input.spokenLanguages ?? [];
  const key = (codes: readonly string[]) => [...codes].sort().join(",");
  for (const { input, index } of sent.slice(1)) {
    if (key(input.spokenLanguages ?? []) !== key(wanted)) {
      const languages = wanted.length > 0 ? wanted.join(", ") : message("reference.none");
      problems.add(index, "spokenLanguages", message("person.spokenLanguagesDiffer", { lang: first.input.lang, languages }));
    }
  }
  return wanted;
}

/**
 * A person's office, job titles and practice areas are rows of each version's own language, and
 * name the same items in every version; the pin flag and the spoken languages belong to the person.
 */
const personEntity: TranslatedEntity<PersonVersionInput, PersonPlan> = {
  label: LABEL,
  scope: "person",
  findByNo: (db, no) => findVersionsByNo(db, "people", no),
  findByIds: (db, ids) => findVersionsByIds(db, "people", ids),
  readVersions: (db, no) => versionsOf(db, no),

  async prepare(db, change) {
    const inputs = change.versions.map(({ input }) => input);
    const [offices, jobs, practiceAreas] = await Promise.all([
      findReferencedVersions(db, "offices", inputs.flatMap(officeRule.ids)),
      findReferencedVersions(db, "jobs", inputs.flatMap(jobRule.ids)),
      findReferencedVersions(db, "practiceAreas", inputs.flatMap(practiceAreaRule.ids)),
    ]);
    checkSameLanguageRefs(change, offices, officeRule);
    checkSameLanguageRefs(change, jobs, jobRule);
    checkSameLanguageRefs(change, practiceAreas, practiceAreaRule);
    if (change.problems.empty) {
      checkSameItemsInEveryVersion(change, offices, officeRule);
      checkSameItemsInEveryVersion(change, jobs, jobRule);
      checkSameItemsInEveryVersion(change, practiceAreas, practiceAreaRule);
    }
    const spokenLanguages = sharedSpokenLanguages(change);
    const state = change.no === undefined ? undefined : await people.findItemState(db, change.no);
    const at = now();
    // A language added later takes the person's pin flag and creation time.
    return { top: state?.top ?? 0, createdAt: state?.createdAt ?? at, spokenLanguages, at };
  },

  async insert(db, no, version, plan) {
    const id = await people.insertPerson(db, {
      no,
      lang: version.lang,
      top: plan.top,
      ...columns(version, plan),
      // Published at once for the specification's clients (decision 0035).
      publishAt: plan.at,
      unpublishAt: null,
      createdAt: plan.createdAt,
    });
    await people.replacePersonLinks(db, id, version.jobIds, version.proFieldIds);
  },

  async update(db, stored, version, plan) {
    await people.updatePerson(db, stored.id, columns(version, plan));
    await people.replacePersonLinks(db, stored.id, version.jobIds, version.proFieldIds);
  },

  // A key contact is refused (the practice area's page would lose its contact without anyone
  // choosing another); an article's mention goes with the person, or keeps a dropped language
  // from being removed (decision 0031).
  async remove(db, versions) {
    const ids = versions.map((version) => version.id);
    const areas = await people.findKeyContactUses(db, ids);
    if (areas.length > 0) {
      throw conflict(message("person.isKeyContact", { areas: areas.map((area) => `${area.name} (${area.lang})`).join(", ") }));
    }
    if (await leavesOtherVersions(db, "people", versions)) {
      refuseDroppingNamedVersions(LABEL, versions, await people.countArticlesNaming(db, ids));
    }
    await people.deletePeople(db, ids);
  },
};

/** The columns a version's own fields fill; rich text is sanitised and the search name computed here, on save. */
function columns(version: PersonVersionInput, plan: PersonPlan): people.PersonChanges {
  return {
    name: version.name,
    searchName: searchNameOf(version.name),
    photoUrl: version.photoUrl,
    phoneNumber: version.phoneNumber,
    email: version.email,
    officeId: version.office,
    intro: sanitizeRichText(version.intro),
    customContents: JSON.stringify(version.customContents.map((item) => ({ title: item.title, content: sanitizeRichText(item.content) }))),
    spokenLanguages: JSON.stringify(plan.spokenLanguages),
    updatedAt: plan.at,
  };
}

async function versionsOf(db: Executor, no: number): Promise<Person[]> {
  return presentPeople(db, await people.findPeopleByNo(db, no));
}

/** LIKE patterns for a name filter: every spelling of the keyword (see search-name.ts). */
const namePatterns = (keyword: string | undefined) => (keyword ? searchSpellings(keyword).map(containsPattern) : undefined);

export interface AdminPeopleQuery extends Paging {
  name?: string | undefined;
  office?: number | undefined;
  lang?: string | undefined;
}

/** The back office's list: one row per person, in the `lang` version (default en_US, else any). */
export async function listPeopleForAdmin(db: Db, languages: LanguageRegistry, query: AdminPeopleQuery) {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  const { rows, pageable } = await people.listPeopleForAdmin(
    db,
    { lang: query.lang || FALLBACK_LOCALE, fallback: FALLBACK_LOCALE },
    { namePatterns: namePatterns(query.name), officeId: query.office },
    query,
  );
  const [cards, present] = await Promise.all([
    presentCards(db, rows),
    findLanguagesOf(
      db,
      "people",
      rows.map((row) => row.no),
    ),
  ]);
  return { result: cards.map((card) => ({ ...card, languages: present.get(card.no) ?? [card.lang] })), pageable };
}

/** One version with all versions of the person, in full, for the editor. */
export async function getPerson(db: Db, id: number): Promise<PersonDetail> {
  const row = await people.findPerson(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const versions = await versionsOf(db, row.no);
  const version = versions.find((item) => item.id === id);
  if (!version) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  return { ...version, versions };
}

/** Creates all versions of a new person in one transaction; answers the versions. */
export async function createPerson(
  db: Db,
  languages: LanguageRegistry,
  versions: PersonVersionInput[],
  limit: LanguageLimit,
): Promise<Person[]> {
  const no = await createTranslatedItem(db, languages, personEntity, versions, limit);
  return versionsOf(db, no);
}

/** Replaces the versions of a person (updated by id, new languages added, languages left out removed). */
export async function updatePerson(
  db: Db,
  languages: LanguageRegistry,
  versions: PersonVersionInput[],
  limit: LanguageLimit,
): Promise<Person[]> {
  const no = await replaceTranslatedItem(db, languages, personEntity, versions, limit);
  return versionsOf(db, no);
}

/** Deletes the person in every language, with the links to job titles and practice areas. */
export async function deletePerson(db: Db, id: number): Promise<void> {
  const row = await people.findPerson(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  await deleteTranslatedItem(db, personEntity, row.no);
}

/** Pins (1) or unpins (0) the person in every language; answers the version named. */
export async function setPersonTop(db: Db, id: number, top: 0 | 1): Promise<Person> {
  await inTransaction(db, LABEL, async (trx) => {
    const row = await people.findPerson(trx, id);
    if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
    await people.setTop(trx, row.no, top, now());
  });
  const { versions: _versions, ...person } = await getPerson(db, id);
  return person;
}

export interface PublicPeopleQuery extends Paging {
  keyword?: string | undefined;
  practiceAreaId?: number | undefined;
  jobId?: number | undefined;
  office?: number | undefined;
}

/**
 * A visitor's list in one language: all filters combine; the keyword matches the name of any
 * version, ignoring case and accents, or with a typo (the site search's rule). Pinned first, then by name.
 */
export async function listPublicPeople(db: Db, query: PublicPeopleQuery, lang: string) {
  // The keyword finds people as the site search does (names of every version, spellings, typos); a
  // keyword of one letter, which the search does not look for, matches names by its own rule.
  const itemNos = query.keyword ? await findPeopleByName(db, lang, query.keyword) : null;
  const { rows, pageable } = await people.listPeople(
    db,
    lang,
    {
      ...(itemNos ? { itemNos } : { namePatterns: namePatterns(query.keyword) }),
      practiceAreaId: query.practiceAreaId,
      jobId: query.jobId,
      officeId: query.office,
    },
    query,
  );
  return { result: await withImageDescriptions(db, await presentCards(db, rows, true), lang, "photoUrl", "photoDescription"), pageable };
}

/** One version for a visitor, with the person's versions (`lang`, `id`). */
export async function readPublicPerson(db: Db, id: number): Promise<Person & { versions: Version[] }> {
  const row = await people.findPublicPerson(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const [person] = await withImageDescriptions(db, await presentPeople(db, [row], true), row.lang, "photoUrl", "photoDescription");
  return { ...person!, versions: versionList(await findPublicVersionsByNo(db, "people", row.no)) };
}

/** The lawyers linked to one practice area version (of its language), pinned first, then by name: assistants are not listed. */
export async function listLawyersPractising(db: Db, practiceAreaId: number): Promise<PersonCard[]> {
  return presentCards(db, await people.listLawyersPractising(db, practiceAreaId), true);
}

/** Person versions by id, in the order given: a practice area's key contacts. */
export async function listPeopleByIds(db: Db, ids: readonly number[]): Promise<PersonCard[]> {
  return presentCards(db, await people.findPublicCardsByIds(db, ids), true);
}
