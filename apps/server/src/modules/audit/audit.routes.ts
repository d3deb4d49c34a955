import { auditEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { localeFromAcceptLanguage } from "../../i18n/request-locale.ts";
import * as service from "./audit.service.ts";

/** The audit log's reads; no endpoint changes or deletes an entry. */
export function auditRoutes(route: EndpointRegistrar, deps: { db: Db }) {
  // Summaries kept as messages are read in the reader's language (the back office sends its own).
  route(auditEndpoints.list, async ({ query, request }) =>
    service.listAudit(deps.db, query, localeFromAcceptLanguage(request.headers["accept-language"])),
  );
  route(auditEndpoints.accounts, async () => service.listAuditAccounts(deps.db));
}
