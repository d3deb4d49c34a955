import { useParams, useNavigate } from "react-router";
import { Card, Col, Form, Input, Row, Select, Typography } from "antd";
import {
  ADDRESS_ROUTES,
  EMPLOYMENT_TYPES,
  JOB_LEVELS,
  JOB_OPENING_LIMITS,
  plainText,
  type JobOpeningFields,
  type JobOpeningVersion,
  type JobOpeningVersionInput,
} from "@lawfirm/contract";
import { formFields, kindForm, pageMetaFormFields, type FormField, type VersionValuesOf } from "../../ui/editing/kindForm.ts";
import { SearchAndSharing, type PageDefaults } from "../../ui/editing/SearchAndSharing.tsx";
import { SlugField } from "../../ui/editing/SlugField.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { KindEditorForm, KindEditPage } from "../../ui/editing/KindEditor.tsx";
import { numberedItemKind, useKindEditor, type EditedItem } from "../../ui/editing/useKindEditor.ts";
import type { PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { requiredRule } from "../../ui/validation.ts";
import { officeChoices, practiceAreaChoices } from "../people/index.ts";
import { useLinkedChoices } from "../../ui/editing/linkedChoices.ts";
import { AggWarning } from "./AggWarning.tsx";
import { EMPLOYMENT_LABELS, LEVEL_LABELS } from "./jobOpeningLabels.ts";
import { jobOpeningKeys, jobOpeningsApi } from "./jobOpenings.api.ts";

/** The start: a date, or empty for "by arrangement" (null). */
const startDateField = { show: (stored) => stored ?? "", send: (value) => value?.trim() || null } satisfies FormField<
  string | null,
  string,
  string | null
>;

/**
 * A job opening's form (decision 0071): the level, employment type and start belong to the opening
 * (every version gets them); the title, address, text, and the office and practice areas (named in
 * that version's language, the same items in every version) are each version's.
 */
const OPENING_FORM = kindForm<JobOpeningVersion, JobOpeningVersion, JobOpeningVersionInput>()({
  stored: withDraftFields,
  item: {
    level: { show: (stored) => stored, send: (value) => value ?? "associate" } satisfies FormField<
      JobOpeningVersion["level"],
      JobOpeningVersion["level"] | undefined,
      JobOpeningVersionInput["level"]
    >,
    employmentType: { show: (stored) => stored, send: (value) => value ?? "fullTime" } satisfies FormField<
      JobOpeningVersion["employmentType"],
      JobOpeningVersion["employmentType"] | undefined,
      JobOpeningVersionInput["employmentType"]
    >,
    startDate: startDateField,
  },
  version: {
    title: formFields.text,
    slug: formFields.text,
    office: formFields.choice,
    proFieldIds: formFields.list<number>(),
    content: formFields.richText,
    ...pageMetaFormFields,
  },
});

type VersionValues = VersionValuesOf<typeof OPENING_FORM>;
/** The office and practice areas it names, the same items in every language. */
const LINKED = { office: officeChoices, proFieldIds: practiceAreaChoices };

/** What an opening's page says of it without its own search-engine fields: the site's rules (no picture: the firm's logo). */
const openingPageDefaults = (values: VersionValues): PageDefaults => ({
  title: values.title?.trim() ?? "",
  description: plainText(values.content ?? ""),
  image: null,
});

const DRAFT_FIELDS = kindDraftFields("opening");

const OPENING = numberedItemKind<JobOpeningVersion>(adminPath("careers/list"), "openings.notFound", jobOpeningKeys, jobOpeningsApi);

function JobOpeningEditor({ item }: { item: EditedItem<JobOpeningVersion[], JobOpeningVersion> }) {
  const t = useT();
  const navigate = useNavigate();
  const choices = useLinkedChoices(LINKED, item.languages);

  const publishing = (lang: string): PublishingKind<JobOpeningVersion, JobOpeningFields> => {
    return {
      api: jobOpeningsApi,
      preview: { kind: "opening" },
      draftFields: DRAFT_FIELDS,
      historyFields: kindHistoryFields("opening", {
        office: { read: (fields) => (fields.office ? [fields.office] : []), names: choices.namesOf("office", lang) },
        proFieldIds: { names: choices.namesOf("proFieldIds", lang) },
      }),
    };
  };
  const editor = useKindEditor(item, {
    publishing,
    ...OPENING_FORM,
    create: jobOpeningsApi.create,
    update: jobOpeningsApi.update,
    createdMessage: "openings.created",
    editPathOf: (created) => editorPath("opening", created.no),
  });
  const { form, versions } = editor;
  const { langs } = versions;

  return (
    <KindEditorForm
      editor={editor}
      newVersions={{
        added: (lang, from) => {
          const values: VersionValues = { title: "", content: "", proFieldIds: [] };
          if (!from) return values;
          return { ...values, ...choices.copied(form.getFieldValue(["versions", from]) as VersionValues | undefined, from, lang).values };
        },
        copied: (source, from, to) => ({
          values: { title: source.title ?? "", content: source.content ?? "", ...choices.copied(source, from, to).values },
          missing: [],
        }),
      }}
      fields={(lang, { field, sharedFieldsReadOnly }) => (
        <>
          <Form.Item name={field("title")} label={t("openings.field.title")} rules={[requiredRule(t("openings.titleRequired"))]}>
            <Input maxLength={JOB_OPENING_LIMITS.title} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => <AggWarning lang={lang} title={form.getFieldValue(["versions", lang, "title"]) as string | undefined} />}
          </Form.Item>
          <SlugField name={field("slug")} lang={lang} route={ADDRESS_ROUTES.opening} />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name={field("office")}
                label={t("openings.field.office")}
                rules={[{ required: true, message: t("openings.officeRequired") }]}
                extra={
                  choices.options(lang, "office").length === 0 && !choices.isPending ? (
                    <Typography.Link
                      href={adminPath("reference/offices")}
                      onClick={(event) => (event.preventDefault(), void navigate(adminPath("reference/offices")))}
                    >
                      {t("people.noOffices")}
                    </Typography.Link>
                  ) : undefined
                }
              >
                <Select
                  allowClear
                  options={choices.options(lang, "office")}
                  disabled={sharedFieldsReadOnly}
                  onChange={(value: number | undefined) => choices.onChange(form, langs, "office", lang, value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={field("proFieldIds")} label={t("openings.field.practiceAreas")}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: "label" }}
                  options={choices.options(lang, "proFieldIds")}
                  disabled={sharedFieldsReadOnly}
                  maxCount={JOB_OPENING_LIMITS.practiceAreas}
                  onChange={(value: number[]) => choices.onChange(form, langs, "proFieldIds", lang, value)}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={field("content")} label={t("openings.field.content")}>
            <RichTextEditor label={t("openings.field.content")} />
          </Form.Item>
          <SearchAndSharing lang={lang} route={ADDRESS_ROUTES.opening} defaultsOf={openingPageDefaults} />
        </>
      )}
    >
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={OPENING_FORM.itemField("level")}
              label={t("openings.field.level")}
              rules={[{ required: true, message: t("openings.levelRequired") }]}
            >
              <Select options={JOB_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={OPENING_FORM.itemField("employmentType")}
              label={t("openings.field.employmentType")}
              rules={[{ required: true, message: t("openings.employmentRequired") }]}
            >
              <Select options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(EMPLOYMENT_LABELS[type]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={OPENING_FORM.itemField("startDate")} label={t("openings.field.startDate")} extra={t("openings.startHint")}>
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </KindEditorForm>
  );
}

/** `careers/add` (no number) and `careers/edit/:id`, whose `{id}` is the item number (decision 0060). */
export default function JobOpeningEditPage() {
  const params = useParams();
  return (
    <KindEditPage kind={OPENING} itemId={Number(params.id) || undefined}>
      {(item) => <JobOpeningEditor item={item} />}
    </KindEditPage>
  );
}
