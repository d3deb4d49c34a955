import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Popconfirm, Table, Typography, type TableProps } from "antd";
import type { SubjectExport, SubjectFindings, SubjectRecord, SubjectSource } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { DeleteOutlined, DownloadOutlined, SearchOutlined } from "../../ui/icons.tsx";
import { privacyApi } from "./privacy.api.ts";
import { DataNoteCard } from "./DataNoteCard.tsx";
import { RetentionCard } from "./RetentionCard.tsx";

const SOURCE_LABELS: Record<SubjectSource, MessageKey> = {
  contact: "privacy.source.contact",
  eventRegistration: "privacy.source.eventRegistration",
  newsletter: "privacy.source.newsletter",
  newsletterDeliveries: "privacy.source.newsletterDeliveries",
  applications: "privacy.source.applications",
  outbox: "privacy.source.outbox",
};

/** Hands the export to the browser as a JSON file named after the address and the day. */
function saveExport(exported: SubjectExport) {
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `personal-data-${exported.email.replace(/[^a-z0-9.@_-]/gi, "_")}-${exported.exportTime.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Data protection: a data subject's requests (decision 0081), where an Administrator enters an
 * e-mail address and sees what the server keeps about it, saves it as a file for the person, or
 * deletes all of it; how long the site keeps what visitors send, and the note on the data beside
 * the site's forms (decision 0085).
 */
export default function PrivacyPage() {
  const t = useT();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const [findings, setFindings] = useState<SubjectFindings>();
  const [erased, setErased] = useState<{ records: number; auditEntries: number }>();

  const lookUp = useMutation({
    mutationFn: (email: string) => privacyApi.lookUp(email),
    onSuccess: (answer) => {
      setFindings(answer);
      setErased(undefined);
    },
  });
  const exportData = useMutation({
    mutationFn: (email: string) => privacyApi.export(email),
    onSuccess: (exported) => {
      saveExport(exported);
      void message.success(t("privacy.exported", { count: exported.records.length }));
    },
  });
  const erase = useMutation({
    mutationFn: (email: string) => privacyApi.erase(email),
    onSuccess: (answer, email) => {
      setErased({
        records: Object.values(answer.deleted).reduce((sum, count) => sum + count, 0),
        auditEntries: answer.auditEntriesErased,
      });
      setFindings({ email, records: [] });
    },
  });

  const columns: TableProps<SubjectRecord>["columns"] = [
    { key: "source", title: t("privacy.col.source"), width: 180, render: (_, record) => t(SOURCE_LABELS[record.source]) },
    { key: "summary", title: t("privacy.col.summary"), ellipsis: true, dataIndex: "summary" },
    { key: "time", title: withSiteTimeZone(t("privacy.col.time")), width: 180, render: (_, record) => formatDateTime(record.time) },
  ];
  const count = findings?.records.length ?? 0;

  return (
    <Page>
      <Flex vertical gap={16}>
        <Card title={t("privacy.requestsTitle")}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
            {t("privacy.intro")}
          </Typography.Paragraph>
          <Form<{ email: string }>
            layout="inline"
            onFinish={(values) => lookUp.mutate(values.email)}
            style={{ rowGap: 8, marginBottom: 16 }}
          >
            <Form.Item
              name="email"
              label={t("privacy.email")}
              rules={[{ required: true, message: t("privacy.emailRequired") }]}
              // Shrinks to a phone's width: an inline form's items keep their size otherwise.
              style={{ flex: "0 1 auto", minWidth: 0, maxWidth: "100%" }}
            >
              <Input type="email" autoComplete="off" style={{ width: 320, maxWidth: "100%" }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={lookUp.isPending}>
                {t("privacy.lookUp")}
              </Button>
            </Form.Item>
          </Form>
          {lookUp.error && <Alert type="error" showIcon title={lookUp.error.message} style={{ marginBottom: 16 }} />}
          {erased !== undefined && (
            <Alert
              type="success"
              showIcon
              title={t("privacy.erased", { count: erased.records, entries: erased.auditEntries })}
              style={{ marginBottom: 16 }}
              role="status"
            />
          )}
          {findings && (
            <Flex vertical gap={12}>
              <Typography.Text strong>{t("privacy.found", { count, email: findings.email })}</Typography.Text>
              <Table<SubjectRecord>
                size="small"
                rowKey={(record) => `${record.source}:${record.id}`}
                dataSource={findings.records}
                columns={columns}
                pagination={false}
                scroll={{ x: 560 }}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("privacy.nothing")} /> }}
              />
              {count > 0 && (
                <Flex gap={8} wrap>
                  <Button icon={<DownloadOutlined />} loading={exportData.isPending} onClick={() => exportData.mutate(findings.email)}>
                    {t("privacy.export")}
                  </Button>
                  <Popconfirm
                    title={t("privacy.eraseConfirm", { count, email: findings.email })}
                    okText={t("privacy.erase")}
                    okButtonProps={{ danger: true }}
                    cancelText={t("common.cancel")}
                    onConfirm={() => erase.mutateAsync(findings.email)}
                  >
                    <Button danger icon={<DeleteOutlined />} loading={erase.isPending}>
                      {t("privacy.erase")}
                    </Button>
                  </Popconfirm>
                </Flex>
              )}
            </Flex>
          )}
        </Card>
        <RetentionCard />
        <DataNoteCard />
      </Flex>
    </Page>
  );
}
