import { Typography } from "antd";
import { useT } from "../i18n/I18nProvider.tsx";
import type { SaveState } from "./editing/useAutosave.ts";
import { useFormatDateTimeWithZone, useFormatTime } from "./format.ts";

/**
 * What a save bar says about the form's saving, announced to screen readers as it changes:
 * "Saving…" while a save runs, why the last one failed, "Unsaved changes" while there are edits,
 * else when the draft was last saved (the site's time; the full date and zone on hover).
 */
export function SaveStatus({ dirty, saving, state = { status: "idle" } }: { dirty: boolean; saving: boolean; state?: SaveState }) {
  const t = useT();
  const formatTime = useFormatTime();
  const formatDateTime = useFormatDateTimeWithZone();
  const text = saving
    ? t("form.saving")
    : state.status === "failed"
      ? t("autosave.notSaved", { reason: state.reason })
      : dirty
        ? t("form.unsaved")
        : state.status === "saved"
          ? t("autosave.savedAt", { time: formatTime(state.at) })
          : "";
  return (
    <Typography.Text
      type={!saving && state.status === "failed" ? "danger" : "secondary"}
      role="status"
      title={!saving && !dirty && state.status === "saved" ? formatDateTime(state.at) : undefined}
      style={{ marginInlineEnd: "auto" }}
    >
      {text}
    </Typography.Text>
  );
}
