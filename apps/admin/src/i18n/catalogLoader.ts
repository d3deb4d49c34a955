import type { ConfigProviderProps } from "antd";
import { createCatalogLoader, type CatalogImporters, type Locale } from "@lawfirm/contract";
import type { Messages } from "./catalogs.ts";

/** antd's own texts (pagination "/ Seite", empty states, date pickers) in one language. */
export type AntdLocale = NonNullable<ConfigProviderProps["locale"]>;

/** Everything the interface needs to speak one language: our messages and antd's. */
export interface LocaleCatalog {
  /** The language it speaks: English when the start fell back to it. */
  locale: Locale;
  messages: Messages;
  antd: AntdLocale;
}

/**
 * Each locale's messages and antd locale, in chunks of their own: the back office loads only those
 * of its interface language (a new locale without them is a type error here). antd's locales come
 * from antd/es, the modules antd itself is built from: its English one, antd's default, is already
 * in the antd chunk and costs no request. The date pickers name months and weekdays through dayjs,
 * whose locale (English built in) each non-English language loads beside antd's.
 */
const importers: CatalogImporters<LocaleCatalog> = {
  de_DE: async () => {
    const [{ de_DE }, antd] = await Promise.all([import("./de_DE.ts"), import("antd/es/locale/de_DE"), import("dayjs/locale/de")]);
    return { locale: "de_DE", messages: de_DE, antd: antd.default };
  },
  en_US: async () => {
    const [{ en_US }, antd] = await Promise.all([import("./en_US.ts"), import("antd/es/locale/en_US")]);
    return { locale: "en_US", messages: en_US, antd: antd.default };
  },
  zh_CN: async () => {
    const [{ zh_CN }, antd] = await Promise.all([import("./zh_CN.ts"), import("antd/es/locale/zh_CN"), import("dayjs/locale/zh-cn")]);
    return { locale: "zh_CN", messages: zh_CN, antd: antd.default };
  },
};

export const { loadCatalog, loadStartCatalog, loadedCatalog } = createCatalogLoader(importers);
