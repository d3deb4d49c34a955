import { jobEndpoints, officeEndpoints, type ReferenceEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./reference-data.service.ts";

type Deps = { db: Db; languages: LanguageRegistry };

/**
 * One kind's endpoints. The registrar has parsed each body with the kind's own schema (the
 * table's `create` and `update`) before the handler runs, so the versions are the kind's.
 */
function registerKind(route: EndpointRegistrar, table: ReferenceEndpoints, kind: service.AnyReferenceKind, deps: Deps) {
  const { db, languages } = deps;
  const calls = service.referenceCalls(kind);
  route(table.list, async ({ query }) => service.listReferenceItems(db, languages, kind, query.lang));
  route(table.detail, async ({ params }) => calls.detail(db, params.id));
  route(table.create, async ({ body, admin }) => calls.create(db, languages, body as unknown[], admin.languageLimit));
  route(table.update, async ({ body, admin }) => calls.update(db, languages, body as unknown[], admin.languageLimit));
  route(table.sort, async ({ body }) => {
    await service.moveReferenceItem(db, kind, body.sourceId, body.targetId);
    return null;
  });
  route(table.remove, async ({ params }) => {
    await calls.deleteById(db, params.id);
    return null;
  });
  route(table.publicList, async ({ request }) => service.listPublicReferenceItems(db, kind, await languages.ofRequest(request)));
}

/** Offices and job titles: the same endpoints under /office and /job. */
export function referenceDataRoutes(route: EndpointRegistrar, deps: Deps) {
  registerKind(route, officeEndpoints, service.officeKind, deps);
  registerKind(route, jobEndpoints, service.jobKind, deps);
  // An office's page (offices only).
  route(officeEndpoints.publicDetail, async ({ params }) => service.getPublicOffice(deps.db, params.id));
}
