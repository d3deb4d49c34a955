import { redirect, type Params } from "react-router";
import { addressEndpoints, isSupportedLocale, localizedPath, type AddressedKindName, type AddressedVersion } from "@lawfirm/contract";
import { api, type PageContext } from "./api";
import { versionIn, type Translated } from "./language-versions";
import { notFound, orNotFound, requireId } from "./route-params";

/**
 * The detail pages of kinds with readable addresses (decision 0054): `/de/news/{slug}` reads its
 * version through the slug (an old slug answers a permanent redirect to the new one, an address
 * whose item is gone 410); the specification's `…/detail/{id}` reads it by id, then leads to the
 * readable address.
 */

/** The id of the version a detail page shows: its slug's (`:slug`, a prefixed address) or its `:id`. */
export async function addressedVersionId(
  kind: AddressedKindName,
  params: Params,
  page: PageContext,
  addressOf: (slug: string) => string,
): Promise<number> {
  if (params.slug === undefined) return requireId(params);
  const target = await orNotFound(api.call(addressEndpoints.resolve, { params: { kind, slug: params.slug } }, page));
  if (target.slug !== params.slug) throw redirect(localizedPath(page.locale, addressOf(target.slug)), 301);
  return target.id;
}

/**
 * After a page read its version by id: the readable address of the item's version in the page's
 * language, else of the id's own. From a prefixed address permanently (301); from an unprefixed
 * one, which follows the visitor's language, for now (302). A page read by its slug stays.
 */
export function followAddress(
  item: Translated<AddressedVersion> & { slug: string },
  page: PageContext,
  params: Params,
  prefixed: boolean,
  addressOf: (slug: string) => string,
): void {
  if (params.slug !== undefined) return;
  const status = prefixed ? 301 : 302;
  const version = versionIn(item, page.locale);
  if (version) throw redirect(localizedPath(page.locale, addressOf(version.slug)), status);
  if (!isSupportedLocale(item.lang)) notFound();
  throw redirect(localizedPath(item.lang, addressOf(item.slug)), status);
}
