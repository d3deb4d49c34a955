import { dataNoteEndpoints, privacyEndpoints, retentionEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { readDataNotes, writeDataNotes } from "./data-notes.ts";
import * as service from "./privacy.service.ts";

/** The data-subject tool's calls (decision 0081), the retention's settings and the forms' note on the data (decision 0085). */
export function privacyRoutes(route: EndpointRegistrar, deps: { db: Db; privateFiles: ObjectStore; auditRetentionDays: number }) {
  const { db, auditRetentionDays } = deps;
  const stores = service.subjectStores(deps);
  route(privacyEndpoints.lookUp, async ({ body }) => service.findSubject(db, stores, body.email));
  route(privacyEndpoints.export, async ({ body }) => service.exportSubject(db, stores, body.email));
  route(privacyEndpoints.erase, async ({ body }) => service.eraseSubject(db, stores, body.email));
  route(retentionEndpoints.read, async () => service.retentionSettings(db, auditRetentionDays));
  route(retentionEndpoints.update, async ({ body, admin }) => {
    await service.setRetentionPeriods(db, body, admin.accountId);
    return service.retentionSettings(db, auditRetentionDays);
  });
  route(dataNoteEndpoints.read, async () => readDataNotes(db));
  route(dataNoteEndpoints.update, async ({ body, admin }) => writeDataNotes(db, body, admin.accountId));
}
