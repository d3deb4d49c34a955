import { portalConfigEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import * as service from "./portal-config.service.ts";

export function portalConfigRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;

  route(portalConfigEndpoints.get, async ({ query }) => service.getPortalConfig(db, languages, query.lang));
  route(portalConfigEndpoints.save, async ({ body, ifMatch }) => service.savePortalConfig(db, languages, body, ifMatch));
  route(portalConfigEndpoints.publicGet, async ({ request }) =>
    service.getPublicPortalConfig(db, await languages.ofRequest(request), previewedIdOf("document")),
  );
}
