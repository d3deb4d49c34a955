import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Form, InputNumber, Skeleton, Table, Typography, type TableProps } from "antd";
import {
  RETENTION_MONTHS,
  RETENTION_PERIOD_NAMES,
  RETENTION_PERIODS,
  type RetentionPeriodName,
  type RetentionRuleName,
  type RetentionSettings,
} from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { SaveOutlined } from "../../ui/icons.tsx";
import { privacyApi, privacyKeys } from "./privacy.api.ts";

const RULE_LABELS: Record<RetentionRuleName, MessageKey> = {
  contactMessages: "retention.rule.contactMessages",
  declinedApplications: "retention.rule.declinedApplications",
  eventRegistrations: "retention.rule.eventRegistrations",
  pendingSubscriptions: "retention.rule.pendingSubscriptions",
  outboxMessages: "retention.rule.outboxMessages",
  auditEntries: "retention.rule.auditEntries",
};

/** How each firm-set period is counted, with its months. */
const KEPT_LABELS: Record<RetentionPeriodName, MessageKey> = {
  contactMessages: "retention.kept.contactMessages",
  declinedApplications: "retention.kept.declinedApplications",
  eventRegistrations: "retention.kept.eventRegistrations",
};

type Run = RetentionSettings["runs"][number];
type PeriodsForm = Record<RetentionPeriodName, number>;

/**
 * How long the site keeps what visitors send (decision 0085): the periods the firm sets, in
 * months; what the fixed rules keep; when each rule last ran and what it deleted; the next run.
 */
export function RetentionCard() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const [form] = Form.useForm<PeriodsForm>();
  const settings = useQuery({ queryKey: privacyKeys.retention, queryFn: ({ signal }) => privacyApi.retention(signal) });
  const save = useMutation({
    mutationFn: (periods: PeriodsForm) => privacyApi.setRetention(periods),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.retention, saved);
      form.setFieldsValue(saved.periods);
      void message.success(t("retention.saved"));
    },
  });

  const keptFor = (run: Run, answer: RetentionSettings): string => {
    if (run.name === "pendingSubscriptions") return t("retention.kept.pendingSubscriptions");
    if (run.name === "outboxMessages") return t("retention.kept.outbox");
    if (run.name === "auditEntries") return t("retention.kept.audit", { days: answer.auditDays });
    return t(KEPT_LABELS[run.name], { months: answer.periods[run.name] });
  };
  const columns = (answer: RetentionSettings): TableProps<Run>["columns"] => [
    { key: "what", title: t("retention.col.what"), render: (_, run) => t(RULE_LABELS[run.name]) },
    { key: "kept", title: t("retention.col.kept"), render: (_, run) => keptFor(run, answer) },
    {
      key: "lastRun",
      title: withSiteTimeZone(t("retention.col.lastRun")),
      width: 190,
      render: (_, run) => (run.lastRunAt ? formatDateTime(run.lastRunAt) : t("retention.neverRun")),
    },
    { key: "deleted", title: t("retention.col.deleted"), width: 110, align: "right", render: (_, run) => run.lastDeleted ?? "–" },
  ];

  return (
    <Card title={t("retention.title")}>
      {settings.error && <Alert type="error" showIcon title={settings.error.message} />}
      {!settings.data && !settings.error && <Skeleton active />}
      {settings.data && (
        <>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
            {t("retention.intro")}
          </Typography.Paragraph>
          <Form<PeriodsForm>
            form={form}
            layout="vertical"
            initialValues={settings.data.periods}
            onFinish={(values) => save.mutate(values)}
            style={{ maxWidth: 480 }}
          >
            {RETENTION_PERIOD_NAMES.map((name) => (
              <Form.Item<PeriodsForm>
                key={name}
                name={name}
                label={t(RULE_LABELS[name])}
                extra={t("retention.defaultMonths", { months: RETENTION_PERIODS[name].defaultMonths })}
                rules={[
                  {
                    required: true,
                    type: "integer",
                    min: RETENTION_MONTHS.min,
                    max: RETENTION_MONTHS.max,
                    message: t("retention.monthsRange", RETENTION_MONTHS),
                  },
                ]}
              >
                <InputNumber
                  min={RETENTION_MONTHS.min}
                  max={RETENTION_MONTHS.max}
                  precision={0}
                  suffix={t("retention.months")}
                  style={{ width: 200 }}
                />
              </Form.Item>
            ))}
            {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
              {t("common.save")}
            </Button>
          </Form>
          <Typography.Paragraph strong style={{ marginTop: 24 }} role="status">
            {t("retention.nextRun", { time: formatDateTime(settings.data.nextRunAt) })}
          </Typography.Paragraph>
          <Table<Run>
            size="small"
            rowKey="name"
            dataSource={settings.data.runs}
            columns={columns(settings.data)}
            pagination={false}
            scroll={{ x: 720 }}
          />
        </>
      )}
    </Card>
  );
}
