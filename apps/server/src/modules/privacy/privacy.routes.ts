import { dataNoteEndpoints, privacyEndpoints, retentionEndpoints, type DataNoteForm, type RetentionPeriodName } from "@lawfirm/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { localeFromAcceptLanguage } from "../../i18n/request-locale.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { openRegistrationTokens } from "../events/registration-tokens.ts";
import { placesChangedBy } from "../events/registrations.routes.ts";
import { readDataNotes, writeDataNotes, type DataNoteChange } from "./data-notes.ts";
import * as service from "./privacy.service.ts";

/** Each period's name in the audit log. */
const PERIOD_NAMES: Record<RetentionPeriodName, Message> = {
  contactMessages: message("audit.period.contactMessages"),
  declinedApplications: message("audit.period.declinedApplications"),
  eventRegistrations: message("audit.period.eventRegistrations"),
};

/** Each form's name in the audit log. */
const FORM_NAMES: Record<DataNoteForm, Message> = {
  contact: message("audit.form.contact"),
  application: message("audit.form.application"),
  eventRegistration: message("audit.form.eventRegistration"),
  newsletter: message("audit.form.newsletter"),
};

const unchanged = (changes: readonly Message[]) => (changes.length > 0 ? changes : [message("audit.unchanged")]);

function noteChange({ form, lang, reset }: DataNoteChange): Message {
  const params = { form: FORM_NAMES[form], lang: lang.slice(0, 2) };
  return reset ? message("audit.dataNoteReset", params) : message("audit.dataNoteChanged", params);
}

/** The data-subject tool's calls (decision 0081), the retention's settings and the forms' note on the data (decision 0085). */
export async function privacyRoutes(
  route: EndpointRegistrar,
  deps: { db: Db; privateFiles: ObjectStore; auditRetentionDays: number; publicUrl: string | undefined },
) {
  const { db, privateFiles, auditRetentionDays, publicUrl } = deps;
  const tokens = await openRegistrationTokens(db);
  // An erasure that frees an event's places mails those who move up, with links to this site, and
  // drops the answers showing the places; the look-up sums records up in the reader's language
  // (the back office sends its own).
  const storesFor = (request: FastifyRequest) =>
    service.subjectStores({
      privateFiles,
      registrationMail: { tokens, origin: publicOrigin(request, publicUrl), placesChanged: placesChangedBy(request) },
      lang: localeFromAcceptLanguage(request.headers["accept-language"]),
    });
  route(privacyEndpoints.lookUp, async ({ body, request }) => service.findSubject(db, storesFor(request), body.email));
  route(privacyEndpoints.export, async ({ body, request }) => service.exportSubject(db, storesFor(request), body.email));
  route(privacyEndpoints.erase, async ({ body, request, auditSummary }) => {
    const erasure = await service.eraseSubject(db, storesFor(request), body.email, message("audit.erased"));
    const records = Object.values(erasure.deleted).reduce((sum, count) => sum + count, 0);
    auditSummary([message("audit.subjectErased", { records, entries: erasure.auditEntriesErased })]);
    return erasure;
  });
  route(retentionEndpoints.read, async () => service.retentionSettings(db, auditRetentionDays));
  route(retentionEndpoints.update, async ({ body, admin, auditSummary }) => {
    const changes = await service.setRetentionPeriods(db, body, admin.accountId);
    auditSummary(unchanged(changes.map(({ name, from, to }) => message("audit.periodChanged", { period: PERIOD_NAMES[name], from, to }))));
    return service.retentionSettings(db, auditRetentionDays);
  });
  route(dataNoteEndpoints.read, async () => readDataNotes(db));
  route(dataNoteEndpoints.update, async ({ body, admin, auditSummary }) => {
    auditSummary(unchanged((await writeDataNotes(db, body, admin.accountId)).map(noteChange)));
    return readDataNotes(db);
  });
}
