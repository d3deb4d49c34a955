import {
  PERSON_LIMITS,
  pageMetaOf,
  type PERSON_SORTS,
  FALLBACK_LOCALE,
  personEndpoints,
  type Paging,
  type Person,
  type PersonFields,
  type PersonVersion,
  type PersonVersionInput,
  type PublishState,
  KIND_CONFIGURATIONS,
} from "@lawfirm/contract";
import { changeSlug, claimSlug, planSlugs, retireVersions, type PlannedSlugs } from "../addresses/addresses.ts";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { cleanRichTexts } from "../../http/rich-text.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import {
  checkReferences,
  findReferencedVersions,
  inTransaction,
  refuseDroppingNamedVersions,
  type ItemChange,
  type TableReferenceRule,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import { translatedItemCallsById, writerSaves } from "../translations/translated-item-calls.ts";
import { findLanguagesOf, findVersionsByIds, findVersionsByNo } from "../translations/translations.repository.ts";
import { pictureAt, richTextPicturesAt } from "../media/saved-uploads.ts";
import { draftAnswer, findDrafts } from "../publishing/drafts.repository.ts";
import { editTagsOf } from "../publishing/edit-tags.ts";
import { publicationOf } from "../publishing/publication.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import { refreshSearchItems } from "../search/search-index.ts";
import { pageMetaColumns, savedPageMeta } from "../page-meta/page-meta.ts";
import * as people from "./people.repository.ts";
import { LABEL, namePatterns, presentCards, presentPeople, profileColumns } from "./people.presentation.ts";
import { searchNameOf } from "./search-name.ts";

/** What all versions of a person share. */
interface PersonPlan {
  top: number;
  createdAt: string;
  spokenLanguages: string[];
  specialistTitles: string[];
  slugs: PlannedSlugs;
  at: string;
}

/** The office, job titles and practice areas a person names. */
const REFERENCES: readonly TableReferenceRule<PersonVersionInput>[] = [
  { table: "offices", field: "office", label: message("entity.office"), ids: (input) => [input.office] },
  { table: "jobs", field: "jobIds", label: message("entity.jobTitle"), plural: message("entity.jobTitles"), ids: (input) => input.jobIds },
  {
    table: "practiceAreas",
    field: "proFieldIds",
    label: message("entity.practiceArea"),
    plural: message("entity.practiceAreas"),
    ids: (input) => input.proFieldIds,
  },
];

/** The lists of codes that belong to the person (decision 0068): versions that send one must agree; the others take it. */
type SharedList = "spokenLanguages" | "specialistTitles";

function sharedList({ versions, problems }: ItemChange<PersonVersionInput>, field: SharedList): string[] {
  const sent = versions.filter(({ input }) => input[field] !== undefined);
  const first = sent[0];
  if (!first) return [];
  const wanted = first.input[field] ?? [];
  const key = (codes: readonly string[]) => [...codes].sort().join(",");
  for (const { input, index } of sent.slice(1)) {
    if (key(input[field] ?? []) !== key(wanted)) {
      const languages = wanted.length > 0 ? wanted.join(", ") : message("reference.none");
      problems.add(index, field, message("person.spokenLanguagesDiffer", { lang: first.input.lang, languages }));
    }
  }
  return wanted;
}

/**
 * A person's office, job titles and practice areas are rows of each version's own language, and
 * name the same items in every version; the pin flag, the spoken languages and the specialist titles belong to the person.
 * Saves write as `writer` says (decision 0035): a new version is a draft or published at once, an
 * edit of a public version its draft or the version itself.
 */
const personEntity = (writer: Omit<Writer, "limit">): TranslatedEntity<PersonVersionInput, PersonPlan> => ({
  label: LABEL,
  scope: KIND_CONFIGURATIONS.person.itemScope,
  findByNo: (db, no) => findVersionsByNo(db, "people", no),
  findByIds: (db, ids) => findVersionsByIds(db, "people", ids),
  readVersions: (db, no) => versionsOf(db, no),
  revisions: PUBLISHABLE_KINDS.person.table,
  async clean(version, at) {
    const { lang } = version;
    // One task in the CPU pool for the version's texts (its queue counts tasks): up to 31 of them.
    const [intro = "", ...contents] = await cleanRichTexts([
      { html: version.intro, field: at("intro"), lang, maxLength: PERSON_LIMITS.intro },
      ...version.customContents.map(({ content }, index) => ({
        html: content,
        field: at(`customContents.${index}.content`),
        lang,
        maxLength: PERSON_LIMITS.customContent,
      })),
    ]);
    return {
      ...version,
      intro,
      customContents: version.customContents.map(({ title }, index) => ({ title, content: contents[index] ?? "" })),
    };
  },
  pictures: (version) => [
    ...pictureAt("photoUrl", version.photoUrl),
    ...richTextPicturesAt("intro", version.intro),
    ...version.customContents.flatMap(({ content }, index) => richTextPicturesAt(`customContents.${index}.content`, content)),
  ],

  async prepare(db, change) {
    await checkReferences(db, change, REFERENCES);
    const spokenLanguages = sharedList(change, "spokenLanguages");
    const specialistTitles = sharedList(change, "specialistTitles");
    const state = change.no === undefined ? undefined : await people.findItemState(db, change.no);
    const slugs = await planSlugs(
      db,
      "person",
      change,
      (input) => input.name,
      async (trx, id) => (await people.findPerson(trx, id))?.slug,
    );
    const at = now();
    // A language added later takes the person's pin flag and creation time.
    return { top: state?.top ?? 0, createdAt: state?.createdAt ?? at, spokenLanguages, specialistTitles, slugs, at };
  },

  async insert(db, no, version, plan) {
    const fields = fieldsOf(version, plan);
    const slug = plan.slugs.get(version.lang)!;
    await claimSlug(db, "person", version.lang, slug);
    const id = await people.insertPerson(db, {
      no,
      lang: version.lang,
      slug,
      top: plan.top,
      ...columns(fields, plan.at),
      // A draft from the back office; published at once for the specification's clients (decision 0035).
      publishAt: writer.asDraft ? null : plan.at,
      unpublishAt: null,
      createdAt: plan.createdAt,
    });
    await people.replacePersonLinks(db, id, fields.jobIds, fields.proFieldIds);
    await publishing.recordRevision(db, personVersions, id, "save", writer, plan.at);
  },

  async update(db, stored, version, plan) {
    // A photo alt text and page fields left out (the specification's clients know none) keep the stored ones.
    const row = await people.findPerson(db, stored.id);
    const fields = { ...fieldsOf(version, plan), ...savedPageMeta(version, row && pageMetaOf(row)) };
    if (version.photoAlt === undefined) fields.photoAlt = row?.photoAlt ?? null;
    await publishing.writeVersion(db, personVersions, stored.id, fields, { ...writer, at: plan.at, action: "save" });
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
    await refuseDroppingNamedVersions(db, "people", LABEL, versions, people.countArticlesNaming);
    await retireVersions(db, "person", ids);
    await people.deletePeople(db, ids);
  },
});

/** A version's fields as a save writes them (a draft keeps them so); its rich text is sanitised (`clean`). */
function fieldsOf(version: PersonVersionInput, plan: PersonPlan): PersonFields {
  return {
    name: version.name,
    slug: plan.slugs.get(version.lang),
    photoUrl: version.photoUrl ?? null,
    photoAlt: version.photoAlt ?? null,
    phoneNumber: version.phoneNumber ?? null,
    email: version.email ?? null,
    office: version.office,
    intro: version.intro,
    customContents: version.customContents,
    jobIds: version.jobIds,
    proFieldIds: version.proFieldIds,
    spokenLanguages: plan.spokenLanguages,
    specialistTitles: plan.specialistTitles,
    barAdmissions: version.barAdmissions,
    education: version.education,
    memberships: version.memberships,
    publications: version.publications,
    rankings: version.rankings,
    ...pageMetaOf(version),
  };
}

/** The columns a version's fields fill; the search name is computed here. */
function columns(fields: PersonFields, at: string): people.PersonChanges {
  return {
    name: fields.name,
    searchName: searchNameOf(fields.name),
    photoUrl: fields.photoUrl,
    // Drafts and revisions kept before the photo had its own alt text have none.
    photoAlt: fields.photoAlt ?? null,
    phoneNumber: fields.phoneNumber,
    email: fields.email,
    officeId: fields.office,
    intro: fields.intro,
    customContents: JSON.stringify(fields.customContents),
    spokenLanguages: JSON.stringify(fields.spokenLanguages),
    // Drafts and revisions kept before the full profile existed have none of its lists (decision 0068).
    ...profileColumns(fields),
    // Drafts and revisions kept before the page's fields existed have none (decision 0055).
    ...pageMetaColumns(pageMetaOf(fields)),
    updatedAt: at,
  };
}

/** A person version's fields as its row and links have them now. */
async function liveFields(db: Executor, id: number): Promise<PersonFields | undefined> {
  const row = await people.findPerson(db, id);
  if (!row) return undefined;
  const [person] = await presentPeople(db, [row]);
  return { ...fieldsOfPerson(person!), photoAlt: row.photoAlt };
}

function fieldsOfPerson(person: Person): PersonFields {
  const { name, slug, photoUrl, phoneNumber, email, office, intro, customContents, jobIds, proFieldIds, spokenLanguages } = person;
  const { specialistTitles, barAdmissions, education, memberships, publications, rankings } = person;
  return {
    name,
    slug,
    photoUrl,
    phoneNumber,
    email,
    office,
    intro,
    customContents,
    jobIds,
    proFieldIds,
    spokenLanguages,
    specialistTitles,
    barAdmissions,
    education,
    memberships,
    publications,
    rankings,
    ...pageMetaOf(person),
  };
}

/** A draft's or revision's fields without the job titles and practice areas deleted since. */
async function stillLinked(db: Executor, fields: PersonFields): Promise<PersonFields> {
  const [jobs, practiceAreas] = await Promise.all([
    findReferencedVersions(db, "jobs", fields.jobIds),
    findReferencedVersions(db, "practiceAreas", fields.proFieldIds),
  ]);
  return {
    ...fields,
    jobIds: fields.jobIds.filter((id) => jobs.has(id)),
    proFieldIds: fields.proFieldIds.filter((id) => practiceAreas.has(id)),
  };
}

async function officeGone(db: Executor, fields: PersonFields): Promise<boolean> {
  return (await people.findOfficeName(db, fields.office)) === undefined;
}

/** Person versions as the publishing rules read and write them (decision 0035). */
const personVersions: PublishableKind<PersonFields> = {
  table: PUBLISHABLE_KINDS.person.table,
  label: LABEL,
  findPublication: (db, id) => people.findPublication(db, id),
  liveFields,
  async writeFields(db, id, fields, { at }) {
    await changeSlug(db, "person", id, fields.slug);
    await people.updatePerson(db, id, columns(fields, at));
    await people.replacePersonLinks(db, id, fields.jobIds, fields.proFieldIds);
    // The spoken languages and specialist titles are the person's: every version takes them.
    const version = await people.findPublication(db, id);
    if (version) {
      const { specialistTitles } = profileColumns(fields);
      await people.setSharedLists(db, version.no, { spokenLanguages: JSON.stringify(fields.spokenLanguages), specialistTitles });
    }
  },
  // Job titles and practice areas deleted since the draft was saved are left out, as deleting
  // them left them out of every version; an office deleted since refuses (the draft must name another).
  async publishable(db, fields) {
    if (await officeGone(db, fields)) throw conflict(message("publishing.draftOfficeGone", { entity: LABEL }));
    return stillLinked(db, fields);
  },
  // A restored revision whose office was deleted since keeps the version's office now.
  async restorable(db, fields, live) {
    const linked = await stillLinked(db, fields);
    return (await officeGone(db, fields)) ? { ...linked, office: live.office } : linked;
  },
  datedByPublication: false,
  addressKind: "person",
  refreshSearch: (db, no) => refreshSearchItems(db, "person", [no]),
};

/** The publishing calls of people (decision 0035): each answers the person's versions. */
export const personPublishing: KindPublishing<PersonFields, PersonVersion[], PersonFields> = {
  kind: personVersions,
  versions: versionsOf,
  revisionFields: fieldsAsStored,
  endpoints: personEndpoints,
};

/** All versions of one person as the back office reads them: each with its window and its draft. */
async function versionsOf(db: Executor, no: number): Promise<PersonVersion[]> {
  const rows = await people.findPeopleByNo(db, no);
  const [items, drafts] = await Promise.all([
    presentPeople(db, rows),
    findDrafts<PersonFields>(
      db,
      "people",
      rows.map((row) => row.id),
    ),
  ]);
  return items.map((item, index) => {
    return { ...item, photoAlt: rows[index]!.photoAlt, ...publicationOf(rows[index]!), draft: draftAnswer(drafts.get(item.id)) };
  });
}

export interface AdminPeopleQuery extends Paging {
  name?: string | undefined;
  office?: number | undefined;
  lang?: string | undefined;
  publishState?: PublishState | undefined;
  hasLang?: string | undefined;
  sort?: (typeof PERSON_SORTS)[number] | undefined;
  order?: "asc" | "desc" | undefined;
}

/** The back office's list: one row per person, in the `lang` version (default en_US, else any). */
export async function listPeopleForAdmin(db: Db, languages: LanguageRegistry, query: AdminPeopleQuery) {
  if (query.lang) await languages.assertKnown(query.lang, "query.lang");
  if (query.hasLang) await languages.assertKnown(query.hasLang, "query.hasLang");
  const { rows, pageable } = await people.listPeopleForAdmin(
    db,
    // Filtered by a language, each person shows its version in it.
    { lang: query.hasLang || query.lang || FALLBACK_LOCALE, fallback: FALLBACK_LOCALE },
    { namePatterns: namePatterns(query.name), officeId: query.office, publishState: query.publishState, hasLang: query.hasLang },
    query,
    query.sort && { by: query.sort, order: query.order ?? (query.sort === "name" ? "asc" : "desc") },
  );
  const ids = rows.map((row) => row.id);
  const nos = rows.map((row) => row.no);
  const [cards, present, drafts, tags] = await Promise.all([
    presentCards(db, rows),
    findLanguagesOf(db, "people", nos),
    findDrafts(db, "people", ids),
    editTagsOf(db, "people", nos),
  ]);
  const result = cards.map((card, index) => ({
    ...card,
    ...publicationOf(rows[index]!),
    languages: present.get(card.no) ?? [card.lang],
    hasDraft: drafts.has(card.id),
    editTag: tags.get(card.no)!,
  }));
  return { result, pageable };
}

/**
 * The back office's calls on one person, named by the id of one of its versions: `getPerson` (one
 * version with all versions, in full); `getPersonVersions` (every version of the person numbered
 * `no`, for the editor, decision 0060); `createPerson` and `updatePerson` (drafts,
 * or published at once, as `writer` says; an update replaces the versions: updated by id, new
 * languages added, languages left out removed); `deletePerson` (in every language, with the links
 * to job titles and practice areas).
 */
export const {
  detail: getPerson,
  versionsByNo: getPersonVersions,
  create: createPerson,
  update: updatePerson,
  deleteById: deletePerson,
} = translatedItemCallsById({ saves: writerSaves(personEntity), versions: versionsOf, findVersion: people.findPerson });

/** Pins (1) or unpins (0) the person in every language; answers the version named. */
export async function setPersonTop(db: Db, id: number, top: 0 | 1): Promise<PersonVersion> {
  await inTransaction(db, LABEL, async (trx) => {
    const row = await people.findPerson(trx, id);
    if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
    await people.setTop(trx, row.no, top, now());
  });
  const { versions: _versions, ...person } = await getPerson(db, id);
  return person;
}
