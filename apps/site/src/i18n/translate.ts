import { formatMessage, type Locale, type MessageParams } from "@lawfirm/contract";
import { loadedCatalog } from "./catalogs";
import type { MessageKey } from "./messages";

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A `t` function for one locale whose catalog is loaded, usable outside React (loaders, document title). */
export function createTranslator(locale: Locale): Translate {
  const messages = loadedCatalog(locale);
  return (key, params) => formatMessage(messages[key], params);
}
