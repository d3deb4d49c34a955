import { formatMessage, toLanguageTag, type Locale } from "@lawfirm/contract";
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

/** A moment in a message: written in the message's language, in the firm's time zone (the site's and the back office's). */
export interface MessageTime {
  readonly time: string;
}

/** What fills a placeholder: a value, a moment, another message, or a list of messages (joined by the catalog's separator). */
export type MessageParam = string | number | MessageTime | Message | readonly Message[];

/** The firm's time zone: a moment in a message is written in it, with its name. */
export const FIRM_TIME_ZONE = "Europe/Berlin";

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

/** Names or short items listed as a language writes them: "a, b"; in Chinese "a、b". */
export function listed(locale: Locale, items: readonly string[]): string {
  return items.join(catalogs[locale]["list.comma"]);
}

/** A label and its value as a language writes them: "When: …"; in Chinese "时间：…". Without a value, the label and its colon. */
export function labelled(locale: Locale, label: string, value = ""): string {
  const colon = catalogs[locale]["label.colon"];
  return value ? `${label}${colon}${value}` : `${label}${colon.trimEnd()}`;
}

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
  if ("time" in value) return renderTime(locale, value.time);
  return renderMessage(locale, value);
}

function renderTime(locale: Locale, iso: string): string {
  const format = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: "medium", timeStyle: "short", timeZone: FIRM_TIME_ZONE });
  return `${format.format(new Date(iso))} (${FIRM_TIME_ZONE})`;
}

function isMessageList(value: MessageTime | Message | readonly Message[]): value is readonly Message[] {
  return Array.isArray(value);
}
