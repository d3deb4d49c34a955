import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { App, Card, Descriptions, Drawer, Empty, Flex, Form, Input, Select, Tag, Typography, type TableProps } from "antd";
import { useState } from "react";
import { INBOX_STATES, type InboxMessage, type InboxState } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { HandlingControls, SenderCell } from "./handling.tsx";
import { inboxApi, inboxKeys, type InboxListQuery } from "./inbox.api.ts";

const STATE_LABELS: Record<InboxState, MessageKey> = {
  new: "inbox.state.new",
  inProgress: "inbox.state.inProgress",
  done: "inbox.state.done",
};

/** Solid tags, white on a dark colour: antd's light presets fail colour contrast. */
const STATE_COLORS: Record<InboxState, string> = { new: "#ad4e00", inProgress: "#0958d9", done: "#237804" };

const isState = (value: string | null): value is InboxState => (INBOX_STATES as readonly (string | null)[]).includes(value);
const RECIPIENT = /^(firm|person:\d+|office:\d+)$/;

/** The filters' value for "every": a choice of its own, since antd's grey placeholder fails colour contrast. */
const ALL = "all";

interface SearchForm {
  state?: InboxState | typeof ALL;
  recipient?: string;
  keyword?: string;
}

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
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const stateParam = searchParams.get("state");
  const state = isState(stateParam) ? stateParam : undefined;
  const recipientParam = searchParams.get("recipient") ?? "";
  const recipient = RECIPIENT.test(recipientParam) ? recipientParam : undefined;
  const keyword = searchParams.get("keyword")?.trim() || undefined;
  const query: InboxListQuery = {
    pageNo,
    pageSize,
    ...(state ? { state } : {}),
    ...(recipient ? { recipient } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => inboxApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const recipients = useQuery({ queryKey: inboxKeys.recipients, queryFn: ({ signal }) => inboxApi.recipients(signal) });
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: ({ signal }) => inboxApi.assignees(signal) });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const [openId, setOpenId] = useState<number | undefined>();
  const open = list.data?.result.find((row) => row.id === openId);

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
  const columns: TableProps<InboxMessage>["columns"] = [
    {
      key: "state",
      title: t("inbox.col.state"),
      width: 130,
      render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(STATE_LABELS[row.state])}</Tag>,
    },
    {
      key: "from",
      title: t("inbox.col.from"),
      width: 220,
      render: (_, row) => <SenderCell name={row.name} email={row.email} onOpen={() => setOpenId(row.id)} />,
    },
    {
      key: "to",
      title: t("inbox.col.to"),
      width: 180,
      render: (_, row) => recipientLabel({ recipient: row.recipient, name: row.recipientName }),
    },
    { key: "message", title: t("inbox.col.message"), ellipsis: true, dataIndex: "message" },
    { key: "assignee", title: t("inbox.col.assignee"), width: 150, render: (_, row) => row.assigneeName ?? "—" },
    { key: "created", title: withSiteTimeZone(t("inbox.col.received")), width: 150, render: (_, row) => formatDateTime(row.createTime) },
  ];

  const emptyValues: SearchForm = { state: ALL, recipient: ALL, keyword: "" };
  return (
    <Page>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ state: state ?? ALL, recipient: recipient ?? ALL, keyword: keyword ?? "" }}
          emptyValues={emptyValues}
          toQuery={(values) => ({
            state: values.state === ALL ? undefined : values.state,
            recipient: values.recipient === ALL ? undefined : values.recipient,
            keyword: values.keyword?.trim() || undefined,
          })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="state" label={t("inbox.filter.state")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...INBOX_STATES.map((value) => ({ value, label: t(STATE_LABELS[value]) })),
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="recipient" label={t("inbox.filter.recipient")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...(recipients.data ?? []).map((row) => ({ value: row.recipient, label: recipientLabel(row) })),
              ]}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="keyword" label={t("inbox.filter.keyword")}>
            <Input placeholder={t("inbox.filter.keywordPlaceholder")} maxLength={200} style={{ width: 240 }} />
          </Form.Item>
        </ListSearchForm>
        <ListTable<InboxMessage>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("inbox.empty")} />}
          filtered={Boolean(state ?? recipient ?? keyword)}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1000 }}
        />
      </Card>
      <Drawer
        open={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title={open ? t("inbox.detailTitle", { name: open.name }) : ""}
        width={560}
      >
        {open ? (
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
              <Descriptions.Item label={t("inbox.language")}>{open.lang}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{open.message}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("inbox.consent", { time: formatDateTime(open.consentTime) })} “{open.consentText}”
            </Typography.Text>
          </Flex>
        ) : null}
      </Drawer>
    </Page>
  );
}
