import { z } from "zod";
import { adminRowSchema, translatedKindEndpoints, versionSchemas } from "./translated-kinds.ts";
import { httpUrlSchema, idFilterSchema, idParams, multiLineText, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";
import { defineEndpoint } from "./endpoint.ts";
import { richTextSchema } from "./rich-text.ts";
import { connectedPersonSchema, connectedPracticeAreaSchema } from "./connections.ts";
import { addressedVersionSchema, slugInputSchema } from "./addresses.ts";
import { pageMetaAnswerShape, pageMetaDraftShape, pageMetaInputShape } from "./page-meta.ts";
import { langSchema, refIdSchema, translatedBody, versionKeyShape } from "./translated.ts";
import { EVENT_PLACE_KINDS, FEW_PLACES_LEFT, REGISTRATION_EXTRA_FIELDS, type RegistrationExtraField } from "./event-facts.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { jobOpeningOfficeSchema } from "./job-openings.ts";
import { CONTACT_LIMITS, optionalLine, returnedFormSchema } from "./contact.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { REGISTRATION_STATES } from "./event-facts.ts";

/**
 * Events: seminars and webinars (decision 0082), a translated item, one row per language, linked
 * by `no`. The times, the place, the speakers, the practice areas and the registration's settings
 * belong to the item; the title, address, text and another place's address are each version's own.
 * Times are instants (UTC ISO 8601); the back office enters them on the site's clock (Europe/Berlin).
 */

export const EVENT_LIMITS = { title: 200, content: 200_000, venue: 500, speakers: 20, practiceAreas: 10, capacity: 100_000 } as const;

/** One language version of an event. */
export const eventSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  lang: z.string(),
  title: z.string(),
  /** Its readable address in its language (decision 0054): `/{lang}/events/{slug}`. */
  slug: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  placeKind: z.enum(EVENT_PLACE_KINDS),
  /** The office (its version in this version's language) when the event is at one; else null. */
  office: z.number().int().nullable(),
  officeName: z.string().nullable(),
  /** Another place's name and address, in this version's language, one line each; empty unless `placeKind` is `address`. */
  venue: z.string(),
  /** Speakers: people of this version's language, in the editor's order. */
  personIds: z.array(z.number().int()),
  people: z.array(connectedPersonSchema),
  proFieldIds: z.array(z.number().int()),
  proFields: z.array(connectedPracticeAreaSchema),
  /** Places on the list; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Until when one may register; null: until the start. */
  registrationDeadline: timestampSchema.nullable(),
  registrationOpen: z.boolean(),
  /** The optional fields the registration asks for. */
  registrationFields: z.array(z.enum(REGISTRATION_EXTRA_FIELDS)),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type Event = z.infer<typeof eventSchema>;

/** The fields an editor writes of an event's version: a draft's (decision 0035); their facts: `EVENT_FIELDS` (content-kinds.ts). */
const eventFieldsShape = {
  title: z.string(),
  slug: z.string().optional(),
  content: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  placeKind: z.enum(EVENT_PLACE_KINDS),
  office: z.number().int().nullable(),
  venue: z.string(),
  /** The link of an online event, mailed to registered people only; null: none. */
  onlineUrl: z.string().nullable(),
  personIds: z.array(z.number().int()),
  proFieldIds: z.array(z.number().int()),
  capacity: z.number().int().nullable(),
  registrationDeadline: z.string().nullable(),
  registrationOpen: z.boolean(),
  registrationFields: z.array(z.enum(REGISTRATION_EXTRA_FIELDS)),
  ...pageMetaDraftShape,
};
export type EventFields = z.infer<z.ZodObject<typeof eventFieldsShape>>;

/** A version as the back office reads it: with the online link, its publication window and its draft (decision 0035). */
const eventSchemas = versionSchemas(eventSchema, eventFieldsShape, { onlineUrl: z.string().nullable() });
export const { version: eventVersionSchema, detail: eventDetailSchema } = eventSchemas;
export type EventDraft = z.infer<typeof eventSchemas.draft>;
export type EventRevision = z.infer<typeof eventSchemas.revision>;
export type EventVersion = z.infer<typeof eventVersionSchema>;
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** Whether a visitor can register now, and why not. */
export const REGISTRATION_AVAILABILITY = ["open", "waitingList", "closed", "deadlinePassed", "past"] as const;
export type RegistrationAvailability = (typeof REGISTRATION_AVAILABILITY)[number];

/** An event in the site's lists: no text. */
export const eventCardSchema = eventSchema.omit({ content: true }).extend({
  registration: z.enum(REGISTRATION_AVAILABILITY),
  /** The places still free while registration is open and few are (`FEW_PLACES_LEFT` or fewer); null otherwise (decision 0106). */
  placesLeft: z.number().int().min(1).max(FEW_PLACES_LEFT).nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

/** What a visitor's page gets: the version, its other versions, its office's address; never the online link. */
export const publicEventSchema = eventCardSchema.extend({
  content: z.string(),
  ...pageMetaAnswerShape,
  officeAddress: jobOpeningOfficeSchema.nullable(),
  versions: z.array(addressedVersionSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

const instantSchema = z.iso.datetime({ offset: true, error: SCHEMA_MESSAGES.dateTime }).transform((value) => new Date(value).toISOString());

const eventVersionShape = {
  lang: langSchema,
  title: singleLineText(EVENT_LIMITS.title).min(1),
  /** Its address (decision 0054): left out, kept (a new version's is made from its title); empty, made from its title. */
  slug: slugInputSchema,
  /** Rich text; sanitised by the server when saved. */
  content: richTextSchema(EVENT_LIMITS.content)
    .nullish()
    .transform((value) => value ?? ""),
  startsAt: instantSchema,
  endsAt: instantSchema,
  placeKind: z.enum(EVENT_PLACE_KINDS),
  /** The office (its version in this version's language), when `placeKind` is `office`. */
  office: refIdSchema.nullish().transform((value) => value ?? null),
  /** The other place's name and address, when `placeKind` is `address`. */
  venue: multiLineText(EVENT_LIMITS.venue)
    .nullish()
    .transform((value) => value ?? ""),
  /** An online event's link (mailed to registered people only); null or left out: none. */
  onlineUrl: httpUrlSchema.nullish().transform((value) => value || null),
  /** Speakers: people of this version's language; repeated ids count once, the order is kept. */
  personIds: z
    .array(refIdSchema)
    .max(EVENT_LIMITS.speakers)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  proFieldIds: z
    .array(refIdSchema)
    .max(EVENT_LIMITS.practiceAreas)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  /** Places; null or left out: no limit. */
  capacity: z
    .number()
    .int()
    .min(1)
    .max(EVENT_LIMITS.capacity)
    .nullish()
    .transform((value) => value ?? null),
  registrationDeadline: instantSchema.nullish().transform((value) => value ?? null),
  registrationOpen: z.boolean(),
  registrationFields: z
    .array(z.enum(REGISTRATION_EXTRA_FIELDS))
    .nullish()
    .transform((fields) => REGISTRATION_EXTRA_FIELDS.filter((field) => fields?.includes(field))),
  ...pageMetaInputShape,
};

type EventTimes = {
  startsAt: string;
  endsAt: string;
  registrationDeadline: string | null;
  placeKind: string;
  office: number | null;
  venue: string;
};

/** The checks across fields of one version: the end after the start, the deadline before the end, the place named. */
function checkEventVersion(version: EventTimes, context: z.RefinementCtx) {
  // A time that is not one is refused at its own field already.
  const timed = !Number.isNaN(Date.parse(version.startsAt)) && !Number.isNaN(Date.parse(version.endsAt));
  if (timed && version.endsAt <= version.startsAt)
    context.addIssue({ code: "custom", path: ["endsAt"], message: SCHEMA_MESSAGES.eventEndsBeforeStart });
  if (timed && version.registrationDeadline !== null && version.registrationDeadline > version.endsAt) {
    context.addIssue({ code: "custom", path: ["registrationDeadline"], message: SCHEMA_MESSAGES.eventDeadlineAfterEnd });
  }
  if (version.placeKind === "office" && version.office === null) {
    context.addIssue({ code: "custom", path: ["office"], message: SCHEMA_MESSAGES.eventPlaceOffice });
  }
  if (version.placeKind === "address" && version.venue === "") {
    context.addIssue({ code: "custom", path: ["venue"], message: SCHEMA_MESSAGES.eventPlaceVenue });
  }
}

/** POST: the versions of a new event. */
export const eventCreateBody = translatedBody(z.object(eventVersionShape).superRefine(checkEventVersion));
/** PUT: the full set of versions of one event; existing versions carry their id. */
export const eventUpdateBody = translatedBody(z.object({ ...eventVersionShape, ...versionKeyShape }).superRefine(checkEventVersion));
export type EventVersionInput = z.output<typeof eventUpdateBody>[number];

export const eventAdminRowSchema = adminRowSchema(
  eventSchema.omit({ content: true }).extend({
    /** Registrations on the list and waiting. */
    registered: z.number().int(),
    waiting: z.number().int(),
  }),
);
export type EventAdminRow = z.infer<typeof eventAdminRowSchema>;

/** The site's list: the request's language; upcoming events (soonest first) or the archive (latest first); by practice area. */
export const eventPublicQuery = pagedQuery({
  /** A practice area (any of its versions). */
  practiceAreaId: idFilterSchema,
  /** A speaker (any of their versions). */
  personId: idFilterSchema,
  /** `past`: the events that have ended, latest first; else the ones to come and running, soonest first. */
  when: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["upcoming", "past"]).default("upcoming")),
  lang: z.string().max(16).optional(),
});

/** What its writes need, as `CONTENT_KINDS` declares it. */
const { rights } = CONTENT_KINDS.event;

export const eventEndpoints = {
  /** The list: one row per event, latest start first; deleting an event deletes its registrations too. */
  ...translatedKindEndpoints("/admin/event", {
    schemas: eventSchemas,
    adminRow: eventAdminRowSchema,
    createBody: eventCreateBody,
    updateBody: eventUpdateBody,
    rights,
  }),
  /** The public events of the request's language: upcoming soonest first, or past latest first. */
  publicList: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/event",
    query: eventPublicQuery,
    paged: true,
    result: z.array(eventCardSchema),
  }),
  /** One public version with its other versions and its office's address. */
  publicDetail: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/event/:id",
    params: idParams,
    result: publicEventSchema,
  }),
};

/** Longest values of a registration's fields, in characters (the contact form's where they are the same). */
export const REGISTRATION_LIMITS = { ...CONTACT_LIMITS, position: 200, dietaryNeeds: 500, token: 200 } as const;

/**
 * What a registration sends (decision 0082). The optional fields count only when the event asks for
 * them; `website` (the trap) and `ticket` (the signed time the form was handed out) are the
 * contact form's spam protection.
 */
export const registrationInputSchema = z.object({
  lang: z.enum(SUPPORTED_LOCALES),
  name: singleLineText(REGISTRATION_LIMITS.name).min(1),
  email: z.email({ error: SCHEMA_MESSAGES.email }).max(REGISTRATION_LIMITS.email),
  company: singleLineText(REGISTRATION_LIMITS.company).min(1),
  position: optionalLine(REGISTRATION_LIMITS.position),
  phone: optionalLine(REGISTRATION_LIMITS.phone),
  dietaryNeeds: optionalLine(REGISTRATION_LIMITS.dietaryNeeds),
  consent: z.literal(true, { error: SCHEMA_MESSAGES.registrationConsent }),
  website: z.string().max(REGISTRATION_LIMITS.honeypot).default(""),
  ticket: z.string().max(REGISTRATION_LIMITS.ticket),
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/**
 * What a registration for an event that asks for `asked` sends: `registrationInputSchema` with the
 * asked position and phone required (the dietary needs stay optional), checked in the same pass as
 * the other fields, so that one answer names every problem of a registration (decision 0106).
 */
export function registrationInputFor(asked: readonly RegistrationExtraField[]): z.ZodType<RegistrationInput> {
  const requiredIfAsked = (field: "position" | "phone") =>
    asked.includes(field)
      ? z.preprocess(
          (value) => value ?? "",
          singleLineText(REGISTRATION_LIMITS[field]).min(1, { error: SCHEMA_MESSAGES.registrationFieldRequired }),
        )
      : registrationInputSchema.shape[field];
  return registrationInputSchema.extend({ position: requiredIfAsked("position"), phone: requiredIfAsked("phone") });
}

/** The fields of a registration a visitor fills in, in the order the form shows them. */
export const REGISTRATION_FORM_FIELDS = ["name", "email", "company", "position", "phone", "dietaryNeeds", "consent"] as const;

/** What a registration form shows: its signed ticket, the consent line and the note on the data; `returned` as the contact form's. */
export const registrationFormSchema = z.object({
  /** Whether one can register now: the public answers are cached, this one never is. */
  availability: z.enum(REGISTRATION_AVAILABILITY),
  ticket: z.string(),
  consentText: z.string(),
  dataNote: z.string(),
  returned: returnedFormSchema.optional(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** What a registration answers: on the list, or on the waiting list. */
export const registrationResultSchema = z.object({ state: z.enum(["registered", "waiting"]) });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A cancellation: the signed token of the confirmation's link. */
export const cancellationBodySchema = z.object({ token: z.string().trim().min(1).max(REGISTRATION_LIMITS.token) });
export const cancellationResultSchema = z.object({ eventTitle: z.string(), alreadyCancelled: z.boolean() });
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

/**
 * What a cancellation link names, shown before the visitor confirms: the event (its title in the
 * page's language where it has one) and its times, and whether there is anything left to cancel:
 * `open` (the button cancels), `cancelled` (it was, already) or `past` (the event is over).
 */
export const cancellationPreviewSchema = z.object({
  eventTitle: z.string(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  state: z.enum(["open", "cancelled", "past"]),
  /** The registration waits for a place rather than holding one. */
  waiting: z.boolean(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** One registration as the back office lists it. */
export const registrationSchema = z.object({
  id: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
  lang: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
  consentText: z.string(),
  consentTime: timestampSchema,
  createTime: timestampSchema,
  cancelTime: timestampSchema.nullable(),
  checkInTime: timestampSchema.nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** An event's registrations with their counts. */
export const eventRegistrationsSchema = z.object({
  counts: z.object({
    registered: z.number().int(),
    waiting: z.number().int(),
    cancelled: z.number().int(),
    checkedIn: z.number().int(),
    /** Places no one holds now (its capacity raised, say): null without a limit or once the event is over. */
    free: z.number().int().nullable(),
  }),
  /** The optional fields the event asks for, in the form's order: the list's columns beside the name, company and e-mail. */
  fields: z.array(z.enum(REGISTRATION_EXTRA_FIELDS)),
  registrations: z.array(registrationSchema),
});
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

/** The visitors' registrations are personal data: who handles the inbox handles them (decision 0082). */
const REGISTRATIONS_RIGHT = "inbox.manage";

export const registrationEndpoints = {
  /** A registration form's ticket and texts for an event a visitor may see. Never cached: each ticket is fresh. */
  form: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/eventRegistration/form/:id",
    params: idParams,
    query: z.object({ lang: z.enum(SUPPORTED_LOCALES) }),
    result: registrationFormSchema,
  }),
  /** Registers for the event (its item), or puts the visitor on the waiting list; the confirmation goes out through the outbox. */
  register: defineEndpoint({
    method: "POST",
    access: "public",
    path: "/user/eventRegistration/:id",
    params: idParams,
    body: registrationInputSchema,
    result: registrationResultSchema,
    bodyLimit: 16 * 1024,
  }),
  /**
   * What a cancellation link names, before anything is cancelled (the page reads it with and without
   * a script). 404 for a link not signed by the server, 410 when its registration is gone (its
   * event deleted, or the person's data erased).
   */
  cancellation: defineEndpoint({
    method: "GET",
    access: "public",
    path: "/user/eventRegistration/cancel",
    query: z.object({ token: cancellationBodySchema.shape.token, lang: z.enum(SUPPORTED_LOCALES) }),
    result: cancellationPreviewSchema,
  }),
  /**
   * Cancels a registration by its signed link; the first on the waiting list moves up and is told.
   * 409 once the event is over, 404 and 410 as `cancellation`.
   */
  cancel: defineEndpoint({
    method: "POST",
    access: "public",
    path: "/user/eventRegistration/cancel",
    body: cancellationBodySchema,
    result: cancellationResultSchema,
  }),
  /** An event's registrations (any of its versions), in the order they came, with their counts. */
  list: defineEndpoint({
    method: "GET",
    access: REGISTRATIONS_RIGHT,
    path: "/admin/eventRegistration/event/:id",
    params: idParams,
    result: eventRegistrationsSchema,
  }),
  /** The registrations as a CSV file's text (UTF-8 with a byte order mark, so that Excel reads every name), headed in `lang`. */
  export: defineEndpoint({
    method: "GET",
    access: REGISTRATIONS_RIGHT,
    path: "/admin/eventRegistration/event/:id/export",
    params: idParams,
    query: z.object({ lang: z.enum(SUPPORTED_LOCALES) }),
    result: z.object({ fileName: z.string(), csv: z.string() }),
  }),
  /**
   * Gives the event's free places to the first ones waiting, in the order they came, each mailed as
   * after a cancellation (a place freed by raising the capacity is not given on its own: the
   * editor decides when). Answers the registrations.
   */
  fillPlaces: defineEndpoint({
    method: "POST",
    access: REGISTRATIONS_RIGHT,
    path: "/admin/eventRegistration/event/:id/fill",
    params: idParams,
    result: eventRegistrationsSchema,
  }),
  /** Checks a registered person in on the day, or takes it back. */
  checkIn: defineEndpoint({
    method: "PUT",
    access: REGISTRATIONS_RIGHT,
    path: "/admin/eventRegistration/:id/checkIn",
    params: idParams,
    body: z.object({ checkedIn: z.boolean() }),
    result: registrationSchema,
  }),
};

/** An event's calendar file beside its page in each language (RFC 5545): `/de/events/{slug}/calendar.ics`. */
export const EVENT_CALENDAR_ROUTE = "/events/:slug/calendar.ics";
