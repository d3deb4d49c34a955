import { addressEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { itemTag, tagAnswer } from "../../http/cache-tags.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import { findAddressedItem, resolveAddress } from "./addresses.ts";

/**
 * `GET /user/addresses/{kind}/{slug}`: the version a readable address names in the request's
 * language (decision 0054); the site's detail pages read it first. A preview's version is found
 * whatever its state. `GET /admin/addresses/item?address=`: the item a pasted page address names,
 * for the back office to open it.
 */
export function addressRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;
  route(addressEndpoints.resolve, async ({ params, request }) =>
    resolveAddress(db, params.kind, await languages.ofRequest(request), params.slug, previewedIdOf(params.kind), (no, byOldSlug) =>
      // An old slug's answer changes when any item of the kind takes that slug (decision 0062).
      tagAnswer(request, [itemTag(params.kind, no), ...(byOldSlug ? [`${params.kind}:list`] : [])]),
    ),
  );
  route(addressEndpoints.findItem, ({ query }) => findAddressedItem(db, query.address));
}
