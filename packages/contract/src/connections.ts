import { z } from "zod";
import { refIdSchema } from "./translated.ts";

/**
 * Connections between content (docs/decisions/0031): the people and practice areas a news item,
 * case analysis or honor names, and a practice area's key contacts. They belong to the item: each
 * version names versions of its own language, the same items in every version.
 */

/** Most people or practice areas one item may name. */
export const MAX_CONNECTIONS = 50;

/**
 * A list of connections in a body: left out, the stored connections stay (clients of the
 * specification send none); `null` or `[]` removes them. Repeated ids count once, the order is kept.
 */
export const connectionIdList = z
  .array(refIdSchema)
  .max(MAX_CONNECTIONS)
  .nullish()
  .transform((ids) => (ids === undefined ? undefined : [...new Set(ids ?? [])]))
  .optional();

/** A person an item names, in the item version's language. */
export const connectedPersonSchema = z.object({
  id: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  slug: z.string(),
  photoUrl: z.string().nullable(),
  /** The main job title; null when the person has none. */
  jobName: z.string().nullable(),
});
export type ConnectedPerson = z.infer<typeof connectedPersonSchema>;

/** A practice area an item concerns, in the item version's language. */
export const connectedPracticeAreaSchema = z.object({ id: z.number().int(), no: z.number().int(), name: z.string(), slug: z.string() });
export type ConnectedPracticeArea = z.infer<typeof connectedPracticeAreaSchema>;
