import { useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Form, Input, Result, Skeleton, type FormInstance } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { ApiError, PRACTICE_AREA_LIMITS, toLanguageTag, type Language, type PracticeArea, type PracticeAreaVersionInput } from "@lawfirm/contract";
import { Page } from "../../app/frame/Page.tsx";
import { adminPath } from "../../app/routes.tsx";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { preferredLanguage, useContentLanguages } from "../../ui/contentLanguages.ts";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { LanguageTabs } from "../../ui/LanguageTabs.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { requiredRule } from "../../ui/validation.ts";
import { IconField } from "./IconField.tsx";
import { editPracticeAreaPath } from "./PracticeAreaListPage.tsx";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

interface VersionValues {
  name?: string;
  introduce?: string;
}

interface PracticeAreaFormValues {
  /** The icon belongs to the practice area: every version gets it. */
  iconUrl?: string | null;
  versions: Record<string, VersionValues>;
}

const FORM_FIELDS = ["name", "introduce"];

function toFormValues(versions: readonly PracticeArea[]): PracticeAreaFormValues {
  return {
    iconUrl: versions.find((version) => version.iconUrl)?.iconUrl ?? null,
    versions: Object.fromEntries(versions.map((version) => [version.lang, { name: version.name, introduce: version.introduce }])),
  };
}

/** The languages that hold a field with an error. */
export function languagesWithErrors(form: FormInstance): Set<string> {
  return new Set(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0 && field.name[0] === "versions")
      .map((field) => String(field.name[1])),
  );
}

function PracticeAreaEditor({ languages, initial }: { languages: readonly Language[]; initial: PracticeArea[] | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PracticeAreaFormValues>();
  const unsaved = useUnsavedChanges();
  const [stored, setStored] = useState<PracticeArea[]>(initial ?? []);
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

  const inOrder = (codes: readonly string[]) => languages.map((language) => language.langCode).filter((code) => codes.includes(code));

  const save = useMutation({
    mutationFn: (body: PracticeAreaVersionInput[]) => (isNew ? practiceAreasApi.create(body) : practiceAreasApi.update(body)),
    onSuccess: async (versions) => {
      unsaved.setDirty(false);
      setSummary(undefined);
      void queryClient.invalidateQueries({ queryKey: practiceAreaKeys.all });
      const first = versions[0];
      if (isNew && first) {
        void message.success(t("expertise.created"));
        await navigate(editPracticeAreaPath(first.id), { replace: true });
        return;
      }
      void message.success(t("common.saved"));
      setStored(versions);
      setLangs(inOrder(versions.map((version) => version.lang)));
      form.setFieldsValue(toFormValues(versions));
    },
    onError: (error, body) => {
      const bodyLangs = body.map((version) => version.lang);
      const outcome = showServerErrors(form, error, (path, lang) => {
        if (path[1] === "iconUrl") return ["iconUrl"];
        return versionResolver(bodyLangs, FORM_FIELDS)(path, lang);
      });
      const withErrors = new Set(outcome.fields.filter((field) => field.name[0] === "versions").map((field) => String(field.name[1])));
      setErrorLangs(withErrors);
      const firstLang = langs.find((code) => withErrors.has(code));
      if (firstLang) setActive(firstLang);
      setSummary(outcome.summary);
      if (!outcome.summary) void message.error(t("form.fixErrors"));
    },
  });

  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    const values = form.getFieldsValue(true) as PracticeAreaFormValues;
    const body = langs.map((lang): PracticeAreaVersionInput => {
      const version = values.versions?.[lang] ?? {};
      const id = stored.find((candidate) => candidate.lang === lang)?.id;
      return {
        ...(id ? { id } : {}),
        ...(no ? { no } : {}),
        lang,
        name: version.name?.trim() ?? "",
        introduce: version.introduce ?? "",
        iconUrl: values.iconUrl ?? null,
      };
    });
    save.mutate(body, { onSettled: () => (submitting.current = false) });
  };

  const renderPane = (lang: string) => (
    <div lang={toLanguageTag(lang)} style={{ maxWidth: 960 }}>
      <Form.Item name={["versions", lang, "name"]} label={t("expertise.field.name")} rules={[requiredRule(t("expertise.nameRequired"))]}>
        <Input maxLength={PRACTICE_AREA_LIMITS.name} />
      </Form.Item>
      <Form.Item name={["versions", lang, "introduce"]} label={t("expertise.field.introduce")}>
        <RichTextEditor label={t("expertise.field.introduce")} />
      </Form.Item>
    </div>
  );

  return (
    <>
      {unsaved.prompt}
      <Form<PracticeAreaFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={save.isPending}
        onValuesChange={() => unsaved.setDirty(true)}
        onFieldsChange={() => {
          const next = languagesWithErrors(form);
          setErrorLangs((current) => (current.size === next.size && [...next].every((code) => current.has(code)) ? current : next));
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
        <Card style={{ marginBottom: 16 }}>
          <Form.Item name="iconUrl" label={t("expertise.field.icon")} style={{ marginBottom: 0 }}>
            <IconField />
          </Form.Item>
        </Card>
        <Card>
          <LanguageTabs
            languages={languages}
            present={langs}
            active={active}
            onActiveChange={setActive}
            onAdd={(lang) => {
              setLangs((current) => inOrder([...current, lang]));
              form.setFieldValue(["versions", lang], { name: "", introduce: "" });
              setActive(lang);
              unsaved.setDirty(true);
            }}
            onRemove={(lang) => {
              const rest = langs.filter((code) => code !== lang);
              setLangs(rest);
              setActive(rest[0]);
              setErrorLangs((current) => new Set([...current].filter((code) => code !== lang)));
              unsaved.setDirty(true);
            }}
            errorLangs={errorLangs}
            renderPane={renderPane}
          />
        </Card>
        <FormActions dirty={unsaved.dirty} saving={save.isPending} />
      </Form>
    </>
  );
}

/** `expertise/add` (no id) and `expertise/edit/:id`. */
export default function PracticeAreaEditPage() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id) || undefined;
  const languages = useContentLanguages();
  const detail = useQuery({
    queryKey: practiceAreaKeys.detail(id ?? 0),
    queryFn: ({ signal }) => practiceAreasApi.detail(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 0,
    refetchOnMount: "always",
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(adminPath("expertise/list"))}>
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
    body = <Result status="404" title={t("expertise.notFound")} extra={back} />;
  } else if (!languages.data || (id !== undefined && (!detail.data || !detail.isFetchedAfterMount))) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  } else {
    body = <PracticeAreaEditor key={id ?? "new"} languages={languages.data} initial={detail.data?.versions} />;
  }
  return <Page extra={back}>{body}</Page>;
}
