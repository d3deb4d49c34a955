import { Alert, Button, Col, Flex, Form, Input, Radio, Row, Select, Space, Typography } from "antd";
import {
  DISPUTE_RESOLUTION_CHOICES,
  GERMAN_LAWYER_TITLE,
  GERMAN_PROFESSIONAL_RULES,
  INSURANCE_SCOPES,
  LEGAL_NOTICE_RULES_MAX,
  LEGAL_NOTICE_TITLES_MAX,
  httpUrlSchema,
  isEuVatId,
  normalizeVatId,
  type DisputeResolutionChoice,
  type InsuranceScope,
  type ProfessionalRule,
  type SiteConfigFields,
} from "@lawfirm/contract";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { PlusOutlined } from "../../ui/icons.tsx";
import { FormListItemButtons } from "../../ui/FormListItemButtons.tsx";
import { requiredRule, schemaRule } from "../../ui/validation.ts";

const SCOPE_LABELS: Record<InsuranceScope, MessageKey> = {
  worldwide: "legalNotice.scope.worldwide",
  worldwideExceptUsCanada: "legalNotice.scope.worldwideExceptUsCanada",
  europe: "legalNotice.scope.europe",
  germany: "legalNotice.scope.germany",
};

const DISPUTE_LABELS: Record<DisputeResolutionChoice, MessageKey> = {
  declines: "legalNotice.dispute.declines",
  takesPart: "legalNotice.dispute.takesPart",
};

const vatIdRule = (message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (typeof value !== "string" || value.trim() === "") return;
    if (!isEuVatId(normalizeVatId(value))) throw new Error(message);
  },
});

/**
 * The legal notice's facts (decision 0067), firm-wide: typed once, the site words them on the
 * Impressum in every language. The German lawyer's title and the usual German professional rules
 * are offered; the dashboard warns while a required fact is missing.
 */
export function LegalNoticeFields() {
  const t = useT();
  const form = Form.useFormInstance<SiteConfigFields>();
  const takesPart = Form.useWatch(["legalNotice", "disputeResolution"], form) === "takesPart";
  const itemLabels = (item: string) => ({
    up: t("siteConfig.moveUp", { item }),
    down: t("siteConfig.moveDown", { item }),
    remove: t("siteConfig.remove", { item }),
  });

  return (
    <>
      <Alert type="info" showIcon title={t("legalNotice.hint")} style={{ marginBottom: 16 }} />
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item name={["legalNotice", "legalForm"]} label={t("legalNotice.legalForm")} extra={t("legalNotice.legalFormHint")}>
            <Input maxLength={200} placeholder="Partnerschaftsgesellschaft mbB" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={14}>
              <Form.Item name={["legalNotice", "registerCourt"]} label={t("legalNotice.registerCourt")}>
                <Input maxLength={200} placeholder="Amtsgericht München" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item name={["legalNotice", "registerNumber"]} label={t("legalNotice.registerNumber")}>
                <Input maxLength={100} placeholder="PR 1234" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name={["legalNotice", "vatId"]}
            label={t("legalNotice.vatId")}
            extra={t("legalNotice.vatIdHint")}
            rules={[vatIdRule(t("legalNotice.vatIdInvalid"))]}
          >
            <Input maxLength={20} placeholder="DE123456789" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={["legalNotice", "barName"]} label={t("legalNotice.barName")}>
            <Input maxLength={200} placeholder="Rechtsanwaltskammer München" />
          </Form.Item>
          <Form.Item name={["legalNotice", "barAddress"]} label={t("legalNotice.barAddress")}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>

      <Form.List name={["legalNotice", "titles"]}>
        {(fields, { add, remove, move }) => (
          <>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {t("legalNotice.titles")}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t("legalNotice.titlesHint")}</Typography.Paragraph>
            {fields.map((field, index) => {
              const label = t("legalNotice.titleN", { n: index + 1 });
              return (
                <Flex key={field.key} gap={16} align="start" wrap>
                  <Form.Item
                    name={[field.name, "title"]}
                    label={label}
                    rules={[requiredRule(t("legalNotice.titleRequired"))]}
                    style={{ flex: "1 1 260px" }}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "country"]}
                    label={t("legalNotice.titleCountry", { item: label })}
                    rules={[
                      requiredRule(t("legalNotice.countryRequired")),
                      { pattern: /^[A-Za-z]{2}$/, message: t("legalNotice.countryRequired") },
                    ]}
                    style={{ flex: "0 0 200px" }}
                  >
                    <Input maxLength={2} placeholder="DE" />
                  </Form.Item>
                  <Form.Item label=" " colon={false}>
                    <FormListItemButtons index={index} count={fields.length} labels={itemLabels(label)} move={move} remove={remove} />
                  </Form.Item>
                </Flex>
              );
            })}
            <Space wrap style={{ marginBottom: 24 }}>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= LEGAL_NOTICE_TITLES_MAX}
                onClick={() => add({ title: "", country: "" })}
              >
                {t("legalNotice.addTitle")}
              </Button>
              {fields.length === 0 && <Button onClick={() => add({ ...GERMAN_LAWYER_TITLE })}>{t("legalNotice.addGermanTitle")}</Button>}
            </Space>
          </>
        )}
      </Form.List>

      <Form.List name={["legalNotice", "rules"]}>
        {(fields, { add, remove, move }) => {
          const current = (form.getFieldValue(["legalNotice", "rules"]) as ProfessionalRule[] | undefined) ?? [];
          const missingDefaults = GERMAN_PROFESSIONAL_RULES.filter((rule) => !current.some((item) => item?.name === rule.name));
          return (
            <>
              <Typography.Title level={3} style={{ fontSize: 15 }}>
                {t("legalNotice.rules")}
              </Typography.Title>
              {fields.map((field, index) => {
                const label = t("legalNotice.ruleN", { n: index + 1 });
                return (
                  <Flex key={field.key} gap={16} align="start" wrap>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={label}
                      rules={[requiredRule(t("legalNotice.ruleNameRequired"))]}
                      style={{ flex: "1 1 260px" }}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "url"]}
                      label={t("legalNotice.ruleUrl", { item: label })}
                      rules={[requiredRule(t("validation.httpUrl")), schemaRule(httpUrlSchema, t("validation.httpUrl"))]}
                      style={{ flex: "1 1 260px" }}
                    >
                      <Input inputMode="url" maxLength={2048} placeholder="https://" />
                    </Form.Item>
                    <Form.Item label=" " colon={false}>
                      <FormListItemButtons index={index} count={fields.length} labels={itemLabels(label)} move={move} remove={remove} />
                    </Form.Item>
                  </Flex>
                );
              })}
              <Space wrap style={{ marginBottom: 24 }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= LEGAL_NOTICE_RULES_MAX}
                  onClick={() => add({ name: "", url: "" })}
                >
                  {t("legalNotice.addRule")}
                </Button>
                {missingDefaults.length > 0 && fields.length + missingDefaults.length <= LEGAL_NOTICE_RULES_MAX && (
                  <Button onClick={() => missingDefaults.forEach((rule) => add({ ...rule }))}>{t("legalNotice.addGermanRules")}</Button>
                )}
              </Space>
            </>
          );
        }}
      </Form.List>

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t("legalNotice.insurer")}
      </Typography.Title>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item name={["legalNotice", "insurerName"]} label={t("legalNotice.insurerName")}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={["legalNotice", "insuranceScope"]} label={t("legalNotice.insuranceScope")}>
            <Select allowClear options={INSURANCE_SCOPES.map((scope) => ({ value: scope, label: t(SCOPE_LABELS[scope]) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name={["legalNotice", "insurerAddress"]} label={t("legalNotice.insurerAddress")}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t("legalNotice.disputeResolution")}
      </Typography.Title>
      <Form.Item name={["legalNotice", "disputeResolution"]} label={t("legalNotice.disputeResolution")}>
        <Radio.Group
          options={DISPUTE_RESOLUTION_CHOICES.map((choice) => ({ value: choice, label: t(DISPUTE_LABELS[choice]) }))}
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
        />
      </Form.Item>
      {takesPart && (
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Form.Item
              name={["legalNotice", "disputeBoard"]}
              label={t("legalNotice.disputeBoard")}
              rules={[requiredRule(t("legalNotice.disputeBoardRequired"))]}
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 5 }} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name={["legalNotice", "disputeBoardUrl"]}
              label={t("legalNotice.disputeBoardUrl")}
              rules={[schemaRule(httpUrlSchema, t("validation.httpUrl"))]}
            >
              <Input inputMode="url" maxLength={2048} placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
