import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Form, Select, Tag, Typography, type TableProps } from "antd";
import { OUTBOX_STATES, type OutboxMessage, type OutboxState } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { RedoOutlined } from "../../ui/icons.tsx";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { OutboxNotice } from "./OutboxNotice.tsx";
import { outboxApi, outboxKeys, type OutboxListQuery } from "./outbox.api.ts";

const STATE_LABELS: Record<OutboxState, MessageKey> = {
  waiting: "outbox.state.waiting",
  sending: "outbox.state.sending",
  sent: "outbox.state.sent",
  failed: "outbox.state.failed",
};

/** Solid tags, white on a dark colour: antd's light presets fail colour contrast (as the publication states' tags do not). */
const STATE_COLORS: Record<OutboxState, string> = { waiting: "#ad4e00", sending: "#0958d9", sent: "#237804", failed: "#a8071a" };

const isState = (value: string | null): value is OutboxState => (OUTBOX_STATES as readonly (string | null)[]).includes(value);

/** The filter's value for every state: a choice of its own, since antd's grey placeholder fails colour contrast. */
const ALL = "all";

interface SearchForm {
  state?: OutboxState | typeof ALL;
}

/**
 * The outbox (decision 0070): every e-mail the server sends, newest first, with its state, its
 * attempts and the SMTP server's last answer, filtered by state and paged in the address. A failed
 * message is sent again on request. Says so when mail is not configured.
 */
export default function OutboxPage() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const stateParam = searchParams.get("state");
  const state = isState(stateParam) ? stateParam : undefined;
  const query: OutboxListQuery = { pageNo, pageSize, ...(state ? { state } : {}) };
  const list = useQuery({
    queryKey: outboxKeys.list(query),
    queryFn: ({ signal }) => outboxApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const resend = useMutation({
    mutationFn: (row: OutboxMessage) => outboxApi.resend(row.id),
    onSuccess: (_, row) => {
      void message.success(t("outbox.resent", { subject: row.subject }));
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });

  const time = (value: string | null) => (value ? formatDateTime(value) : "—");
  /** When it was sent, or when it is tried next: a time already come means a worker has yet to take it, never a time past. */
  const whenOf = (row: OutboxMessage) => {
    if (row.state === "sent") return t("outbox.sentAt", { time: time(row.sentTime) });
    if (row.state !== "waiting") return undefined;
    if (Date.parse(row.nextAttemptTime) <= Date.now()) return t("outbox.dueNow");
    return t("outbox.nextAttemptAt", { time: time(row.nextAttemptTime) });
  };
  const columns: TableProps<OutboxMessage>["columns"] = [
    {
      key: "state",
      title: withSiteTimeZone(t("outbox.col.stateAndTime")),
      width: 180,
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATE_COLORS[row.state]}>{t(STATE_LABELS[row.state])}</Tag>
          {whenOf(row) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {whenOf(row)}
            </Typography.Text>
          )}
          {row.state === "failed" && (
            <Button
              size="small"
              icon={<RedoOutlined />}
              loading={resend.isPending && resend.variables.id === row.id}
              onClick={() => resend.mutate(row)}
            >
              {t("outbox.resend")}
            </Button>
          )}
        </Flex>
      ),
    },
    { key: "subject", title: t("outbox.col.subject"), ellipsis: true, dataIndex: "subject" },
    { key: "recipients", title: t("outbox.col.recipients"), width: 160, ellipsis: true, render: (_, row) => row.recipients.join(", ") },
    { key: "cause", title: t("outbox.col.cause"), width: 140, render: (_, row) => <Typography.Text code>{row.cause}</Typography.Text> },
    { key: "attempts", title: t("outbox.col.attempts"), width: 90, align: "end", dataIndex: "attempts" },
    {
      key: "lastError",
      title: t("outbox.col.lastError"),
      width: 240,
      // The SMTP server's whole answer: it says what to fix.
      render: (_, row) => <Typography.Text style={{ fontSize: 12, overflowWrap: "anywhere" }}>{row.lastError ?? "—"}</Typography.Text>,
    },
    { key: "created", title: withSiteTimeZone(t("outbox.col.created")), width: 140, render: (_, row) => time(row.createTime) },
  ];

  const emptyValues: SearchForm = { state: ALL };
  return (
    <Page>
      <OutboxNotice />
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ state: state ?? ALL }}
          emptyValues={emptyValues}
          toQuery={(values) => ({ state: values.state === ALL ? undefined : values.state })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="state" label={t("outbox.filter.state")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...OUTBOX_STATES.map((value) => ({ value, label: t(STATE_LABELS[value]) })),
              ]}
              style={{ width: 200 }}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<OutboxMessage>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("outbox.empty")} />}
          filtered={state !== undefined}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1090 }}
        />
      </Card>
    </Page>
  );
}
