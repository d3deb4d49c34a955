import { Flex, Select, theme, Typography } from "antd";
import { PUBLISH_STATES, type PublishState } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { readablePlaceholder } from "../textStyles.ts";
import { PUBLISH_STATE_LABELS, PublishStateTag, useSiteTimeText } from "./publicationState.tsx";

// The lists' Status column and state filter, for every publishable kind (decision 0035).

/** The state filter of the address, when it names a state. */
export const stateFilterOf = (value: string | null): PublishState | undefined => PUBLISH_STATES.find((state) => state === value);

/** A list row's version: its state, for a scheduled one its time (Berlin time), and whether it has unpublished changes. */
export function PublishStateCell({ row }: { row: { publishState: PublishState; publishAt: string | null; hasDraft: boolean } }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  return (
    <Flex vertical gap={2} align="start">
      <PublishStateTag state={row.publishState} />
      {row.publishState === "scheduled" && row.publishAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {siteTime(row.publishAt)}
        </Typography.Text>
      )}
      {row.hasDraft && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("publishing.draftTag")}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The search forms' state filter (a form control: `value` and `onChange` come from its Form.Item). */
export function PublishStateSelect(props: {
  value?: PublishState | null;
  onChange?: (value: PublishState | null) => void;
  id?: string;
  "aria-labelledby"?: string;
}) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Select
      {...props}
      allowClear
      placeholder={t("publishing.anyState")}
      styles={readablePlaceholder(token.colorTextSecondary)}
      style={{ width: 160 }}
      options={PUBLISH_STATES.map((state) => ({ value: state, label: t(PUBLISH_STATE_LABELS[state]) }))}
    />
  );
}
