import { z } from "zod";
import { timestampSchema } from "./common.ts";
import { defineEndpoint } from "./endpoint.ts";
import { REVISION_ACTIONS } from "./publishing.ts";

/**
 * The back office's landing page (decision 0035, slice 7): what waits for publishing, what is
 * scheduled, what changed lately, and per language the items that lack a version in it.
 */

/** The kinds of content the dashboard names. */
export const DASHBOARD_KINDS = ["news", "case", "honor", "person", "practiceArea"] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

/** One language version, as the dashboard links to it. */
const versionRefShape = {
  kind: z.enum(DASHBOARD_KINDS),
  /** The item (all its versions). */
  no: z.number().int(),
  /** The version; the editor of people and practice areas opens a version. */
  id: z.number().int(),
  lang: z.string(),
  title: z.string(),
};

/** How many there are in all, and the first ones. */
const someOf = <T extends z.ZodType>(entry: T) => z.object({ total: z.number().int(), entries: z.array(entry) });

export const dashboardSchema = z.object({
  /** Versions waiting for someone to publish them: never published (`draft`) or edits of published ones (`changes`); newest first. */
  waiting: someOf(
    z.object({
      ...versionRefShape,
      waiting: z.enum(["draft", "changes"]),
      since: timestampSchema,
      operatorName: z.string().nullable(),
    }),
  ),
  /** Publications and their ends to come, soonest first. */
  scheduled: someOf(z.object({ ...versionRefShape, change: z.enum(["publish", "unpublish"]), at: timestampSchema })),
  /** The latest changes of content (revisions), newest first. */
  recent: z.array(
    z.object({ ...versionRefShape, action: z.enum(REVISION_ACTIONS), savedAt: timestampSchema, operatorName: z.string().nullable() }),
  ),
  /** Per language, the items without a version in it: how many of each kind, and the first ones (titled in another language). */
  gaps: z.array(
    z.object({
      lang: z.string(),
      counts: z.record(z.enum(DASHBOARD_KINDS), z.number().int()),
      entries: z.array(z.object(versionRefShape)),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many of each list the dashboard shows. */
export const DASHBOARD_LIMITS = { waiting: 10, scheduled: 10, recent: 10, gapsPerLanguage: 8 } as const;

export const dashboardEndpoints = {
  get: defineEndpoint({ method: "GET", access: "content.read", path: "/admin/dashboard", result: dashboardSchema }),
};
