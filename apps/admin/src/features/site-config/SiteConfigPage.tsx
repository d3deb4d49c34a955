import { useMemo, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Switch, Typography } from "antd";
import { PlusOutlined } from "../../ui/icons.tsx";
import {
  PORTAL_COUNT_MAX,
  PORTAL_LIST_MAX_ITEMS,
  editTagOf,
  portalConfigBody,
  portalConfigEndpoints,
  toLanguageTag,
  siteImageSchema,
  type PortalConfig,
  type PortalConfigInput,
  type SiteConfigFields,
} from "@lawfirm/contract";
import { presenceApi, SAVE_AS_DRAFT } from "../../lib/publishingApi.ts";
import { EditPresenceNotice } from "../../ui/editing/EditPresence.tsx";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { liveFieldsOf, SiteConfigPublication } from "./SiteConfigPublication.tsx";
import { LegalNoticeFields } from "./LegalNoticeFields.tsx";
import { firmQueryKey } from "../../lib/firm.ts";
import { inlineErrorApi } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { FormListItemButtons } from "../../ui/FormListItemButtons.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { PerLanguageRecord } from "../../ui/PerLanguageRecord.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { useRecordSave } from "../../ui/useRecordSave.ts";
import { useUnsavedChanges, type UnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { requiredRule, schemaRule } from "../../ui/validation.ts";
import { SaveFailedAlert } from "../../ui/SaveFailedAlert.tsx";

/** The figures' fields hold the override (empty: computed from the data), not the answered value. */
type ConfigForm = SiteConfigFields;

/** The form's fields: the body's, less the language (the tab says it). */
const FORM_FIELDS = Object.keys(portalConfigBody.shape).filter((field) => field !== "lang");

const configKey = (lang: string) => ["portal-config", lang] as const;

/** Who else has the configuration open (decision 0051): one item for every language. */
const SITE_CONFIG_PRESENCE = presenceApi(portalConfigEndpoints);

/** The three headline figures, each with its visibility switch. */
const FIGURES = [
  { count: "lawyerCount", visible: "isLawyerCountVisible", label: "siteConfig.lawyerCount" },
  { count: "totalPeople", visible: "isTotalPeopleVisible", label: "siteConfig.totalPeople" },
  { count: "branchCount", visible: "isBranchCountVisible", label: "siteConfig.branchCount" },
] as const;

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Card>
  );
}

/** The form of one language's configuration. */
function ConfigEditor({
  lang,
  config,
  onSaved,
  unsaved,
}: {
  lang: string;
  config: PortalConfig;
  onSaved: (saved: PortalConfig) => void;
  unsaved: UnsavedChanges;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfigForm>();
  const formatDateTime = useFormatDateTimeWithZone();
  const languageName = useLanguageName()(lang);
  // The form edits the unpublished changes where there are some (decision 0059).
  const initialValues = useMemo<ConfigForm>(() => {
    if (!config.draft) return liveFieldsOf(config);
    const { savedAt: _savedAt, operatorName: _operatorName, factsChanged: _factsChanged, ...fields } = config.draft;
    return fields;
  }, [config]);
  const itemTag = editTagOf([config]);

  const { saving, summary, setSummary, submit } = useRecordSave({
    form,
    unsaved,
    save: (values) => {
      const body: PortalConfigInput = {
        ...values,
        lang,
        name: values.name.trim(),
        iconUrl: values.iconUrl || null,
        email: values.email?.trim() || null,
        lawyerCount: values.lawyerCount ?? null,
        totalPeople: values.totalPeople ?? null,
        branchCount: values.branchCount ?? null,
        advantagesList: values.advantagesList ?? [],
        environmentList: values.environmentList ?? [],
      };
      // Sent with the configuration's edit tag as read: a change made meanwhile refuses the save (412), which the summary explains.
      return inlineErrorApi.call(portalConfigEndpoints.save, { query: SAVE_AS_DRAFT, body }, { ifMatch: itemTag });
    },
    resolve: sameNameResolver(FORM_FIELDS),
    onSaved,
    onFieldErrors: () => void message.error(t("form.fixErrors")),
  });

  /** The labels of an advantage's or a picture's buttons. */
  const itemLabels = (item: string) => ({
    up: t("siteConfig.moveUp", { item }),
    down: t("siteConfig.moveDown", { item }),
    remove: t("siteConfig.remove", { item }),
  });

  const countRules = [schemaRule(portalConfigBody.shape.lawyerCount, t("validation.count", { max: PORTAL_COUNT_MAX }))];

  return (
    <Form<ConfigForm>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={saving}
      scrollToFirstError={{ behavior: "smooth", block: "center" }}
      onValuesChange={() => unsaved.setDirty(true)}
      onFinish={submit}
      onFinishFailed={() => void message.error(t("form.fixErrors"))}
    >
      <div lang={toLanguageTag(lang)}>
        {config.id === null ? (
          <Alert type="info" showIcon title={t("siteConfig.notSaved")} style={{ marginBottom: 16 }} />
        ) : (
          <>
            <EditPresenceNotice api={SITE_CONFIG_PRESENCE} queryKey={configKey(lang)} versionId={config.id} />
            <SiteConfigPublication
              config={{ ...config, id: config.id }}
              languageName={languageName}
              unsaved={unsaved.dirty}
              itemTag={itemTag}
              onChanged={(changed) => {
                unsaved.setDirty(false);
                onSaved(changed);
              }}
            />
          </>
        )}
        {/* The panel says who saved unpublished changes when; the live version's time would be older. */}
        {config.updateTime !== null && !config.draft && (
          <Typography.Paragraph type="secondary">
            {t("siteConfig.lastSaved", { time: formatDateTime(config.updateTime) })}
          </Typography.Paragraph>
        )}
        <SaveFailedAlert summary={summary} onClose={() => setSummary(undefined)} />

        <Section title={t("siteConfig.firmWide")}>
          <Alert type="info" showIcon title={t("siteConfig.firmWideHint")} style={{ marginBottom: 16 }} />
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Form.Item<ConfigForm> name="address" label={t("siteConfig.address")}>
                <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
              <Form.Item<ConfigForm>
                name="email"
                label={t("siteConfig.email")}
                rules={[schemaRule(portalConfigBody.shape.email, t("validation.email"))]}
              >
                <Input inputMode="email" autoComplete="off" maxLength={254} />
              </Form.Item>
              <Form.Item<ConfigForm> name="tel" label={t("siteConfig.tel")}>
                <Input type="tel" maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item<ConfigForm>
                name="iconUrl"
                label={t("siteConfig.logo")}
                rules={[schemaRule(siteImageSchema, t("validation.siteImage"))]}
              >
                <ImageUpload removable previewWidth={160} previewHeight={80} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t("siteConfig.figures")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("siteConfig.figuresHint")}</Typography.Paragraph>
          <Row gutter={24}>
            {FIGURES.map((figure) => (
              <Col xs={24} md={8} key={figure.count}>
                <Form.Item<ConfigForm>
                  name={figure.count}
                  label={t(figure.label)}
                  rules={countRules}
                  extra={t("siteConfig.computedHint", { value: config.figures[figure.count].computed })}
                >
                  <InputNumber min={0} max={PORTAL_COUNT_MAX} precision={0} style={{ width: "100%" }} />
                </Form.Item>
                <Form.Item<ConfigForm>
                  name={figure.visible}
                  label={t("siteConfig.visible", { figure: t(figure.label) })}
                  valuePropName="checked"
                  getValueProps={(value: number) => ({ checked: value === 1 })}
                  normalize={(checked: boolean) => (checked ? 1 : 0)}
                >
                  <Switch />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Section>

        <Section title={t("legalNotice.section")}>
          <LegalNoticeFields />
        </Section>

        <Section title={t("siteConfig.perLanguage")}>
          <Form.Item<ConfigForm> name="name" label={t("siteConfig.name")} rules={[requiredRule(t("siteConfig.nameRequired"))]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item<ConfigForm> name="introduce" label={t("siteConfig.introduce")}>
            <RichTextEditor label={t("siteConfig.introduce")} minHeight={160} />
          </Form.Item>
        </Section>

        <Form.List name="advantagesList">
          {(fields, { add, remove, move }) => (
            <Section
              title={t("siteConfig.advantages")}
              extra={
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= PORTAL_LIST_MAX_ITEMS}
                  onClick={() => add({ title: "", content: "" })}
                >
                  {t("siteConfig.addAdvantage")}
                </Button>
              }
            >
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("siteConfig.noAdvantages")} />}
              {fields.map((field, index) => {
                const label = t("siteConfig.advantageN", { n: index + 1 });
                return (
                  <Card
                    key={field.key}
                    size="small"
                    type="inner"
                    title={label}
                    extra={
                      <FormListItemButtons index={index} count={fields.length} labels={itemLabels(label)} move={move} remove={remove} />
                    }
                    style={{ marginBottom: 12 }}
                  >
                    <Form.Item
                      name={[field.name, "title"]}
                      label={t("siteConfig.itemTitle")}
                      rules={[requiredRule(t("siteConfig.itemTitleRequired"))]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                    <Form.Item name={[field.name, "content"]} label={t("siteConfig.itemContent")} style={{ marginBottom: 0 }}>
                      <RichTextEditor label={`${label}: ${t("siteConfig.itemContent")}`} minHeight={100} />
                    </Form.Item>
                  </Card>
                );
              })}
            </Section>
          )}
        </Form.List>

        <Form.List name="environmentList">
          {(fields, { add, remove, move }) => (
            <Section
              title={t("siteConfig.environment")}
              extra={
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= PORTAL_LIST_MAX_ITEMS}
                  onClick={() => add({ title: "", coverUrl: null })}
                >
                  {t("siteConfig.addPicture")}
                </Button>
              }
            >
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("siteConfig.noPictures")} />}
              <Row gutter={[16, 16]}>
                {fields.map((field, index) => {
                  const label = t("siteConfig.pictureN", { n: index + 1 });
                  return (
                    <Col xs={24} xl={12} key={field.key}>
                      <Card
                        size="small"
                        type="inner"
                        title={label}
                        extra={
                          <FormListItemButtons index={index} count={fields.length} labels={itemLabels(label)} move={move} remove={remove} />
                        }
                      >
                        <Form.Item name={[field.name, "title"]} label={t("siteConfig.itemTitle")}>
                          <Input maxLength={200} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, "coverUrl"]}
                          label={t("siteConfig.picture")}
                          rules={[
                            { required: true, message: t("siteConfig.pictureRequired") },
                            schemaRule(siteImageSchema, t("validation.siteImage")),
                          ]}
                          style={{ marginBottom: 0 }}
                        >
                          <ImageUpload place="card" />
                        </Form.Item>
                        <PlaceAltField
                          name={[field.name, "alt"]}
                          path={["environmentList", field.name, "alt"]}
                          pictureField={["environmentList", field.name, "coverUrl"]}
                          fallback="environment"
                        />
                      </Card>
                    </Col>
                  );
                })}
              </Row>
            </Section>
          )}
        </Form.List>
      </div>
      <FormActions dirty={unsaved.dirty} saving={saving} />
    </Form>
  );
}

/**
 * The site configuration (name, contact, figures, advantages, office pictures), per language: a save
 * is a draft until it is published; the firm-wide facts' draft is every language's (decision 0059).
 */
export default function SiteConfigPage() {
  const queryClient = useQueryClient();
  const unsaved = useUnsavedChanges();
  return (
    <Page>
      {unsaved.prompt}
      <PerLanguageRecord
        unsaved={unsaved}
        queryKey={configKey}
        fetchRecord={(lang, signal) => inlineErrorApi.call(portalConfigEndpoints.get, { query: { lang } }, { signal })}
      >
        {(config, lang) => (
          <ConfigEditor
            // Made again with the fields of each change: a save, a publication, a discard, a restore.
            key={`${lang}:${config.updateTime ?? "new"}:${config.draft?.savedAt ?? "live"}:${config.publishState}`}
            lang={lang}
            config={config}
            unsaved={unsaved}
            onSaved={(saved) => {
              queryClient.setQueryData(configKey(lang), saved);
              // The header names the firm as saved.
              void queryClient.invalidateQueries({ queryKey: firmQueryKey });
              // The firm-wide facts just saved belong to every language: the other tabs read them again.
              void queryClient.invalidateQueries({
                queryKey: configKey(lang).slice(0, 1),
                predicate: (query) => query.queryKey[1] !== lang,
              });
            }}
          />
        )}
      </PerLanguageRecord>
    </Page>
  );
}
