import { redirect } from "react-router";
import { isSupportedLocale, localizedPath, type Locale } from "@lawfirm/contract";
import type { PageContext } from "./api";
import { notFound } from "./route-params";
import type { PageHandle } from "./page-handle";

/** One language version of an item as a detail page lists them: its language and id, and its slug where it has one. */
export interface VersionRef {
  lang: string;
  id: number;
}

/** A detail page's content: one language version, with all versions of its item. */
export interface Translated<TVersion extends VersionRef = VersionRef> {
  id: number;
  lang: string;
  versions: readonly TVersion[];
}

export function versionIn<TVersion extends VersionRef>(item: Translated<TVersion> | undefined, locale: Locale): TVersion | undefined {
  return item?.versions.find((version) => version.lang === locale);
}

/**
 * The language rules of a detail page's address (decision 0023), for a version `item`
 * read by its id. Under a language prefix, an id of another language's version answers a
 * permanent redirect to the linked version in the prefix's language, else to the id's own
 * language. At an unprefixed address, a visitor whose language has a version is sent there.
 */
export function followLanguageVersion(item: Translated, page: PageContext, prefixed: boolean, pathOf: (id: number) => string): void {
  if (item.lang === page.locale) return;
  const version = versionIn(item, page.locale);
  if (!prefixed) {
    if (version && version.id !== item.id) throw redirect(pathOf(version.id));
    return;
  }
  if (version) throw redirect(localizedPath(page.locale, pathOf(version.id)), 301);
  if (!isSupportedLocale(item.lang)) notFound();
  throw redirect(localizedPath(item.lang, pathOf(item.id)), 301);
}

/**
 * The handle of a detail page: its versions in other languages (for the language switcher and
 * `hreflang`) and its section; `unprefixedPathOf`: where a version is reached without a language
 * prefix, for a page whose address (`pathOf`) exists only with one. A page whose data names no
 * item (`itemOf` null: the application form without an opening) is its section's page in every
 * language.
 */
export function detailHandle<TData, TVersion extends VersionRef>(
  itemOf: (data: TData) => Translated<TVersion> | null,
  pathOf: (version: TVersion) => string,
  sectionPath: string,
  unprefixedPathOf?: (version: TVersion) => string,
): PageHandle {
  const itemIn = (data: unknown) => (data === undefined ? undefined : (itemOf(data as TData) ?? undefined));
  const versionOf = (data: unknown, locale: Locale) => versionIn(itemIn(data), locale);
  return {
    sectionPath,
    localizedPath(data, locale) {
      if (data !== undefined && itemOf(data as TData) === null) return sectionPath;
      const version = versionOf(data, locale);
      return version ? pathOf(version) : undefined;
    },
    ...(unprefixedPathOf && {
      unprefixedPath(data: unknown, locale: Locale) {
        const version = versionOf(data, locale);
        return version ? unprefixedPathOf(version) : undefined;
      },
    }),
  };
}
