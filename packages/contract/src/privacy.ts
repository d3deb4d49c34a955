import { z } from "zod";
import { timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * A data subject's requests (docs/decisions/0081): given an e-mail address, what the server keeps
 * about it, as a file to hand over, and its deletion.
 * Every store of visitors' personal data is a source the look-up reads and the deletion empties.
 */

/** Where personal data of a visitor is kept, in the order the look-up lists them. */
export const SUBJECT_SOURCES = ["contact", "applications", "outbox"] as const;
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
});
export type SubjectErasure = z.infer<typeof subjectErasureSchema>;

const SUBJECT = "/admin/privacy/subject";

/**
 * The data-subject tool's calls: an Administrator's (the site configuration's right), each a POST so
 * that no address stands in an access log; each is in the audit log (a look-up, an export, a
 * deletion), without the address.
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
