import { useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Card, Form, Input } from "antd";
import {
  ADDRESS_ROUTES,
  PRACTICE_AREA_LIMITS,
  plainText,
  type PracticeAreaFields,
  type PracticeAreaVersion,
  type PracticeAreaVersionInput,
} from "@lawfirm/contract";
import { formFields, kindForm, pageMetaFormFields, type VersionValuesOf } from "../../ui/editing/kindForm.ts";
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
import { personNames, PersonSelect, usePeoplePicks } from "../people/index.ts";
import { IconField } from "./IconField.tsx";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

/**
 * A practice area's form: the icon belongs to the practice area (every version gets it); the name,
 * introduction and key contacts (named in that version's language) are each version's.
 */
const PRACTICE_AREA_FORM = kindForm<PracticeAreaVersion, PracticeAreaVersion, PracticeAreaVersionInput>()({
  // The editor edits each version's unpublished edit where it has one (decision 0035).
  stored: withDraftFields,
  item: { iconUrl: formFields.picture },
  version: {
    name: formFields.text,
    slug: formFields.text,
    introduce: formFields.richText,
    keyContactIds: formFields.list<number>(),
    ...pageMetaFormFields,
  },
});

/** What a practice area's page says of it without its own search-engine fields: the site's rules (no picture: the firm's logo). */
const practiceAreaPageDefaults = (values: VersionValuesOf<typeof PRACTICE_AREA_FORM>): PageDefaults => ({
  title: values.name?.trim() ?? "",
  description: plainText(values.introduce ?? ""),
  image: null,
});

/** The fields a practice area version's draft may change, with their labels (decision 0035). */
const DRAFT_FIELDS = kindDraftFields("practiceArea");

const PRACTICE_AREA = numberedItemKind<PracticeAreaVersion>(
  adminPath("expertise/list"),
  "expertise.notFound",
  practiceAreaKeys,
  practiceAreasApi,
);

function PracticeAreaEditor({ item }: { item: EditedItem<PracticeAreaVersion[], PracticeAreaVersion> }) {
  const t = useT();
  const queryClient = useQueryClient();
  /**
   * A practice area's publishing: its history compares the introduction as a diff of its words,
   * the icon as a picture, the key contacts by their names now.
   */
  const publishing: PublishingKind<PracticeAreaVersion, PracticeAreaFields> = {
    api: practiceAreasApi,
    preview: { kind: "practiceArea" },
    draftFields: DRAFT_FIELDS,
    historyFields: kindHistoryFields("practiceArea", { keyContactIds: { names: (ids) => personNames(queryClient, ids) } }),
  };
  const editor = useKindEditor(item, {
    publishing: () => publishing,
    ...PRACTICE_AREA_FORM,
    create: practiceAreasApi.create,
    update: practiceAreasApi.update,
    createdMessage: "expertise.created",
    editPathOf: (created) => editorPath("practiceArea", created.no),
  });
  const { form, versions } = editor;

  // The key contacts are the practice area's: picked in one tab, the same people in every tab (decision 0031).
  const contacts = usePeoplePicks(
    queryClient,
    (lang, ids) => form.setFieldValue(["versions", lang, "keyContactIds"], ids),
    (lang) => (form.getFieldValue(["versions", lang, "keyContactIds"]) as number[] | undefined) ?? [],
    Object.fromEntries((item.initial ?? []).map((version) => [version.lang, version.keyContacts])),
  );

  return (
    <KindEditorForm
      editor={editor}
      newVersions={{
        added: () => ({ name: "", introduce: "", keyContactIds: [] }),
        // Copy to language (decision 0035, slice 8): the texts as they are, the key contacts in the new version's language.
        copied: (source) => ({ values: { name: source.name ?? "", introduce: source.introduce ?? "", keyContactIds: [] }, missing: [] }),
        follow: async (from, to) => (await contacts.copy(from, to)).map((person) => person.name),
      }}
      fields={(lang, { field, sharedFieldsReadOnly }) => (
        <>
          <Form.Item name={field("name")} label={t("expertise.field.name")} rules={[requiredRule(t("expertise.nameRequired"))]}>
            <Input maxLength={PRACTICE_AREA_LIMITS.name} />
          </Form.Item>
          <SlugField name={field("slug")} lang={lang} route={ADDRESS_ROUTES.practiceArea} />
          <Form.Item name={field("introduce")} label={t("expertise.field.introduce")}>
            <RichTextEditor label={t("expertise.field.introduce")} />
          </Form.Item>
          <Form.Item name={field("keyContactIds")} label={t("connections.keyContacts")} extra={t("connections.keyContactsHint")}>
            <PersonSelect
              lang={lang}
              known={contacts.known(lang)}
              // The same in every version (the server keeps them so): a translator's are read-only.
              disabled={sharedFieldsReadOnly}
              onPicked={(choices) => contacts.picked(lang, choices, versions.langs)}
            />
          </Form.Item>
          <SearchAndSharing lang={lang} route={ADDRESS_ROUTES.practiceArea} defaultsOf={practiceAreaPageDefaults} />
        </>
      )}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item name={PRACTICE_AREA_FORM.itemField("iconUrl")} label={t("expertise.field.icon")} style={{ marginBottom: 0 }}>
          <IconField />
        </Form.Item>
      </Card>
    </KindEditorForm>
  );
}

/** `expertise/add` (no number) and `expertise/edit/:id`, whose `{id}` is the item number (decision 0060). */
export default function PracticeAreaEditPage() {
  const params = useParams();
  return (
    <KindEditPage kind={PRACTICE_AREA} itemId={Number(params.id) || undefined}>
      {(item) => <PracticeAreaEditor item={item} />}
    </KindEditPage>
  );
}
