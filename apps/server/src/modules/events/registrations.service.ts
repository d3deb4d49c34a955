import {
  buildPath,
  SITE_ROUTES,
  localizedPath,
  plainText,
  ADDRESS_ROUTES,
  type CancellationPreview,
  type CancellationResult,
  type EventRegistrations,
  type Locale,
  type Registration,
  type RegistrationForm,
  type RegistrationInput,
  type RegistrationResult,
  type RegistrationState,
  registrationInputFor,
  siteWallClockAt,
} from "@lawfirm/contract";
import { PostgresAdapter, sql } from "kysely";
import { now, type Db, type Executor } from "../../db/database.ts";
import { conflict, HttpError, notFound } from "../../errors.ts";
import { labelled, message, renderMessage, type MessageKey } from "../../i18n/messages.ts";
import { firmPeriodBefore, type RetentionRule } from "../../operations/retention.ts";
import { dataNoteOf } from "../privacy/data-notes.ts";
import { checkSender, CONTACT_REFUSALS } from "../contact/visitor-forms.ts";
import type { ContactTickets } from "../contact/contact-ticket.ts";
import { findFirmEmail } from "../contact/contact.repository.ts";
import { enqueueMail } from "../mail/mail.service.ts";
import type { SubjectStore } from "../privacy/privacy.service.ts";
import { truncate } from "../audit/audit.service.ts";
import { getPublicPortalConfig } from "../portal-config/portal-config.service.ts";
import { findOffices } from "../job-openings/job-openings.repository.ts";
import * as events from "./events.repository.ts";
import * as registrations from "./registrations.repository.ts";
import { availabilityOf, publicPlacesOf } from "./events.public.service.ts";
import { LABEL, registrationFieldsOf } from "./events.presentation.ts";
import { eventCalendar } from "./event-calendar.ts";
import type { RegistrationTokens } from "./registration-tokens.ts";

/**
 * Registrations for events (decision 0082): the contact form's spam protection (trap, ticket, limit
 * per address), the consent stored as shown, the confirmation through the outbox in the same
 * transaction, a waiting list once the places are taken, and cancellation by a signed link that
 * moves the first one waiting up.
 */

/** What the service needs besides the database: the tickets, the cancellation tokens, and where the site is. */
export interface RegistrationDeps {
  tickets: ContactTickets;
  tokens: RegistrationTokens;
}

/**
 * What a registration's mail needs: its cancellation link's signature and the site's origin; and
 * whom to tell when what visitors' answers say of an event's places changed (decision 0106).
 */
export interface MailingDeps {
  tokens: RegistrationTokens;
  origin: string;
  placesChanged?: (eventNo: number) => void;
}

/** The consent line beside a registration form in a language: stored with each registration as shown. */
const consentTextOf = (lang: Locale) => renderMessage(lang, message("eventRegistration.consentText"));

/** The texts beside a registration form in a language: the consent line and the note on the data, with the firm's period. */
async function registrationTexts(db: Db, lang: Locale): Promise<{ consentText: string; dataNote: string }> {
  return { consentText: consentTextOf(lang), dataNote: await dataNoteOf(db, "eventRegistration", lang) };
}

/** A registration form's ticket and texts, for an event a visitor may see. */
export async function registrationForm(db: Db, tickets: ContactTickets, id: number, lang: Locale): Promise<RegistrationForm> {
  const row = await events.findPublicEvent(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  const counts = (await registrations.countByState(db, [row.no])).get(row.no);
  return { availability: availabilityOf(row, counts, now()), ticket: tickets.issue(), ...(await registrationTexts(db, lang)) };
}

/**
 * The schema of a registration for the event the version `id` is of (a visitor may see it): the
 * fields it asks for required with the others, so that one answer names every problem (decision 0106).
 */
export async function registrationInputOf(db: Db, id: number) {
  const row = await events.findPublicEvent(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  return registrationInputFor(registrationFieldsOf(row.registrationFields));
}

/** What visitors' answers say of the places of the event `no` (`publicPlacesOf`), read on `trx`. */
async function shownPlaces(trx: Executor, no: number, at: string) {
  const [row] = await events.findEventsByNo(trx, no);
  return row ? publicPlacesOf(row, (await registrations.countByState(trx, [no])).get(no), at) : undefined;
}

/**
 * Runs `change` of the registrations of the events `nos` on `trx`; tells `deps.placesChanged` of
 * each whose places, as visitors' answers say them, changed.
 */
async function changingPlaces<T>(
  trx: Executor,
  deps: MailingDeps,
  nos: readonly number[],
  at: string,
  change: () => Promise<T>,
): Promise<T> {
  const before = [];
  for (const no of nos) before.push(await shownPlaces(trx, no, at));
  const result = await change();
  for (const [index, no] of nos.entries()) {
    const [was, is] = [before[index], await shownPlaces(trx, no, at)];
    if (was?.registration !== is?.registration || was?.placesLeft !== is?.placesLeft) deps.placesChanged?.(no);
  }
  return result;
}

// Serialises the registrations of one event on PostgreSQL: the count of places and the insert are one step.
const REGISTRATION_LOCK = 82;

async function lockEvent(trx: Executor, no: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK}, ${no})`.execute(trx);
}

const REFUSALS = {
  closed: "eventRegistration.closed",
  deadlinePassed: "eventRegistration.deadlinePassed",
  past: "eventRegistration.past",
} as const satisfies Record<string, MessageKey>;

/** The line of a mail in a language. */
const line = (lang: Locale, key: MessageKey, values?: Record<string, string | number>) =>
  renderMessage(lang, (values ? { key, params: values } : { key }) as Parameters<typeof renderMessage>[1]);

/** What the confirmation says of the event, in the visitor's language: when, where, and its page. */
async function describeEvent(db: Executor, row: events.EventRow, lang: Locale, origin: string) {
  // One date for an event within a day ("Friday, 18 December 2026, 18:00–20:30"), named as Berlin time.
  const times = new Intl.DateTimeFormat(lang.replace("_", "-"), { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Berlin" });
  const [office] = row.placeKind === "office" && row.officeId !== null ? await findOffices(db, [row.officeId]) : [];
  const place =
    row.placeKind === "online"
      ? line(lang, "eventRegistration.mail.online")
      : office
        ? [office.name, office.address, `${office.postalCode} ${office.city}`.trim()].filter(Boolean).join(", ")
        : row.venue
            .split("\n")
            .map((part) => part.trim())
            .filter(Boolean)
            .join(", ");
  const config = await getPublicPortalConfig(db, lang);
  return {
    when: `${times.formatRange(new Date(row.startsAt), new Date(row.endsAt))} (${line(lang, "eventRegistration.mail.berlinTime")})`,
    place,
    pageUrl: `${origin}${localizedPath(lang, buildPath(ADDRESS_ROUTES.event, { slug: row.slug }))}`,
    firmName: config.name.trim() || line(lang, "feed.firmName"),
  };
}

/** What a registration's mail tells: a place, a place on the waiting list, a place become free, or the cancellation. */
type RegistrationMailKind = "registered" | "waiting" | "promoted" | "cancelled";

const MAIL_TEXTS: Record<RegistrationMailKind, { subject: MessageKey; intro: MessageKey }> = {
  registered: { subject: "eventRegistration.mail.subject", intro: "eventRegistration.mail.registered" },
  waiting: { subject: "eventRegistration.mail.waitingSubject", intro: "eventRegistration.mail.waiting" },
  promoted: { subject: "eventRegistration.mail.subject", intro: "eventRegistration.mail.promoted" },
  cancelled: { subject: "eventRegistration.mail.cancelledSubject", intro: "eventRegistration.mail.cancelled" },
};

/**
 * Puts a registration's mail into the outbox on `trx`: a place (with the calendar file, and an
 * online event's link), a place on the waiting list, each with its cancellation link; or the
 * cancellation, with a file that takes the event out of the calendar when it held a place.
 */
async function enqueueRegistrationMail(
  trx: Executor,
  deps: MailingDeps,
  row: events.EventRow,
  registration: { id: number; name: string; email: string; lang: Locale },
  kind: RegistrationMailKind,
  heldPlace = kind === "registered" || kind === "promoted",
) {
  const { lang } = registration;
  const described = await describeEvent(trx, row, lang, deps.origin);
  const hasPlace = kind === "registered" || kind === "promoted";
  const online = hasPlace && row.placeKind === "online" && row.onlineUrl ? row.onlineUrl : null;
  const cancelUrl = `${deps.origin}${localizedPath(lang, SITE_ROUTES.eventCancel)}?token=${encodeURIComponent(deps.tokens.issue(registration.id))}`;
  const text = [
    line(lang, "eventRegistration.mail.greeting", { name: registration.name }),
    "",
    line(lang, MAIL_TEXTS[kind].intro, { title: row.title }),
    "",
    labelled(lang, line(lang, "eventRegistration.mail.when"), described.when),
    labelled(lang, line(lang, "eventRegistration.mail.where"), described.place),
    ...(online ? [labelled(lang, line(lang, "eventRegistration.mail.link"), online)] : []),
    described.pageUrl,
    ...(kind === "cancelled"
      ? []
      : ["", line(lang, hasPlace ? "eventRegistration.mail.cancel" : "eventRegistration.mail.leaveWaitingList"), cancelUrl]),
    "",
    described.firmName,
  ].join("\n");
  const firmEmail = await findFirmEmail(trx);
  const cancelled = kind === "cancelled";
  const calendar = heldPlace
    ? [
        {
          filename: "event.ics",
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
          content: eventCalendar({
            no: row.no,
            title: row.title,
            description: plainText(row.content),
            startsAt: row.startsAt,
            endsAt: row.endsAt,
            location: described.place,
            pageUrl: described.pageUrl,
            organizer: { name: described.firmName, email: firmEmail },
            onlineUrl: online,
            updatedAt: cancelled ? now() : row.updatedAt,
            cancelled,
          }),
        },
      ]
    : [];
  await enqueueMail(trx, {
    to: registration.email,
    ...(firmEmail ? { replyTo: firmEmail } : {}),
    subject: line(lang, MAIL_TEXTS[kind].subject, { title: row.title }),
    text,
    lang,
    cause: `event-registration:${registration.id}`,
    attachments: calendar,
  });
}

/**
 * Registers a visitor who passed the spam protection for the event the version `id` is of, in one
 * transaction with the confirmation: on the list while there are places, else on the waiting
 * list. Refused (409) when registration is off, past its deadline, the event is over, or the
 * address is registered already.
 */
export async function register(
  db: Db,
  deps: RegistrationDeps & MailingDeps,
  id: number,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  checkSender(deps.tickets, input, CONTACT_REFUSALS);
  const version = await events.findPublicEvent(db, id);
  if (!version) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  // The fields it asks for were required by the input's schema (`registrationInputOf`).
  const asked = registrationFieldsOf(version.registrationFields);
  const at = now();
  const email = input.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    await lockEvent(trx, version.no);
    // Read again inside the lock: another registration may have taken the last place.
    const row = (await events.findPublicEventOfItem(trx, version.no, input.lang)) ?? version;
    const counts = (await registrations.countByState(trx, [row.no])).get(row.no);
    const availability = availabilityOf(row, counts, at);
    if (availability in REFUSALS) throw conflict(message(REFUSALS[availability as keyof typeof REFUSALS]));
    if (await registrations.findActiveRegistration(trx, row.no, email)) throw conflict(message("eventRegistration.already"));
    const state = availability === "waitingList" ? "waiting" : "registered";
    const consentText = consentTextOf(input.lang);
    const insert = () =>
      registrations.insertRegistration(trx, {
        eventNo: row.no,
        lang: input.lang,
        state,
        name: input.name,
        email: input.email,
        company: input.company,
        position: asked.includes("position") ? input.position : null,
        phone: asked.includes("phone") ? input.phone : null,
        dietaryNeeds: asked.includes("dietaryNeeds") ? input.dietaryNeeds : null,
        consentText,
        consentAt: at,
        checkedInAt: null,
        cancelledAt: null,
        createdAt: at,
        updatedAt: at,
      });
    const registrationId = await changingPlaces(trx, deps, [row.no], at, insert);
    await enqueueRegistrationMail(trx, deps, row, { id: registrationId, name: input.name, email: input.email, lang: input.lang }, state);
    return { state };
  });
}

/**
 * The registration a cancellation token names: 404 for a token the server did not sign, 410 for
 * one whose registration is gone (its event deleted, or the person's data erased).
 */
async function registrationOfToken(db: Executor, tokens: RegistrationTokens, token: string): Promise<registrations.RegistrationRow> {
  const id = tokens.read(token);
  if (id === undefined) throw notFound(message("eventRegistration.badLink"));
  const found = await registrations.findRegistration(db, id);
  if (!found) throw new HttpError(410, message("eventRegistration.gone"));
  return found;
}

/** The version of a registration's event to show: the public one in `lang`, else the one registered from, else any. */
async function eventShown(db: Executor, registration: registrations.RegistrationRow, lang: Locale): Promise<events.EventRow | undefined> {
  const version = await events.findPublicEventOfItem(db, registration.eventNo, lang, registration.lang);
  if (version) return version;
  // Unpublished since: its title still names it.
  const [any] = await events.findEventsByNo(db, registration.eventNo);
  return any;
}

/** What a cancellation link names, in `lang`, before the visitor confirms (mail scanners open links). */
export async function cancellationPreview(db: Db, tokens: RegistrationTokens, token: string, lang: Locale): Promise<CancellationPreview> {
  const registration = await registrationOfToken(db, tokens, token);
  const event = await eventShown(db, registration, lang);
  if (!event) throw new HttpError(410, message("eventRegistration.gone"));
  const state = registration.state === "cancelled" ? "cancelled" : event.endsAt <= now() ? "past" : "open";
  return { eventTitle: event.title, startsAt: event.startsAt, endsAt: event.endsAt, state, waiting: registration.state === "waiting" };
}

/**
 * Cancels the registration a signed token names; when it held a place, the first one waiting moves
 * up and is mailed (with the calendar file), in the same transaction. A second cancellation
 * answers that it was cancelled already; once the event is over there is nothing to cancel (409).
 */
export async function cancel(db: Db, deps: RegistrationDeps & MailingDeps, token: string): Promise<CancellationResult> {
  const found = await registrationOfToken(db, deps.tokens, token);
  return db.transaction().execute(async (trx) => {
    await lockEvent(trx, found.eventNo);
    const registration = (await registrations.findRegistration(trx, found.id)) ?? (await registrationOfToken(trx, deps.tokens, token));
    const shown = await eventShown(trx, registration, registration.lang as Locale);
    if (!shown) throw new HttpError(410, message("eventRegistration.gone"));
    const title = shown.title;
    if (registration.state === "cancelled") return { eventTitle: title, alreadyCancelled: true };
    const at = now();
    if (shown.endsAt <= at) throw conflict(message("eventRegistration.past"));
    await changingPlaces(trx, deps, [registration.eventNo], at, async () => {
      await registrations.updateRegistration(trx, registration.id, { state: "cancelled", cancelledAt: at, updatedAt: at });
      // The one who cancelled is told, and their calendar loses the event if it had it.
      const heldPlace = registration.state === "registered";
      await enqueueRegistrationMail(trx, deps, shown, { ...registration, lang: registration.lang as Locale }, "cancelled", heldPlace);
      await fillFreedPlaces(trx, deps, registration.eventNo, at);
    });
    return { eventTitle: title, alreadyCancelled: false };
  });
}

/**
 * Moves the first ones waiting up, each mailed with the calendar file, while the event has places
 * free (a registration cancelled or erased); never once the event is over. On `trx`, with the
 * event locked.
 */
async function fillFreedPlaces(trx: Executor, deps: MailingDeps, eventNo: number, at: string): Promise<void> {
  const [row] = await events.findEventsByNo(trx, eventNo);
  if (!row || row.endsAt <= at) return;
  const registered = (await registrations.countByState(trx, [eventNo])).get(eventNo)?.registered ?? 0;
  for (let free = row.capacity === null ? Infinity : row.capacity - registered; free > 0; free -= 1) {
    const next = await registrations.findFirstWaiting(trx, eventNo);
    if (!next) return;
    await registrations.updateRegistration(trx, next.id, { state: "registered", updatedAt: at });
    const shown = (await events.findPublicEventOfItem(trx, eventNo, next.lang)) ?? row;
    await enqueueRegistrationMail(trx, deps, shown, { ...next, lang: next.lang as Locale }, "promoted");
  }
}

function toRegistration(row: registrations.RegistrationRow): Registration {
  return {
    id: row.id,
    state: row.state as Registration["state"],
    lang: row.lang,
    name: row.name,
    email: row.email,
    company: row.company,
    position: row.position,
    phone: row.phone,
    dietaryNeeds: row.dietaryNeeds,
    consentText: row.consentText,
    consentTime: row.consentAt,
    createTime: row.createdAt,
    cancelTime: row.cancelledAt,
    checkInTime: row.checkedInAt,
  };
}

async function itemOf(db: Db, id: number): Promise<number> {
  const row = await events.findEvent(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: LABEL, id }));
  return row.no;
}

/** An event's registrations (named by any of its versions) in the order they came, with their counts. */
export async function listRegistrations(db: Db, id: number): Promise<EventRegistrations> {
  const no = await itemOf(db, id);
  const [rows, checkedIn, [event]] = await Promise.all([
    registrations.allRegistrations(db, no),
    registrations.countCheckedIn(db, no),
    events.findEventsByNo(db, no),
  ]);
  const count = (state: string) => rows.filter((row) => row.state === state).length;
  const registered = count("registered");
  const over = !event || event.endsAt <= now();
  const free = over || event.capacity === null ? null : Math.max(0, event.capacity - registered);
  return {
    counts: { registered, waiting: count("waiting"), cancelled: count("cancelled"), checkedIn, free },
    fields: event ? registrationFieldsOf(event.registrationFields) : [],
    registrations: rows.map(toRegistration),
  };
}

/** Gives the event's free places to the first ones waiting (the editor's call after raising its capacity); answers its registrations. */
export async function fillPlaces(db: Db, deps: MailingDeps, id: number): Promise<EventRegistrations> {
  const no = await itemOf(db, id);
  await db.transaction().execute(async (trx) => {
    await lockEvent(trx, no);
    const at = now();
    await changingPlaces(trx, deps, [no], at, () => fillFreedPlaces(trx, deps, no, at));
  });
  return listRegistrations(db, id);
}

/** Checks a registered person in (or takes it back); only one on the list can be. */
export async function checkIn(db: Db, id: number, checkedIn: boolean): Promise<Registration> {
  const row = await registrations.findRegistration(db, id);
  if (!row) throw notFound(message("eventRegistration.notFound"));
  if (row.state !== "registered") throw conflict(message("eventRegistration.notRegistered"));
  const at = now();
  await registrations.updateRegistration(db, id, { checkedInAt: checkedIn ? at : null, updatedAt: at });
  return toRegistration((await registrations.findRegistration(db, id))!);
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is defused for spreadsheets. */
function csvField(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An instant as a spreadsheet reads a date and time, on the site's clock: "2026-12-18 09:30:00"; empty for none. */
export function spreadsheetTime(iso: string | null): string {
  if (iso === null) return "";
  const instant = Math.floor(Date.parse(iso) / 1000) * 1000;
  return new Date(siteWallClockAt(instant)).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * An event's registrations as CSV in the back office's language: UTF-8 with a byte order mark (so
 * that Excel reads German and Chinese names), a header line, one line per registration; its times
 * on the site's clock (Europe/Berlin, said in the header) as Excel reads a date and time.
 */
export async function registrationsCsv(db: Db, id: number, lang: Locale): Promise<{ csv: string; title: string }> {
  const no = await itemOf(db, id);
  const [rows, [first]] = await Promise.all([registrations.allRegistrations(db, no), events.findEventsByNo(db, no)]);
  const column = (key: string) => renderMessage(lang, message(`eventRegistration.csv.${key}` as never));
  const state = (value: string) => renderMessage(lang, message(`eventRegistration.state.${value}` as never));
  const header = ["name", "email", "company", "position", "phone", "dietaryNeeds", "state", "registered", "checkedIn", "lang"].map(column);
  const lines = rows.map((row) =>
    [
      row.name,
      row.email,
      row.company,
      row.position,
      row.phone,
      row.dietaryNeeds,
      state(row.state),
      spreadsheetTime(row.createdAt),
      spreadsheetTime(row.checkedInAt),
      row.lang,
    ]
      .map(csvField)
      .join(","),
  );
  return { csv: `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`, title: first?.title ?? "event" };
}

/** The registrations' retention: deleted the firm's period after their event ended. */
export const eventRegistrationRetention: RetentionRule = {
  name: "eventRegistrations",
  what: "event registrations",
  deleteExpired: async (db, at) => registrations.deleteRegistrationsEndedBefore(db, await firmPeriodBefore(db, "eventRegistrations", at)),
};

/** Longest summary of a registration in a data subject's look-up, and of the event's title in it, in characters. */
const SUMMARY_LENGTH = 120;
const SUMMARY_TITLE_LENGTH = 60;

/** The title of the event `no` in `lang` for the back office (any language's where it has none); a deleted event by its number. */
async function eventTitleFor(db: Executor, no: number, lang: Locale): Promise<string> {
  const versions = await events.findEventsByNo(db, no);
  const version = versions.find((row) => row.lang === lang) ?? versions[0];
  return version ? version.title : renderMessage(lang, message("eventRegistration.deletedEvent", { no }));
}

/**
 * A person's registrations for the data-subject tools, each summed up with its event's title in
 * the reader's language (`lang`); erasing them frees the places they held, which the first ones
 * waiting take, mailed as a cancellation's would be (`deps`).
 */
export function eventRegistrationSubjectStore(deps: MailingDeps & { lang: Locale }): SubjectStore {
  return {
    async find(db, email) {
      const rows = await registrations.findRegistrationsOf(db, email);
      const nos = [...new Set(rows.map((row) => row.eventNo))];
      const titles = new Map(await Promise.all(nos.map(async (no) => [no, await eventTitleFor(db, no, deps.lang)] as const)));
      return rows.map((row) => ({
        id: row.id,
        time: row.createdAt,
        summary: truncate(
          renderMessage(
            deps.lang,
            message("eventRegistration.subjectSummary", {
              name: row.name,
              company: row.company,
              event: truncate(titles.get(row.eventNo) ?? "", SUMMARY_TITLE_LENGTH),
              state: message(`eventRegistration.state.${row.state as RegistrationState}`),
            }),
          ),
          SUMMARY_LENGTH,
        ),
        data: { ...row },
      }));
    },
    async erase(trx, email) {
      const held = (await registrations.findRegistrationsOf(trx, email)).filter((row) => row.state === "registered");
      const eventNos = [...new Set(held.map((row) => row.eventNo))];
      for (const no of eventNos) await lockEvent(trx, no);
      const at = now();
      return changingPlaces(trx, deps, eventNos, at, async () => {
        const erased = await registrations.deleteRegistrationsOfAddress(trx, email);
        for (const no of eventNos) await fillFreedPlaces(trx, deps, no, at);
        return erased;
      });
    },
  };
}
