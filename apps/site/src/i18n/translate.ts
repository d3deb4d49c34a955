import { formatMessage, type Locale, type MessageParams } from "@lawfirm/contract";
import { loadedMessage } from "./catalogs";
import type { MessageKey } from "./messages";

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * A `t` function for one locale whose catalog is loaded, usable outside React (loaders, document
 * title). It reads each message when asked, so that a pages part loaded later is found (decision 0102).
 */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => formatMessage(loadedMessage(locale, key), params);
}
