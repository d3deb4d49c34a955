import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { App, Descriptions, Flex, Typography } from "antd";
import { INBOX_STATES, type InboxMessage, type InboxState } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { HandlingControls } from "./handling.tsx";
import { InboxList, useInboxQuery } from "./InboxList.tsx";
import { inboxApi, inboxKeys, type InboxListQuery } from "./inbox.api.ts";

const STATE_LABELS: Record<InboxState, MessageKey> = {
  new: "inbox.state.new",
  inProgress: "inbox.state.inProgress",
  done: "inbox.state.done",
};

/** Solid tags, white on a dark colour: antd's light presets fail colour contrast. */
const STATE_COLORS: Record<InboxState, string> = { new: "#ad4e00", inProgress: "#0958d9", done: "#237804" };

const RECIPIENT = /^(firm|person:\d+|office:\d+)$/;

/**
 * The Inbox (decision 0077): the messages visitors sent through the site's contact forms, newest
 * first, filtered by state and recipient, searched by name, address or text, paged in the address.
 * A message opens beside the list with everything it holds, its consent, its state and whom it is
 * assigned to.
 */
export default function InboxPage() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languageName = useLanguageName();
  const search = useInboxQuery(INBOX_STATES, "recipient", (value) => (RECIPIENT.test(value) ? value : undefined));
  const query: InboxListQuery = search.query;
  const list = useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => inboxApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const recipients = useQuery({ queryKey: inboxKeys.recipients, queryFn: ({ signal }) => inboxApi.recipients(signal) });
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: ({ signal }) => inboxApi.assignees(signal) });

  const changed = () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const setState = useMutation({
    mutationFn: ({ id, state: next }: { id: number; state: InboxState }) => inboxApi.setState(id, next),
    onSuccess: (row) => {
      void message.success(t("inbox.stateChanged", { state: t(STATE_LABELS[row.state]) }));
      changed();
    },
  });
  const assign = useMutation({
    mutationFn: ({ id, accountId }: { id: number; accountId: number | null }) => inboxApi.assign(id, accountId),
    onSuccess: (row) => {
      void message.success(row.assigneeName ? t("inbox.assigned", { name: row.assigneeName }) : t("inbox.unassigned"));
      changed();
    },
  });

  const recipientLabel = (row: { recipient: string; name: string | null }) => row.name ?? t("inbox.firm");
  return (
    <InboxList<InboxMessage, InboxState, string>
      search={search}
      list={list}
      states={INBOX_STATES}
      stateLabel={(value) => t(STATE_LABELS[value])}
      stateColors={STATE_COLORS}
      filter={{
        label: t("inbox.filter.recipient"),
        options: (recipients.data ?? []).map((row) => ({ value: row.recipient, label: recipientLabel(row) })),
        width: 220,
      }}
      senderTitle={t("inbox.col.from")}
      columns={[
        {
          key: "to",
          title: t("inbox.col.to"),
          width: 180,
          render: (_, row) => recipientLabel({ recipient: row.recipient, name: row.recipientName }),
        },
        { key: "message", title: t("inbox.col.message"), ellipsis: true, dataIndex: "message" },
      ]}
      empty={t("inbox.empty")}
      scrollX={1000}
      detailTitle={(open) => t("inbox.detailTitle", { name: open.name })}
      drawerWidth={560}
      detail={(open) => (
        <Flex vertical gap={16}>
          <HandlingControls<InboxState>
            state={open.state}
            states={INBOX_STATES}
            stateLabel={(value) => t(STATE_LABELS[value])}
            onState={(next) => setState.mutate({ id: open.id, state: next })}
            assigneeId={open.assigneeId}
            assignees={assignees.data}
            onAssign={(accountId) => assign.mutate({ id: open.id, accountId })}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t("inbox.col.from")}>{open.name}</Descriptions.Item>
            <Descriptions.Item label={t("inbox.email")}>
              <a href={`mailto:${open.email}`}>{open.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={t("inbox.phone")}>{open.phone ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("inbox.company")}>{open.company ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("inbox.col.to")}>
              {recipientLabel({ recipient: open.recipient, name: open.recipientName })}
              {open.recipientEmail ? ` (${open.recipientEmail})` : ""}
            </Descriptions.Item>
            <Descriptions.Item label={withSiteTimeZone(t("inbox.col.received"))}>{formatDateTime(open.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t("inbox.language")}>{languageName(open.lang)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{open.message}</Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("inbox.consent", { time: formatDateTime(open.consentTime) })} “{open.consentText}”
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
