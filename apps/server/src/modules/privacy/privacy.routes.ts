import { privacyEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import * as service from "./privacy.service.ts";

/** The data-subject tool's calls (decision 0081). */
export function privacyRoutes(route: EndpointRegistrar, deps: { db: Db; privateFiles: ObjectStore }) {
  const { db } = deps;
  const stores = service.subjectStores(deps);
  route(privacyEndpoints.lookUp, async ({ body }) => service.findSubject(db, stores, body.email));
  route(privacyEndpoints.export, async ({ body }) => service.exportSubject(db, stores, body.email));
  route(privacyEndpoints.erase, async ({ body }) => service.eraseSubject(db, stores, body.email));
}
