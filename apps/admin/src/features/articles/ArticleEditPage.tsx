import { Navigate, useSearchParams } from "react-router";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { Col, Form, Input, Row, Select } from "antd";
import {
  ARTICLE_FIELDS,
  ARTICLE_LIMITS,
  ARTICLE_TEXT_FIELD_NAMES,
  ARTICLE_TEXT_FIELDS,
  articleDescription,
  catalogEndpoints,
  httpUrlSchema,
  type AnyArticle,
  type ArticleFields,
  type ArticleTextFieldFacts,
  type ArticleTextFieldName,
  type CatalogNode,
  type ClientNamed,
} from "@lawfirm/contract";
import { formFields, kindForm, pageMetaFormFields, type FormField, type VersionValuesOf } from "../../ui/editing/kindForm.ts";
import { SearchAndSharing, type PageDefaults } from "../../ui/editing/SearchAndSharing.tsx";
import { SlugField } from "../../ui/editing/SlugField.tsx";
import { api } from "../../lib/api.ts";
import { adminPath } from "../../lib/adminPath.ts";
import { editorPath } from "../../lib/editorPaths.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { catalogKeys, flattenTree, FolderSelect } from "../catalogs/index.ts";
import { PersonSelect, usePeoplePicks } from "../people/index.ts";
import { practiceAreaKeys, practiceAreasApi } from "../practice-areas/index.ts";
import { CountedTextArea } from "../../ui/CountedTextArea.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { KindEditorForm, KindEditPage, type PaneHelpers } from "../../ui/editing/KindEditor.tsx";
import { answerIsVersions, useKindEditor, type EditedItem, type EditedKind } from "../../ui/editing/useKindEditor.ts";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { requiredRule, schemaRule } from "../../ui/validation.ts";
import { ArticleDate } from "./ArticleDate.tsx";
import { ClientsNamedSection } from "./ClientsNamedSection.tsx";
import { articleKeys, articleKinds, type ArticleDraft, type ArticleKind } from "./articleKinds.ts";
import { articleTextFieldLabel, useArticlePublishing } from "./useArticlePublishing.ts";

/** The declared text fields of `source` as the form holds them: "" when empty. */
const textFormValues = (source: Partial<Record<ArticleTextFieldName, string | null>>) =>
  Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((field) => [field, source[field] ?? ""])) as Record<ArticleTextFieldName, string>;

/** A declared text field's length limit, which its text area counts to. */
function textFieldLimit(field: ArticleTextFieldName): number {
  const facts: ArticleTextFieldFacts = ARTICLE_TEXT_FIELDS[field];
  return facts.maxLength;
}

/**
 * The fields the editor edits of a version: its draft's when it has one (decision 0035), else its
 * own; a kind without folders, a note or an external address has them empty.
 */
const editedFields = (version: AnyArticle): ArticleFields =>
  version.draft ?? { cataId: null, isLink: null, note: null, contentUrl: null, ...version };

/**
 * An article's form: every field is each version's (the people and practice areas named in that
 * version's language); the declared text fields (`ARTICLE_TEXT_FIELDS`) are text areas, empty as "".
 * A kind's body keeps the fields it has (`articleKinds`).
 */
const ARTICLE_FORM = kindForm<ArticleFields, AnyArticle, ArticleDraft>()({
  stored: editedFields,
  item: {
    // The clients named and their consents (decision 0066): the item's, sent with every version; drafts kept before them have none.
    clientsNamed: {
      show: (stored) => (stored ?? []).map((client) => ({ ...client })),
      send: (value) =>
        (value ?? []).map((client) => ({
          name: client.name?.trim() ?? "",
          consentDate: client.consentDate || null,
          scope: client.scope?.trim() ?? "",
          documentUrl: client.documentUrl || null,
        })),
    } satisfies FormField<ClientNamed[] | undefined, ClientNamed[], ClientNamed[]>,
  },
  version: {
    title: formFields.text,
    slug: formFields.text,
    ...(Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((name) => [name, formFields.optionalText])) as Record<
      ArticleTextFieldName,
      typeof formFields.optionalText
    >),
    cataId: formFields.choice,
    // No cover: an empty address.
    coverUrl: { show: (stored) => stored || null, send: (value) => value ?? "" } satisfies FormField<string, string | null>,
    coverAlt: formFields.optionalText,
    content: formFields.richText,
    note: formFields.optionalText,
    contentUrl: formFields.text,
    personIds: formFields.list<number>(),
    proFieldIds: formFields.list<number>(),
    ...pageMetaFormFields,
  },
});

type VersionValues = VersionValuesOf<typeof ARTICLE_FORM>;

/** What an article's page says of itself without its own search-engine fields: the site's rules. */
const articlePageDefaults = (values: VersionValues): PageDefaults => ({
  title: values.title?.trim() ?? "",
  description: articleDescription({ teaser: values.teaser, note: values.note, content: values.content ?? "" }),
  image: values.coverUrl ?? null,
});

/** Where the items of `kind` are read and cached; its editor's address names an item by its `no`. */
const articleEditedKind = (kind: ArticleKind): EditedKind<AnyArticle[], AnyArticle> => ({
  listPath: adminPath(kind.paths.list),
  queryKey: articleKeys.all(kind),
  detailKey: (no) => articleKeys.detail(kind, no),
  fetchDetail: kind.detail,
  detail: answerIsVersions<AnyArticle>(),
  notFoundTitle: "articles.notFound",
});

interface EditorProps {
  kind: ArticleKind;
  /** Editing an external link (news whose list entry leads to another website). */
  external: boolean;
  item: EditedItem<AnyArticle[], AnyArticle>;
}

/** The editor of one item: a tab per language version, each with the kind's fields. */
function ArticleEditor({ kind, external, item }: EditorProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { languages, initial } = item;
  const publishing = useArticlePublishing(kind);
  const editor = useKindEditor(item, {
    publishing,
    ...ARTICLE_FORM,
    toBody: (values, version): ArticleDraft => ({
      ...ARTICLE_FORM.toBody(values, version),
      // An external link's entry leads to its address: it has no text of its own.
      ...(external ? { content: "" } : {}),
      isLink: external ? 1 : 0,
    }),
    create: kind.create,
    update: kind.update,
    createdMessage: "articles.created",
    editPathOf: (created) => editorPath(kind.name, created.no, { external }),
  });
  const { form, versions, showStored } = editor;
  const { langs } = versions;

  // The people and practice areas are the item's: picked in one tab, the same in every tab (decision 0031).
  const people = usePeoplePicks(
    queryClient,
    (lang, ids) => form.setFieldValue(["versions", lang, "personIds"], ids),
    (lang) => (form.getFieldValue(["versions", lang, "personIds"]) as number[] | undefined) ?? [],
    Object.fromEntries((initial ?? []).map((version) => [version.lang, editedFields(version).people])),
  );
  const practiceAreas = useQueries({
    queries: languages.map(({ langCode }) => ({
      queryKey: practiceAreaKeys.langList(langCode),
      queryFn: ({ signal }: { signal: AbortSignal }) => practiceAreasApi.langList(langCode, signal),
    })),
    combine: (results) => ({
      byLang: Object.fromEntries(languages.map(({ langCode }, index) => [langCode, results[index]?.data ?? []])),
      isPending: results.some((result) => result.isPending),
    }),
  });
  /** The same practice areas (by `no`) in another language. */
  const practiceAreasIn = (ids: readonly number[], from: string, to: string) => {
    const nos = ids.map((id) => practiceAreas.byLang[from]?.find((area) => area.id === id)?.no);
    return nos.flatMap((no) => practiceAreas.byLang[to]?.find((area) => area.no === no)?.id ?? []);
  };
  const onPracticeAreasPicked = (lang: string, ids: number[]) => {
    for (const other of langs)
      if (other !== lang) form.setFieldValue(["versions", other, "proFieldIds"], practiceAreasIn(ids, lang, other));
  };

  /** The folder of another language that is the same folder (same `no`), if that language has it; and its name in `fromLang`. */
  const folderIn = async (
    fromLang: string,
    cataId: number,
    toLang: string,
  ): Promise<{ id: number | undefined; name: string | undefined }> => {
    if (kind.catalogType === null) return { id: undefined, name: undefined };
    const type = kind.catalogType;
    const fetchTree = (code: string) =>
      queryClient.fetchQuery({
        queryKey: catalogKeys.tree(type, code),
        queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type, lang: code } }, { signal }),
      });
    const [from, to] = await Promise.all([fetchTree(fromLang), fetchTree(toLang)]);
    const folder = flattenTree(from).find((node: CatalogNode) => node.id === cataId);
    return { id: flattenTree(to).find((node) => node.no === folder?.no)?.id, name: folder?.name };
  };
  const sameFolderIn = async (fromLang: string, cataId: number, toLang: string) => (await folderIn(fromLang, cataId, toLang)).id;

  /** A folder picked in one language is offered to the other versions that have none yet. */
  const onFolderPicked = (lang: string, cataId: number | undefined) => {
    if (!cataId) return;
    for (const other of langs) {
      if (other === lang || form.getFieldValue(["versions", other, "cataId"])) continue;
      void sameFolderIn(lang, cataId, other).then((match) => {
        if (match && !form.getFieldValue(["versions", other, "cataId"])) form.setFieldValue(["versions", other, "cataId"], match);
      });
    }
  };

  /** A new version usually shows the same picture; its practice areas are the same ones in its language (its folder and people follow). */
  const added = (lang: string, from: string | undefined): VersionValues => ({
    title: "",
    ...textFormValues({}),
    content: "",
    note: "",
    contentUrl: "",
    coverUrl: from ? ((form.getFieldValue(["versions", from, "coverUrl"]) as string | null | undefined) ?? null) : null,
    personIds: [],
    proFieldIds: from
      ? practiceAreasIn((form.getFieldValue(["versions", from, "proFieldIds"]) as number[] | undefined) ?? [], from, lang)
      : [],
  });

  /**
   * Copy to language (decision 0035, slice 8): a new version gets another version's texts and
   * cover as they are, its practice areas as the same ones in its language (its folder and people
   * follow); names those that language has no version of (left out).
   */
  const copied = (source: VersionValues, from: string, to: string) => {
    const areas = source.proFieldIds ?? [];
    const values: VersionValues = {
      title: source.title ?? "",
      ...textFormValues(source),
      content: source.content ?? "",
      note: source.note ?? "",
      contentUrl: source.contentUrl ?? "",
      coverUrl: source.coverUrl ?? null,
      personIds: [],
      proFieldIds: practiceAreasIn(areas, from, to),
    };
    const missing = areas
      .filter((id) => practiceAreasIn([id], from, to).length === 0)
      .map((id) => practiceAreas.byLang[from]?.find((area) => area.id === id)?.name ?? String(id));
    return { values, missing };
  };

  /**
   * A version added or copied sits in the same folder and names the same people, as they are in
   * its language; answers the names of those that language has no version of (left out).
   */
  const follow = async (from: string, to: string): Promise<string[]> => {
    const cataId = form.getFieldValue(["versions", from, "cataId"]) as number | undefined;
    const [folder, peopleMissing] = await Promise.all([
      cataId ? folderIn(from, cataId, to) : { id: undefined, name: undefined },
      people.copy(from, to),
    ]);
    if (folder.id !== undefined) form.setFieldValue(["versions", to, "cataId"], folder.id);
    return [...(cataId && folder.id === undefined ? [folder.name ?? String(cataId)] : []), ...peopleMissing.map((person) => person.name)];
  };

  /** The inputs of the version in `lang`. */
  const fields = (lang: string, { field, sharedFieldsReadOnly }: PaneHelpers<VersionValues>) => {
    return (
      <>
        <Form.Item name={field("title")} label={t("articles.field.title")} rules={[requiredRule(t("articles.titleRequired"))]}>
          <Input maxLength={ARTICLE_LIMITS.title} />
        </Form.Item>
        {/* An external link has no page here. */}
        {!external && <SlugField name={field("slug")} lang={lang} route={kind.siteRoutes.address} />}
        {ARTICLE_TEXT_FIELD_NAMES.map((name) => (
          <Form.Item key={name} name={field(name)} label={t(articleTextFieldLabel(name))}>
            <CountedTextArea maxLength={textFieldLimit(name)} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ))}
        {kind.catalogType !== null && (
          <Form.Item
            name={field("cataId")}
            label={t("articles.field.folder")}
            rules={[{ required: true, message: t("articles.folderRequired") }]}
          >
            <FolderSelect type={kind.catalogType} lang={lang} folderPath={kind.paths.folder} onChange={(id) => onFolderPicked(lang, id)} />
          </Form.Item>
        )}
        <Form.Item
          name={field("coverUrl")}
          label={t("articles.field.cover")}
          rules={[{ required: true, message: t("articles.coverRequired") }]}
        >
          <ImageUpload place={ARTICLE_FIELDS.coverUrl.picture.place} fieldLabel={t("articles.field.cover")} />
        </Form.Item>
        <PlaceAltField name={field("coverAlt")} pictureField={field("coverUrl")} fallback="cover" />
        {external ? (
          <Form.Item
            name={field("contentUrl")}
            label={t("articles.field.contentUrl")}
            extra={t("articles.contentUrlHint")}
            rules={[requiredRule(t("articles.contentUrlRequired")), schemaRule(httpUrlSchema, t("validation.httpUrl"))]}
          >
            <Input inputMode="url" placeholder="https://" maxLength={2048} />
          </Form.Item>
        ) : (
          <Form.Item name={field("content")} label={t("articles.field.content")}>
            <RichTextEditor label={t("articles.field.content")} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name={field("personIds")} label={t("connections.people")} extra={t("connections.sameInEveryLanguage")}>
              <PersonSelect
                lang={lang}
                known={people.known(lang)}
                // The same in every version (the server keeps them so): a translator's are read-only.
                disabled={sharedFieldsReadOnly}
                onPicked={(choices) => people.picked(lang, choices, langs)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name={field("proFieldIds")} label={t("connections.practiceAreas")}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: "label" }}
                loading={practiceAreas.isPending}
                options={(practiceAreas.byLang[lang] ?? []).map((area) => ({ value: area.id, label: area.name }))}
                disabled={sharedFieldsReadOnly}
                onChange={(ids: number[]) => onPracticeAreasPicked(lang, ids)}
              />
            </Form.Item>
          </Col>
        </Row>
        {kind.hasNote && (
          <Form.Item name={field("note")} label={t("articles.field.note")} extra={t("articles.noteHint")}>
            <CountedTextArea maxLength={ARTICLE_LIMITS.note} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )}
        {/* An external link's entry has no page here to describe. */}
        {!external && <SearchAndSharing<VersionValues> lang={lang} route={kind.siteRoutes.address} defaultsOf={articlePageDefaults} />}
      </>
    );
  };

  return (
    <>
      <ArticleDate kind={kind} versions={initial} onChanged={showStored} />
      <KindEditorForm editor={editor} newVersions={{ added, copied, follow }} fields={fields}>
        <ClientsNamedSection name={ARTICLE_FORM.itemField("clientsNamed")} readOnly={versions.sharedFieldsReadOnly} />
      </KindEditorForm>
    </>
  );
}

/** The editor screen of one kind: `?no=` edits that item, no parameter starts a new one. */
function ArticleEditPage({ kind, external = false }: { kind: ArticleKind; external?: boolean }) {
  const [searchParams] = useSearchParams();
  const no = Number(searchParams.get("no")) || undefined;
  return (
    <KindEditPage kind={articleEditedKind(kind)} itemId={no} newTitle={external ? (kind.newExternalLabel ?? kind.newLabel) : kind.newLabel}>
      {(item) => {
        const isExternalItem = item.initial?.[0]?.isLink === 1;
        if (no !== undefined && kind.hasLink && isExternalItem !== external) {
          // An address of the other editor (e.g. typed by hand): open the editor this item needs.
          return (
            <Navigate replace to={editorPath(kind.name, no, { lang: searchParams.get("lang") ?? undefined, external: isExternalItem })} />
          );
        }
        return <ArticleEditor kind={kind} external={external} item={item} />;
      }}
    </KindEditPage>
  );
}

export function NewsEditPage() {
  return <ArticleEditPage kind={articleKinds.news} />;
}

export function NewsExternalEditPage() {
  return <ArticleEditPage kind={articleKinds.news} external />;
}

export function CaseEditPage() {
  return <ArticleEditPage kind={articleKinds.case} />;
}

export function HonorEditPage() {
  return <ArticleEditPage kind={articleKinds.honor} />;
}
