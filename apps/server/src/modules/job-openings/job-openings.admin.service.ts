import {
  JOB_OPENING_LIMITS,
  KIND_CONFIGURATIONS,
  jobOpeningEndpoints,
  pageMetaOf,
  type JobOpeningFields,
  type JobOpeningVersion,
  type JobOpeningVersionInput,
} from "@lawfirm/contract";
import { now, type Executor } from "../../db/database.ts";
import { conflict } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import { kindReads } from "../publishing/item-reads.ts";
import * as publishing from "../publishing/versions.ts";
import { PUBLISHABLE_KINDS } from "../publishing/publishable-kinds.ts";
import type { PublishableKind, Writer } from "../publishing/versions.ts";
import { fieldsAsStored, type KindPublishing } from "../publishing/publishing.routes.ts";
import { refreshSearchItems } from "../search/search-index.ts";
import { richTextPicturesAt } from "../media/saved-uploads.ts";
import {
  checkItemFields,
  checkReferences,
  findReferencedVersions,
  type TableReferenceRule,
  type TranslatedEntity,
} from "../translations/translated-items.ts";
import { translatedItemCallsById, writerSaves } from "../translations/translated-item-calls.ts";
import * as translations from "../translations/translations.repository.ts";
import { changeSlug, claimSlug, planSlugs, retireVersions, type PlannedSlugs } from "../addresses/addresses.ts";
import { pageMetaColumns, savedPageMeta } from "../page-meta/page-meta.ts";
import * as openings from "./job-openings.repository.ts";
import { LABEL, present } from "./job-openings.presentation.ts";

/**
 * The back office's reads (decision 0089): every version of an opening, and the list of one row per
 * opening, newest first, in the `lang` version (default en_US, else any), without its text.
 */
const { versionsOf, listForAdmin: listJobOpeningsForAdmin } = kindReads<JobOpeningFields>()({
  table: "jobOpenings",
  rowsOf: openings.findJobOpeningsByNo,
  rowsById: openings.findJobOpeningsByIds,
  listOrder: [
    ["createdAt", "desc"],
    ["no", "desc"],
  ],
  present,
  versionExtra: () => ({}),
  listed: async (_db, items) => items.map(({ content: _content, ...item }) => item),
});
export { listJobOpeningsForAdmin };

/** What all versions of an opening share: its creation time, and the time of the write. */
interface JobOpeningPlan {
  createdAt: string;
  slugs: PlannedSlugs;
  at: string;
}

/** The office and practice areas an opening names (decision 0071). */
const REFERENCES: readonly TableReferenceRule<JobOpeningVersionInput>[] = [
  { table: "offices", field: "office", label: message("entity.office"), ids: (input) => [input.office] },
  {
    table: "practiceAreas",
    field: "proFieldIds",
    label: message("entity.practiceArea"),
    plural: message("entity.practiceAreas"),
    ids: (input) => input.proFieldIds,
  },
];

/** The item's own fields (decision 0071): every version must send the same. */
const ITEM_FIELDS = ["level", "employmentType", "startDate"] as const;

/**
 * Job openings as translated items: the office and practice areas name rows of each version's own
 * language, the same items in every version; level, employment type and start are the item's.
 * Saves write as `writer` says (decision 0035).
 */
const jobOpeningEntity = (writer: Omit<Writer, "limit">): TranslatedEntity<JobOpeningVersionInput, JobOpeningPlan> => ({
  label: LABEL,
  scope: KIND_CONFIGURATIONS.opening.itemScope,
  findByNo: (db, no) => translations.findVersionsByNo(db, "jobOpenings", no),
  findByIds: (db, ids) => translations.findVersionsByIds(db, "jobOpenings", ids),
  readVersions: (db, no) => versionsOf(db, no),
  revisions: PUBLISHABLE_KINDS.opening.table,
  clean: async (version, at) => ({
    ...version,
    content: await cleanRichText({
      html: version.content,
      field: at("content"),
      lang: version.lang,
      maxLength: JOB_OPENING_LIMITS.content,
    }),
  }),
  pictures: (version) => richTextPicturesAt("content", version.content),

  async prepare(db, change) {
    await checkReferences(db, change, REFERENCES);
    checkItemFields(change, ITEM_FIELDS);
    const slugs = await planSlugs(
      db,
      "opening",
      change,
      (input) => input.title,
      async (trx, id) => (await openings.findJobOpening(trx, id))?.slug,
    );
    const state = change.no === undefined ? undefined : await openings.findItemState(db, change.no);
    const at = now();
    return { createdAt: state?.createdAt ?? at, slugs, at };
  },

  async insert(db, no, version, plan) {
    const { proFieldIds, slug: _slug, ...fields } = fieldsOf(version, plan);
    const slug = plan.slugs.get(version.lang)!;
    await claimSlug(db, "opening", version.lang, slug);
    const id = await openings.insertJobOpening(db, {
      no,
      lang: version.lang,
      ...columnsOf(fields),
      slug,
      publishAt: writer.asDraft ? null : plan.at,
      unpublishAt: null,
      createdAt: plan.createdAt,
      updatedAt: plan.at,
    });
    await openings.replacePracticeAreas(db, id, proFieldIds);
    await publishing.recordRevision(db, jobOpeningVersions, id, "save", writer, plan.at);
  },

  async update(db, stored, version, plan) {
    const row = await openings.findJobOpening(db, stored.id);
    const fields = { ...fieldsOf(version, plan), ...savedPageMeta(version, row && pageMetaOf(row)) };
    await publishing.writeVersion(db, jobOpeningVersions, stored.id, fields, { ...writer, at: plan.at, action: "save" });
  },

  async remove(db, versions) {
    const ids = versions.map((version) => version.id);
    await retireVersions(db, "opening", ids);
    await openings.deleteJobOpenings(db, ids);
  },
});

/** A version's fields as a save writes them (a draft keeps them so). */
function fieldsOf(version: JobOpeningVersionInput, plan: JobOpeningPlan): JobOpeningFields {
  return {
    title: version.title,
    slug: plan.slugs.get(version.lang),
    content: version.content,
    office: version.office,
    proFieldIds: version.proFieldIds,
    level: version.level,
    employmentType: version.employmentType,
    startDate: version.startDate,
    ...pageMetaOf(version),
  };
}

/** A version's fields as its row's columns (its practice areas are rows of their own). */
function columnsOf(fields: Omit<JobOpeningFields, "proFieldIds" | "slug">) {
  const { office, title, content, level, employmentType, startDate } = fields;
  return { title, content, officeId: office, level, employmentType, startDate, ...pageMetaColumns(pageMetaOf(fields)) };
}

async function officeGone(db: Executor, fields: JobOpeningFields): Promise<boolean> {
  return (await openings.findOffices(db, [fields.office])).length === 0;
}

/** Opening versions as the publishing rules read and write them (decision 0035). */
const jobOpeningVersions: PublishableKind<JobOpeningFields> = {
  table: PUBLISHABLE_KINDS.opening.table,
  label: LABEL,
  findPublication: (db, id) => openings.findPublication(db, id),
  async liveFields(db, id) {
    const [row, proFieldIds] = await Promise.all([openings.findJobOpening(db, id), openings.findPracticeAreaIdsOf(db, id)]);
    if (!row) return undefined;
    return {
      title: row.title,
      slug: row.slug,
      content: row.content,
      office: row.officeId,
      proFieldIds,
      level: row.level as JobOpeningFields["level"],
      employmentType: row.employmentType as JobOpeningFields["employmentType"],
      startDate: row.startDate,
      ...pageMetaOf(row),
    };
  },
  async writeFields(db, id, { proFieldIds, slug, ...fields }, { at }) {
    await changeSlug(db, "opening", id, slug);
    await openings.updateJobOpening(db, id, { ...columnsOf(fields), updatedAt: at });
    await openings.replacePracticeAreas(db, id, proFieldIds);
  },
  // Practice areas deleted since the draft was saved are left out; an office deleted since refuses (the draft must name another).
  async publishable(db, fields) {
    if (await officeGone(db, fields)) throw conflict(message("publishing.draftOfficeGone", { entity: LABEL }));
    const areas = await findReferencedVersions(db, "practiceAreas", fields.proFieldIds);
    return { ...fields, proFieldIds: fields.proFieldIds.filter((id) => areas.has(id)) };
  },
  async restorable(db, fields, live) {
    const areas = await findReferencedVersions(db, "practiceAreas", fields.proFieldIds);
    const linked = { ...fields, proFieldIds: fields.proFieldIds.filter((id) => areas.has(id)) };
    return (await officeGone(db, fields)) ? { ...linked, office: live.office } : linked;
  },
  datedByPublication: false,
  addressKind: "opening",
  refreshSearch: (db, no) => refreshSearchItems(db, "opening", [no]),
};

/** The publishing calls of job openings (decision 0035): each answers the item's versions. */
export const jobOpeningPublishing: KindPublishing<JobOpeningFields, JobOpeningVersion[], JobOpeningFields> = {
  kind: jobOpeningVersions,
  versions: versionsOf,
  revisionFields: fieldsAsStored,
  endpoints: jobOpeningEndpoints,
};

/**
 * The back office's calls on one opening, named by the id of one of its versions: `getJobOpening`,
 * `getJobOpeningVersions` (by `no`, decision 0060), `createJobOpening`, `updateJobOpening` and
 * `deleteJobOpening` (in every language).
 */
export const {
  detail: getJobOpening,
  versionsByNo: getJobOpeningVersions,
  create: createJobOpening,
  update: updateJobOpening,
  deleteById: deleteJobOpening,
} = translatedItemCallsById({ saves: writerSaves(jobOpeningEntity), versions: versionsOf, findVersion: openings.findJobOpening });
