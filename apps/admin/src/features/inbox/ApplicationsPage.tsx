import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import { App, Button, Descriptions, Flex, Form, Input, List, Typography } from "antd";
import { useState } from "react";
import { APPLICATION_LIMITS, APPLICATION_STATES, type ApplicationState, type ApplicationSummary } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { applicationKeys, applicationsApi, type ApplicationListQuery } from "./applications.api.ts";
import { HandlingControls } from "./handling.tsx";
import { InboxList, useInboxQuery } from "./InboxList.tsx";

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

const formatSize = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

/** One application whole, read when it is opened (each read is in the audit log): state, assignee, files, notes. */
function ApplicationDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languageName = useLanguageName();
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
        <Descriptions.Item label={t("inbox.language")}>{languageName(application.lang)}</Descriptions.Item>
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
  const search = useInboxQuery(APPLICATION_STATES, "openingId", (value) => (/^\d{1,10}$/.test(value) ? Number(value) : undefined));
  const query: ApplicationListQuery = search.query;
  const list = useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => applicationsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const openings = useQuery({ queryKey: applicationKeys.openings, queryFn: ({ signal }) => applicationsApi.openings(signal) });
  const openingLabel = (title: string | null) => title ?? t("applications.unsolicited");

  return (
    <InboxList<ApplicationSummary, ApplicationState, number>
      search={search}
      list={list}
      states={APPLICATION_STATES}
      stateLabel={(value) => t(STATE_LABELS[value])}
      stateColors={STATE_COLORS}
      filter={{
        label: t("applications.col.opening"),
        options: (openings.data ?? []).map((row) => ({ value: row.openingId, label: openingLabel(row.title) })),
        width: 240,
      }}
      senderTitle={t("applications.col.applicant")}
      columns={[
        { key: "opening", title: t("applications.col.opening"), ellipsis: true, render: (_, row) => openingLabel(row.openingTitle) },
      ]}
      empty={t("applications.empty")}
      scrollX={900}
      detailTitle={(open) => t("applications.detailTitle", { name: open.name })}
      drawerWidth={600}
      detail={(open) => (
        <ApplicationDetail
          id={open.id}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: [...applicationKeys.all, "list"] })}
        />
      )}
    />
  );
}
