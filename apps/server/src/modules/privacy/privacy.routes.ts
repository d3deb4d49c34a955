import { dataNoteEndpoints, privacyEndpoints, retentionEndpoints, type DataNoteForm, type RetentionPeriodName } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
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
export function privacyRoutes(route: EndpointRegistrar, deps: { db: Db; privateFiles: ObjectStore; auditRetentionDays: number }) {
  const { db, auditRetentionDays } = deps;
  const stores = service.subjectStores(deps);
  route(privacyEndpoints.lookUp, async ({ body }) => service.findSubject(db, stores, body.email));
  route(privacyEndpoints.export, async ({ body }) => service.exportSubject(db, stores, body.email));
  route(privacyEndpoints.erase, async ({ body, auditSummary }) => {
    const erasure = await service.eraseSubject(db, stores, body.email, message("audit.erased"));
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
