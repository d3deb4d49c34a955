import type { DataModule } from "./lazy-page";

/**
 * The pages' data modules (`features/<page>.data.ts`), each a chunk of its own, by path: their index
 * is a chunk of its own too, fetched with the first navigation's loader (decision 0102). Taking the
 * page the server rendered over needs none of them (decision 0033), and the list of each one's
 * chunks was a large part of the start's script.
 */
export const DATA_MODULES = import.meta.glob<DataModule>("../features/*/*Page.data.ts");
