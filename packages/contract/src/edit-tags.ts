/**
 * An item's edit tag (decision 0050): what the back office's answers show of each version's last
 * change, made into one short tag. The server answers it as the `ETag` of an item's back-office
 * reads and writes, and refuses a save sent with an `If-Match` that is no longer the item's tag
 * (412), so that an editor never overwrites a change made meanwhile without knowing. The back
 * office computes the same tag from the versions it holds, with this function.
 */

/** What a back-office answer shows of a version's last change; a kind gives what it has. */
export interface EditStamp {
  /** Null: a legal document's or the site configuration's default, never saved. */
  id?: number | null;
  lang: string;
  /** When the version's own fields were last written. */
  updateTime?: string | null;
  /** Its unpublished changes, when it has some. */
  draft?: { savedAt: string } | null;
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** Pinned (1) or not. */
  top?: number;
  /** The date the site shows for the item. */
  createTime?: string;
}

/** The parts of a stamp the tag covers, in a fixed order. */
const stampText = (stamp: EditStamp) =>
  [
    stamp.id ?? "",
    stamp.lang,
    stamp.updateTime ?? "",
    stamp.draft?.savedAt ?? "",
    stamp.publishAt ?? "",
    stamp.unpublishAt ?? "",
    stamp.top ?? "",
    stamp.createTime ?? "",
  ].join("|");

/** 32-bit FNV-1a of a text's UTF-16 code units, from `seed`: two seeds make a 64-bit tag. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The edit tag of an item's versions (of one version, for a kind whose versions are edited alone),
 * as an HTTP entity tag: a quoted string, the same whatever order the versions come in. Not a
 * secret and not a checksum of the content: it changes whenever a version is written, drafted,
 * published, pinned, dated, added or removed.
 */
export function editTagOf(versions: readonly EditStamp[]): string {
  const text = versions.map(stampText).sort().join("\n");
  const hex = (value: number) => value.toString(16).padStart(8, "0");
  return `"${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x050c5d1f))}"`;
}

/**
 * The versions an item's answer shows: a detail's `versions` (a person's or practice area's detail
 * is one version with all of them), the answer's versions, or the one version edited alone (a
 * banner's, a legal document's, the site configuration's).
 */
export function editStampsOf(answer: unknown): readonly EditStamp[] {
  const versions = (answer as { versions?: unknown }).versions;
  if (Array.isArray(versions)) return versions as EditStamp[];
  return Array.isArray(answer) ? (answer as EditStamp[]) : [answer as EditStamp];
}

/** The header a save sends its editor's tag in, and the one reads answer it in. */
export const EDIT_TAG_HEADERS = { sent: "if-match", answered: "etag" } as const;
