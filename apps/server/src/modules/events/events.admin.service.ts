import {
  EVENT_LIMITS,
  KIND_CONFIGURATIONS,
  eventEndpoints,
  pageMetaOf,
  type EventFields,
  type EventVersion,
  type EventVersionInput,
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
import * as events from "./events.repository.ts";
import * as registrations from "./registrations.repository.ts";
import { LABEL, present, registrationFieldsOf } from "./events.presentation.ts";

/**
 * The back office's reads (decision 0089): every version of an event with its online link, and the
 * list of one row per event, latest start first, in the `lang` version (default en_US, else any),
 * without its text, with its registrations' counts.
 */
const { versionsOf, listForAdmin: listEventsForAdmin } = kindReads<EventFields>()({
  table: "events",
  rowsOf: events.findEventsByNo,
  rowsById: events.findEventsByIds,
  listOrder: [
    ["startsAt", "desc"],
    ["no", "desc"],
  ],
  present,
  versionExtra: (row) => ({ onlineUrl: row.onlineUrl }),
  async listed(db, items, nos) {
    const counts = await registrations.countByState(db, nos);
    return items.map(({ content: _content, ...item }) => ({
      ...item,
      registered: counts.get(item.no)?.registered ?? 0,
      waiting: counts.get(item.no)?.waiting ?? 0,
    }));
  },
});
export { listEventsForAdmin };

/** What all versions of an event share: its creation time, its addresses, and the time of the write. */
interface EventPlan {
  createdAt: string;
  slugs: PlannedSlugs;
  at: string;
}

/** The office, speakers and practice areas an event names (decision 0082). */
const REFERENCES: readonly TableReferenceRule<EventVersionInput>[] = [
  {
    table: "offices",
    field: "office",
    label: message("entity.office"),
    ids: (input) => (input.placeKind === "office" && input.office !== null ? [input.office] : []),
  },
  {
    table: "people",
    field: "personIds",
    label: message("entity.person"),
    plural: message("entity.people"),
    ids: (input) => input.personIds,
  },
  {
    table: "practiceAreas",
    field: "proFieldIds",
    label: message("entity.practiceArea"),
    plural: message("entity.practiceAreas"),
    ids: (input) => input.proFieldIds,
  },
];

/** The item's own fields (decision 0082): every version must send the same. */
const ITEM_FIELDS = [
  "startsAt",
  "endsAt",
  "placeKind",
  "onlineUrl",
  "capacity",
  "registrationDeadline",
  "registrationOpen",
  "registrationFields",
] as const;

/**
 * Events as translated items: the office, speakers and practice areas name rows of each version's
 * own language, the same items in every version; times, place kind, link and registration settings
 * are the item's. Saves write as `writer` says (decision 0035).
 */
const eventEntity = (writer: Omit<Writer, "limit">): TranslatedEntity<EventVersionInput, EventPlan> => ({
  label: LABEL,
  scope: KIND_CONFIGURATIONS.event.itemScope,
  findByNo: (db, no) => translations.findVersionsByNo(db, "events", no),
  findByIds: (db, ids) => translations.findVersionsByIds(db, "events", ids),
  readVersions: (db, no) => versionsOf(db, no),
  revisions: PUBLISHABLE_KINDS.event.table,
  clean: async (version, at) => ({
    ...version,
    content: await cleanRichText({ html: version.content, field: at("content"), lang: version.lang, maxLength: EVENT_LIMITS.content }),
  }),
  pictures: (version) => richTextPicturesAt("content", version.content),

  async prepare(db, change) {
    await checkReferences(db, change, REFERENCES);
    checkItemFields(change, ITEM_FIELDS);
    const slugs = await planSlugs(
      db,
      "event",
      change,
      (input) => input.title,
      async (trx, id) => (await events.findEvent(trx, id))?.slug,
    );
    const state = change.no === undefined ? undefined : await events.findItemState(db, change.no);
    const at = now();
    return { createdAt: state?.createdAt ?? at, slugs, at };
  },

  async insert(db, no, version, plan) {
    const { proFieldIds, personIds, slug: _slug, ...fields } = fieldsOf(version, plan);
    const slug = plan.slugs.get(version.lang)!;
    await claimSlug(db, "event", version.lang, slug);
    const id = await events.insertEvent(db, {
      no,
      lang: version.lang,
      ...columnsOf(fields),
      slug,
      publishAt: writer.asDraft ? null : plan.at,
      unpublishAt: null,
      createdAt: plan.createdAt,
      updatedAt: plan.at,
    });
    await events.replaceLinks(db, id, { practiceAreaIds: proFieldIds, personIds });
    await publishing.recordRevision(db, eventVersions, id, "save", writer, plan.at);
  },

  async update(db, stored, version, plan) {
    const row = await events.findEvent(db, stored.id);
    const fields = { ...fieldsOf(version, plan), ...savedPageMeta(version, row && pageMetaOf(row)) };
    await publishing.writeVersion(db, eventVersions, stored.id, fields, { ...writer, at: plan.at, action: "save" });
  },

  async remove(db, versions) {
    const ids = versions.map((version) => version.id);
    await retireVersions(db, "event", ids);
    const nos = [...new Set(versions.map((version) => version.no))];
    await events.deleteEvents(db, ids);
    // The registrations belong to the item: they go with its last version.
    for (const no of nos) if ((await events.findEventsByNo(db, no)).length === 0) await registrations.deleteRegistrationsOf(db, no);
  },
});

/** A version's fields as a save writes them (a draft keeps them so). */
function fieldsOf(version: EventVersionInput, plan: EventPlan): EventFields {
  return {
    title: version.title,
    slug: plan.slugs.get(version.lang),
    content: version.content,
    startsAt: version.startsAt,
    endsAt: version.endsAt,
    placeKind: version.placeKind,
    office: version.placeKind === "office" ? version.office : null,
    venue: version.placeKind === "address" ? version.venue : "",
    onlineUrl: version.placeKind === "online" ? version.onlineUrl : null,
    personIds: version.personIds,
    proFieldIds: version.proFieldIds,
    capacity: version.capacity,
    registrationDeadline: version.registrationDeadline,
    registrationOpen: version.registrationOpen,
    registrationFields: version.registrationFields,
    ...pageMetaOf(version),
  };
}

/** A version's fields as its row's columns (its speakers and practice areas are rows of their own). */
function columnsOf(fields: Omit<EventFields, "proFieldIds" | "personIds" | "slug">) {
  const { title, content, startsAt, endsAt, placeKind, office, venue, onlineUrl, capacity, registrationDeadline } = fields;
  return {
    title,
    content,
    startsAt,
    endsAt,
    placeKind,
    officeId: office,
    venue,
    onlineUrl,
    capacity,
    registrationDeadline,
    registrationOpen: fields.registrationOpen ? 1 : 0,
    registrationFields: JSON.stringify(fields.registrationFields),
    ...pageMetaColumns(pageMetaOf(fields)),
  };
}

async function officeGone(db: Executor, fields: EventFields): Promise<boolean> {
  return fields.office !== null && (await findReferencedVersions(db, "offices", [fields.office])).size === 0;
}

/** Keeps only the speakers and practice areas that still exist. */
async function linkedOnly(db: Executor, fields: EventFields): Promise<EventFields> {
  const [people, areas] = await Promise.all([
    findReferencedVersions(db, "people", fields.personIds),
    findReferencedVersions(db, "practiceAreas", fields.proFieldIds),
  ]);
  return {
    ...fields,
    personIds: fields.personIds.filter((id) => people.has(id)),
    proFieldIds: fields.proFieldIds.filter((id) => areas.has(id)),
  };
}

/** Event versions as the publishing rules read and write them (decision 0035). */
const eventVersions: PublishableKind<EventFields> = {
  table: PUBLISHABLE_KINDS.event.table,
  label: LABEL,
  findPublication: (db, id) => events.findPublication(db, id),
  async liveFields(db, id) {
    const row = await events.findEvent(db, id);
    if (!row) return undefined;
    const [item] = await present(db, [row]);
    return {
      title: row.title,
      slug: row.slug,
      content: row.content,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      placeKind: item!.placeKind,
      office: item!.office,
      venue: item!.venue,
      onlineUrl: row.onlineUrl,
      personIds: item!.personIds,
      proFieldIds: item!.proFieldIds,
      capacity: row.capacity,
      registrationDeadline: row.registrationDeadline,
      registrationOpen: row.registrationOpen === 1,
      registrationFields: registrationFieldsOf(row.registrationFields),
      ...pageMetaOf(row),
    };
  },
  async writeFields(db, id, { proFieldIds, personIds, slug, ...fields }, { at }) {
    await changeSlug(db, "event", id, slug);
    await events.updateEvent(db, id, { ...columnsOf(fields), updatedAt: at });
    await events.replaceLinks(db, id, { practiceAreaIds: proFieldIds, personIds });
  },
  // Speakers and practice areas deleted since the draft was saved are left out; an office deleted since refuses.
  async publishable(db, fields) {
    if (await officeGone(db, fields)) throw conflict(message("publishing.draftOfficeGone", { entity: LABEL }));
    return linkedOnly(db, fields);
  },
  async restorable(db, fields, live) {
    const linked = await linkedOnly(db, fields);
    return (await officeGone(db, fields)) ? { ...linked, placeKind: live.placeKind, office: live.office } : linked;
  },
  datedByPublication: false,
  addressKind: "event",
  refreshSearch: (db, no) => refreshSearchItems(db, "event", [no]),
};

/** The publishing calls of events (decision 0035): each answers the item's versions. */
export const eventPublishing: KindPublishing<EventFields, EventVersion[], EventFields> = {
  kind: eventVersions,
  versions: versionsOf,
  revisionFields: fieldsAsStored,
  endpoints: eventEndpoints,
};

/**
 * The back office's calls on one event, named by the id of one of its versions: `getEvent`,
 * `getEventVersions` (by `no`, decision 0060), `createEvent`, `updateEvent` and `deleteEvent` (in
 * every language, with its registrations).
 */
export const {
  detail: getEvent,
  versionsByNo: getEventVersions,
  create: createEvent,
  update: updateEvent,
  deleteById: deleteEvent,
} = translatedItemCallsById({ saves: writerSaves(eventEntity), versions: versionsOf, findVersion: events.findEvent });
