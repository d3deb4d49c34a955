import { Tag } from "antd";
import type { PublishState } from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useFormatDateTimeWithZone } from "../format.ts";

// What the publication panel, the history and the lists show of a version's publication, for
// every publishable kind (decision 0035).

export const PUBLISH_STATE_LABELS: Record<PublishState, MessageKey> = {
  draft: "publishing.state.draft",
  scheduled: "publishing.state.scheduled",
  published: "publishing.state.published",
};

/** Dark enough for white text (WCAG AA); a draft is a plain tag. */
const STATE_COLORS: Record<PublishState, string | undefined> = { draft: undefined, scheduled: "#0958d9", published: "#237804" };

/** A version's publication state as a coloured tag. */
export function PublishStateTag({ state }: { state: PublishState }) {
  const t = useT();
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(PUBLISH_STATE_LABELS[state])}
    </Tag>
  );
}

/** A time in the site's time zone, saying which zone it is. */
export function useSiteTimeText(): (iso: string) => string {
  return useFormatDateTimeWithZone();
}
