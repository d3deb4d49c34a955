import type { enUS } from "./en_US";

export type MessageKey = keyof typeof enUS;
/** A complete catalog: exactly the keys of the English reference catalog. */
export type Messages = { readonly [K in MessageKey]: string };
