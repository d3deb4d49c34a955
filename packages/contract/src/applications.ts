import { z } from "zod";
import { idParams, multiLineText, optionalSingleLine, pagedQuery, singleLineText, timestampSchema } from "./common.ts";
import { returnedFormSchema } from "./contact.ts";
import { API_BASE, defineEndpoint } from "./endpoint.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Job applications (docs/decisions/0080): a visitor applies to an opening, or unsolicited, through
 * the site's form with one to three PDF files; the application is stored with its files in the
 * storage's private area, the firm's recruiting address is told through the outbox, and the
 * Recruiting right (`applications.manage`) handles it in the back office's Inbox.
 */

/** Longest values of an application's fields, in characters. */
export const APPLICATION_LIMITS = { name: 200, email: 254, phone: 50, message: 5000, ticket: 200, honeypot: 500, note: 5000 } as const;

/** The PDF files of an application: one to three, at most 10 MB together. */
export const APPLICATION_FILES = { min: 1, max: 3, totalBytes: 10 * 1024 * 1024 } as const;

/** Field name of the files in the multipart form (the same for each file). */
export const APPLICATION_FILE_FIELD = "files";

/** The longest file name kept, in characters (longer ones are cut before the extension). */
export const APPLICATION_FILE_NAME_MAX_LENGTH = 120;

/**
 * What an application form sends besides its files, as the multipart form's text fields:
 * `opening` the opening's language version (blank: unsolicited), `consent` the checkbox (`on`).
 * `website` is the trap for programs and `ticket` the form's signed time, as in the contact form.
 */
export const applicationInputSchema = z.object({
  lang: z.enum(SUPPORTED_LOCALES),
  opening: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce.number().int().positive().max(2_147_483_647).nullable(),
  ),
  name: singleLineText(APPLICATION_LIMITS.name).min(1),
  email: z.email({ error: SCHEMA_MESSAGES.email }).max(APPLICATION_LIMITS.email),
  phone: optionalSingleLine(APPLICATION_LIMITS.phone),
  message: multiLineText(APPLICATION_LIMITS.message).min(1),
  consent: z.preprocess(
    (value) => value === "on" || value === "true" || value === true,
    z.literal(true, { error: SCHEMA_MESSAGES.applicationConsent }),
  ),
  website: z.string().max(APPLICATION_LIMITS.honeypot).default(""),
  ticket: z.string().max(APPLICATION_LIMITS.ticket),
});
export type ApplicationInput = z.output<typeof applicationInputSchema>;

/** The fields of an application form a visitor fills in, in the order the form shows them. */
export const APPLICATION_FIELDS = ["name", "email", "phone", "message", "files", "consent"] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The opening an application form is for, as the site shows it. */
/** The opening an application form is for: its language version, and the opening's public versions (the site's language switcher). */
export const applicationOpeningSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  officeName: z.string(),
  versions: z.array(z.object({ lang: z.string(), id: z.number().int() })),
});

/** What an application form shows: the opening (null: unsolicited), its ticket, the consent line and the note on the data. */
export const applicationFormSchema = z.object({
  opening: applicationOpeningSchema.nullable(),
  ticket: z.string(),
  /** The consent line beside the checkbox, in the form's language: stored with the application as shown. */
  consentText: z.string(),
  dataNote: z.string(),
  returned: returnedFormSchema.optional(),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

export const applicationFormQuery = z.object({
  opening: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  lang: z.enum(SUPPORTED_LOCALES),
});

export const applicationSentSchema = z.object({ openingTitle: z.string().nullable() });
export type ApplicationSent = z.infer<typeof applicationSentSchema>;

export const applicationEndpoints = {
  /** A form's ticket and texts; 404 for an opening the site does not show. Never cached: each ticket is fresh. */
  form: defineEndpoint({
    method: "GET",
    path: "/careers/application-form",
    access: "public",
    query: applicationFormQuery,
    result: applicationFormSchema,
  }),
  /** Sends an application: the fields of `applicationInputSchema` and one to three `files`, as multipart form data. */
  send: defineEndpoint({ method: "POST", path: "/careers/applications", access: "public", multipart: true, result: applicationSentSchema }),
};

/** new; inReview: someone reads it; invited: to an interview; declined; hired. */
export const APPLICATION_STATES = ["new", "inReview", "invited", "declined", "hired"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const applicationFileSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int() });
export const applicationNoteSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  createTime: timestampSchema,
  text: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** An application as the Inbox lists it. */
export const applicationSummarySchema = z.object({
  id: z.number().int(),
  createTime: timestampSchema,
  lang: z.string(),
  /** The opening's language version; null: unsolicited, or the opening was deleted since (its title is kept). */
  openingId: z.number().int().nullable(),
  openingTitle: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  state: z.enum(APPLICATION_STATES),
  stateTime: timestampSchema,
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  updateTime: timestampSchema,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** An application whole, as its detail shows it: every field, the consent, the files and the notes in order. */
export const applicationSchema = applicationSummarySchema.extend({
  phone: z.string().nullable(),
  message: z.string(),
  recipientEmail: z.string().nullable(),
  consentText: z.string(),
  consentTime: timestampSchema,
  files: z.array(applicationFileSchema),
  notes: z.array(applicationNoteSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuery = pagedQuery({
  state: z.enum(APPLICATION_STATES).optional(),
  /** An opening's language version; `0` the unsolicited applications. */
  openingId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  assigneeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Part of the applicant's name, e-mail address or message. */
  keyword: z.string().trim().max(200).optional(),
});

/** An opening applications were sent to, for the Inbox's filter (`openingId` 0: unsolicited). */
export const applicationOpeningFilterSchema = z.object({ openingId: z.number().int(), title: z.string().nullable() });

const APPLICATIONS = "/admin/applications";

/**
 * A file of an application, downloaded (`:id` the application, `:fileId` the file): answered as an
 * attachment, never stored by a cache, with the Recruiting right. Not an envelope, so it is no
 * endpoint of the table; the server registers it with this right.
 */
export const APPLICATION_FILE_PATH = `${API_BASE}${APPLICATIONS}/:id/files/:fileId`;
export const APPLICATION_FILE_ACCESS = "applications.manage" as const;

/** The Inbox's calls on applications: the Recruiting right. */
export const applicationAdminEndpoints = {
  /** Newest first. */
  list: defineEndpoint({
    method: "GET",
    path: APPLICATIONS,
    access: "applications.manage",
    query: applicationListQuery,
    paged: true,
    result: z.array(applicationSummarySchema),
  }),
  openings: defineEndpoint({
    method: "GET",
    path: `${APPLICATIONS}/openings`,
    access: "applications.manage",
    result: z.array(applicationOpeningFilterSchema),
  }),
  /** Enabled accounts with the Recruiting right: the ones an application may be assigned to. */
  assignees: defineEndpoint({
    method: "GET",
    path: `${APPLICATIONS}/assignees`,
    access: "applications.manage",
    result: z.array(z.object({ id: z.number().int(), userName: z.string() })),
  }),
  /** One application whole; each read is in the audit log. */
  detail: defineEndpoint({
    method: "GET",
    path: `${APPLICATIONS}/:id`,
    access: "applications.manage",
    params: idParams,
    result: applicationSchema,
  }),
  setState: defineEndpoint({
    method: "PUT",
    path: `${APPLICATIONS}/:id/state`,
    access: "applications.manage",
    params: idParams,
    body: z.object({ state: z.enum(APPLICATION_STATES) }),
    result: applicationSchema,
  }),
  assign: defineEndpoint({
    method: "PUT",
    path: `${APPLICATIONS}/:id/assignee`,
    access: "applications.manage",
    params: idParams,
    body: z.object({ accountId: z.number().int().positive().max(2_147_483_647).nullable() }),
    result: applicationSchema,
  }),
  /** Adds a note, after the others, signed with the account's name. */
  addNote: defineEndpoint({
    method: "POST",
    path: `${APPLICATIONS}/:id/notes`,
    access: "applications.manage",
    params: idParams,
    body: z.object({ text: multiLineText(APPLICATION_LIMITS.note).min(1) }),
    result: applicationSchema,
  }),
};
