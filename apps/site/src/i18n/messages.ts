import type { enUS } from "./en_US";
import type { enUSPages } from "./en_US.pages";

/** The keys of the start part (`en_US.ts`): what the layout, the home page and the error views show. */
export type StartMessageKey = keyof typeof enUS;
/** The keys of the pages part (`en_US.pages.ts`): every other page's messages (decision 0102). */
export type PageMessageKey = keyof typeof enUSPages;
export type MessageKey = StartMessageKey | PageMessageKey;
/** A complete start part: exactly the keys of the English reference's. */
export type StartMessages = { readonly [K in StartMessageKey]: string };
/** A complete pages part: exactly the keys of the English reference's. */
export type PageMessages = { readonly [K in PageMessageKey]: string };
/** A complete catalog: both parts. */
export type Messages = StartMessages & PageMessages;
