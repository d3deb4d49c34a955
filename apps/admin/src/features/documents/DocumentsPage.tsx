import { useState } from "react";
import { useSearchParams } from "react-router";
import { Flex, Form, Input, Typography } from "antd";
import {
  DOCUMENT_NAMES,
  DOCUMENT_TITLE_MAX,
  documentEndpoints,
  isDocumentName,
  type DocumentInput,
  type DocumentName,
  type LegalDocumentFields,
  type LegalDocumentVersion,
} from "@lawfirm/contract";
import type { FormValuesOf } from "../../ui/editing/formValues.ts";
import { inlineErrorApi } from "../../lib/api.ts";
import { publishingApi, SAVE_AS_DRAFT } from "../../lib/publishingApi.ts";
import { Page } from "../../ui/frame/Page.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { ChoiceSwitch } from "../../ui/ChoiceSwitch.tsx";
import { PerLanguageVersionEditor, type PerLanguageKind } from "../../ui/editing/VersionEditor.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { requiredRule } from "../../ui/validation.ts";

const DOCUMENT_LABELS: Record<DocumentName, MessageKey> = {
  privacy: "docs.privacy",
  terms: "docs.terms",
  impressum: "docs.impressum",
  accessibility: "docs.accessibility",
};

type DocumentForm = FormValuesOf<DocumentInput, { title: string; content: string }>;

/** The publishing and revision calls (decision 0035): each answers the version, the item's only one. */
const documentPublishingApi = publishingApi(documentEndpoints, { single: true });

/**
 * The document `name` as a kind with a version per language: its draft and its history keep its
 * title and text; Preview shows a version on its document's page.
 */
const documentKind = (name: DocumentName): PerLanguageKind<LegalDocumentVersion, LegalDocumentFields, DocumentForm> => ({
  queryKey: ["documents", name],
  fetch: (lang, signal) => inlineErrorApi.call(documentEndpoints.get, { params: { name }, query: { lang } }, { signal }),
  editing: (lang) => ({
    publishing: {
      api: documentPublishingApi,
      preview: { kind: "document", documentName: name },
      draftFields: kindDraftFields("document"),
      historyFields: kindHistoryFields("document", {}),
    },
    toFormValues: (document) => {
      // The editor edits the unpublished changes where there are some (decision 0035).
      const fields = document?.draft ?? document;
      return { title: fields?.title ?? "", content: fields?.content ?? "" };
    },
    save: (values, _stored, ifMatch) =>
      inlineErrorApi.call(
        documentEndpoints.save,
        { params: { name }, query: SAVE_AS_DRAFT, body: { lang, title: values.title.trim(), content: values.content } },
        { ifMatch },
      ),
    formFields: ["title", "content"],
    createdMessage: "common.saved",
  }),
  notSavedMessage: "docs.notSaved",
});

/**
 * The legal documents (privacy policy, terms, legal notice), each per language, as rich text, each
 * version with its publication: a saved version is a draft, an edit of a published one its
 * unpublished changes, until published (decision 0035). `?name=&lang=` (the dashboard's links)
 * opens that document in that language.
 */
export default function DocumentsPage() {
  const t = useT();
  const unsaved = useUnsavedChanges();
  const [searchParams] = useSearchParams();
  const linkedName = searchParams.get("name");
  const [name, setName] = useState<DocumentName>(isDocumentName(linkedName) ? linkedName : "privacy");

  return (
    <Page>
      {unsaved.prompt}
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text id="document-choice-label">{t("docs.document")}</Typography.Text>
        <ChoiceSwitch<DocumentName>
          labelledBy="document-choice-label"
          value={name}
          onChange={(next) => unsaved.confirmDiscard(() => setName(next))}
          options={DOCUMENT_NAMES.map((documentName) => ({ value: documentName, label: t(DOCUMENT_LABELS[documentName]) }))}
        />
      </Flex>
      <PerLanguageVersionEditor kind={documentKind(name)} unsaved={unsaved} initialLang={searchParams.get("lang") ?? undefined}>
        <Form.Item<DocumentForm> name="title" label={t("docs.title")} rules={[requiredRule(t("docs.titleRequired"))]}>
          <Input maxLength={DOCUMENT_TITLE_MAX} style={{ maxWidth: 640 }} />
        </Form.Item>
        <Form.Item<DocumentForm> name="content" label={t("docs.content")} rules={[requiredRule(t("docs.contentRequired"))]}>
          <RichTextEditor label={t("docs.content")} minHeight={360} />
        </Form.Item>
      </PerLanguageVersionEditor>
    </Page>
  );
}
