import { auditEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import * as service from "./audit.service.ts";

/** The audit log's reads; no endpoint changes or deletes an entry. */
export function auditRoutes(route: EndpointRegistrar, deps: { db: Db }) {
  route(auditEndpoints.list, async ({ query }) => service.listAudit(deps.db, query));
  route(auditEndpoints.accounts, async () => service.listAuditAccounts(deps.db));
}
