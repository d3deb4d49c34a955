import { createCatalogLoader, type Locale } from "@lawfirm/contract";
import type { MessageKey, Messages, PageMessages, StartMessages } from "./messages";

/**
 * Each supported locale's catalog in two parts, each a chunk of its own (decision 0102): a page
 * loads only the catalog of its interface language (a new locale without a catalog is a type error
 * here), and of it the start part (`de_DE.ts`: the layout, the home page, the error views) before
 * its first render, the pages part (`de_DE.pages.ts`) only for a page that needs it (`loadPageCatalog`).
 */
const startParts = createCatalogLoader<StartMessages>({
  de_DE: () => import("./de_DE").then((module) => module.deDE),
  en_US: () => import("./en_US").then((module) => module.enUS),
  zh_CN: () => import("./zh_CN").then((module) => module.zhCN),
});

const pageParts = createCatalogLoader<PageMessages>({
  de_DE: () => import("./de_DE.pages").then((module) => module.deDEPages),
  en_US: () => import("./en_US.pages").then((module) => module.enUSPages),
  zh_CN: () => import("./zh_CN.pages").then((module) => module.zhCNPages),
});

/** Before the first render: the locale's start part, else the English one when that fails. */
export const loadStartCatalog = startParts.loadStartCatalog;

/** Before a page other than the home page renders: the locale's pages part, else the English one when that fails. */
export const loadPageCatalog = pageParts.loadStartCatalog;

/** Both parts of a locale's catalog (the server renders every page in every locale). */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [start, pages] = await Promise.all([startParts.loadCatalog(locale), pageParts.loadCatalog(locale)]);
  return { ...start, ...pages };
}

/**
 * A loaded message of a locale (else of the English catalog, else of any loaded one: a catalog
 * that failed to load must not take the page down with it). A pages part's message throws before
 * any pages part has been loaded: a message the start shows belongs in the start part.
 */
export function loadedMessage(locale: Locale, key: MessageKey): string {
  const start: Readonly<Record<string, string>> = startParts.loadedCatalog(locale);
  if (Object.hasOwn(start, key)) return start[key]!;
  return pageParts.loadedCatalog(locale)[key as keyof PageMessages];
}
