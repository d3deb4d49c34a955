import { useMemo, useRef, useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Skeleton, Space, Switch, Tooltip, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  PORTAL_COUNT_MAX,
  PORTAL_LIST_MAX_ITEMS,
  portalConfigBody,
  portalConfigEndpoints,
  toLanguageTag,
  urlOrSitePathSchema,
  type PortalConfig,
  type PortalConfigInput,
} from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../app/api.ts";
import { Page } from "../../app/frame/Page.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { useFormatDateTime } from "../../ui/format.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { LanguagePicker } from "../../ui/LanguagePicker.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { requiredRule, schemaRule } from "../../ui/validation.ts";

type ConfigForm = Omit<PortalConfig, "lang" | "updateTime">;

const FORM_FIELDS = [
  "name",
  "iconUrl",
  "address",
  "email",
  "tel",
  "introduce",
  "lawyerCount",
  "isLawyerCountVisible",
  "totalPeople",
  "isTotalPeopleVisible",
  "branchCount",
  "isBranchCountVisible",
  "advantagesList",
  "environmentList",
];

const configKey = (lang: string) => ["portal-config", lang] as const;

/** The three headline figures, each with its visibility switch. */
const FIGURES = [
  { count: "lawyerCount", visible: "isLawyerCountVisible", label: "siteConfig.lawyerCount" },
  { count: "totalPeople", visible: "isTotalPeopleVisible", label: "siteConfig.totalPeople" },
  { count: "branchCount", visible: "isBranchCountVisible", label: "siteConfig.branchCount" },
] as const;

/** Up, down and remove buttons of one list item. */
function ItemButtons({ index, count, label, move, remove }: { index: number; count: number; label: string; move: (from: number, to: number) => void; remove: (index: number) => void }) {
  const t = useT();
  return (
    <Space size={0}>
      <Tooltip title={t("common.moveUp")} mouseEnterDelay={0.5}>
        <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t("siteConfig.moveUp", { item: label })} disabled={index === 0} onClick={() => move(index, index - 1)} />
      </Tooltip>
      <Tooltip title={t("common.moveDown")} mouseEnterDelay={0.5}>
        <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t("siteConfig.moveDown", { item: label })} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
      </Tooltip>
      <Tooltip title={t("common.remove")} mouseEnterDelay={0.5}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t("siteConfig.remove", { item: label })} onClick={() => remove(index)} />
      </Tooltip>
    </Space>
  );
}

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>} extra={extra} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

/** The form of one language's configuration. */
function ConfigEditor({ lang, config, onSaved, unsaved }: { lang: string; config: PortalConfig; onSaved: (saved: PortalConfig) => void; unsaved: ReturnType<typeof useUnsavedChanges> }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfigForm>();
  const [summary, setSummary] = useState<string>();
  const submitting = useRef(false);
  const formatDateTime = useFormatDateTime();
  const initialValues = useMemo<ConfigForm>(() => {
    const { lang: _lang, updateTime: _updateTime, ...values } = config;
    return values;
  }, [config]);

  const save = useMutation({
    mutationFn: (values: ConfigForm) => {
      const body: PortalConfigInput = {
        ...values,
        lang,
        name: values.name.trim(),
        iconUrl: values.iconUrl || null,
        email: values.email?.trim() || null,
        advantagesList: values.advantagesList ?? [],
        environmentList: values.environmentList ?? [],
      };
      return inlineErrorApi.call(portalConfigEndpoints.save, { body });
    },
    onSuccess: (saved) => {
      unsaved.setDirty(false);
      setSummary(undefined);
      void message.success(t("common.saved"));
      onSaved(saved);
    },
    onError: (error) => {
      const outcome = showServerErrors(form, error, sameNameResolver(FORM_FIELDS));
      setSummary(outcome.summary);
      if (!outcome.summary) void message.error(t("form.fixErrors"));
    },
  });

  const countRules = [
    { required: true, message: t("siteConfig.countRequired") },
    schemaRule(portalConfigBody.shape.lawyerCount, t("validation.count", { max: PORTAL_COUNT_MAX })),
  ];

  return (
    <Form<ConfigForm>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={save.isPending}
      scrollToFirstError={{ behavior: "smooth", block: "center" }}
      onValuesChange={() => unsaved.setDirty(true)}
      onFinish={(values) => {
        if (submitting.current) return;
        submitting.current = true;
        save.mutate(values, { onSettled: () => (submitting.current = false) });
      }}
      onFinishFailed={() => void message.error(t("form.fixErrors"))}
    >
      <div lang={toLanguageTag(lang)}>
        {config.updateTime === null ? (
          <Alert type="info" showIcon title={t("siteConfig.notSaved")} style={{ marginBottom: 16 }} />
        ) : (
          <Typography.Paragraph type="secondary">{t("siteConfig.lastSaved", { time: formatDateTime(config.updateTime) })}</Typography.Paragraph>
        )}
        {summary && <Alert type="error" showIcon title={t("form.saveFailed")} description={summary} closable onClose={() => setSummary(undefined)} style={{ marginBottom: 16 }} />}

        <Section title={t("siteConfig.firm")}>
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Form.Item<ConfigForm> name="name" label={t("siteConfig.name")} rules={[requiredRule(t("siteConfig.nameRequired"))]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item<ConfigForm> name="address" label={t("siteConfig.address")}>
                <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
              <Form.Item<ConfigForm> name="email" label={t("siteConfig.email")} rules={[schemaRule(portalConfigBody.shape.email, t("validation.email"))]}>
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
                rules={[schemaRule(urlOrSitePathSchema, t("validation.urlOrPath"))]}
              >
                <ImageUpload removable previewWidth={160} previewHeight={80} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item<ConfigForm> name="introduce" label={t("siteConfig.introduce")}>
            <RichTextEditor label={t("siteConfig.introduce")} minHeight={160} />
          </Form.Item>
        </Section>

        <Section title={t("siteConfig.figures")}>
          <Typography.Paragraph type="secondary">{t("siteConfig.figuresHint")}</Typography.Paragraph>
          <Row gutter={24}>
            {FIGURES.map((figure) => (
              <Col xs={24} md={8} key={figure.count}>
                <Form.Item<ConfigForm> name={figure.count} label={t(figure.label)} rules={countRules}>
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

        <Form.List name="advantagesList">
          {(fields, { add, remove, move }) => (
            <Section
              title={t("siteConfig.advantages")}
              extra={
                <Button icon={<PlusOutlined />} disabled={fields.length >= PORTAL_LIST_MAX_ITEMS} onClick={() => add({ title: "", content: "" })}>
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
                    extra={<ItemButtons index={index} count={fields.length} label={label} move={move} remove={remove} />}
                    style={{ marginBottom: 12 }}
                  >
                    <Form.Item name={[field.name, "title"]} label={t("siteConfig.itemTitle")} rules={[requiredRule(t("siteConfig.itemTitleRequired"))]}>
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
                <Button icon={<PlusOutlined />} disabled={fields.length >= PORTAL_LIST_MAX_ITEMS} onClick={() => add({ title: "", coverUrl: null })}>
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
                      <Card size="small" type="inner" title={label} extra={<ItemButtons index={index} count={fields.length} label={label} move={move} remove={remove} />}>
                        <Form.Item name={[field.name, "title"]} label={t("siteConfig.itemTitle")}>
                          <Input maxLength={200} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, "coverUrl"]}
                          label={t("siteConfig.picture")}
                          rules={[{ required: true, message: t("siteConfig.pictureRequired") }, schemaRule(urlOrSitePathSchema, t("validation.urlOrPath"))]}
                          style={{ marginBottom: 0 }}
                        >
                          <ImageUpload />
                        </Form.Item>
                      </Card>
                    </Col>
                  );
                })}
              </Row>
            </Section>
          )}
        </Form.List>
      </div>
      <FormActions dirty={unsaved.dirty} saving={save.isPending} />
    </Form>
  );
}

/** The site configuration (name, contact, figures, advantages, office pictures), per language. */
export default function SiteConfigPage() {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const languages = useContentLanguages();
  const unsaved = useUnsavedChanges();
  const [chosenLang, setChosenLang] = useState<string>();
  const lang = chosenLang ?? (languages.data ? preferredLanguage(languages.data, locale) : undefined);
  const config = useQuery({
    queryKey: configKey(lang ?? ""),
    queryFn: ({ signal }) => api.call(portalConfigEndpoints.get, { query: { lang: lang ?? "" } }, { signal }),
    enabled: Boolean(lang),
    staleTime: 0,
    refetchOnMount: "always",
    // A refetch in the background must not replace what is being edited.
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (languages.isError || config.isError) {
    body = <LoadErrorAlert onRetry={() => void (languages.isError ? languages.refetch() : config.refetch())} />;
  } else if (!lang || !config.data || !config.isFetchedAfterMount) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  } else {
    body = (
      <ConfigEditor
        key={`${lang}:${config.data.updateTime ?? "new"}`}
        lang={lang}
        config={config.data}
        unsaved={unsaved}
        onSaved={(saved) => queryClient.setQueryData(configKey(lang), saved)}
      />
    );
  }

  return (
    <Page>
      {unsaved.prompt}
      <LanguagePicker
        languages={languages.data}
        value={lang}
        onChange={(next) => unsaved.confirmDiscard(() => setChosenLang(next))}
      />
      {body}
    </Page>
  );
}
