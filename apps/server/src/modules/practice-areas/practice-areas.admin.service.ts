import {
  PRACTICE_AREA_LIMITS,
  pageMetaOf,
  FALLBACK_LOCALE,
  practiceAreaEndpoints,
  type PracticeArea,
  type PracticeAreaFields,
  type PracticeAreaVersion,
  type PracticeAreaVersionInput,
  KIND_CONFIGURATIONS,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { conflict } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { kindReads } from "../publishing/item-reads.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import { refreshSearchItems } from "../search/search-index.ts";
import { iconAt, richTextPicturesAt } from "../media/saved-uploads.ts";
import { moveOrderedItem, type OrderedEntity } from "../translations/ordering.ts";
import {
  checkNamesUnique,
  findReferencedVersions,
  refuseDroppingNamedVersions,
  resolveItemLinks,
  type ItemLinkRule,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import { translatedItemCallsById, writerSaves } from "../translations/translated-item-calls.ts";
import * as translations from "../translations/translations.repository.ts";
import { changeSlug, claimSlug, planSlugs, retireVersions, type PlannedSlugs } from "../addresses/addresses.ts";
import { pageMetaColumns, savedPageMeta } from "../page-meta/page-meta.ts";
import * as practiceAreas from "./practice-areas.repository.ts";
import { LABEL, present } from "./practice-areas.presentation.ts";

/**
 * The back office's reads (decision 0089): every version of a practice area, and the list of one
 * row per practice area in order, in the `lang` version (default en_US, else any).
 */
const { versionsOf, listForAdmin: listPracticeAreasForAdmin } = kindReads<PracticeAreaFields>()({
  table: "practiceAreas",
  rowsOf: practiceAreas.findPracticeAreasByNo,
  rowsById: practiceAreas.findPracticeAreasByIds,
  listOrder: [
    ["sort", "asc"],
    ["no", "asc"],
  ],
  present,
  versionExtra: () => ({}),
  listed: async (_db, items) => items,
});
export { listPracticeAreasForAdmin };

const keyContactLinks: ItemLinkRule<PracticeAreaVersionInput> = {
  field: "keyContactIds",
  label: message("entity.person"),
  plural: message("entity.people"),
  table: "people",
  sent: (input) => input.keyContactIds,
  stored: (db, id) => practiceAreas.findKeyContactIdsOf(db, id),
};

/** What all versions of a practice area share: its place in the order; the key contacts by version language. */
interface PracticeAreaPlan {
  sort: number;
  at: string;
  keyContactIds: Map<string, number[]>;
  slugs: PlannedSlugs;
}

/**
 * Practice areas as translated items: the order is the same in every language. Saves write as
 * `writer` says (decision 0035): a new version is a draft or published at once, an edit of a
 * public version its draft or the version itself.
 */
const practiceAreaEntity = (writer: Omit<Writer, "limit">): TranslatedEntity<PracticeAreaVersionInput, PracticeAreaPlan> => ({
  label: LABEL,
  scope: KIND_CONFIGURATIONS.practiceArea.itemScope,
  findByNo: (db, no) => translations.findVersionsByNo(db, "practiceAreas", no),
  findByIds: (db, ids) => translations.findVersionsByIds(db, "practiceAreas", ids),
  readVersions: (db, no) => versionsOf(db, no),
  revisions: PUBLISHABLE_KINDS.practiceArea.table,
  clean: async (version, at) => ({
    ...version,
    introduce: await cleanRichText({
      html: version.introduce,
      field: at("introduce"),
      lang: version.lang,
      maxLength: PRACTICE_AREA_LIMITS.introduce,
    }),
  }),
  pictures: (version) => [...iconAt("iconUrl", version.iconUrl), ...richTextPicturesAt("introduce", version.introduce)],

  async prepare(db, change) {
    const taken = await translations.findNamesIn(
      db,
      "practiceAreas",
      change.versions.map(({ input }) => input.lang),
    );
    checkNamesUnique(change, taken, LABEL);
    const keyContactIds = await resolveItemLinks(db, change, keyContactLinks);
    const slugs = await planSlugs(
      db,
      "practiceArea",
      change,
      (input) => input.name,
      async (trx, id) => (await practiceAreas.findPracticeArea(trx, id))?.slug,
    );
    const current = change.no === undefined ? undefined : await translations.sortOf(db, "practiceAreas", change.no);
    // A new practice area goes to the end; a language added later takes the item's place.
    return { sort: current ?? (await translations.maxSort(db, "practiceAreas")) + 1, at: now(), keyContactIds, slugs };
  },

  async insert(db, no, version, plan) {
    const { keyContactIds, slug: _slug, ...fields } = fieldsOf(version, plan);
    const slug = plan.slugs.get(version.lang)!;
    await claimSlug(db, "practiceArea", version.lang, slug);
    const id = await practiceAreas.insertPracticeArea(db, {
      no,
      lang: version.lang,
      ...fields,
      ...pageMetaColumns(pageMetaOf(fields)),
      slug,
      sort: plan.sort,
      // A draft from the back office; published at once for the specification's clients (decision 0035).
      publishAt: writer.asDraft ? null : plan.at,
      unpublishAt: null,
      createdAt: plan.at,
      updatedAt: plan.at,
    });
    await practiceAreas.replaceKeyContacts(db, id, keyContactIds);
    await publishing.recordRevision(db, practiceAreaVersions, id, "save", writer, plan.at);
  },

  async update(db, stored, version, plan) {
    // Page fields left out (the specification's clients know none) keep the stored ones.
    const row = await practiceAreas.findPracticeArea(db, stored.id);
    const fields = { ...fieldsOf(version, plan), ...savedPageMeta(version, row && pageMetaOf(row)) };
    await publishing.writeVersion(db, practiceAreaVersions, stored.id, fields, { ...writer, at: plan.at, action: "save" });
  },

  async remove(db, versions) {
    const ids = versions.map((version) => version.id);
    const use = await practiceAreas.countPeopleLinked(db, ids);
    const busy = versions.flatMap((version) => {
      const count = use.get(version.id) ?? 0;
      if (count === 0) return [];
      return [message(count === 1 ? "practiceArea.linkedToOnePerson" : "practiceArea.linkedToPeople", { lang: version.lang, count })];
    });
    if (busy.length > 0) throw conflict(message("practiceArea.inUse", { uses: busy }));
    // The articles' mentions go with the practice area, but keep a dropped language from being removed (decision 0031).
    await refuseDroppingNamedVersions(db, "practiceAreas", LABEL, versions, practiceAreas.countArticlesNaming);
    await retireVersions(db, "practiceArea", ids);
    await practiceAreas.deletePracticeAreas(db, ids);
  },
});

/** A version's fields as a save writes them (a draft keeps them so); the introduction is sanitised (`clean`). */
function fieldsOf(version: PracticeAreaVersionInput, plan: PracticeAreaPlan): PracticeAreaFields {
  return {
    name: version.name,
    slug: plan.slugs.get(version.lang),
    introduce: version.introduce,
    iconUrl: version.iconUrl ?? null,
    keyContactIds: plan.keyContactIds.get(version.lang) ?? [],
    ...pageMetaOf(version),
  };
}

/** Practice area versions as the publishing rules read and write them (decision 0035). */
const practiceAreaVersions: PublishableKind<PracticeAreaFields> = {
  table: PUBLISHABLE_KINDS.practiceArea.table,
  label: LABEL,
  findPublication: (db, id) => practiceAreas.findPublication(db, id),
  async liveFields(db, id) {
    const [row, keyContactIds] = await Promise.all([practiceAreas.findPracticeArea(db, id), practiceAreas.findKeyContactIdsOf(db, id)]);
    if (!row) return undefined;
    return { name: row.name, slug: row.slug, introduce: row.introduce, iconUrl: row.iconUrl, keyContactIds, ...pageMetaOf(row) };
  },
  async writeFields(db, id, { keyContactIds, slug, ...fields }, { at }) {
    await changeSlug(db, "practiceArea", id, slug);
    // Drafts and revisions kept before the page's fields existed have none (decision 0055).
    await practiceAreas.updatePracticeArea(db, id, { ...fields, ...pageMetaColumns(pageMetaOf(fields)), updatedAt: at });
    await practiceAreas.replaceKeyContacts(db, id, keyContactIds);
  },
  // Key contacts deleted since the draft was saved are left out, as deleting them left them out of every version.
  async publishable(db, fields) {
    const people = await findReferencedVersions(db, "people", fields.keyContactIds);
    return { ...fields, keyContactIds: fields.keyContactIds.filter((id) => people.has(id)) };
  },
  datedByPublication: false,
  addressKind: "practiceArea",
  refreshSearch: (db, no) => refreshSearchItems(db, "practice-area", [no]),
};

/** The publishing calls of practice areas (decision 0035): each answers the item's versions. */
export const practiceAreaPublishing: KindPublishing<PracticeAreaFields, PracticeAreaVersion[], PracticeAreaFields> = {
  kind: practiceAreaVersions,
  versions: versionsOf,
  revisionFields: fieldsAsStored,
  endpoints: practiceAreaEndpoints,
};

const practiceAreaOrder: OrderedEntity<practiceAreas.PracticeAreaRow> = {
  label: LABEL,
  findByIds: (db, ids) => practiceAreas.findPracticeAreasByIds(db, ids),
  listGroup: (db) => translations.listOrderedNos(db, "practiceAreas"),
  setSort: (db, no, sort, at) => translations.setSort(db, "practiceAreas", no, sort, at),
};

/** The practice areas of one language in order (back office: `lang`, default en_US). */
export async function listPracticeAreasIn(db: Db, languages: LanguageRegistry, lang: string | undefined): Promise<PracticeArea[]> {
  if (lang) await languages.assertKnown(lang, "query.lang");
  return present(db, await practiceAreas.listPracticeAreas(db, lang || FALLBACK_LOCALE));
}

/**
 * The back office's calls on one practice area, named by the id of one of its versions:
 * `getPracticeArea` (one version with all versions); `getPracticeAreaVersions` (every version of the
 * practice area numbered `no`, for the editor, decision 0060); `createPracticeArea` (at the
 * end of the order) and `updatePracticeArea` (drafts, or published at once, as `writer` says);
 * `deletePracticeArea` (in every language; refused, 409, while a person is linked to any version).
 */
export const {
  detail: getPracticeArea,
  versionsByNo: getPracticeAreaVersions,
  create: createPracticeArea,
  update: updatePracticeArea,
  deleteById: deletePracticeArea,
} = translatedItemCallsById({ saves: writerSaves(practiceAreaEntity), versions: versionsOf, findVersion: practiceAreas.findPracticeArea });

/** Moves a practice area to another's place, in every language. */
export async function movePracticeArea(db: Db, sourceId: number, targetId: number): Promise<void> {
  await moveOrderedItem(db, practiceAreaOrder, sourceId, targetId);
}
