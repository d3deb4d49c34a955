import { Navigate, useSearchParams } from "react-router";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { Col, Form, Input, Row, Select } from "antd";
import {
  ARTICLE_LIMITS,
  ARTICLE_TEXT_FIELD_NAMES,
  ARTICLE_TEXT_FIELDS,
  articleTextFieldsOf,
  catalogEndpoints,
  httpUrlSchema,
  toLanguageTag,
  type AnyArticle,
  type ArticleTextFieldFacts,
  type ArticleTextFieldName,
  type CatalogNode,
  type Language,
} from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import { adminPath } from "../../lib/adminPath.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { catalogKeys, flattenTree, FolderSelect } from "../catalogs/index.ts";
import { PersonSelect, usePeoplePicks } from "../people/index.ts";
import { practiceAreaKeys, practiceAreasApi } from "../practice-areas/index.ts";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { CountedTextArea } from "../../ui/CountedTextArea.tsx";
import { ImageUpload, PLACE_MIN_WIDTHS } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
import { LanguageVersionsForm } from "../../ui/LanguageVersionsForm.tsx";
import { KindPublication } from "../../ui/publishing/KindPublication.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { TranslatedItemEditPage } from "../../ui/TranslatedItemEditPage.tsx";
import { useTranslatedItemEditor } from "../../ui/useTranslatedItemEditor.ts";
import { requiredRule, schemaRule } from "../../ui/validation.ts";
import { ArticleDate } from "./ArticleDate.tsx";
import { articleKeys, articleKinds, type ArticleDraft, type ArticleKind } from "./articleKinds.ts";
import { articleTextFieldLabel, useArticlePublishing } from "./useArticlePublishing.ts";

/** A version's form values; the declared text fields (`ARTICLE_TEXT_FIELDS`) are text areas, empty as "". */
interface VersionValues extends Partial<Record<ArticleTextFieldName, string>> {
  title?: string;
  cataId?: number;
  coverUrl?: string | null;
  coverAlt?: string | null;
  content?: string;
  note?: string;
  contentUrl?: string;
  personIds?: number[];
  proFieldIds?: number[];
}

interface ArticleFormValues {
  versions: Record<string, VersionValues>;
}

/** The body fields the form shows; a server error on any other one is shown above the form. */
const FORM_FIELDS: readonly (keyof VersionValues)[] = [
  "title",
  ...ARTICLE_TEXT_FIELD_NAMES,
  "cataId",
  "coverUrl",
  "coverAlt",
  "content",
  "note",
  "contentUrl",
  "personIds",
  "proFieldIds",
];

/** The declared text fields of `source` as the form holds them: "" when empty. */
const textFormValues = (source: Partial<Record<ArticleTextFieldName, string | null>>) =>
  Object.fromEntries(ARTICLE_TEXT_FIELD_NAMES.map((field) => [field, source[field] ?? ""])) as Record<ArticleTextFieldName, string>;

/** A declared text field's length limit, which its text area counts to. */
function textFieldLimit(field: ArticleTextFieldName): number {
  const facts: ArticleTextFieldFacts = ARTICLE_TEXT_FIELDS[field];
  return facts.maxLength;
}

/** The fields the editor edits of a version: its draft's when it has one (decision 0035), else its own. */
const editedFields = (version: AnyArticle) => version.draft ?? version;

function toFormValues(versions: readonly AnyArticle[]): ArticleFormValues {
  return {
    versions: Object.fromEntries(
      versions.map((version) => {
        const fields = editedFields(version);
        return [
          version.lang,
          {
            title: fields.title,
            ...textFormValues(fields),
            cataId: fields.cataId || undefined,
            coverUrl: fields.coverUrl || null,
            coverAlt: fields.coverAlt ?? "",
            content: fields.content,
            note: fields.note ?? "",
            contentUrl: fields.contentUrl ?? "",
            personIds: fields.personIds,
            proFieldIds: fields.proFieldIds,
          },
        ];
      }),
    ),
  };
}

interface EditorProps {
  kind: ArticleKind;
  /** Editing an external link (news whose list entry leads to another website). */
  external: boolean;
  languages: readonly Language[];
  /** The item's versions; undefined for a new item. */
  initial: AnyArticle[] | undefined;
}

/** The editor of one item: a tab per language version, each with the kind's fields. */
function ArticleEditor({ kind, external, languages, initial }: EditorProps) {
  const t = useT();
  const queryClient = useQueryClient();
  /** Takes in the item's versions as the server answers them after a save or a publication change. */
  const showStored = (stored: AnyArticle[]) => {
    const storedNo = stored[0]?.no;
    if (storedNo !== undefined) queryClient.setQueryData(articleKeys.detail(kind, storedNo), stored);
    void queryClient.invalidateQueries({ queryKey: [...articleKeys.all(kind), "list"] });
  };
  const { form, versions, formProps } = useTranslatedItemEditor({
    languages,
    initial,
    toFormValues,
    toBody: (values, version): ArticleDraft => {
      const fields = values.versions?.[version.lang] ?? {};
      return {
        ...version,
        title: fields.title?.trim() ?? "",
        ...articleTextFieldsOf(fields),
        coverUrl: fields.coverUrl ?? "",
        coverAlt: fields.coverAlt?.trim() || null,
        content: external ? "" : (fields.content ?? ""),
        cataId: fields.cataId,
        isLink: external ? 1 : 0,
        note: fields.note,
        contentUrl: fields.contentUrl?.trim(),
        personIds: fields.personIds ?? [],
        proFieldIds: fields.proFieldIds ?? [],
      };
    },
    create: kind.create,
    update: kind.update,
    afterSave: showStored,
    createdMessage: "articles.created",
    editPathOf: (created) => {
      const path = external && kind.paths.editExternal ? kind.paths.editExternal : kind.paths.edit;
      return `${adminPath(path)}?no=${created.no}`;
    },
    resolveErrors: (bodyLangs) => versionResolver(bodyLangs, FORM_FIELDS),
  });
  const { langs } = versions;
  const publishing = useArticlePublishing(kind);

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

  const addLanguage = (lang: string) => {
    const from = versions.active;
    versions.addVersion(lang);
    if (!from) return;
    // A new version usually shows the same picture and sits in the same folder.
    const cover = form.getFieldValue(["versions", from, "coverUrl"]) as string | null | undefined;
    form.setFieldValue(["versions", lang], {
      title: "",
      ...textFormValues({}),
      content: "",
      note: "",
      contentUrl: "",
      coverUrl: cover ?? null,
      personIds: [],
      proFieldIds: practiceAreasIn((form.getFieldValue(["versions", from, "proFieldIds"]) as number[] | undefined) ?? [], from, lang),
    });
    void people.copy(from, lang);
    const cataId = form.getFieldValue(["versions", from, "cataId"]) as number | undefined;
    if (cataId) void sameFolderIn(from, cataId, lang).then((match) => match && form.setFieldValue(["versions", lang, "cataId"], match));
  };

  /**
   * Copy to language (decision 0035, slice 8): a new version gets another version's texts and
   * cover as they are, its folder, people and practice areas as the same ones in its language;
   * answers the names of those that language has no version of (left out).
   */
  const copyLanguage = async (from: string, to: string): Promise<string[]> => {
    const source = (form.getFieldValue(["versions", from]) as VersionValues | undefined) ?? {};
    const folder = source.cataId ? await folderIn(from, source.cataId, to) : { id: undefined, name: undefined };
    const areas = source.proFieldIds ?? [];
    const areasMissing = areas.filter((id) => practiceAreasIn([id], from, to).length === 0);
    form.setFieldValue(["versions", to], {
      title: source.title ?? "",
      ...textFormValues(source),
      content: source.content ?? "",
      note: source.note ?? "",
      contentUrl: source.contentUrl ?? "",
      coverUrl: source.coverUrl ?? null,
      cataId: folder.id,
      personIds: [],
      proFieldIds: practiceAreasIn(areas, from, to),
    });
    const peopleMissing = await people.copy(from, to);
    return [
      ...(source.cataId && folder.id === undefined ? [folder.name ?? String(source.cataId)] : []),
      ...peopleMissing.map((person) => person.name),
      ...areasMissing.map((id) => practiceAreas.byLang[from]?.find((area) => area.id === id)?.name ?? String(id)),
    ];
  };

  const field = (lang: string, name: keyof VersionValues) => ["versions", lang, name];

  const renderPane = (lang: string) => (
    <>
      <KindPublication
        kind={publishing(lang)}
        version={initial?.find((version) => version.lang === lang)}
        languageName={languages.find((language) => language.langCode === lang)?.langName ?? lang}
        unsaved={versions.unsaved.dirty}
        onChanged={showStored}
        onFieldsReplaced={(stored) => form.setFieldValue(["versions", lang], toFormValues([stored]).versions[lang])}
      />
      <div lang={toLanguageTag(lang)} style={{ maxWidth: 960 }}>
        <Form.Item name={field(lang, "title")} label={t("articles.field.title")} rules={[requiredRule(t("articles.titleRequired"))]}>
          <Input maxLength={ARTICLE_LIMITS.title} />
        </Form.Item>
        {ARTICLE_TEXT_FIELD_NAMES.map((name) => (
          <Form.Item key={name} name={field(lang, name)} label={t(articleTextFieldLabel(name))}>
            <CountedTextArea maxLength={textFieldLimit(name)} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ))}
        {kind.catalogType !== null && (
          <Form.Item
            name={field(lang, "cataId")}
            label={t("articles.field.folder")}
            rules={[{ required: true, message: t("articles.folderRequired") }]}
          >
            <FolderSelect type={kind.catalogType} lang={lang} folderPath={kind.paths.folder} onChange={(id) => onFolderPicked(lang, id)} />
          </Form.Item>
        )}
        <Form.Item
          name={field(lang, "coverUrl")}
          label={t("articles.field.cover")}
          rules={[{ required: true, message: t("articles.coverRequired") }]}
        >
          <ImageUpload minWidth={PLACE_MIN_WIDTHS.cover} fieldLabel={t("articles.field.cover")} />
        </Form.Item>
        <PlaceAltField name={field(lang, "coverAlt")} pictureField={field(lang, "coverUrl")} fallback="cover" />
        {external ? (
          <Form.Item
            name={field(lang, "contentUrl")}
            label={t("articles.field.contentUrl")}
            extra={t("articles.contentUrlHint")}
            rules={[requiredRule(t("articles.contentUrlRequired")), schemaRule(httpUrlSchema, t("validation.httpUrl"))]}
          >
            <Input inputMode="url" placeholder="https://" maxLength={2048} />
          </Form.Item>
        ) : (
          <Form.Item name={field(lang, "content")} label={t("articles.field.content")}>
            <RichTextEditor label={t("articles.field.content")} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name={field(lang, "personIds")} label={t("connections.people")} extra={t("connections.sameInEveryLanguage")}>
              <PersonSelect
                lang={lang}
                known={people.known(lang)}
                // The same in every version (the server keeps them so): a translator's are read-only.
                disabled={versions.sharedFieldsReadOnly}
                onPicked={(choices) => people.picked(lang, choices, langs)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name={field(lang, "proFieldIds")} label={t("connections.practiceAreas")}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: "label" }}
                loading={practiceAreas.isPending}
                options={(practiceAreas.byLang[lang] ?? []).map((area) => ({ value: area.id, label: area.name }))}
                disabled={versions.sharedFieldsReadOnly}
                onChange={(ids: number[]) => onPracticeAreasPicked(lang, ids)}
              />
            </Form.Item>
          </Col>
        </Row>
        {kind.hasNote && (
          <Form.Item name={field(lang, "note")} label={t("articles.field.note")} extra={t("articles.noteHint")}>
            <CountedTextArea maxLength={ARTICLE_LIMITS.note} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )}
      </div>
    </>
  );

  return (
    <>
      <ArticleDate kind={kind} versions={initial} onChanged={showStored} />
      <LanguageVersionsForm<ArticleFormValues> {...formProps} onAdd={addLanguage} onCopy={copyLanguage} renderPane={renderPane} />
    </>
  );
}

/** The editor screen of one kind: `?no=` edits that item, no parameter starts a new one. */
function ArticleEditPage({ kind, external = false }: { kind: ArticleKind; external?: boolean }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const no = Number(searchParams.get("no")) || undefined;
  return (
    <TranslatedItemEditPage
      listPath={adminPath(kind.paths.list)}
      itemId={no}
      queryKey={articleKeys.detail(kind, no ?? 0)}
      fetchItem={kind.detail}
      notFoundTitle={t("articles.notFound")}
      newTitle={external ? (kind.newExternalLabel ?? kind.newLabel) : kind.newLabel}
    >
      {(languages, versions) => {
        const isExternalItem = versions?.[0]?.isLink === 1;
        if (no !== undefined && kind.hasLink && isExternalItem !== external) {
          // An address of the other editor (e.g. typed by hand): open the editor this item needs.
          const path = isExternalItem && kind.paths.editExternal ? kind.paths.editExternal : kind.paths.edit;
          return <Navigate replace to={`${adminPath(path)}?no=${no}`} />;
        }
        return <ArticleEditor key={no ?? "new"} kind={kind} external={external} languages={languages} initial={versions} />;
      }}
    </TranslatedItemEditPage>
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
