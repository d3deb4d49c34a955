import { useNavigate, useParams } from "react-router";
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Typography } from "antd";
import { PlusOutlined } from "../../ui/icons.tsx";
import {
  ADDRESS_ROUTES,
  MAX_SPECIALIST_TITLES,
  PERSON_FIELDS,
  PERSON_LIMITS,
  plainText,
  specialistTitleName,
  type PersonFields,
  type PersonVersion,
  type PersonVersionInput,
} from "@lawfirm/contract";
import { formFields, kindForm, pageMetaFormFields, type FormField, type VersionValuesOf } from "../../ui/editing/kindForm.ts";
import { SearchAndSharing, type PageDefaults } from "../../ui/editing/SearchAndSharing.tsx";
import { SlugField } from "../../ui/editing/SlugField.tsx";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { FormListItemButtons } from "../../ui/FormListItemButtons.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { KindEditorForm, KindEditPage } from "../../ui/editing/KindEditor.tsx";
import { numberedItemKind, useKindEditor, type EditedItem } from "../../ui/editing/useKindEditor.ts";
import type { PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { requiredRule } from "../../ui/validation.ts";
import { peopleApi, peopleKeys } from "./people.api.ts";
import { jobChoices, officeChoices, practiceAreaChoices, useSpecialistTitleOptions, useSpokenLanguageOptions } from "./personChoices.ts";
import { useLinkedChoices } from "../../ui/editing/linkedChoices.ts";
import { PROFILE_LISTS, ProfileEntryList } from "./ProfileLists.tsx";

/** A section as its inputs hold it. */
interface CustomSection {
  title?: string;
  content?: string;
}

/** An entry of a profile's list as its inputs hold it: its texts, a year, a link. */
type EntryValues = Record<string, string | number | null | undefined>;

/** A profile's list of entries (decision 0068): shown as stored; sent with texts trimmed, a blank link as none. */
function entryList<Stored extends object, Sent>(): FormField<readonly Stored[] | undefined, EntryValues[], Sent[]> {
  return {
    show: (stored) => (stored ?? []).map((entry) => ({ ...(entry as EntryValues) })),
    send: (entries) =>
      (entries ?? []).map(
        (entry) =>
          Object.fromEntries(
            Object.entries(entry).map(([name, value]) => [
              name,
              typeof value === "string" ? value.trim() || (name === "url" ? null : "") : (value ?? null),
            ]),
          ) as Sent,
      ),
  };
}

/**
 * A person's form: the photo, telephone, e-mail, spoken languages and specialist titles belong to
 * the person (the same in every version); the name, the photo's own alt text (decision 0036), the
 * office, job titles, practice areas, introduction, sections and the profile's lists (decision 0068)
 * are each version's (the office and the others named in that version's language).
 */
const PERSON_FORM = kindForm<PersonVersion, PersonVersion, PersonVersionInput>()({
  // The editor edits each version's unpublished edit where it has one (decision 0035).
  stored: withDraftFields,
  item: {
    photoUrl: formFields.picture,
    phoneNumber: formFields.optionalText,
    email: formFields.optionalText,
    spokenLanguages: formFields.list<string>(),
    specialistTitles: {
      show: (stored) => [...(stored ?? [])],
      send: (value) => value ?? [],
    } satisfies FormField<readonly string[] | undefined, string[], string[]>,
  },
  version: {
    name: formFields.text,
    slug: formFields.text,
    photoAlt: formFields.optionalText,
    office: formFields.choice,
    jobIds: formFields.list<number>(),
    proFieldIds: formFields.list<number>(),
    intro: formFields.richText,
    customContents: {
      show: (sections) => sections.map((section): CustomSection => ({ ...section })),
      send: (sections) => (sections ?? []).map((section) => ({ title: section.title?.trim() ?? "", content: section.content ?? "" })),
    } satisfies FormField<PersonVersion["customContents"], CustomSection[], PersonVersionInput["customContents"]>,
    barAdmissions: entryList<PersonVersion["barAdmissions"][number], PersonVersionInput["barAdmissions"][number]>(),
    education: entryList<PersonVersion["education"][number], PersonVersionInput["education"][number]>(),
    memberships: {
      show: (stored) => (stored ?? []).join("\n"),
      send: (text) =>
        (text ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
    } satisfies FormField<readonly string[] | undefined, string, string[]>,
    publications: entryList<PersonVersion["publications"][number], PersonVersionInput["publications"][number]>(),
    rankings: entryList<PersonVersion["rankings"][number], PersonVersionInput["rankings"][number]>(),
    ...pageMetaFormFields,
  },
});

type VersionValues = VersionValuesOf<typeof PERSON_FORM>;

/** What a person's page says of them without its own search-engine fields: the site's rules. */
const personPageDefaults = (values: VersionValues, common: Record<string, unknown>): PageDefaults => ({
  title: values.name?.trim() ?? "",
  description: plainText(values.intro ?? ""),
  image: typeof common.photoUrl === "string" ? common.photoUrl : null,
});

/** The fields a person version's draft may change, with their labels (decision 0035). */
const DRAFT_FIELDS = kindDraftFields("person");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The offices, job titles and practice areas a person names, the same items in every language. */
const LINKED = { office: officeChoices, jobIds: jobChoices, proFieldIds: practiceAreaChoices };

const PERSON = numberedItemKind<PersonVersion>(adminPath("people/list"), "people.notFound", peopleKeys, peopleApi);

function PersonEditor({ item }: { item: EditedItem<PersonVersion[], PersonVersion> }) {
  const t = useT();
  const navigate = useNavigate();
  const { languages } = item;
  const choices = useLinkedChoices(LINKED, languages);
  const spokenOptions = useSpokenLanguageOptions();
  const titleOptions = useSpecialistTitleOptions();
  const { locale } = useLocale();

  /**
   * The publishing of the person's version in `lang`: its history names the office, job titles and
   * practice areas in that language (the editor's lists), compares the biography and the sections
   * (each its title, then its text) as a diff of their words, and names the spoken languages.
   */
  const publishing = (lang: string): PublishingKind<PersonVersion, PersonFields> => {
    return {
      api: peopleApi,
      preview: { kind: "person" },
      draftFields: DRAFT_FIELDS,
      historyFields: kindHistoryFields("person", {
        office: { read: (fields) => (fields.office ? [fields.office] : []), names: choices.namesOf("office", lang) },
        customContents: {
          read: (fields) => fields.customContents.map((section) => `<h3>${escapeHtml(section.title)}</h3>${section.content}`).join(""),
        },
        jobIds: { names: choices.namesOf("jobIds", lang) },
        proFieldIds: { names: choices.namesOf("proFieldIds", lang) },
        spokenLanguages: {
          read: (fields) => fields.spokenLanguages.map((code) => spokenOptions.find((option) => option.value === code)?.label ?? code),
        },
        specialistTitles: { read: (fields) => (fields.specialistTitles ?? []).map((code) => specialistTitleName(code, locale)) },
        barAdmissions: { read: (fields) => (fields.barAdmissions ?? []).map((entry) => `${entry.jurisdiction} (${entry.year})`) },
        education: { read: (fields) => (fields.education ?? []).map((entry) => `${entry.degree}, ${entry.institution} (${entry.year})`) },
        memberships: { read: (fields) => fields.memberships ?? [] },
        publications: {
          read: (fields) =>
            (fields.publications ?? []).map((entry) =>
              [entry.title, entry.where, String(entry.year), entry.url].filter(Boolean).join(", "),
            ),
        },
        rankings: {
          read: (fields) => (fields.rankings ?? []).map((entry) => [entry.text, String(entry.year), entry.url].filter(Boolean).join(", ")),
        },
      }),
    };
  };
  const editor = useKindEditor(item, {
    publishing,
    ...PERSON_FORM,
    create: peopleApi.create,
    update: peopleApi.update,
    createdMessage: "people.created",
    editPathOf: (created) => editorPath("person", created.no),
  });
  const { form, versions } = editor;
  const { langs } = versions;

  /** A new version starts with the same office, titles and areas (and the same name, which is usually not translated). */
  const added = (lang: string, from: string | undefined): VersionValues => {
    const values: VersionValues = {
      name: "",
      intro: "",
      customContents: [],
      jobIds: [],
      proFieldIds: [],
      barAdmissions: [],
      education: [],
      memberships: "",
      publications: [],
      rankings: [],
    };
    if (!from) return values;
    const source = form.getFieldValue(["versions", from]) as VersionValues | undefined;
    return { ...values, name: source?.name ?? "", ...choices.copied(source, from, lang).values };
  };

  /**
   * Copy to language (decision 0035, slice 8): the name, introduction and sections as they are,
   * the office, job titles and practice areas as the same ones in the new version's language;
   * names those it has no version of (left out).
   */
  const copied = (source: VersionValues, from: string, to: string) => {
    const linked = choices.copied(source, from, to);
    const values: VersionValues = {
      name: source.name ?? "",
      intro: source.intro ?? "",
      customContents: (source.customContents ?? []).map((section) => ({ title: section.title ?? "", content: section.content ?? "" })),
      // The profile's lists as they are, to be translated (decision 0068).
      barAdmissions: (source.barAdmissions ?? []).map((entry) => ({ ...entry })),
      education: (source.education ?? []).map((entry) => ({ ...entry })),
      memberships: source.memberships ?? "",
      publications: (source.publications ?? []).map((entry) => ({ ...entry })),
      rankings: (source.rankings ?? []).map((entry) => ({ ...entry })),
      ...linked.values,
    };
    return { values, missing: linked.missing };
  };

  const referenceLink = (path: string, label: string) => (
    <Typography.Link href={adminPath(path)} onClick={(event) => (event.preventDefault(), void navigate(adminPath(path)))}>
      {label}
    </Typography.Link>
  );

  return (
    <KindEditorForm
      editor={editor}
      newVersions={{ added, copied }}
      // Wider than the other editors: three choices side by side.
      paneWidth={1000}
      fields={(lang, { field, sharedFieldsReadOnly }) => (
        <>
          <Form.Item name={field("name")} label={t("people.field.name")} rules={[requiredRule(t("people.nameRequired"))]}>
            <Input maxLength={PERSON_LIMITS.name} />
          </Form.Item>
          <SlugField name={field("slug")} lang={lang} route={ADDRESS_ROUTES.person} />
          <PlaceAltField name={field("photoAlt")} pictureField={PERSON_FORM.itemField("photoUrl")} fallback="person" />
          <Row gutter={16}>
            <Col xs={24} lg={8}>
              <Form.Item
                name={field("office")}
                label={t("people.field.office")}
                rules={[{ required: true, message: t("people.officeRequired") }]}
                extra={
                  choices.options(lang, "office").length === 0 && !choices.isPending
                    ? referenceLink("reference/offices", t("people.noOffices"))
                    : undefined
                }
              >
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  loading={choices.isPending}
                  options={choices.options(lang, "office")}
                  // The same in every version (the server keeps them so): a translator's are read-only.
                  disabled={sharedFieldsReadOnly}
                  onChange={(value: number | undefined) => choices.onChange(form, langs, "office", lang, value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name={field("jobIds")} label={t("people.field.jobs")} extra={t("people.jobsHint")}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: "label" }}
                  loading={choices.isPending}
                  options={choices.options(lang, "jobIds")}
                  disabled={sharedFieldsReadOnly}
                  onChange={(value: number[]) => choices.onChange(form, langs, "jobIds", lang, value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name={field("proFieldIds")} label={t("people.field.practiceAreas")}>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: "label" }}
                  loading={choices.isPending}
                  options={choices.options(lang, "proFieldIds")}
                  disabled={sharedFieldsReadOnly}
                  onChange={(value: number[]) => choices.onChange(form, langs, "proFieldIds", lang, value)}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={field("intro")} label={t("people.field.intro")}>
            <RichTextEditor label={t("people.field.intro")} />
          </Form.Item>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t("people.sections")}
          </Typography.Title>
          <Form.List name={field("customContents")}>
            {(fields, { add, remove, move }) => (
              <Flex vertical gap={12}>
                {fields.length === 0 && (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.noSections")} style={{ margin: 0 }} />
                )}
                {fields.map((section, index) => {
                  const label = t("people.sectionNumber", { number: index + 1 });
                  return (
                    <Card
                      key={section.key}
                      size="small"
                      title={label}
                      extra={
                        <FormListItemButtons
                          index={index}
                          count={fields.length}
                          labels={{
                            up: t("people.sectionUp", { number: index + 1 }),
                            down: t("people.sectionDown", { number: index + 1 }),
                            remove: t("people.sectionRemove", { number: index + 1 }),
                          }}
                          move={move}
                          remove={remove}
                        />
                      }
                    >
                      <Form.Item
                        name={[section.name, "title"]}
                        label={t("people.field.sectionTitle")}
                        rules={[requiredRule(t("people.sectionTitleRequired"))]}
                      >
                        <Input maxLength={PERSON_LIMITS.customTitle} />
                      </Form.Item>
                      <Form.Item name={[section.name, "content"]} label={t("people.field.sectionContent")} style={{ marginBottom: 0 }}>
                        <RichTextEditor label={`${label}: ${t("people.field.sectionContent")}`} minHeight={120} />
                      </Form.Item>
                    </Card>
                  );
                })}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: "", content: "" })}
                  disabled={fields.length >= PERSON_LIMITS.customContents}
                  style={{ alignSelf: "start" }}
                >
                  {t("people.addSection")}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t("people.profile")}
          </Typography.Title>
          <Flex vertical gap={16}>
            <ProfileEntryList name={field("barAdmissions")} label="people.field.barAdmissions" inputs={PROFILE_LISTS.barAdmissions} />
            <ProfileEntryList name={field("education")} label="people.field.education" inputs={PROFILE_LISTS.education} />
            <Form.Item name={field("memberships")} label={t("people.field.memberships")} extra={t("people.membershipsHint")}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
            <ProfileEntryList name={field("publications")} label="people.field.publications" inputs={PROFILE_LISTS.publications} />
            <ProfileEntryList name={field("rankings")} label="people.field.rankings" inputs={PROFILE_LISTS.rankings} />
          </Flex>
          <SearchAndSharing<VersionValues> lang={lang} route={ADDRESS_ROUTES.person} defaultsOf={personPageDefaults} />
        </>
      )}
    >
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t("people.common")}
          </Typography.Title>
        }
        style={{ marginBottom: 16 }}
      >
        <Row gutter={24}>
          <Col xs={24} lg={10}>
            <Form.Item name={PERSON_FORM.itemField("photoUrl")} label={t("people.field.photo")}>
              <ImageUpload
                removable
                previewWidth={120}
                previewHeight={150}
                place={PERSON_FIELDS.photoUrl.picture.place}
                fieldLabel={t("people.field.photo")}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={14}>
            <Row gutter={16}>
              {/* Side by side only where an e-mail address of a firm's domain fits in full. */}
              <Col xs={24} xxl={9}>
                <Form.Item
                  name={PERSON_FORM.itemField("phoneNumber")}
                  label={t("people.field.phone")}
                  rules={[{ pattern: /^\+?[0-9][0-9 ()./-]*$/, message: t("people.phoneInvalid") }]}
                >
                  <Input inputMode="tel" maxLength={PERSON_LIMITS.phoneNumber} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} xxl={15}>
                <Form.Item
                  name={PERSON_FORM.itemField("email")}
                  label={t("people.field.email")}
                  rules={[{ type: "email", message: t("people.emailInvalid") }]}
                >
                  <Input inputMode="email" maxLength={PERSON_LIMITS.email} autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name={PERSON_FORM.itemField("spokenLanguages")} label={t("people.field.spokenLanguages")}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: "label" }}
                options={spokenOptions}
                maxCount={PERSON_LIMITS.spokenLanguages}
              />
            </Form.Item>
            <Form.Item
              name={PERSON_FORM.itemField("specialistTitles")}
              label={t("people.field.specialistTitles")}
              extra={t("people.specialistTitlesHint", { max: MAX_SPECIALIST_TITLES })}
            >
              <Select mode="multiple" showSearch={{ optionFilterProp: "label" }} options={titleOptions} maxCount={MAX_SPECIALIST_TITLES} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </KindEditorForm>
  );
}

/** `people/add` (no number) and `people/edit/:id`, whose `{id}` is the item number (decision 0060). */
export default function PersonEditPage() {
  const params = useParams();
  return (
    <KindEditPage kind={PERSON} itemId={Number(params.id) || undefined}>
      {(item) => <PersonEditor item={item} />}
    </KindEditPage>
  );
}
