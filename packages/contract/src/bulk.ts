import { z } from "zod";
import { idSchema } from "./common.ts";
import { defineEndpoint, type Endpoint } from "./endpoint.ts";
import { publishBodySchema } from "./publishing.ts";
import type { Right } from "./rights.ts";
import { SCHEMA_MESSAGES } from "./validation.ts";

/**
 * Bulk actions on a kind's list (decision 0056): the editor selects rows and publishes, schedules,
 * unpublishes, deletes, pins or unpins them at once. The server makes the kind's single call for
 * each row in turn (`bulkCallsOf`), each in its own transaction, its right checked and its audit
 * entry written as if it were called alone, and answers what became of each row.
 */

/** What a bulk action does to each row; `publish` with a future `publishAt` schedules. */
export const BULK_ACTIONS = ["publish", "unpublish", "pin", "unpin", "move", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Most rows one bulk action takes: a few pages of a list, answered within a few seconds. */
export const BULK_MAX_ITEMS = 100;

/**
 * What a row of a back-office list adds for bulk actions: its item's edit tag (`editTagOf` of the
 * item's versions, as its editor reads them), which the row's bulk call sends back (`editTag`).
 */
export const listRowEditTagShape = {
  /** The item's edit tag now, as its detail answers it in `ETag`. */
  editTag: z.string(),
};

/** Longest edit tag a row may carry: `editTagOf`'s are 18 characters, a list of them a few more. */
const EDIT_TAG_MAX = 200;

/**
 * A selected row: its version (`id`, what publishing and a person's or banner's calls name), its
 * item (`no`, what an article's delete and pin name) and the item's edit tag as the list showed it
 * (`editTag`, decision 0061): sent to the row's call as its `If-Match`, so that a row changed since
 * the list was read is refused (412) and the others go on. Left out, the row's call writes as before.
 */
export const bulkItemSchema = z.object({ id: idSchema, no: idSchema.optional(), editTag: z.string().min(1).max(EDIT_TAG_MAX).optional() });
export type BulkItem = z.output<typeof bulkItemSchema>;

const bulkShapeSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  items: z.array(bulkItemSchema).min(1).max(BULK_MAX_ITEMS),
  /** Publish only: when the versions go live (a future time schedules them); now when left out. */
  publishAt: publishBodySchema.shape.publishAt,
  /** Move only: the folder (one of its versions' ids) the items go into, each version into its language's. */
  cataId: idSchema.optional(),
});

/** A bulk action's body: a move names its folder. */
export const bulkBodySchema = bulkShapeSchema.superRefine((body, context) => {
  if (body.action === "move" && body.cataId === undefined) {
    context.addIssue({ code: "custom", path: ["cataId"], message: SCHEMA_MESSAGES.folderRequired });
  }
});
export type BulkBody = z.output<typeof bulkBodySchema>;

/** What became of one row: done, or refused with the status and the message its single call would have answered. */
export const bulkOutcomeSchema = z.object({
  id: z.number().int(),
  no: z.number().int().nullable(),
  ok: z.boolean(),
  status: z.number().int(),
  /** Why it was refused, in the request's language; null when done. */
  message: z.string().nullable(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/**
 * A kind's bulk call under `admin`. It needs the right to write a kind's versions at all; each
 * row's single call then needs its own right (a translator may not publish: each of its rows is
 * refused so), as that call alone would. Not audited itself: each row's call is.
 */
export function bulkEndpoint(admin: string, right: Right) {
  return defineEndpoint({
    method: "PUT",
    access: right,
    path: `${admin}/bulk`,
    body: bulkBodySchema,
    result: z.array(bulkOutcomeSchema),
    audited: false,
  });
}

export type BulkEndpoint = ReturnType<typeof bulkEndpoint>;

/** One row's single call: the endpoint of the kind's table and the input it is called with. */
export interface ItemCall {
  endpoint: Endpoint;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The row's edit tag, sent as the call's `If-Match`. */
  ifMatch?: string | undefined;
}

/** The endpoints of a kind's table the bulk actions call, where the kind has them. */
export interface BulkCallable {
  publish?: Endpoint;
  unpublish?: Endpoint;
  remove?: Endpoint;
  /** Articles: pin and unpin by the item's `no`. */
  pin?: Endpoint;
  unpin?: Endpoint;
  /** People and banners: `/:id/:top`. */
  setTop?: Endpoint;
  /** News and case analyses: every version of the item into a folder. */
  moveToFolder?: Endpoint;
}

/** Whether an endpoint names its row by `:id` in its path (else by `no` in its query). */
const namesIdInPath = (endpoint: Endpoint) => endpoint.path.includes("/:id");

/** A delete, pin or unpin of a row, by its `:id` in the path or its item's `no` in the query. */
function rowCall(endpoint: Endpoint, item: BulkItem, params: Record<string, unknown> = {}): ItemCall {
  return namesIdInPath(endpoint) ? { endpoint, params: { id: item.id, ...params } } : { endpoint, query: { no: item.no } };
}

/**
 * The single call each bulk action makes for one row of a kind, from its endpoint table: only the
 * actions the kind has (a practice area has no pin, a legal document no delete), each sent with the
 * row's edit tag as its `If-Match` (decision 0061).
 */
export function bulkCallsOf(table: BulkCallable): Partial<Record<BulkAction, (item: BulkItem, body: BulkBody) => ItemCall>> {
  const calls = callsWithoutTags(table);
  const tagged = (call: (item: BulkItem, body: BulkBody) => ItemCall) => (item: BulkItem, body: BulkBody) => ({
    ...call(item, body),
    ifMatch: item.editTag,
  });
  return Object.fromEntries(Object.entries(calls).map(([action, call]) => [action, tagged(call)]));
}

/** The calls of `bulkCallsOf`, before the row's edit tag is added to them. */
function callsWithoutTags(table: BulkCallable): Partial<Record<BulkAction, (item: BulkItem, body: BulkBody) => ItemCall>> {
  const { publish, unpublish, remove, pin, unpin, setTop, moveToFolder } = table;
  return {
    ...(publish && {
      publish: (item: BulkItem, body: BulkBody) => ({ endpoint: publish, body: { id: item.id, publishAt: body.publishAt ?? null } }),
    }),
    ...(unpublish && { unpublish: (item: BulkItem) => ({ endpoint: unpublish, body: { id: item.id } }) }),
    ...(pin && { pin: (item: BulkItem) => rowCall(pin, item) }),
    ...(unpin && { unpin: (item: BulkItem) => rowCall(unpin, item) }),
    ...(setTop && {
      pin: (item: BulkItem) => rowCall(setTop, item, { top: 1 }),
      unpin: (item: BulkItem) => rowCall(setTop, item, { top: 0 }),
    }),
    ...(moveToFolder && {
      move: (item: BulkItem, body: BulkBody) => ({ endpoint: moveToFolder, body: { no: item.no, cataId: body.cataId } }),
    }),
    ...(remove && { delete: (item: BulkItem) => rowCall(remove, item) }),
  };
}

/** The bulk actions a kind has, in `BULK_ACTIONS`' order. */
export function bulkActionsOf(table: BulkCallable): BulkAction[] {
  const calls = bulkCallsOf(table);
  return BULK_ACTIONS.filter((action) => calls[action] !== undefined);
}
