import { documentEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./documents.admin.service.ts";
import * as publicService from "./documents.public.service.ts";

export function documentRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(documentEndpoints.get, async ({ params, query }) => adminService.getDocument(db, languages, params.name, query.lang));
  route(documentEndpoints.save, async ({ params, body, query, admin, ifMatch }) =>
    adminService.saveDocument(db, languages, params.name, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  publishingRoutes(route, adminService.documentPublishing, deps);
  route(documentEndpoints.publicGet, async ({ params, request }) =>
    publicService.getPublicDocument(db, params.name, await languages.ofRequest(request), previewedIdOf("document")),
  );
}
