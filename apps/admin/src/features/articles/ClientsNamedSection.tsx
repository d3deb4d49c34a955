import { useState } from "react";
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, Row, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { CLIENTS_NAMED_LIMITS, type ClientNamed } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { DeleteOutlined, FilePdfOutlined, PlusOutlined } from "../../ui/icons.tsx";
import { MediaPickerModal } from "../../ui/media/MediaPickerModal.tsx";
import { requiredRule } from "../../ui/validation.ts";

/** The form's name of the item's clients named (`ARTICLE_FORM.itemField("clientsNamed")`). */
type ListName = ["common", "clientsNamed"];

/** A client as the form holds it: a consent date as `YYYY-MM-DD` (null: none), the others as typed. */
export type ClientNamedValue = ClientNamed;

const DAY = "YYYY-MM-DD";

/** A consent's document: a link to it, and a file chosen from the media library (any type), or none. */
function ConsentDocumentInput({ value, onChange, id }: { value?: string | null; onChange?: (value: string | null) => void; id?: string }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Flex gap={8} align="center" wrap id={id}>
      {value && (
        <Typography.Link href={value} target="_blank" rel="noreferrer">
          <FilePdfOutlined /> {t("clientsNamed.openDocument")}
        </Typography.Link>
      )}
      <Button size="small" onClick={() => setPicking(true)}>
        {t("clientsNamed.chooseDocument")}
      </Button>
      {value && (
        <Button size="small" type="text" onClick={() => onChange?.(null)}>
          {t("clientsNamed.removeDocument")}
        </Button>
      )}
      <MediaPickerModal open={picking} onlyType={null} onClose={() => setPicking(false)} onChoose={(item) => onChange?.(item.url)} />
    </Flex>
  );
}

/**
 * The clients an article names and the record of their consents (decision 0066), the item's (the
 * same in every language version): a row per client with its name, the day it consented, the
 * consent's scope and its document from the media library. A client without a consent date is
 * saved, but keeps the item from being published; the row says so.
 */
export function ClientsNamedSection({ name, readOnly }: { name: ListName; readOnly: boolean }) {
  const t = useT();
  const form = Form.useFormInstance();
  const clients = (Form.useWatch(name, form) as ClientNamedValue[] | undefined) ?? [];
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t("clientsNamed.field")}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary">{t("clientsNamed.hint")}</Typography.Paragraph>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <Flex vertical gap={12}>
            {rows.length === 0 && <Typography.Text type="secondary">{t("clientsNamed.none")}</Typography.Text>}
            {rows.map((row, index) => {
              const client = clients[index];
              return (
                <Card
                  key={row.key}
                  size="small"
                  title={client?.name || t("clientsNamed.name")}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("clientsNamed.remove", { name: client?.name ?? String(index + 1) })}
                      disabled={readOnly}
                      onClick={() => remove(row.name)}
                    />
                  }
                >
                  <Row gutter={16}>
                    <Col xs={24} md={14}>
                      <Form.Item
                        name={[row.name, "name"]}
                        label={t("clientsNamed.name")}
                        rules={[requiredRule(t("clientsNamed.nameRequired"))]}
                      >
                        <Input maxLength={CLIENTS_NAMED_LIMITS.name} disabled={readOnly} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={10}>
                      <Form.Item
                        name={[row.name, "consentDate"]}
                        label={t("clientsNamed.consentDate")}
                        getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null })}
                        normalize={(value: Dayjs | null) => (value ? value.format(DAY) : null)}
                      >
                        <DatePicker format="DD.MM.YYYY" disabled={readOnly} style={{ width: "100%" }} />
                      </Form.Item>
                    </Col>
                  </Row>
                  {client && !client.consentDate && (
                    <Alert type="warning" showIcon title={t("clientsNamed.noConsent")} style={{ marginBottom: 16 }} />
                  )}
                  <Form.Item name={[row.name, "scope"]} label={t("clientsNamed.scope")}>
                    <Input.TextArea maxLength={CLIENTS_NAMED_LIMITS.scope} autoSize={{ minRows: 1, maxRows: 4 }} disabled={readOnly} />
                  </Form.Item>
                  <Form.Item name={[row.name, "documentUrl"]} label={t("clientsNamed.document")} style={{ marginBottom: 0 }}>
                    <ConsentDocumentInput />
                  </Form.Item>
                </Card>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: "", consentDate: null, scope: "", documentUrl: null } satisfies ClientNamedValue)}
              disabled={readOnly || rows.length >= CLIENTS_NAMED_LIMITS.clients}
              style={{ alignSelf: "start" }}
            >
              {t("clientsNamed.add")}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}
