import { createCatalogLoader } from "@lawfirm/contract";
import type { Messages } from "./messages";

/**
 * One catalog per supported locale, each in its own chunk: a page loads only the catalog of its
 * interface language (a new locale without a catalog is a type error here).
 */
export const { loadCatalog, loadStartCatalog, loadedCatalog } = createCatalogLoader<Messages>({
  de_DE: () => import("./de_DE").then((module) => module.deDE),
  en_US: () => import("./en_US").then((module) => module.enUS),
  zh_CN: () => import("./zh_CN").then((module) => module.zhCN),
});
