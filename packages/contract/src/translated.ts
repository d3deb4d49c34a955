import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { idSchema } from "./common.ts";

/**
 * Translated items: anything that exists in several language versions, one row per language,
 * linked by the group key `no` (news, cases, honors, catalogs; later people and practice areas).
 * The server side of the mechanism lives in apps/server/src/modules/translations/.
 */

/** Most language versions one item may have in a single request. */
export const MAX_VERSIONS = 20;

/** A reference to another row in a JSON body: a positive 32-bit integer, never a string. */
export const refIdSchema = z.number().int().positive().max(2_147_483_647);

/** A content language code; whether it exists is checked against the languages table. */
export const langSchema = z.string().trim().min(1).max(16);

/** One language version of an item, as detail answers list the others. */
export const versionSchema = z.object({ lang: z.string(), id: z.number().int() });
export type Version = z.infer<typeof versionSchema>;

/** `?no=` of delete, pin and unpin: the whole item, all its versions. */
export const noQuery = z.object({ no: idSchema });
export const noParams = z.object({ no: idSchema });

/** What a version of an update body carries besides its own fields: its id when it exists already. */
export const versionKeyShape = {
  /** The version's id; absent for a language the item does not have yet. */
  id: refIdSchema.optional(),
  /** The item's group key; optional, the server knows it from the ids. */
  no: refIdSchema.optional(),
};

/**
 * `PUT …/sort` of ordered items (folders, practice areas, offices, job titles): the source item
 * takes the target item's place; the order is the same in every language.
 */
export const itemSortBody = z.object({
  /** The item to move (any of its versions). */
  sourceId: refIdSchema,
  /** The item whose place it takes (any of its versions). */
  targetId: refIdSchema,
});

/**
 * The body of a create or update: all language versions of one item, each language once.
 * Items that fail are reported with their language (the server's `toFieldProblems`).
 * The number of versions is the array's own `min` and `max`, not a refinement: zod checks those
 * before it looks at any item, so a body of a million items costs one comparison.
 */
export function translatedBody<TVersion extends z.ZodType<{ lang: string }>>(version: TVersion) {
  return z
    .array(version)
    .min(1, { error: SCHEMA_MESSAGES.versionsMin })
    .max(MAX_VERSIONS, { error: SCHEMA_MESSAGES.versionsMax })
    .superRefine((versions, context) => {
      const seen = new Set<string>();
      versions.forEach((item, index) => {
        if (seen.has(item.lang)) {
          context.addIssue({ code: "custom", path: [index, "lang"], message: SCHEMA_MESSAGES.langTwice });
        }
        seen.add(item.lang);
      });
    });
}
