import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Form, Input, Select, Tag, Typography, type TableProps } from "antd";
import { NEWSLETTER_LIMITS, NEWSLETTER_SUBSCRIBER_STATES, type NewsletterSubscriber } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { newsletterApi, newsletterKeys } from "./newsletter.api.ts";
import { topicName } from "./topicName.ts";

type State = NewsletterSubscriber["state"];
const STATE_COLORS: Record<State, string> = { pending: "#ad4e00", confirmed: "#237804", suspended: "#a8071a" };
const isState = (value: string | null): value is State => (NEWSLETTER_SUBSCRIBER_STATES as readonly (string | null)[]).includes(value);
const ALL = "all";

type SearchForm = { state?: State | typeof ALL; email?: string };

/**
 * The newsletter's subscribers (decision 0083), newest first, filtered by state and found by the
 * beginning of their address (decision 0099): their address,
 * language, topics, consent and last bounce (a suspended one gets no more sends, decision 0088),
 * and a suspended one put back after a dialog that says why it was suspended (decision 0091).
 * Personal data: read with the inbox's right only.
 */
export default function NewsletterSubscribersPage() {
  const t = useT();
  const { locale } = useLocale();
  const formatDateTime = useFormatDateTime();
  const languageName = useLanguageName();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const stateParam = searchParams.get("state");
  const state = isState(stateParam) ? stateParam : undefined;
  const email = searchParams.get("email")?.trim() || undefined;
  const query = { pageNo, pageSize, ...(state ? { state } : {}), ...(email ? { email } : {}) };
  const list = useQuery({
    queryKey: newsletterKeys.subscribers(query),
    queryFn: ({ signal }) => newsletterApi.subscribers(query, signal),
    placeholderData: keepPreviousData,
  });
  const topics = useQuery({ queryKey: newsletterKeys.topics, queryFn: ({ signal }) => newsletterApi.topics(signal) });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const reactivate = useMutation({
    mutationFn: (row: NewsletterSubscriber) => newsletterApi.reactivate(row.id),
    onSuccess: (_, row) => {
      void message.success(t("newsletter.reactivated", { email: row.email }));
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    },
  });
  const confirmReactivate = (row: NewsletterSubscriber) =>
    modal.confirm({
      title: t("newsletter.reactivate.title", { email: row.email }),
      content: (
        <Flex vertical gap={8}>
          {row.suspendTime && <span>{t("newsletter.reactivate.since", { time: formatDateTime(row.suspendTime) })}</span>}
          <span>{t(`newsletter.reactivate.cause.${row.suspendCause ?? "unknown"}`)}</span>
          {row.lastBounce?.reason && (
            <Typography.Text type="secondary">{t("newsletter.reactivate.answer", { reason: row.lastBounce.reason })}</Typography.Text>
          )}
          <span>{t("newsletter.reactivate.effect")}</span>
        </Flex>
      ),
      okText: t("newsletter.reactivate"),
      cancelText: t("common.cancel"),
      onOk: () => reactivate.mutateAsync(row),
    });
  const nameOf = (id: number) => {
    const topic = topics.data?.find((one) => one.id === id);
    return topic ? topicName(topic, locale) : String(id);
  };
  const columns: TableProps<NewsletterSubscriber>["columns"] = [
    { key: "email", title: t("newsletter.col.email"), dataIndex: "email", width: 240, ellipsis: true },
    {
      key: "state",
      title: t("newsletter.col.state"),
      width: 160,
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATE_COLORS[row.state]}>{t(`newsletter.subscriberState.${row.state}`)}</Tag>
          {row.state === "suspended" && (
            <Button
              size="small"
              loading={reactivate.isPending && reactivate.variables.id === row.id}
              onClick={() => confirmReactivate(row)}
            >
              {t("newsletter.reactivate")}
            </Button>
          )}
        </Flex>
      ),
    },
    { key: "lang", title: t("newsletter.col.language"), width: 100, render: (_, row) => languageName(row.lang) },
    { key: "topics", title: t("newsletter.col.topics"), render: (_, row) => row.topicIds.map(nameOf).join(", ") },
    {
      // The consent and the confirmation in one column: they are mostly minutes apart, and the table fits a laptop's screen.
      key: "consent",
      title: withSiteTimeZone(t("newsletter.col.consent")),
      width: 180,
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <span title={row.consentText}>{formatDateTime(row.consentTime)}</span>
          {row.confirmTime && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("newsletter.confirmedAt", { time: formatDateTime(row.confirmTime) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: "bounce",
      title: withSiteTimeZone(t("newsletter.col.bounce")),
      width: 200,
      render: (_, row) =>
        row.lastBounce ? (
          <span title={row.lastBounce.reason}>
            {t(`newsletter.bounce.${row.lastBounce.kind}`, { time: formatDateTime(row.lastBounce.time) })}
          </span>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <Page>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ state: state ?? ALL, email: email ?? "" }}
          emptyValues={{ state: ALL, email: "" }}
          toQuery={(values) => ({ state: values.state === ALL ? undefined : values.state, email: values.email?.trim() || undefined })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="email" label={t("newsletter.filter.email")}>
            <Input
              type="search"
              placeholder={t("newsletter.filter.emailPlaceholder")}
              maxLength={NEWSLETTER_LIMITS.email}
              autoComplete="off"
              spellCheck={false}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="state" label={t("newsletter.col.state")}>
            <Select
              options={[
                { value: ALL, label: t("audit.filter.all") },
                ...NEWSLETTER_SUBSCRIBER_STATES.map((value) => ({ value, label: t(`newsletter.subscriberState.${value}`) })),
              ]}
              style={{ width: 200 }}
            />
          </Form.Item>
        </ListSearchForm>
        <ListTable<NewsletterSubscriber>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("newsletter.noSubscribers")} />}
          filtered={state !== undefined || email !== undefined}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1080 }}
        />
      </Card>
    </Page>
  );
}
