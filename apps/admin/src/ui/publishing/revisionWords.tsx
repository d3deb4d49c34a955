import { Tag } from "antd";
import type { PublishState, RevisionAction, RevisionEntry } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { PUBLISH_STATE_LABELS, PublishStateTag, useSiteTimeText } from "./publicationState.tsx";

// How the history and the dashboard name what a revision did (decision 0035): the publication
// clock records nothing when a schedule's time comes, so a schedule is named by its time.

export const HISTORY_ACTION_LABELS: Record<RevisionAction, MessageKey> = {
  save: "history.action.save",
  saveDraft: "history.action.saveDraft",
  publish: "history.action.publish",
  unpublish: "history.action.unpublish",
  restore: "history.action.restore",
};

/** What a revision did, as far as its name goes. */
type RevisionWhat = Pick<RevisionEntry, "action" | "state" | "publishAt"> & Partial<Pick<RevisionEntry, "unpublishAt">>;

/** Whether a revision scheduled its version: a publication after which the version was not yet public. */
export const isSchedule = (entry: Pick<RevisionEntry, "action" | "state">) => entry.action === "publish" && entry.state === "scheduled";

/**
 * Names what a revision did: a schedule as "Scheduled for {time}" (in Berlin time), and, when
 * `wentLive` (its time has come and nothing changed the publication before), "— live since then";
 * any other by `labels`.
 */
export function useRevisionActionText(labels: Record<RevisionAction, MessageKey> = HISTORY_ACTION_LABELS) {
  const t = useT();
  const siteTime = useSiteTimeText();
  return (entry: RevisionWhat, wentLive = false): string => {
    if (!isSchedule(entry)) return t(labels[entry.action]);
    if (!entry.publishAt) return t("history.scheduled");
    return t(wentLive ? "history.scheduledLive" : "history.scheduledFor", { time: siteTime(entry.publishAt) });
  };
}

/**
 * Whether the schedule of `entries[index]` (newest first) has taken effect by `now`: its time has
 * passed, its end (if any) has not, and no later publication or its end was recorded before its time.
 */
export function scheduleWentLive(entries: readonly RevisionEntry[], index: number, now: number): boolean {
  const entry = entries[index];
  if (!entry || !isSchedule(entry) || !entry.publishAt) return false;
  const liveAt = Date.parse(entry.publishAt);
  if (liveAt > now || (entry.unpublishAt && Date.parse(entry.unpublishAt) <= now)) return false;
  return !entries
    .slice(0, index)
    .some((later) => (later.action === "publish" || later.action === "unpublish") && Date.parse(later.savedAt) < liveAt);
}

/**
 * The version's state after a revision: a draft saved (or a revision restored as a draft) of a
 * public version names the public state with its unpublished changes, in a plain tag, so that the
 * draft itself is not read as published.
 */
export function RevisionStateTag({ action, state }: { action: RevisionAction; state: PublishState }) {
  const t = useT();
  if ((action === "saveDraft" || action === "restore") && state !== "draft") {
    return <Tag style={{ marginInlineEnd: 0 }}>{t("history.withChanges", { state: t(PUBLISH_STATE_LABELS[state]) })}</Tag>;
  }
  return <PublishStateTag state={state} />;
}
