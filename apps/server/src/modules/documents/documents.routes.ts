import { documentEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./documents.service.ts";

export function documentRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;

  route(documentEndpoints.get, async ({ params, query }) => service.getDocument(db, languages, params.name, query.lang));
  route(documentEndpoints.save, async ({ params, body, admin }) =>
    service.saveDocument(db, languages, params.name, body, admin.languageLimit),
  );
  route(documentEndpoints.publicGet, async ({ params, request }) =>
    service.getPublicDocument(db, params.name, await languages.ofRequest(request)),
  );
}
