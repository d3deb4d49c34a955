import { randomBytes } from "node:crypto";
import {
  type Application,
  type ApplicationForm,
  type ApplicationInput,
  type ApplicationSent,
  type ApplicationState,
  type ApplicationSummary,
  type Locale,
  type Paging,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { AdminSession } from "../../http/admin-session.ts";
import { labelled, listed, message, renderMessage } from "../../i18n/messages.ts";
import { firmPeriodBefore, type RetentionRule } from "../../operations/retention.ts";
import { dataNoteOf } from "../privacy/data-notes.ts";
import type { ObjectBody, ObjectStore } from "../../storage/object-store.ts";
import { enabledAccountsWithRight } from "../accounts/accounts.service.ts";
import { truncate } from "../audit/audit.service.ts";
import type { ContactTickets } from "../contact/contact-ticket.ts";
import { findFirmEmail } from "../contact/contact.repository.ts";
import { enqueueMail } from "../mail/mail.service.ts";
import type { SubjectStore } from "../privacy/privacy.service.ts";
import type { ReceivedFile } from "./application-form.ts";
import { versionList } from "../translations/translated-items.ts";
import { findPublicVersionsByNo } from "../translations/translations.repository.ts";
import * as applications from "./applications.repository.ts";

/**
 * Job applications (decision 0080). An application that passed the form's checks has its PDF
 * files put into the storage's private area first, then is stored and its mails enqueued in one
 * transaction: a notice to the recruiting address (the opening's office's, else the firm's)
 * without the files, and a confirmation to the applicant, both in the applicant's language.
 * Files are deleted before the rows that name them, so that an interruption never leaves a file
 * without its application.
 */

/** Longest subject of an application's mails, in characters (the outbox's limit is higher; a subject this long is read in a list no more). */
const SUBJECT_LENGTH = 150;

/** The consent line beside the form in a language: stored with each application as shown. */
export const applicationConsentText = (lang: Locale) => renderMessage(lang, message("applications.consentText"));

/** The texts beside the form in a language: the consent line and the note on the data, with the firm's period. */
async function applicationTexts(db: Db, lang: Locale): Promise<{ consentText: string; dataNote: string }> {
  return { consentText: applicationConsentText(lang), dataNote: await dataNoteOf(db, "application", lang) };
}

/** The opening a form is for, as the site shows it; 404 when it does not (a draft, a closed or a deleted one). */
async function findOpening(db: Db, id: number) {
  const opening = await applications.findPublicOpening(db, id);
  if (!opening) throw notFound(message("applications.openingNotFound"));
  return opening;
}

/** A form's ticket and texts, for an opening or unsolicited. */
export async function applicationForm(
  db: Db,
  tickets: ContactTickets,
  query: { opening?: number | undefined; lang: Locale },
): Promise<ApplicationForm> {
  const opening = query.opening === undefined ? null : await findOpening(db, query.opening);
  // The opening's versions in the other languages: the site's language switcher leads to the same opening there.
  const versions = opening ? versionList(await findPublicVersionsByNo(db, "jobOpenings", opening.no)) : [];
  return {
    opening: opening
      ? {
          id: opening.id,
          lang: opening.lang,
          title: opening.title,
          officeName: opening.officeName,
          versions: versions.map(({ lang, id }) => ({ lang, id })),
        }
      : null,
    ticket: tickets.issue(),
    ...(await applicationTexts(db, query.lang)),
  };
}

const storageKeyOf = () => `application-${randomBytes(16).toString("hex")}.pdf`;

const formatSize = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function noticeText(lang: Locale, intro: string, input: ApplicationInput, files: readonly ReceivedFile[]): string {
  const label = (key: "contact.mail.name" | "contact.mail.email" | "contact.mail.phone") => renderMessage(lang, message(key));
  return [
    intro,
    "",
    labelled(lang, label("contact.mail.name"), input.name),
    labelled(lang, label("contact.mail.email"), input.email),
    ...(input.phone ? [labelled(lang, label("contact.mail.phone"), input.phone)] : []),
    labelled(
      lang,
      renderMessage(lang, message("applications.mail.files")),
      listed(
        lang,
        files.map((file) => `${file.name} (${formatSize(file.size)})`),
      ),
    ),
    "",
    labelled(lang, renderMessage(lang, message("contact.mail.message"))),
    input.message,
  ].join("\n");
}

/**
 * Stores an application that passed the form's checks (the sender's and the files'): its files in
 * the private area, then the application and its mails in one transaction. A failed transaction
 * takes its files back out.
 */
export async function sendApplication(
  deps: { db: Db; files: ObjectStore },
  input: ApplicationInput,
  files: readonly ReceivedFile[],
): Promise<ApplicationSent> {
  const { db } = deps;
  const opening = input.opening === null ? undefined : await findOpening(db, input.opening);
  const firmEmail = await findFirmEmail(db);
  const recipientEmail = opening?.officeEmail ?? firmEmail;
  const { lang } = input;
  const at = now();
  const stored = files.map((file) => ({ ...file, key: storageKeyOf() }));
  // From their temporary files (decision 0126), which the store may move away.
  for (const file of stored) await deps.files.putFile(file.key, file.file, "application/pdf");
  const openingLabel = opening?.title ?? renderMessage(lang, message("applications.mail.unsolicited"));
  try {
    await db.transaction().execute(async (trx) => {
      const id = await applications.insertApplication(
        trx,
        {
          createdAt: at,
          lang,
          openingId: opening?.id ?? null,
          openingTitle: opening?.title ?? null,
          recipientEmail,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          consentText: applicationConsentText(lang),
          consentAt: at,
          stateChangedAt: at,
          assigneeId: null,
          updatedAt: at,
        },
        stored.map((file, position) => ({ position, fileName: file.name, storageKey: file.key, size: file.size })),
      );
      const cause = `application:${id}`;
      if (recipientEmail) {
        await enqueueMail(trx, {
          to: recipientEmail,
          replyTo: input.email,
          subject: truncate(
            renderMessage(lang, message("applications.mail.subject", { name: input.name, opening: openingLabel })),
            SUBJECT_LENGTH,
          ),
          text: noticeText(
            lang,
            renderMessage(lang, message("applications.mail.intro", { name: input.name, opening: openingLabel })),
            input,
            files,
          ),
          lang,
          cause,
        });
      }
      await enqueueMail(trx, {
        to: input.email,
        ...(recipientEmail ? { replyTo: recipientEmail } : {}),
        subject: truncate(renderMessage(lang, message("applications.confirm.subject", { opening: openingLabel })), SUBJECT_LENGTH),
        text: noticeText(lang, renderMessage(lang, message("applications.confirm.intro")), input, files),
        lang,
        cause,
      });
    });
  } catch (error) {
    await deps.files.delete(stored.map((file) => file.key));
    throw error;
  }
  return { openingTitle: opening?.title ?? null };
}

function toSummary(row: applications.ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    createTime: row.createdAt,
    lang: row.lang,
    openingId: row.openingId,
    openingTitle: row.openingTitle,
    name: row.name,
    email: row.email,
    state: row.state,
    stateTime: row.stateChangedAt,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    updateTime: row.updatedAt,
  };
}

export async function listApplications(
  db: Db,
  query: Paging & applications.ApplicationFilters,
): Promise<{ result: ApplicationSummary[]; pageable: { pageNo: number; pageSize: number; totalCount: number } }> {
  const page = await applications.listApplications(db, query, query);
  return { result: page.rows.map(toSummary), pageable: page.pageable };
}

/** One application whole, with its files and its notes in order. */
export async function getApplication(db: Db, id: number): Promise<Application> {
  const row = await applications.findApplication(db, id);
  if (!row) throw notFound(message("applications.notFound"));
  const [files, notes] = await Promise.all([applications.findFilesOf(db, [id]), applications.findNotesOf(db, id)]);
  return {
    ...toSummary(row),
    phone: row.phone,
    message: row.message,
    recipientEmail: row.recipientEmail,
    consentText: row.consentText,
    consentTime: row.consentAt,
    files: files.map((file) => ({ id: file.id, name: file.fileName, size: file.size })),
    notes: notes.map((note) => ({
      id: note.id,
      authorId: note.authorId,
      authorName: note.authorName,
      createTime: note.createdAt,
      text: note.text,
    })),
  };
}

/** The openings applications were sent to, the unsolicited ones (`openingId` 0) first. */
export async function applicationOpenings(db: Db) {
  return (await applications.listOpenings(db))
    .map((row) => ({ openingId: row.openingId ?? 0, title: row.openingTitle ?? null }))
    .sort((a, b) => a.openingId - b.openingId);
}

/** Enabled accounts with the Recruiting right: the ones an application may be assigned to. */
export const applicationAssignees = (db: Db) => enabledAccountsWithRight(db, "applications.manage");

/** Changes the state; the time of the change is kept (a declined application's retention counts from it). */
export async function setApplicationState(db: Db, id: number, state: ApplicationState): Promise<Application> {
  const before = await getApplication(db, id);
  if (before.state === state) return before;
  const at = now();
  await applications.updateApplication(db, id, { state, stateChangedAt: at, updatedAt: at });
  return getApplication(db, id);
}

export async function assignApplication(db: Db, id: number, accountId: number | null): Promise<Application> {
  await getApplication(db, id);
  if (accountId !== null && !(await applicationAssignees(db)).some((account) => account.id === accountId)) {
    throw badRequest(message("applications.assigneeInvalid"), [
      { field: "body.accountId", message: message("applications.assigneeInvalid") },
    ]);
  }
  await applications.updateApplication(db, id, { assigneeId: accountId, updatedAt: now() });
  return getApplication(db, id);
}

/** Adds a note after the others, signed with the account's name as it is now. */
export async function addApplicationNote(db: Db, id: number, session: AdminSession, text: string): Promise<Application> {
  await getApplication(db, id);
  const at = now();
  await db.transaction().execute(async (trx) => {
    await applications.insertNote(trx, {
      applicationId: id,
      authorId: session.accountId,
      authorName: session.userName,
      createdAt: at,
      text,
    });
    await applications.updateApplication(trx, id, { updatedAt: at });
  });
  return getApplication(db, id);
}

/** A file of an application, opened for download; 404 when the application has none of that id (or its bytes are gone). */
export async function openApplicationFile(
  deps: { db: Db; files: ObjectStore },
  id: number,
  fileId: number,
): Promise<{ name: string; object: ObjectBody }> {
  const file = await applications.findFile(deps.db, id, fileId);
  const object = file ? await deps.files.get(file.storageKey) : undefined;
  if (!file || !object) throw notFound(message("applications.fileNotFound"));
  return { name: file.fileName, object };
}

/** Deletes the applications and their files: the files first, then the rows (in one transaction). */
async function deleteWithFiles(db: Db, files: ObjectStore, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const keys = (await applications.findFilesOf(db, ids)).map((file) => file.storageKey);
  await files.delete(keys);
  return db.transaction().execute((trx) => applications.deleteApplications(trx, ids));
}

/**
 * The applications' retention (decisions 0080, 0085): a declined application is deleted with its
 * files the firm's period (six months unless set) after it was declined. Applications in the other
 * states stay until they are declined, or until a data subject's request deletes them.
 */
export function applicationRetention(files: ObjectStore): RetentionRule {
  return {
    name: "declinedApplications",
    what: "declined applications",
    deleteExpired: async (db, at) =>
      deleteWithFiles(db, files, await applications.findDeclinedBefore(db, await firmPeriodBefore(db, "declinedApplications", at))),
  };
}

/** Longest summary of an application in a data subject's look-up, in characters. */
const SUMMARY_LENGTH = 80;

/** The applications' part of a data subject's requests: the applications sent from the address, with their files' names and notes. */
export function applicationSubjectStore(files: ObjectStore): SubjectStore {
  return {
    find: async (db, email) => {
      const rows = await applications.findApplicationsFrom(db, email);
      const fileRows = await applications.findFilesOf(
        db,
        rows.map((row) => row.id),
      );
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          time: row.createdAt,
          summary: truncate(
            `${row.openingTitle ?? renderMessage("en_US", message("applications.mail.unsolicited"))}: ${row.name}`,
            SUMMARY_LENGTH,
          ),
          data: {
            ...row,
            files: fileRows.filter((file) => file.applicationId === row.id).map((file) => ({ name: file.fileName, size: file.size })),
            notes: (await applications.findNotesOf(db, row.id)).map((note) => ({
              author: note.authorName,
              time: note.createdAt,
              text: note.text,
            })),
          },
        })),
      );
    },
    erase: async (trx, email) => {
      const ids = (await applications.findApplicationsFrom(trx, email)).map((row) => row.id);
      if (ids.length === 0) return 0;
      await files.delete((await applications.findFilesOf(trx, ids)).map((file) => file.storageKey));
      return applications.deleteApplications(trx, ids);
    },
  };
}
