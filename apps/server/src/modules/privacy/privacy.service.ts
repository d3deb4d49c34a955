import {
  RETENTION_RULES,
  SUBJECT_SOURCES,
  type RetentionPeriodName,
  type RetentionPeriodsBody,
  type RetentionSettings,
  type SubjectErasure,
  type SubjectExport,
  type SubjectFindings,
  type SubjectSource,
  type AuditKind,
  type Locale,
} from "@lawfirm/contract";
import type { Message } from "../../i18n/messages.ts";
import { now, nowMs, type Db, type Executor } from "../../db/database.ts";
import { nextRetentionRun } from "../../operations/retention.ts";
import { listRetentionRuns, readRetentionPeriods, writeRetentionPeriod } from "../../operations/retention.repository.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { applicationSubjectStore } from "../applications/applications.service.ts";
import { eraseAuditSummaries } from "../audit/audit.service.ts";
import { contactSubjectStore } from "../contact/contact.service.ts";
import { eventRegistrationSubjectStore, type MailingDeps } from "../events/registrations.service.ts";
import { outboxSubjectStore } from "../mail/mail.service.ts";
import { newsletterDeliverySubjectStore, newsletterSubjectStore } from "../newsletter/newsletter.service.ts";

/** One stored record about an address: whole, for the export, and in a line, for the look-up. */
export interface SubjectRecordData {
  id: number;
  time: string;
  summary: string;
  data: Record<string, unknown>;
}

/** How a store of visitors' personal data answers a data subject's requests, by their e-mail address (lower case). */
export interface SubjectStore {
  /** The records about the address, oldest first. */
  find(db: Executor, email: string): Promise<SubjectRecordData[]>;
  /** Deletes them (in the erasure's transaction; files they name first); answers how many went. */
  erase(trx: Executor, email: string): Promise<number>;
}

export type SubjectStores = Record<SubjectSource, SubjectStore>;

/**
 * The audit kind whose entries name a source's records by their id (`itemId`): a view, a download,
 * a state change of the person's application, message, registration or e-mail. A deletion takes
 * the person's name out of them; null where the back office records nothing about single records.
 */
const AUDIT_KIND_OF_SOURCE: Record<SubjectSource, AuditKind | null> = {
  contact: "inbox",
  applications: "application",
  eventRegistration: "eventRegistration",
  newsletter: null,
  newsletterDeliveries: null,
  outbox: "mail",
};

/**
 * Every source of the contract, each with its store: a source added there fails the type check
 * until it has one. `privateFiles`: the storage's private area, where applications keep their files.
 */
export function subjectStores(deps: { privateFiles: ObjectStore; registrationMail: MailingDeps; lang: Locale }): SubjectStores {
  return {
    contact: contactSubjectStore,
    applications: applicationSubjectStore(deps.privateFiles),
    eventRegistration: eventRegistrationSubjectStore({ ...deps.registrationMail, lang: deps.lang }),
    newsletter: newsletterSubjectStore,
    newsletterDeliveries: newsletterDeliverySubjectStore,
    outbox: outboxSubjectStore,
  };
}

async function recordsOf(db: Executor, stores: SubjectStores, email: string) {
  const found = await Promise.all(
    SUBJECT_SOURCES.map(async (source) => (await stores[source].find(db, email)).map((record) => ({ source, ...record }))),
  );
  return found.flat();
}

/** What the server keeps about the address, a line per record. */
export async function findSubject(db: Db, stores: SubjectStores, email: string): Promise<SubjectFindings> {
  const records = await recordsOf(db, stores, email);
  return { email, records: records.map(({ source, id, time, summary }) => ({ source, id, time, summary })) };
}

/** Everything the server keeps about the address, whole: the file handed to the data subject. */
export async function exportSubject(db: Db, stores: SubjectStores, email: string): Promise<SubjectExport> {
  const records = await recordsOf(db, stores, email);
  return { email, exportTime: now(), records: records.map(({ source, id, data }) => ({ source, id, data })) };
}

/**
 * Deletes everything the server keeps about the address, in one transaction, and takes the
 * person out of the audit entries about the deleted records: their summaries become `erasedMark`.
 */
export async function eraseSubject(db: Db, stores: SubjectStores, email: string, erasedMark: Message): Promise<SubjectErasure> {
  return db.transaction().execute(async (trx) => {
    const deleted = {} as Record<SubjectSource, number>;
    let auditEntriesErased = 0;
    for (const source of SUBJECT_SOURCES) {
      const auditKind = AUDIT_KIND_OF_SOURCE[source];
      const ids = auditKind ? (await stores[source].find(trx, email)).map((record) => record.id) : [];
      deleted[source] = await stores[source].erase(trx, email);
      if (auditKind) auditEntriesErased += await eraseAuditSummaries(trx, auditKind, ids, erasedMark);
    }
    return { deleted, auditEntriesErased };
  });
}

/** The retention's settings: the firm's periods, each rule's last run and the next run. */
export async function retentionSettings(db: Db, auditDays: number): Promise<RetentionSettings> {
  const [periods, runs] = await Promise.all([readRetentionPeriods(db), listRetentionRuns(db)]);
  const runOf = new Map(runs.map((run) => [run.name, run]));
  return {
    periods,
    runs: RETENTION_RULES.map((name) => {
      const run = runOf.get(name);
      return { name, lastRunAt: run?.ranAt ?? null, lastDeleted: run === undefined ? null : Number(run.deleted) };
    }),
    auditDays,
    nextRunAt: new Date(nextRetentionRun(nowMs())).toISOString(),
  };
}

/** A period the firm changed: from how many months to how many. */
export interface PeriodChange {
  name: RetentionPeriodName;
  from: number;
  to: number;
}

/** Sets the firm's periods given (the others stay); the next run deletes by them. Answers the periods that changed. */
export async function setRetentionPeriods(db: Db, body: RetentionPeriodsBody, accountId: number): Promise<PeriodChange[]> {
  const updatedAt = now();
  return db.transaction().execute(async (trx) => {
    const before = await readRetentionPeriods(trx);
    const changes: PeriodChange[] = [];
    for (const [name, months] of Object.entries(body.periods) as [RetentionPeriodName, number][]) {
      await writeRetentionPeriod(trx, { name, months, updatedAt, updatedBy: accountId });
      if (before[name] !== months) changes.push({ name, from: before[name], to: months });
    }
    return changes;
  });
}
