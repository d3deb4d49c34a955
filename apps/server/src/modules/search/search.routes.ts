import { SEARCH_LIMITS, searchEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { clientAddress } from "../../http/client-address.ts";
import { fixedWindowLimit } from "../../http/rate-limit.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { message } from "../../i18n/messages.ts";
import { runSearch } from "./search.service.ts";

/**
 * `GET /user/search`. Its answers go through the public answers cache like every public read;
 * the limit counts the searches the database answers (a cached answer costs nothing).
 */
export function searchRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; searchesPerMinute?: number }) {
  const { db, languages } = deps;
  const limit = fixedWindowLimit({
    db,
    name: "search",
    max: deps.searchesPerMinute ?? SEARCH_LIMITS.perMinute,
    windowMs: 60_000,
    refusal: (seconds) => message("search.tooManySearches", { seconds }),
  });
  route(searchEndpoints.publicSearch, async ({ query, request }) => {
    await limit.take(clientAddress(request));
    return runSearch(db, await languages.ofRequest(request), query);
  });
}
