import type { enUS } from "./en_US";

export type MessageKey = keyof typeof enUS;
/** A complete catalog: exactly the keys of the English reference catalog. */
export type Messages = { readonly [K in MessageKey]: string };
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names a message uses, e.g. `["year", "name"]`. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}
