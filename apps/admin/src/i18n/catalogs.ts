import { formatMessage, type Locale, type MessageParams } from "@lawfirm/contract";
import type { MessageKey, Messages } from "./en_US.ts";

export type { MessageKey, Messages };

/** Each language's own name, so that a reader finds it whatever the current language. */
export const LOCALE_NAMES: Record<Locale, string> = { de_DE: "Deutsch", en_US: "English", zh_CN: "中文" };

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Looks a message up and fills its `{name}` placeholders; unknown placeholders stay visible. */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  return formatMessage(messages[key], params);
}
