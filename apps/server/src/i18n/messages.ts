import { formatMessage, type Locale } from "@lawfirm/contract";
import { de_DE } from "./de_DE.ts";
import { en_US } from "./en_US.ts";
import { zh_CN } from "./zh_CN.ts";

/**
 * The API's messages in every language (docs/decisions/0016): errors carry a `Message` (a key and
 * its parameters), and the error handler renders it in the language the request asks for.
 */

export type MessageKey = keyof typeof en_US;
/** A catalog: every key of the English one, each with the same placeholders (catalogs.test.ts). */
export type Messages = Record<MessageKey, string>;

/** The `{name}` placeholders of a text. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What fills a placeholder: a value, another message, or a list of messages (joined by the catalog's separator). */
export type MessageParam = string | number | Message | readonly Message[];

export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageParam>> | undefined;
}

type ParamsOf<Key extends MessageKey> = [Placeholders<(typeof en_US)[Key]>] extends [never]
  ? []
  : [params: Record<Placeholders<(typeof en_US)[Key]>, MessageParam>];

/** A message and its parameters; the placeholders of the English text say which parameters it needs. */
export function message<Key extends MessageKey>(key: Key, ...[params]: ParamsOf<Key>): Message {
  return params ? { key, params } : { key };
}

export const catalogs: Record<Locale, Messages> = { de_DE, en_US, zh_CN };

/** The text of a message in one language, its placeholders filled (nested messages in the same language). */
export function renderMessage(locale: Locale, { key, params }: Message): string {
  const text = catalogs[locale][key];
  if (!params) return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = renderParam(locale, value);
  return formatMessage(text, values);
}

function renderParam(locale: Locale, value: MessageParam): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if (isMessageList(value)) return value.map((item) => renderMessage(locale, item)).join(catalogs[locale]["list.separator"]);
  return renderMessage(locale, value);
}

function isMessageList(value: Message | readonly Message[]): value is readonly Message[] {
  return Array.isArray(value);
}
