import { useMemo, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Form, Input, Result, Skeleton, type FormInstance } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { ApiError, ARTICLE_LIMITS, catalogEndpoints, httpUrlSchema, toLanguageTag, type CatalogNode, type Language } from "@lawfirm/contract";
import { api } from "../../app/api.ts";
import { Page } from "../../app/frame/Page.tsx";
import { adminPath } from "../../app/routes.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { catalogKeys } from "../catalogs/catalogs.api.ts";
import { flattenTree } from "../catalogs/folderTree.ts";
import { FolderSelect } from "../catalogs/FolderSelect.tsx";
import { preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { LanguageTabs } from "../../ui/LanguageTabs.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { requiredRule, schemaRule } from "../../ui/validation.ts";
import { articleKeys, articleKinds, type ArticleDraft, type ArticleKind, type ArticleVersion } from "./articleKinds.ts";

interface VersionValues {
  title?: string;
  cataId?: number;
  coverUrl?: string | null;
  content?: string;
  note?: string;
  contentUrl?: string;
}

interface ArticleFormValues {
  versions: Record<string, VersionValues>;
}

/** The body fields the form shows; a server error on any other one is shown above the form. */
const FORM_FIELDS = ["title", "cataId", "coverUrl", "content", "note", "contentUrl"];

function toFormValues(versions: readonly ArticleVersion[]): ArticleFormValues {
  return {
    versions: Object.fromEntries(
      versions.map((version) => [
        version.lang,
        {
          title: version.title,
          cataId: version.cataId || undefined,
          coverUrl: version.coverUrl || null,
          content: version.content,
          note: version.note ?? "",
          contentUrl: version.contentUrl ?? "",
        },
      ]),
    ),
  };
}

/** The languages that hold a field with an error. */
function languagesWithErrors(form: FormInstance<ArticleFormValues>): Set<string> {
  return new Set(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0 && field.name[0] === "versions")
      .map((field) => String(field.name[1])),
  );
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

interface EditorProps {
  kind: ArticleKind;
  /** Editing an external link (news whose list entry leads to another website). */
  external: boolean;
  languages: readonly Language[];
  /** The item's versions; undefined for a new item. */
  initial: ArticleVersion[] | undefined;
}

/** The editor of one item: a tab per language version, each with the kind's fields. */
function ArticleEditor({ kind, external, languages, initial }: EditorProps) {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ArticleFormValues>();
  const unsaved = useUnsavedChanges();
  const [stored, setStored] = useState<ArticleVersion[]>(initial ?? []);
  const [langs, setLangs] = useState<string[]>(() => {
    if (initial?.length) return initial.map((version) => version.lang);
    const first = preferredLanguage(languages, locale);
    return first ? [first] : [];
  });
  const [active, setActive] = useState<string | undefined>(() => (langs.includes(locale) ? locale : langs[0]));
  const [errorLangs, setErrorLangs] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<string>();
  const initialValues = useMemo(() => toFormValues(initial ?? []), [initial]);
  const submitting = useRef(false);
  const no = stored[0]?.no;
  const isNew = no === undefined;

  const inOrder = (codes: readonly string[]) =>
    languages.map((language) => language.langCode).filter((code) => codes.includes(code));

  /** The folder of another language that is the same folder (same `no`), if that language has it. */
  const sameFolderIn = async (fromLang: string, cataId: number, toLang: string): Promise<number | undefined> => {
    if (kind.catalogType === null) return undefined;
    const type = kind.catalogType;
    const fetchTree = (code: string) =>
      queryClient.fetchQuery({
        queryKey: catalogKeys.tree(type, code),
        queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type, lang: code } }, { signal }),
      });
    const [from, to] = await Promise.all([fetchTree(fromLang), fetchTree(toLang)]);
    const folderNo = flattenTree(from).find((node: CatalogNode) => node.id === cataId)?.no;
    return flattenTree(to).find((node) => node.no === folderNo)?.id;
  };

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
    const from = active;
    setLangs((current) => inOrder([...current, lang]));
    setActive(lang);
    unsaved.setDirty(true);
    if (!from) return;
    // A new version usually shows the same picture and sits in the same folder.
    const cover = form.getFieldValue(["versions", from, "coverUrl"]) as string | null | undefined;
    form.setFieldValue(["versions", lang], { title: "", content: "", note: "", contentUrl: "", coverUrl: cover ?? null });
    const cataId = form.getFieldValue(["versions", from, "cataId"]) as number | undefined;
    if (cataId) void sameFolderIn(from, cataId, lang).then((match) => match && form.setFieldValue(["versions", lang, "cataId"], match));
  };

  const removeLanguage = (lang: string) => {
    const rest = langs.filter((code) => code !== lang);
    setLangs(rest);
    setActive(rest[0]);
    setErrorLangs((current) => new Set([...current].filter((code) => code !== lang)));
    unsaved.setDirty(true);
  };

  const save = useMutation({
    mutationFn: (drafts: ArticleDraft[]) => (isNew ? kind.create(drafts) : kind.update(drafts)),
    onSuccess: async (versions) => {
      unsaved.setDirty(false);
      setSummary(undefined);
      const savedNo = versions[0]?.no;
      if (savedNo !== undefined) queryClient.setQueryData(articleKeys.detail(kind, savedNo), versions);
      void queryClient.invalidateQueries({ queryKey: [...articleKeys.all(kind), "list"] });
      if (isNew) {
        void message.success(t("articles.created"));
        const path = external && kind.paths.editExternal ? kind.paths.editExternal : kind.paths.edit;
        await navigate(`${adminPath(path)}?no=${savedNo}`, { replace: true });
        return;
      }
      void message.success(t("common.saved"));
      setStored(versions);
      setLangs(inOrder(versions.map((version) => version.lang)));
      form.setFieldsValue(toFormValues(versions));
    },
    onError: (error, drafts) => {
      const outcome = showServerErrors(
        form,
        error,
        versionResolver(
          drafts.map((draft) => draft.lang),
          FORM_FIELDS,
        ),
      );
      const withErrors = new Set(outcome.fields.map((field) => String(field.name[1])));
      setErrorLangs(withErrors);
      const first = langs.find((code) => withErrors.has(code));
      if (first) setActive(first);
      setSummary(outcome.summary);
      if (!outcome.summary) void message.error(t("form.fixErrors"));
    },
  });

  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    const values = form.getFieldsValue(true) as ArticleFormValues;
    const drafts = langs.map((lang): ArticleDraft => {
      const version = values.versions?.[lang] ?? {};
      return {
        id: stored.find((candidate) => candidate.lang === lang)?.id,
        no,
        lang,
        title: version.title?.trim() ?? "",
        coverUrl: version.coverUrl ?? "",
        content: external ? "" : (version.content ?? ""),
        cataId: version.cataId,
        isLink: external ? 1 : 0,
        note: version.note,
        contentUrl: version.contentUrl?.trim(),
      };
    });
    save.mutate(drafts, { onSettled: () => (submitting.current = false) });
  };

  const field = (lang: string, name: keyof VersionValues) => ["versions", lang, name];

  const renderPane = (lang: string) => (
    <div lang={toLanguageTag(lang)} style={{ maxWidth: 960 }}>
      <Form.Item name={field(lang, "title")} label={t("articles.field.title")} rules={[requiredRule(t("articles.titleRequired"))]}>
        <Input maxLength={ARTICLE_LIMITS.title} />
      </Form.Item>
      {kind.catalogType !== null && (
        <Form.Item name={field(lang, "cataId")} label={t("articles.field.folder")} rules={[{ required: true, message: t("articles.folderRequired") }]}>
          <FolderSelect type={kind.catalogType} lang={lang} folderPath={kind.paths.folder} onChange={(id) => onFolderPicked(lang, id)} />
        </Form.Item>
      )}
      <Form.Item name={field(lang, "coverUrl")} label={t("articles.field.cover")} rules={[{ required: true, message: t("articles.coverRequired") }]}>
        <ImageUpload />
      </Form.Item>
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
      {kind.hasNote && (
        <Form.Item name={field(lang, "note")} label={t("articles.field.note")} extra={t("articles.noteHint")}>
          <Input.TextArea maxLength={ARTICLE_LIMITS.note} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      )}
    </div>
  );

  return (
    <>
      {unsaved.prompt}
      <Form<ArticleFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={save.isPending}
        onValuesChange={() => unsaved.setDirty(true)}
        onFieldsChange={() => {
          const next = languagesWithErrors(form);
          setErrorLangs((current) => (sameSet(current, next) ? current : next));
        }}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => {
          const withErrors = new Set(errorFields.filter((error) => error.name[0] === "versions").map((error) => String(error.name[1])));
          setErrorLangs(withErrors);
          const first = langs.find((code) => withErrors.has(code));
          if (first && first !== active) setActive(first);
          void message.error(t("form.fixErrors"));
        }}
      >
        {summary && <Alert type="error" showIcon title={t("form.saveFailed")} description={summary} closable onClose={() => setSummary(undefined)} style={{ marginBottom: 16 }} />}
        <Card>
          <LanguageTabs
            languages={languages}
            present={langs}
            active={active}
            onActiveChange={setActive}
            onAdd={addLanguage}
            onRemove={removeLanguage}
            errorLangs={errorLangs}
            renderPane={renderPane}
          />
        </Card>
        <FormActions dirty={unsaved.dirty} saving={save.isPending} />
      </Form>
    </>
  );
}

/** The editor screen of one kind: `?no=` edits that item, no parameter starts a new one. */
function ArticleEditPage({ kind, external = false }: { kind: ArticleKind; external?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const no = Number(searchParams.get("no")) || undefined;
  const languages = useContentLanguages();
  const detail = useQuery({
    queryKey: articleKeys.detail(kind, no ?? 0),
    queryFn: ({ signal }) => kind.detail(no ?? 0, signal),
    enabled: no !== undefined,
    staleTime: 0,
    // The editor starts from what the server has now, not from a copy cached earlier.
    refetchOnMount: "always",
  });
  const listPath = adminPath(kind.paths.list);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
      {t("common.backToList")}
    </Button>
  );

  let body;
  if (languages.isError || (detail.isError && !(detail.error instanceof ApiError && detail.error.status === 404))) {
    body = (
      <Result
        status="warning"
        title={t("common.loadFailed")}
        extra={
          <Button type="primary" onClick={() => void (languages.isError ? languages.refetch() : detail.refetch())}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  } else if (detail.isError) {
    body = <Result status="404" title={t("articles.notFound")} extra={back} />;
  } else if (!languages.data || (no !== undefined && (!detail.data || !detail.isFetchedAfterMount))) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  } else {
    const isExternalItem = detail.data?.[0]?.isLink === 1;
    if (no !== undefined && kind.hasExternal && isExternalItem !== external) {
      // An address of the other editor (e.g. typed by hand): open the editor this item needs.
      const path = isExternalItem && kind.paths.editExternal ? kind.paths.editExternal : kind.paths.edit;
      return <Navigate replace to={`${adminPath(path)}?no=${no}`} />;
    }
    body = <ArticleEditor key={no ?? "new"} kind={kind} external={external} languages={languages.data} initial={detail.data} />;
  }

  return <Page extra={back}>{body}</Page>;
}

export function NewsEditPage() {
  return <ArticleEditPage kind={articleKinds.news} />;
}

export function NewsExternalEditPage() {
  return <ArticleEditPage kind={articleKinds.news} external />;
}

export function CaseEditPage() {
  return <ArticleEditPage kind={articleKinds.cases} />;
}

export function HonorEditPage() {
  return <ArticleEditPage kind={articleKinds.honors} />;
}
