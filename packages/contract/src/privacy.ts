import { z } from "zod";
import { multiLineText, timestampSchema } from "./common.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * A data subject's requests (docs/decisions/0081): given an e-mail address, what the server keeps
 * about it, as a file to hand over, and its deletion.
 * Every store of visitors' personal data is a source the look-up reads and the deletion empties.
 */

/** Where personal data of a visitor is kept, in the order the look-up lists them. */
export const SUBJECT_SOURCES = ["contact", "applications", "eventRegistration", "newsletter", "newsletterDeliveries", "outbox"] as const;
export type SubjectSource = (typeof SUBJECT_SOURCES)[number];

/** Longest address looked up (RFC 5321's limit of a path). */
export const SUBJECT_EMAIL_MAX_LENGTH = 254;

export const subjectRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: SCHEMA_MESSAGES.email }).max(SUBJECT_EMAIL_MAX_LENGTH)),
});
export type SubjectRequest = z.infer<typeof subjectRequestSchema>;

/** One stored record about the address, in a line. */
export const subjectRecordSchema = z.object({
  source: z.enum(SUBJECT_SOURCES),
  id: z.number().int(),
  time: timestampSchema,
  /** A few words of what it is: an e-mail's subject, a message's first words. */
  summary: z.string(),
});
export type SubjectRecord = z.infer<typeof subjectRecordSchema>;

export const subjectFindingsSchema = z.object({
  email: z.string(),
  records: z.array(subjectRecordSchema),
});
export type SubjectFindings = z.infer<typeof subjectFindingsSchema>;

/** The file handed to the data subject: every record whole, each field by its name. */
export const subjectExportSchema = z.object({
  email: z.string(),
  exportTime: timestampSchema,
  records: z.array(z.object({ source: z.enum(SUBJECT_SOURCES), id: z.number().int(), data: z.record(z.string(), z.unknown()) })),
});
export type SubjectExport = z.infer<typeof subjectExportSchema>;

export const subjectErasureSchema = z.object({
  /** Records deleted, by source. */
  deleted: z.record(z.enum(SUBJECT_SOURCES), z.number().int()),
  /** Audit entries about the deleted records whose summary named the person, now without it. */
  auditEntriesErased: z.number().int(),
});
export type SubjectErasure = z.infer<typeof subjectErasureSchema>;

const SUBJECT = "/admin/privacy/subject";

/**
 * The data-subject tool's calls: an Administrator's (the site configuration's right), each a POST so
 * that no address stands in an access log; each is in the audit log (a look-up, an export, a
 * deletion), without the address; a deletion also takes the person's name and files' names out of
 * the audit entries about the deleted records.
 */
export const privacyEndpoints = {
  lookUp: defineEndpoint({
    method: "POST",
    path: `${SUBJECT}/look-up`,
    access: "config.manage",
    body: subjectRequestSchema,
    result: subjectFindingsSchema,
  }),
  export: defineEndpoint({
    method: "POST",
    path: `${SUBJECT}/export`,
    access: "config.manage",
    body: subjectRequestSchema,
    result: subjectExportSchema,
  }),
  erase: defineEndpoint({
    method: "POST",
    path: `${SUBJECT}/erase`,
    access: "config.manage",
    body: subjectRequestSchema,
    result: subjectErasureSchema,
  }),
};

/**
 * How long the site keeps what visitors send (decision 0085). The firm sets a period in months for
 * each kind named here, within `RETENTION_MONTHS`; until it does, the default holds.
 */
export const RETENTION_PERIODS = {
  /** Contact messages, counted from their arrival, whatever their state. */
  contactMessages: { defaultMonths: 12 },
  /** Declined job applications with their files, counted from the decline. */
  declinedApplications: { defaultMonths: 6 },
  /** Event registrations, counted from the end of their event. */
  eventRegistrations: { defaultMonths: 6 },
} as const;
export type RetentionPeriodName = keyof typeof RETENTION_PERIODS;
export const RETENTION_PERIOD_NAMES = Object.keys(RETENTION_PERIODS) as RetentionPeriodName[];

/** The shortest and longest period the firm may set, in months. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

/**
 * Every rule the server's retention runs, in the order the settings list them: the firm's periods
 * and the fixed ones (unconfirmed newsletter subscriptions', the outbox's; the audit log's, which the operator sets).
 */
export const RETENTION_RULES = [...RETENTION_PERIOD_NAMES, "pendingSubscriptions", "outboxMessages", "auditEntries"] as const;
export type RetentionRuleName = (typeof RETENTION_RULES)[number];

/** The hour of the day (Europe/Berlin) the retention runs, besides once when a server starts. */
export const RETENTION_HOUR = 3;

const retentionMonthsSchema = z.number().int().min(RETENTION_MONTHS.min).max(RETENTION_MONTHS.max);

export const retentionSettingsSchema = z.object({
  /** The period of each kind the firm sets, in months (the default until it was set). */
  periods: z.record(z.enum(RETENTION_PERIOD_NAMES), z.number().int()),
  /** Each rule's last run: when, and how many records it deleted; null before its first. */
  runs: z.array(
    z.object({
      name: z.enum(RETENTION_RULES),
      lastRunAt: timestampSchema.nullable(),
      lastDeleted: z.number().int().nullable(),
    }),
  ),
  /** Days the audit log keeps its entries (the operator's `AUDIT_RETENTION_DAYS`). */
  auditDays: z.number().int(),
  /** When the next daily run starts. */
  nextRunAt: timestampSchema,
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const retentionPeriodsBodySchema = z.object({
  periods: z.partialRecord(z.enum(RETENTION_PERIOD_NAMES), retentionMonthsSchema),
});
export type RetentionPeriodsBody = z.infer<typeof retentionPeriodsBodySchema>;

/** The retention's settings, for Administrators; a change is in the audit log. */
export const retentionEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/admin/privacy/retention",
    access: "config.manage",
    result: retentionSettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/admin/privacy/retention",
    access: "config.manage",
    body: retentionPeriodsBodySchema,
    result: retentionSettingsSchema,
  }),
};

/** Most characters of the note on the data beside the site's forms. */
export const DATA_NOTE_MAX_LENGTH = 2_000;

/** The site's forms for visitors, each with its note on the data, in the order the settings list them. */
export const DATA_NOTE_FORMS = ["contact", "application", "eventRegistration", "newsletter"] as const;
export type DataNoteForm = (typeof DATA_NOTE_FORMS)[number];

const notesByLanguage = z.record(z.enum(SUPPORTED_LOCALES), z.string());

/**
 * The note beside each form of the site on what the firm does with what is sent (decision 0085),
 * per form and language of the site: the firm's own text, or the site's where it has written none.
 */
export const dataNotesSchema = z.object({
  /** The firm's notes; empty where the site's own is shown. */
  notes: z.record(z.enum(DATA_NOTE_FORMS), notesByLanguage),
  /** The site's own notes (with the firm's retention periods in them). */
  defaults: z.record(z.enum(DATA_NOTE_FORMS), notesByLanguage),
});
export type DataNotes = z.infer<typeof dataNotesSchema>;

export const dataNotesBodySchema = z.object({
  /** The notes to set, by form and language; an empty one brings back the site's own. */
  notes: z.partialRecord(z.enum(DATA_NOTE_FORMS), z.partialRecord(z.enum(SUPPORTED_LOCALES), multiLineText(DATA_NOTE_MAX_LENGTH))),
});
export type DataNotesBody = z.infer<typeof dataNotesBodySchema>;

/** The note's settings, for Administrators; a change is in the audit log and shows on the next form. */
export const dataNoteEndpoints = {
  read: defineEndpoint({ method: "GET", path: "/admin/privacy/data-notes", access: "config.manage", result: dataNotesSchema }),
  update: defineEndpoint({
    method: "PUT",
    path: "/admin/privacy/data-notes",
    access: "config.manage",
    body: dataNotesBodySchema,
    result: dataNotesSchema,
  }),
};
