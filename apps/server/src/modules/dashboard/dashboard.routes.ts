import { dashboardEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { readDashboard } from "./dashboard.service.ts";

/** The back office's landing page (decision 0035, slice 7). */
export function dashboardRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  route(dashboardEndpoints.get, async ({ admin }) => readDashboard(deps.db, deps.languages, admin.languageLimit));
}
