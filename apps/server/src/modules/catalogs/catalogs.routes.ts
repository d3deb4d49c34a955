import { catalogEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./catalogs.service.ts";

export function catalogRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;

  route(catalogEndpoints.tree, async ({ query }) => service.getCatalogTree(db, languages, query.type, query.lang));
  route(catalogEndpoints.create, async ({ body, admin }) => service.createCatalog(db, languages, body, admin.languageLimit));
  route(catalogEndpoints.update, async ({ body, admin }) => service.updateCatalog(db, languages, body, admin.languageLimit));
  route(catalogEndpoints.sort, async ({ body }) => {
    await service.sortCatalog(db, body);
    return null;
  });
  route(catalogEndpoints.remove, async ({ params }) => {
    await service.deleteCatalog(db, params.id);
    return null;
  });
  route(catalogEndpoints.detail, async ({ params }) => service.getCatalog(db, params.id));
  route(catalogEndpoints.publicTree, async ({ query, request }) =>
    service.getPublicCatalogTree(db, query.type, await languages.ofRequest(request)),
  );
}
