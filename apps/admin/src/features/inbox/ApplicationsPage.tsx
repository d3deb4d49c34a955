import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { App, Button, Card, Descriptions, Drawer, Empty, Flex, Form, Input, List, Select, Tag, Typography, type TableProps } from "antd";
import { useState } from "react";
import { APPLICATION_LIMITS, APPLICATION_STATES, type ApplicationState, type ApplicationSummary } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { applicationKeys, applicationsApi, type ApplicationListQuery } from "./applications.api.ts";
import { HandlingControls, SenderCell } from "./handling.tsx";

const STATE_LABELS: Record<ApplicationState, MessageKey> = {
  new: "applications.state.new",
  inReview: "applications.state.inReview",
  invited: "applications.state.invited",
  declined: "applications.state.declined",
  hired: "applications.state.hired",
};

/** Solid tags, white on a dark colour: antd's light presets fail colour contrast. */
const STATE_COLORS: Record<ApplicationState, string> = {
  new: "#ad4e00",
  inReview: "#0958d9",
  invited: "#531dab",
  declined: "#595959",
  hired: "#237804",
};

const isState = (value: string | null): value is ApplicationState => (APPLICATION_STATES as readonly (string | null)[]).includes(value);

/** The filters' value for "every": a choice of its own, since antd's grey placeholder fails colour contrast. */
const ALL = "all";

interface SearchForm {
  state?: ApplicationState | typeof ALL;
  openingId?: number | typeof ALL;
  keyword?: string;
}

const formatSize = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

/** One application whole, read when it is opened (each read is in the audit log): state, assignee, files, notes. */
function ApplicationDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const [note, setNote] = useState("");
  const detail = useQuery({ queryKey: applicationKeys.detail(id), queryFn: ({ signal }) => applicationsApi.detail(id, signal) });
  const assignees = useQuery({ queryKey: applicationKeys.assignees, queryFn: ({ signal }) => applicationsApi.assignees(signal) });
  const changed = (application: Awaited<ReturnType<typeof applicationsApi.detail>>) => {
    queryClient.setQueryData(applicationKeys.detail(id), application);
    onChanged();
  };
  const setState = useMutation({
    mutationFn: (state: ApplicationState) => applicationsApi.setState(id, state),
    onSuccess: (application) => {
      void message.success(t("applications.stateChanged", { state: t(STATE_LABELS[application.state]) }));
      changed(application);
    },
  });
  const assign = useMutation({
    mutationFn: (accountId: number | null) => applicationsApi.assign(id, accountId),
    onSuccess: (application) => {
      void message.success(application.assigneeName ? t("inbox.assigned", { name: application.assigneeName }) : t("inbox.unassigned"));
      changed(application);
    },
  });
  const addNote = useMutation({
    mutationFn: (text: string) => applicationsApi.addNote(id, text),
    onSuccess: (application) => {
      setNote("");
      changed(application);
    },
  });

  const application = detail.data;
  if (!application) return null;
  return (
    <Flex vertical gap={16}>
      <HandlingControls<ApplicationState>
        state={application.state}
        states={APPLICATION_STATES}
        stateLabel={(value) => t(STATE_LABELS[value])}
        onState={(next) => setState.mutate(next)}
        assigneeId={application.assigneeId}
        assignees={assignees.data}
        onAssign={(accountId) => assign.mutate(accountId)}
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("applications.col.opening")}>
          {application.openingTitle ?? t("applications.unsolicited")}
        </Descriptions.Item>
        <Descriptions.Item label={t("inbox.email")}>
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label={t("inbox.phone")}>{application.phone ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={withSiteTimeZone(t("inbox.col.received"))}>{formatDateTime(application.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t("inbox.language")}>{application.lang}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{application.message}</Typography.Paragraph>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("applications.files")}
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={application.files}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button key="download" onClick={() => void applicationsApi.download(application.id, file).catch(() => undefined)}>
                {t("applications.download")}
              </Button>,
            ]}
          >
            <span style={{ overflowWrap: "anywhere" }}>
              {file.name} <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
            </span>
          </List.Item>
        )}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("inbox.consent", { time: formatDateTime(application.consentTime) })} “{application.consentText}”
      </Typography.Text>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("applications.notes")}
      </Typography.Title>
      {application.notes.length === 0 ? (
        <Typography.Text type="secondary">{t("applications.noNotes")}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={application.notes}
          renderItem={(item) => (
            <List.Item>
              <Flex vertical>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.authorName} · {formatDateTime(item.createTime)}
                </Typography.Text>
                <span style={{ whiteSpace: "pre-wrap" }}>{item.text}</span>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <Form layout="vertical" onFinish={() => note.trim() && addNote.mutate(note.trim())}>
        <Form.Item label={t("applications.newNote")} htmlFor="application-note" style={{ marginBottom: 8 }}>
          <Input.TextArea
            id="application-note"
            rows={3}
            maxLength={APPLICATION_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
        <Button htmlType="submit" loading={addNote.isPending} disabled={!note.trim()}>
          {t("applications.addNote")}
        </Button>
      </Form>
    </Flex>
  );
}

/**
 * Applications in the Inbox (decision 0080): newest first, filtered by state and opening, searched
 * by name, address or text, paged in the address. An application opens beside the list.
 */
export default function ApplicationsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const stateParam = searchParams.get("state");
  const state = isState(stateParam) ? stateParam : undefined;
  const openingParam = searchParams.get("openingId") ?? "";
  const openingId = /^\d{1,10}$/.test(openingParam) ? Number(openingParam) : undefined;
  const keyword = searchParams.get("keyword")?.trim() || undefined;
  const query: ApplicationListQuery = {
    pageNo,
    pageSize,
    ...(state ? { state } : {}),
    ...(openingId !== undefined ? { openingId } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => applicationsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const openings = useQuery({ queryKey: applicationKeys.openings, queryFn: ({ signal }) => applicationsApi.openings(signal) });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const [open, setOpen] = useState<ApplicationSummary | undefined>();
  const openingLabel = (title: string | null) => title ?? t("applications.unsolicited");

  const columns: TableProps<ApplicationSummary>["columns"] = [
    {
      key: "state",
      title: t("inbox.col.state"),
      width: 130,
      render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(STATE_LABELS[row.state])}</Tag>,
    },
    {
      key: "from",
      title: t("applications.col.applicant"),
      width: 220,
      render: (_, row) => <SenderCell name={row.name} email={row.email} onOpen={() => setOpen(row)} />,
    },
    { key: "opening", title: t("applications.col.opening"), ellipsis: true, render: (_, row) => openingLabel(row.openingTitle) },
    { key: "assignee", title: t("inbox.col.assignee"), width: 150, render: (_, row) => row.assigneeName ?? "—" },
    { key: "created", title: withSiteTimeZone(t("inbox.col.received")), width: 150, render: (_, row) => formatDateTime(row.createTime) },
  ];

  return (
    <Page>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ state: state ?? ALL, openingId: openingId ?? ALL, keyword: keyword ?? "" }}
          emptyValues={{ state: ALL, openingId: ALL, keyword: "" }}
          toQuery={(values) => ({
            state: values.state === ALL ? undefined : values.state,
            openingId: values.openingId === ALL || values.openingId === undefined ? undefined : String(values.openingId),
            keyword: values.keyword?.trim() || undefined,
          })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="state" label={t("inbox.filter.state")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...APPLICATION_STATES.map((value) => ({ value, label: t(STATE_LABELS[value]) })),
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="openingId" label={t("applications.col.opening")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...(openings.data ?? []).map((row) => ({ value: row.openingId, label: openingLabel(row.title) })),
              ]}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="keyword" label={t("inbox.filter.keyword")}>
            <Input placeholder={t("inbox.filter.keywordPlaceholder")} maxLength={200} style={{ width: 240 }} />
          </Form.Item>
        </ListSearchForm>
        <ListTable<ApplicationSummary>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("applications.empty")} />}
          filtered={Boolean(state ?? openingId ?? keyword)}
          rowKey="id"
          columns={columns}
          scroll={{ x: 900 }}
        />
      </Card>
      <Drawer
        open={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={open ? t("applications.detailTitle", { name: open.name }) : ""}
        width={600}
      >
        {open ? (
          <ApplicationDetail
            id={open.id}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: [...applicationKeys.all, "list"] })}
          />
        ) : null}
      </Drawer>
    </Page>
  );
}
