import { z } from "zod";
import { accountAdminEndpoints, accountEndpoints } from "./account.ts";
import { catalogEndpoints } from "./catalogs.ts";
import { idSchema, pagedQuery, timestampSchema } from "./common.ts";
import { KIND_ENDPOINT_TABLES } from "./content-kind-endpoints.ts";
import type { KindConfigurationName } from "./content-kinds.ts";
import { defineEndpoint, isAdminPath, type Endpoint } from "./endpoint.ts";
import { fileEndpoints } from "./files.ts";
import { iconEndpoints } from "./icons.ts";
import { mediaEndpoints } from "./media.ts";
import { outboxEndpoints } from "./outbox.ts";
import { applicationAdminEndpoints } from "./applications.ts";
import { inboxEndpoints } from "./contact.ts";
import { registrationEndpoints } from "./events.ts";
import { newsletterAdminEndpoints } from "./newsletter.ts";
import { portalConfigEndpoints } from "./portal-config.ts";
import { dataNoteEndpoints, privacyEndpoints, retentionEndpoints } from "./privacy.ts";
import { redirectEndpoints } from "./redirects.ts";
import { jobEndpoints, officeEndpoints } from "./reference-data.ts";

/**
 * The audit log (docs/decisions/0026): who did what, when, from where. Every back-office write
 * is recorded from its endpoint's place in the tables below; sign-ins, failed sign-ins, sign-outs
 * and passwords set with a link are recorded by the accounts service, and the reviews sent from an
 * approval link (`approve`, `requestChanges`: decision 0052) by the preview's.
 */

export const AUDIT_ACTIONS = [
  "signIn",
  "signInFailed",
  "signOut",
  "create",
  "update",
  "delete",
  "pin",
  "unpin",
  "publish",
  "unpublish",
  "discardDraft",
  "restore",
  "takeOver",
  "markUpToDate",
  "approve",
  "requestChanges",
  "reorder",
  "upload",
  "disable",
  "enable",
  "passwordChange",
  "passwordReset",
  "passwordSet",
  "resend",
  "lookUp",
  "export",
  "stateChange",
  "assign",
  "send",
  "sendTest",
  "view",
  "download",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the back office writes besides the publishable kinds' configurations: each an audit kind of its own. */
type OtherAuditKind =
  | "folder"
  | "office"
  | "job"
  | "icon"
  | "file"
  | "siteConfig"
  | "redirect"
  | "account"
  | "mail"
  | "inbox"
  | "privacy"
  | "eventRegistration"
  | "newsletter"
  | "application";

/** What an entry changed: a configuration of the publishable kinds (`KIND_CONFIGURATIONS`, by its name), or another kind. */
export type AuditKind = KindConfigurationName | OtherAuditKind;

/**
 * Every audit kind once, in the order the audit screen's filter offers them. The kinds come from
 * `AuditKind`; only their order is written here, which is why the configurations are named: one
 * added to the declaration, or removed from it, fails the type check until this list places (or
 * drops) it.
 */
const AUDIT_KIND_ORDER = [
  "news",
  "case",
  "honor",
  "folder",
  "banner",
  "person",
  "practiceArea",
  "office",
  "job",
  "document",
  "opening",
  "event",
  "icon",
  "file",
  "siteConfig",
  "redirect",
  "account",
  "mail",
  "privacy",
  "inbox",
  "eventRegistration",
  "newsletter",
  "application",
] as const satisfies readonly AuditKind[];
type UnlistedAuditKind = Exclude<AuditKind, (typeof AUDIT_KIND_ORDER)[number]>;
export const AUDIT_KINDS: typeof AUDIT_KIND_ORDER & ([UnlistedAuditKind] extends [never] ? unknown : { unlisted: UnlistedAuditKind }) =
  AUDIT_KIND_ORDER;

/** What a recorded call did: its action (for a pin switch, from its `top`) and the kind of thing it changed. */
export interface EndpointAudit {
  kind: AuditKind;
  action: (params: Record<string, unknown>) => AuditAction;
}

/**
 * The kind each endpoint table changes: each configuration's table (`KIND_ENDPOINT_TABLES`) its
 * configuration, and the others' as listed. Every write of the back office is in one of them
 * (contract.test.ts).
 */
const AUDITED_TABLES: readonly (readonly [AuditKind, Record<string, Endpoint>])[] = [
  ...(Object.entries(KIND_ENDPOINT_TABLES) as [KindConfigurationName, Record<string, Endpoint>][]),
  ["folder", catalogEndpoints],
  ["office", officeEndpoints],
  ["job", jobEndpoints],
  ["icon", iconEndpoints],
  ["file", fileEndpoints],
  ["file", mediaEndpoints],
  ["siteConfig", portalConfigEndpoints],
  ["redirect", redirectEndpoints],
  ["account", accountEndpoints],
  ["account", accountAdminEndpoints],
  ["mail", outboxEndpoints],
  ["privacy", privacyEndpoints],
  ["privacy", retentionEndpoints],
  ["privacy", dataNoteEndpoints],
  ["inbox", inboxEndpoints],
  ["eventRegistration", registrationEndpoints],
  ["newsletter", newsletterAdminEndpoints],
  ["application", applicationAdminEndpoints],
];

const always = (action: AuditAction) => () => action;

/** The action of a write, by its name in its endpoint table: the tables name their writes alike. */
const ACTION_OF_ENDPOINT_NAME: Readonly<Record<string, EndpointAudit["action"]>> = {
  create: always("create"),
  update: always("update"),
  save: always("update"),
  modifyHeadImg: always("update"),
  remove: always("delete"),
  pin: always("pin"),
  unpin: always("unpin"),
  publish: always("publish"),
  unpublish: always("unpublish"),
  discardDraft: always("discardDraft"),
  setDate: always("update"),
  moveToFolder: always("update"),
  restoreRevision: always("restore"),
  takeOver: always("takeOver"),
  markUpToDate: always("markUpToDate"),
  setTop: (params) => (params.top === 0 ? "unpin" : "pin"),
  sort: always("reorder"),
  upload: always("upload"),
  disable: always("disable"),
  enable: always("enable"),
  modifyPassword: always("passwordChange"),
  resetPassword: always("passwordReset"),
  resend: always("resend"),
  lookUp: always("lookUp"),
  export: always("export"),
  erase: always("delete"),
  setState: always("stateChange"),
  assign: always("assign"),
  checkIn: always("stateChange"),
  fillPlaces: always("stateChange"),
  send: always("send"),
  sendTest: always("sendTest"),
  addNote: always("create"),
  saveDigest: always("update"),
  removeDigest: always("delete"),
  reactivate: always("enable"),
};

/** Writes that take a session: the ones the audit log records from their endpoint (all but those that change no content). */
export function isRecordedWrite(endpoint: Endpoint): boolean {
  return endpoint.method !== "GET" && isAdminPath(endpoint.path) && endpoint.audited;
}

let auditByEndpoint: Map<Endpoint, EndpointAudit> | undefined;

/** How the audit log records a call of this endpoint; undefined for reads and calls recorded elsewhere (sign-in). */
export function auditOf(endpoint: Endpoint): EndpointAudit | undefined {
  if (!auditByEndpoint) {
    auditByEndpoint = new Map();
    for (const [kind, table] of AUDITED_TABLES) {
      for (const [name, tableEndpoint] of Object.entries(table)) {
        const action = ACTION_OF_ENDPOINT_NAME[name];
        if (action && isRecordedWrite(tableEndpoint)) auditByEndpoint.set(tableEndpoint, { kind, action });
      }
    }
  }
  return auditByEndpoint.get(endpoint);
}

/** Longest summary the log keeps, in characters. */
export const AUDIT_SUMMARY_MAX_LENGTH = 200;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  time: timestampSchema,
  /** The account that acted (for a failed sign-in, the account of the name tried); null when there is none. */
  accountId: z.number().int().nullable(),
  /** Its display name at that time. */
  accountName: z.string().nullable(),
  clientAddress: z.string(),
  /** One of AUDIT_ACTIONS (a string, so that entries of another version still read). */
  action: z.string(),
  /** One of AUDIT_KINDS. */
  kind: z.string(),
  /** The item's `no` (all its language versions), when the call named or answered it. */
  itemNo: z.number().int().nullable(),
  /** The row's id when there is no `no` (a banner, an account, an uploaded file, one version). */
  itemId: z.number().int().nullable(),
  languages: z.array(z.string()),
  /** Names or titles of what changed; for a failed sign-in, the login name tried. */
  summary: z.string().nullable(),
  /** `PUT /admin/latest-news/pin`: the call that made the change. */
  endpoint: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An instant of the time-range filter: ISO 8601 with a time zone, e.g. 2026-11-26T00:00:00.000Z. */
const instantSchema = z.iso.datetime({ offset: true });

export const auditListQuery = pagedQuery({
  accountId: idSchema.optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Entries at or after this instant. */
  from: instantSchema.optional(),
  /** Entries before this instant. */
  to: instantSchema.optional(),
});

/** An account that appears in the log, by its display name now (else its last recorded one). */
export const auditAccountSchema = z.object({ accountId: z.number().int(), accountName: z.string() });
export type AuditAccount = z.infer<typeof auditAccountSchema>;

/** The audit log, newest first. Nothing changes or deletes entries but the server's retention. */
export const auditEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/admin/audit",
    access: "audit.read",
    query: auditListQuery,
    paged: true,
    result: z.array(auditEntrySchema),
  }),
  /** The accounts the account filter offers, deleted ones included. */
  accounts: defineEndpoint({ method: "GET", path: "/admin/audit/accounts", access: "audit.read", result: z.array(auditAccountSchema) }),
};
