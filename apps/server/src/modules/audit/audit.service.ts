import {
  AUDIT_SUMMARY_MAX_LENGTH,
  auditOf,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  type Locale,
  type Paging,
} from "@lawfirm/contract";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { now, type Db, type Executor } from "../../db/database.ts";
import { daysBefore, type RetentionRule } from "../../operations/retention.ts";
import { clientAddress } from "../../http/client-address.ts";
import { catalogs, renderMessage, type Message } from "../../i18n/messages.ts";
import type { CompletedCall } from "../../http/endpoint.ts";
import * as entries from "./audit.repository.ts";

/** Who acted, and from where. */
export interface AuditActor {
  accountId: number | null;
  /** The account's display name now, kept as it is at this time. */
  accountName: string | null;
  clientAddress: string;
}

/** What a change was: what kind of thing, which item, which language versions, in a few words. */
export interface AuditSubject {
  action: AuditAction;
  kind: AuditKind;
  itemNo?: number | null;
  itemId?: number | null;
  languages?: readonly string[];
  summary?: string | null;
  /** A summary in words of the server's catalogs (what a call said it changed): shown in the reader's language. */
  summaryMessages?: readonly Message[] | undefined;
  endpoint?: string | null;
}

/** Where the audit log is written: the database, and the log for an entry that could not be. */
export interface AuditLog {
  db: Db;
  log: FastifyBaseLogger;
}

/** At most `max` characters, an ellipsis marking a cut. */
export function truncate(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

/**
 * Appends an entry. It never throws: the change it records is done and answered already, so a
 * failure is logged at error level with the whole entry (the log keeps what the table could not).
 */
export async function recordAuditEntry(target: AuditLog, actor: AuditActor, subject: AuditSubject): Promise<void> {
  const row: entries.NewAuditRow = {
    createdAt: now(),
    accountId: actor.accountId,
    accountName: actor.accountName,
    clientAddress: actor.clientAddress,
    action: subject.action,
    kind: subject.kind,
    itemNo: subject.itemNo ?? null,
    itemId: subject.itemId ?? null,
    languages: JSON.stringify([...new Set(subject.languages ?? [])].sort()),
    ...summaryColumns(subject.summaryMessages?.length ? subject.summaryMessages : subject.summary),
    endpoint: subject.endpoint ?? null,
  };
  try {
    await entries.insertAuditEntry(target.db, row);
  } catch (error) {
    target.log.error({ err: error, auditEntry: row }, "audit entry not written");
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const positiveInteger = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined);

/** The objects a body or an answer is about: each language version of an array, the object, or an account setup's account. */
function subjectsOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  if (!isRecord(value)) return [];
  return [isRecord(value.account) ? value.account : value];
}

/** The fields that name a thing in a few words (a redirect: its old address); never a text, a password or a token. */
const NAME_FIELDS = ["title", "name", "userName", "from"] as const;

/**
 * What a successful call of the contract changed, read from the call alone (the same for every
 * kind of item): the item's `no` from the query, the path or the answer; else one row's id; the
 * language versions sent or answered; their titles or names as the summary. A call that changed
 * one language version (publishing, decision 0041) names it: its id, its language, its title.
 */
export function describeCall(
  call: Pick<CompletedCall, "endpoint" | "params" | "query" | "body" | "output" | "version">,
): AuditSubject | undefined {
  const audit = auditOf(call.endpoint);
  if (!audit) return undefined;
  const params = isRecord(call.params) ? call.params : {};
  const query = isRecord(call.query) ? call.query : {};
  const { version } = call;
  // The answer first: it carries what the server assigned (a new item's `no`, a new row's id).
  const answered = [...subjectsOf(call.output), ...subjectsOf(call.body)];
  const itemNo =
    positiveInteger(query.no) ?? positiveInteger(params.no) ?? answered.map((subject) => positiveInteger(subject.no)).find(Boolean);
  const subjects = version ? answered.filter((subject) => subject.id === version.id) : answered;
  const body = isRecord(call.body) ? call.body : {};
  const itemId =
    version?.id ??
    positiveInteger(params.id) ??
    positiveInteger(body.sourceId) ??
    (itemNo === undefined
      ? subjects.map((subject) => positiveInteger(subject.id) ?? positiveInteger(subject.fileId)).find(Boolean)
      : undefined);
  const languages = version
    ? [version.lang]
    : [query.lang, ...subjects.map((subject) => subject.lang)].filter((lang): lang is string => typeof lang === "string");
  const names = [
    params.name,
    ...subjects.map((subject) => NAME_FIELDS.map((field) => subject[field]).find((name) => typeof name === "string")),
  ]
    .filter((name): name is string => typeof name === "string")
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    action: audit.action(params),
    kind: audit.kind,
    itemNo: itemNo ?? null,
    itemId: itemId ?? null,
    languages,
    summary: [...new Set(names)].join(" · ") || null,
    endpoint: `${call.endpoint.method} ${call.endpoint.path}`,
  };
}

/** Who made a back-office request: its session's account, and the client's address. */
function requestActor(request: FastifyRequest): AuditActor {
  const session = request.adminSession;
  return { accountId: session?.accountId ?? null, accountName: session?.userName ?? null, clientAddress: clientAddress(request) };
}

/** Records what a back-office request did beside a write (a read of personal data, a download), for its session's account. */
export async function recordRequestAudit(db: Db, request: FastifyRequest, subject: AuditSubject): Promise<void> {
  await recordAuditEntry({ db, log: request.log }, requestActor(request), subject);
}

/** The language of an entry's summary where no reader's language applies (the log's text column, an export). */
const SUMMARY_FALLBACK_LOCALE: Locale = "en_US";

/** The summary's columns: a text, or messages kept as such beside their text in the fallback language. */
function summaryColumns(summary: string | readonly Message[] | null | undefined): Pick<entries.NewAuditRow, "summary" | "summaryMessages"> {
  if (!summary) return { summary: null, summaryMessages: null };
  if (typeof summary === "string") return { summary: truncate(summary, AUDIT_SUMMARY_MAX_LENGTH), summaryMessages: null };
  return {
    summary: truncate(summaryText(SUMMARY_FALLBACK_LOCALE, summary), AUDIT_SUMMARY_MAX_LENGTH),
    summaryMessages: JSON.stringify(summary),
  };
}

function summaryText(locale: Locale, messages: readonly Message[]): string {
  return messages.map((change) => renderMessage(locale, change)).join(catalogs[locale]["list.separator"]);
}

/** Whether every key of stored messages (and of the messages in their parameters) is in today's catalogs. */
function isKnownMessage(value: unknown): value is Message {
  if (typeof value !== "object" || value === null || !("key" in value) || typeof value.key !== "string") return false;
  if (!Object.hasOwn(catalogs[SUMMARY_FALLBACK_LOCALE], value.key)) return false;
  const params = "params" in value ? value.params : undefined;
  if (params === undefined) return true;
  if (!isRecord(params)) return false;
  return Object.values(params).every((param) =>
    Array.isArray(param) ? param.every(isKnownMessage) : !isRecord(param) || "time" in param || isKnownMessage(param),
  );
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An entry's summary in the reader's language when it was kept as messages, else its text as written. */
function summaryIn(locale: Locale, row: Pick<entries.NewAuditRow, "summary" | "summaryMessages">): string | null {
  if (!row.summaryMessages) return row.summary ?? null;
  const messages = parsedJson(row.summaryMessages);
  if (!Array.isArray(messages) || !messages.every(isKnownMessage)) return row.summary ?? null;
  return truncate(summaryText(locale, messages), AUDIT_SUMMARY_MAX_LENGTH);
}

/** Records a successful back-office write, if the contract says it is one (the registrar calls it for every call). */
export function auditRecorder(db: Db): (call: CompletedCall) => Promise<void> {
  return async (call) => {
    const subject = describeCall(call);
    if (!subject) return;
    await recordAuditEntry({ db, log: call.request.log }, requestActor(call.request), { ...subject, summaryMessages: call.summary });
  };
}

function toAuditEntry(row: Awaited<ReturnType<typeof entries.listAuditEntries>>["rows"][number], locale: Locale): AuditEntry {
  return {
    id: row.id,
    time: row.createdAt,
    accountId: row.accountId,
    accountName: row.accountName,
    clientAddress: row.clientAddress,
    action: row.action,
    kind: row.kind,
    itemNo: row.itemNo,
    itemId: row.itemId,
    languages: JSON.parse(row.languages) as string[],
    summary: summaryIn(locale, row),
    endpoint: row.endpoint,
  };
}

const utc = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());

/** A page of the log, each summary kept as messages in `locale`, the reader's language. */
export async function listAudit(db: Db, query: Paging & entries.AuditFilters, locale: Locale) {
  const filters = { accountId: query.accountId, kind: query.kind, action: query.action, from: utc(query.from), to: utc(query.to) };
  const { rows, pageable } = await entries.listAuditEntries(db, filters, query);
  return { result: rows.map((row) => toAuditEntry(row, locale)), pageable };
}

export async function listAuditAccounts(db: Db) {
  const rows = await entries.listAuditAccounts(db);
  return rows
    .flatMap((row) =>
      row.accountId === null
        ? []
        : [{ accountId: row.accountId, accountName: row.currentName ?? row.recordedName ?? String(row.accountId) }],
    )
    .sort((a, b) => a.accountName.localeCompare(b.accountName));
}

/**
 * Takes what the entries about these items say of them (a person's name, a file's name) out of the
 * log, keeping who did what and when: the summaries become `replacement`. For a data subject's
 * deletion, in its transaction; answers how many entries changed.
 */
export function eraseAuditSummaries(db: Executor, kind: AuditKind, itemIds: readonly number[], replacement: Message): Promise<number> {
  return entries.replaceAuditSummaries(db, kind, itemIds, summaryColumns([replacement]));
}

/** The audit log's retention: entries older than `retentionDays` go (`AUDIT_RETENTION_DAYS`). */
export const auditRetention = (retentionDays: number): RetentionRule => ({
  name: "auditEntries",
  what: "audit entries",
  deleteExpired: (db, at) => entries.deleteAuditEntriesBefore(db, daysBefore(at, retentionDays)),
});
