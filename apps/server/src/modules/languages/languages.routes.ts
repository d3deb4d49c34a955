import { languageEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { listLanguages } from "./languages.repository.ts";

export function languageRoutes(route: EndpointRegistrar, deps: { db: Db }) {
  route(languageEndpoints.list, async () => listLanguages(deps.db));
}
