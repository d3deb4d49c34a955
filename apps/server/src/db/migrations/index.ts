import type { Migration } from "kysely";
import * as foundation from "./2026_11_21_0001_foundation.ts";

/** Every migration, by its frozen name; the server bundle imports them statically. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_foundation": foundation,
};
