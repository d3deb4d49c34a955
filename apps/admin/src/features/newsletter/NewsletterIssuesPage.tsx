import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Popconfirm,
  Select,
  Tag,
  Typography,
  type TableProps,
} from "antd";
import { useId, useState } from "react";
import { NEWSLETTER_LIMITS, SUPPORTED_LOCALES, type Locale, type NewsletterIssue, type NewsletterIssueInput } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { ChoiceSwitch } from "../../ui/ChoiceSwitch.tsx";
import { useFormatDate, useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { MailNotConfigured } from "../outbox/index.ts";
import { newsletterApi, newsletterKeys } from "./newsletter.api.ts";
import { topicName } from "./topicName.ts";

/** Solid tags, white on a dark colour: antd's light presets fail colour contrast. */
const STATE_COLORS: Record<NewsletterIssue["state"], string> = { draft: "#595959", sending: "#0958d9", sent: "#237804" };

type Editing = { issue?: NewsletterIssue } | undefined;

/** Which news the composer offers: those of the issue's topics, or every published one of its language. */
type NewsScope = "topics" | "all";
const NO_IDS: readonly number[] = [];

/**
 * The newsletter's issues (decision 0083), newest first, each with how many of its messages were
 * sent, failed and wait, how many bounced for good (refused during the SMTP conversation, or reported
 * later by the mail provider: decision 0091), and while it is being sent how many subscribers are
 * still to be put into the outbox (decision 0088); a warning when mail is not configured. An issue is composed in a language for topics from published news and an
 * intro, previewed as a subscriber receives it, sent as a test to oneself, then sent.
 */
export default function NewsletterIssuesPage() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const languageName = useLanguageName();
  const { pageNo, pageSize, setQuery } = useAddressQuery();
  const query = { pageNo, pageSize };
  const list = useQuery({
    queryKey: newsletterKeys.issues(query),
    queryFn: ({ signal }) => newsletterApi.issues(query, signal),
    placeholderData: keepPreviousData,
    // While an issue is being sent or its messages wait, its counts change.
    refetchInterval: (current) =>
      current.state.data?.result.some((issue) => issue.state === "sending" || issue.counts.waiting > 0) ? 3000 : false,
  });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const [editing, setEditing] = useState<Editing>(undefined);
  const mail = useQuery({ queryKey: newsletterKeys.mail, queryFn: ({ signal }) => newsletterApi.mail(signal) });

  const columns: TableProps<NewsletterIssue>["columns"] = [
    {
      key: "state",
      title: t("newsletter.col.state"),
      width: 120,
      render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(`newsletter.state.${row.state}`)}</Tag>,
    },
    {
      key: "subject",
      title: t("newsletter.col.subject"),
      render: (_, row) => (
        <>
          {row.state === "draft" ? (
            <Button type="link" style={{ padding: 0 }} onClick={() => setEditing({ issue: row })}>
              {row.subject}
            </Button>
          ) : (
            row.subject
          )}
          {row.digest ? <Tag style={{ marginInlineStart: 8 }}>{t("newsletter.digestTag")}</Tag> : null}
        </>
      ),
    },
    { key: "lang", title: t("newsletter.col.language"), width: 120, render: (_, row) => languageName(row.lang) },
    {
      key: "counts",
      title: t("newsletter.col.counts"),
      width: 300,
      render: (_, row) =>
        row.state === "draft" ? (
          "—"
        ) : (
          <>
            {t("newsletter.counts", {
              sent: row.counts.sent,
              failed: row.counts.failed,
              bounced: row.counts.bounced,
              waiting: row.counts.waiting,
              recipients: row.counts.recipients,
            })}
            {row.state === "sending" ? (
              <Typography.Text type="secondary" style={{ display: "block" }}>
                {t("newsletter.remaining", { count: row.counts.remaining })}
              </Typography.Text>
            ) : null}
          </>
        ),
    },
    {
      key: "time",
      title: withSiteTimeZone(t("newsletter.col.time")),
      width: 160,
      render: (_, row) => formatDateTime(row.sentTime ?? row.createTime),
    },
  ];

  return (
    <Page
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t("newsletter.newIssue")}
        </Button>
      }
    >
      {mail.data?.configured === false && <MailNotConfigured title={t("newsletter.mailNotConfigured")} />}
      <Card>
        <ListTable<NewsletterIssue>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("newsletter.noIssues")} />}
          filtered={false}
          rowKey="id"
          columns={columns}
          scroll={{ x: 900 }}
        />
      </Card>
      {editing ? <IssueComposer issue={editing.issue} onClose={() => setEditing(undefined)} /> : null}
    </Page>
  );
}

/** The composer of a draft: saved before it is previewed, tested or sent. */
function IssueComposer({ issue, onClose }: { issue: NewsletterIssue | undefined; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const [form] = Form.useForm<NewsletterIssueInput>();
  const [saved, setSaved] = useState<NewsletterIssue | undefined>(issue);
  const [previewing, setPreviewing] = useState(false);
  const formatDate = useFormatDate();
  const narrow = Grid.useBreakpoint().md === false;
  const lang = (Form.useWatch("lang", form) ?? issue?.lang ?? locale) as Locale;
  const topicIds = Form.useWatch("topicIds", form) ?? issue?.topicIds ?? NO_IDS;
  const articleIds = Form.useWatch("articleIds", form) ?? NO_IDS;
  const [scope, setScope] = useState<NewsScope>("topics");
  const scopeLabel = useId();
  const topics = useQuery({ queryKey: newsletterKeys.topics, queryFn: ({ signal }) => newsletterApi.topics(signal) });
  // The news of the chosen topics (all of them while none is chosen), and the chosen news whatever their topics.
  const shownTopics = scope === "topics" ? topicIds : NO_IDS;
  const news = useQuery({
    queryKey: newsletterKeys.news(lang, shownTopics, articleIds),
    queryFn: ({ signal }) => newsletterApi.news(lang, shownTopics, articleIds, signal),
    placeholderData: keepPreviousData,
  });
  const newsHelp =
    scope === "all"
      ? t("newsletter.articlesHelp.all")
      : topicIds.length === 0
        ? t("newsletter.articlesHelp.noTopics")
        : t("newsletter.articlesHelp.topics");
  const [confirming, setConfirming] = useState(false);
  const recipients = useQuery({
    queryKey: newsletterKeys.recipients(lang, topicIds),
    queryFn: ({ signal }) => newsletterApi.recipients(lang, topicIds, signal),
    enabled: confirming,
    staleTime: 0,
  });
  const recipientCount = recipients.data?.count;
  const offered = (topics.data ?? []).filter((topic) => topic.id !== null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.all });

  const save = useMutation({
    mutationFn: async () => {
      const values = await form.validateFields();
      const body = { ...values, intro: values.intro ?? "" };
      return saved ? newsletterApi.updateIssue(saved.id, body) : newsletterApi.createIssue(body);
    },
    onSuccess: (result) => {
      setSaved(result);
      refresh();
    },
  });
  const preview = useQuery({
    queryKey: newsletterKeys.preview(saved?.id ?? 0),
    queryFn: ({ signal }) => newsletterApi.preview(saved!.id, signal),
    enabled: previewing && saved !== undefined,
  });
  const sendTest = useMutation({
    mutationFn: async () => newsletterApi.sendTest((await save.mutateAsync()).id),
    onSuccess: (result) => void message.success(t("newsletter.testSent", { to: result.to })),
  });
  const send = useMutation({
    mutationFn: async () => newsletterApi.send((await save.mutateAsync()).id),
    onSuccess: (result) => {
      void message.success(t("newsletter.sending", { count: result.counts.remaining }));
      refresh();
      onClose();
    },
  });

  const actions = (
    <Flex gap={8} wrap>
      <Button
        onClick={() => save.mutate(undefined, { onSuccess: () => void message.success(t("newsletter.draftSaved")) })}
        loading={save.isPending}
      >
        {t("newsletter.saveDraft")}
      </Button>
      <Button onClick={() => save.mutate(undefined, { onSuccess: () => setPreviewing(true) })} disabled={save.isPending}>
        {t("newsletter.preview")}
      </Button>
      <Button onClick={() => sendTest.mutate()} loading={sendTest.isPending}>
        {t("newsletter.sendTest")}
      </Button>
      <Popconfirm
        title={t("newsletter.sendConfirm")}
        description={
          <div style={{ maxWidth: 320 }}>
            {recipients.isError
              ? recipients.error.message
              : recipientCount === undefined
                ? t("newsletter.recipients.counting")
                : recipientCount === 0
                  ? t("newsletter.recipients.none")
                  : t("newsletter.recipients.count", { count: recipientCount })}
          </div>
        }
        onOpenChange={setConfirming}
        okText={t("newsletter.send")}
        okButtonProps={{ disabled: !recipientCount }}
        cancelText={t("common.cancel")}
        onConfirm={() => send.mutate()}
      >
        <Button type="primary" loading={send.isPending}>
          {t("newsletter.send")}
        </Button>
      </Popconfirm>
    </Flex>
  );

  return (
    <Drawer
      open
      size="large"
      title={issue ? t("newsletter.editIssue") : t("newsletter.newIssue")}
      onClose={onClose}
      // On a phone the actions go below the form: beside the title they would push it off the drawer.
      extra={narrow ? undefined : actions}
      footer={narrow ? actions : undefined}
    >
      <Form<NewsletterIssueInput>
        form={form}
        layout="vertical"
        initialValues={
          issue
            ? {
                lang: issue.lang as Locale,
                topicIds: issue.topicIds,
                subject: issue.subject,
                intro: issue.intro,
                articleIds: issue.articleIds,
              }
            : { lang: locale, topicIds: [], subject: "", intro: "", articleIds: [] }
        }
      >
        <Form.Item<NewsletterIssueInput> name="lang" label={t("newsletter.col.language")} rules={[{ required: true }]}>
          <Select
            options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: languageName(code) }))}
            onChange={() => form.setFieldValue("articleIds", [])}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item<NewsletterIssueInput>
          name="topicIds"
          label={t("newsletter.issueTopics")}
          extra={t("newsletter.issueTopicsHelp")}
          rules={[{ required: true, message: t("newsletter.topicsRequired") }]}
        >
          <Select
            mode="multiple"
            loading={topics.isLoading}
            options={offered.map((topic) => ({ value: topic.id!, label: topicName(topic, lang) }))}
          />
        </Form.Item>
        <Form.Item<NewsletterIssueInput> name="subject" label={t("newsletter.col.subject")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={NEWSLETTER_LIMITS.subject} />
        </Form.Item>
        <Form.Item<NewsletterIssueInput> name="intro" label={t("newsletter.intro")}>
          <Input.TextArea rows={5} maxLength={NEWSLETTER_LIMITS.intro} />
        </Form.Item>
        <Form.Item<NewsletterIssueInput> label={t("newsletter.articles")} extra={newsHelp} required>
          <Flex vertical gap={8}>
            <Flex align="center" gap={8} wrap>
              <Typography.Text id={scopeLabel} type="secondary">
                {t("newsletter.newsScope")}
              </Typography.Text>
              <ChoiceSwitch<NewsScope>
                labelledBy={scopeLabel}
                value={scope}
                onChange={setScope}
                options={[
                  { value: "topics", label: t("newsletter.newsScope.topics") },
                  { value: "all", label: t("newsletter.newsScope.all") },
                ]}
              />
            </Flex>
            <Form.Item<NewsletterIssueInput>
              name="articleIds"
              noStyle
              rules={[{ required: true, message: t("newsletter.articlesRequired") }]}
            >
              <Select
                mode="multiple"
                aria-label={t("newsletter.articles")}
                loading={news.isFetching}
                optionFilterProp="label"
                maxCount={NEWSLETTER_LIMITS.items}
                notFoundContent={news.isFetching ? undefined : t("newsletter.noNews")}
                options={(news.data ?? []).map((row) => {
                  const date = row.publishTime ? formatDate(row.publishTime) : "";
                  return { value: row.id, label: date ? `${row.title} · ${date}` : row.title, title: row.title, date };
                })}
                // In the list, the title in full (on a phone too) with its date below it.
                optionRender={(option) => (
                  <Flex vertical>
                    <span style={{ whiteSpace: "normal" }}>{option.data.title}</span>
                    {option.data.date ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {option.data.date}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                )}
              />
            </Form.Item>
          </Flex>
        </Form.Item>
      </Form>
      <Modal open={previewing} title={t("newsletter.preview")} footer={null} width={720} onCancel={() => setPreviewing(false)}>
        {preview.data ? (
          <>
            <Typography.Paragraph strong>{preview.data.subject}</Typography.Paragraph>
            <iframe
              title={t("newsletter.preview")}
              srcDoc={preview.data.html}
              sandbox=""
              style={{ width: "100%", height: 560, border: "1px solid #d9d9d9" }}
            />
          </>
        ) : null}
      </Modal>
    </Drawer>
  );
}
