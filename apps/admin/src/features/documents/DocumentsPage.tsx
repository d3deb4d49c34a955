import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Card, Flex, Form, Input, Tag, Typography } from "antd";
import {
  DOCUMENT_NAMES,
  DOCUMENT_TITLE_MAX,
  documentEndpoints,
  isDocumentName,
  toLanguageTag,
  type DocumentName,
  type Language,
  type LegalDocumentFields,
  type LegalDocumentVersion,
} from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { publishingApi, type SavedVersion as SavedVersionOf } from "../../lib/publishingApi.ts";
import { Page } from "../../ui/frame/Page.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { languageName } from "../../ui/contentLanguages.ts";
import { ChoiceSwitch } from "../../ui/ChoiceSwitch.tsx";
import { CopyFromLanguage, type CopyVersion } from "../../ui/CopyFromLanguage.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { useFormatDateTimeWithZone } from "../../ui/format.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { PerLanguageRecord } from "../../ui/PerLanguageRecord.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { KindPublication, type PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { useRecordSave } from "../../ui/useRecordSave.ts";
import { useUnsavedChanges, type UnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { ReadOnly } from "../../ui/ReadOnly.tsx";
import { requiredRule } from "../../ui/validation.ts";
import { SaveFailedAlert } from "../../ui/SaveFailedAlert.tsx";

const DOCUMENT_LABELS: Record<DocumentName, MessageKey> = {
  privacy: "docs.privacy",
  terms: "docs.terms",
  impressum: "docs.impressum",
};

interface DocumentForm {
  title: string;
  content: string;
}

/** The fields the form shows; a server error on any other one is shown above the form. */
const FORM_FIELDS: readonly (keyof DocumentForm)[] = ["title", "content"];

const documentKey = (name: DocumentName, lang: string) => ["documents", name, lang] as const;

type SavedVersion = SavedVersionOf<LegalDocumentVersion>;

/** The saved version the publication panel acts on; undefined for a version not saved yet. */
const savedVersion = (document: LegalDocumentVersion): SavedVersion | undefined =>
  document.id === null ? undefined : { ...document, id: document.id };

/** The publishing and revision calls (decision 0035): each answers the version, the item's only one. */
const documentPublishingApi = publishingApi(documentEndpoints, { single: true });

/**
 * The publishing of a version of the document `name` (decision 0035): its draft and its history
 * keep its title and text; Preview shows it on its document's page.
 */
const documentPublishing = (name: DocumentName): PublishingKind<SavedVersion, LegalDocumentFields> => ({
  api: documentPublishingApi,
  queryKey: ["documents"],
  preview: { kind: "document", documentName: name },
  draftFields: kindDraftFields("document"),
  historyFields: kindHistoryFields("document", {}),
});

/** One language version of one document. */
function DocumentEditor({
  name,
  lang,
  languages,
  document,
  unsaved,
  onSaved,
}: {
  name: DocumentName;
  lang: string;
  languages: readonly Language[];
  document: LegalDocumentVersion;
  unsaved: UnsavedChanges;
  /** Takes in the version as the server answers it after a save or a publication change. */
  onSaved: (saved: LegalDocumentVersion) => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTimeWithZone();
  const mayWrite = useRights().mayWriteLanguage(lang);
  const [form] = Form.useForm<DocumentForm>();
  const { saving, summary, submit } = useRecordSave({
    form,
    unsaved,
    save: (values) =>
      // The back office saves drafts: an edit of a published version waits until it is published (decision 0035).
      inlineErrorApi.call(documentEndpoints.save, {
        params: { name },
        query: { saveAs: "draft" },
        body: { lang, title: values.title.trim(), content: values.content },
      }),
    resolve: sameNameResolver(FORM_FIELDS),
    onSaved,
  });

  const version = savedVersion(document);
  const shown = version ? withDraftFields(version) : document;
  /**
   * Copy to language (decision 0035, slice 8): a new version starts from another language's title
   * and text as its editor shows them (its unpublished changes, if any), to be translated.
   */
  const copy: CopyVersion = async (from) => {
    const source = await inlineErrorApi.call(documentEndpoints.get, { params: { name }, query: { lang: from } });
    const saved = savedVersion(source);
    const fields = saved ? withDraftFields(saved) : source;
    form.setFieldsValue({ title: fields.title, content: fields.content });
    return [];
  };
  /** The languages the document has a saved version in, to copy a new version from. */
  const copySources = languages.map((language) => language.langCode).filter((code) => code !== lang && document.langs.includes(code));
  const takeIn = ([changed]: SavedVersion[]) => changed && onSaved(changed);
  /** Shows the version's stored fields again once a discard or a restore replaced them. */
  const showFields = (changed: SavedVersion) => {
    const fields = withDraftFields(changed);
    form.setFieldsValue({ title: fields.title, content: fields.content });
    unsaved.setDirty(false);
  };

  return (
    <Form<DocumentForm>
      form={form}
      layout="vertical"
      initialValues={{ title: shown.title, content: shown.content }}
      disabled={saving}
      onValuesChange={() => unsaved.setDirty(true)}
      onFinish={submit}
    >
      <Card>
        <KindPublication
          kind={documentPublishing(name)}
          version={version}
          languageName={languageName(languages, lang)}
          unsaved={unsaved.dirty}
          onChanged={takeIn}
          onFieldsReplaced={showFields}
        />
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t("docs.savedIn")}</Typography.Text>
          {document.langs.length === 0 ? (
            <Typography.Text type="secondary">{t("docs.savedNowhere")}</Typography.Text>
          ) : (
            languages
              .filter((language) => document.langs.includes(language.langCode))
              .map((language) => <Tag key={language.langCode}>{language.langName}</Tag>)
          )}
        </Flex>
        {document.updateTime === null ? (
          <Alert
            type="info"
            showIcon
            title={t("docs.notSaved", { language: languageName(languages, lang) })}
            style={{ marginBottom: 16 }}
          />
        ) : (
          // A draft's save time stands in the publication panel above: the version's own time would be older.
          !version?.draft && (
            <Typography.Paragraph type="secondary">
              {t("siteConfig.lastSaved", { time: formatDateTime(document.updateTime) })}
            </Typography.Paragraph>
          )
        )}
        {!version && mayWrite && copySources.length > 0 && (
          <CopyFromLanguage languages={languages} lang={lang} sources={copySources} copy={copy} onCopied={() => unsaved.setDirty(true)} />
        )}
        <SaveFailedAlert summary={summary} />
        {!mayWrite && (
          <Alert
            type="info"
            showIcon
            title={t("docs.readOnly", { language: languageName(languages, lang) })}
            style={{ marginBottom: 16 }}
          />
        )}
        <ReadOnly readOnly={!mayWrite}>
          <div lang={toLanguageTag(lang)}>
            <Form.Item<DocumentForm> name="title" label={t("docs.title")} rules={[requiredRule(t("docs.titleRequired"))]}>
              <Input maxLength={DOCUMENT_TITLE_MAX} style={{ maxWidth: 640 }} />
            </Form.Item>
            <Form.Item<DocumentForm> name="content" label={t("docs.content")} rules={[requiredRule(t("docs.contentRequired"))]}>
              <RichTextEditor label={t("docs.content")} minHeight={360} />
            </Form.Item>
          </div>
        </ReadOnly>
      </Card>
      {mayWrite && <FormActions dirty={unsaved.dirty} saving={saving} />}
    </Form>
  );
}

/**
 * The legal documents (privacy policy, terms, legal notice), each per language, as rich text, each
 * version with its publication: a saved version is a draft, an edit of a published one its
 * unpublished changes, until published (decision 0035). `?name=&lang=` (the dashboard's links)
 * opens that document in that language.
 */
export default function DocumentsPage() {
  const t = useT();
  const queryClient = useQueryClient();
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
      <PerLanguageRecord
        unsaved={unsaved}
        initialLang={searchParams.get("lang") ?? undefined}
        queryKey={(lang) => documentKey(name, lang)}
        fetchRecord={(lang, signal) => inlineErrorApi.call(documentEndpoints.get, { params: { name }, query: { lang } }, { signal })}
      >
        {(document, lang, languages) => (
          <DocumentEditor
            key={`${name}:${lang}:${document.updateTime ?? "new"}:${document.draft?.savedAt ?? ""}`}
            name={name}
            lang={lang}
            languages={languages}
            document={document}
            unsaved={unsaved}
            onSaved={(saved) => {
              queryClient.setQueryData(documentKey(name, lang), saved);
              // The other languages' answers list the saved languages too.
              void queryClient.invalidateQueries({ queryKey: ["documents", name], predicate: (query) => query.queryKey[2] !== lang });
            }}
          />
        )}
      </PerLanguageRecord>
    </Page>
  );
}
