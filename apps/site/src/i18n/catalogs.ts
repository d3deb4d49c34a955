import type { Locale } from "@lawfirm/contract";
import { deDE } from "./de_DE";
import { enUS } from "./en_US";
import type { Messages } from "./messages";
import { zhCN } from "./zh_CN";

/** One complete catalog per supported locale; a new locale without a catalog is a type error. */
export const catalogs: Readonly<Record<Locale, Messages>> = {
  de_DE: deDE,
  en_US: enUS,
  zh_CN: zhCN,
};
