import { useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Form, Input } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { PRACTICE_AREA_LIMITS, toLanguageTag, type Language, type PracticeArea, type PracticeAreaVersionInput } from "@lawfirm/contract";
import { Page } from "../../app/frame/Page.tsx";
import { adminPath } from "../../app/routes.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { EditorLoadPlaceholder, editorLoadStatus } from "../../ui/EditorLoadState.tsx";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { LanguageVersionsForm, useLanguageVersions } from "../../ui/LanguageVersionsForm.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
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

function PracticeAreaEditor({ languages, initial }: { languages: readonly Language[]; initial: PracticeArea[] | undefined }) {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PracticeAreaFormValues>();
  const versions = useLanguageVersions(languages, initial?.map((version) => version.lang));
  const [stored, setStored] = useState<PracticeArea[]>(initial ?? []);
  const initialValues = useMemo(() => toFormValues(initial ?? []), [initial]);
  const submitting = useRef(false);
  const no = stored[0]?.no;
  const isNew = no === undefined;

  const save = useMutation({
    mutationFn: (body: PracticeAreaVersionInput[]) => (isNew ? practiceAreasApi.create(body) : practiceAreasApi.update(body)),
    onSuccess: async (saved) => {
      versions.markSaved();
      void queryClient.invalidateQueries({ queryKey: practiceAreaKeys.all });
      const first = saved[0];
      if (isNew && first) {
        void message.success(t("expertise.created"));
        await navigate(editPracticeAreaPath(first.id), { replace: true });
        return;
      }
      void message.success(t("common.saved"));
      setStored(saved);
      versions.showSavedVersions(saved.map((version) => version.lang));
      form.setFieldsValue(toFormValues(saved));
    },
    onError: (error, body) => {
      const bodyLangs = body.map((version) => version.lang);
      versions.showSaveErrors(form, error, (path, lang) => {
        if (path[1] === "iconUrl") return ["iconUrl"];
        return versionResolver(bodyLangs, FORM_FIELDS)(path, lang);
      });
    },
  });

  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    const values = form.getFieldsValue(true) as PracticeAreaFormValues;
    const body = versions.langs.map((lang): PracticeAreaVersionInput => {
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
    <LanguageVersionsForm<PracticeAreaFormValues>
      versions={versions}
      form={form}
      initialValues={initialValues}
      saving={save.isPending}
      onSubmit={submit}
      onAdd={(lang) => {
        versions.addVersion(lang);
        form.setFieldValue(["versions", lang], { name: "", introduce: "" });
      }}
      renderPane={renderPane}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item name="iconUrl" label={t("expertise.field.icon")} style={{ marginBottom: 0 }}>
          <IconField />
        </Form.Item>
      </Card>
    </LanguageVersionsForm>
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

  const status = editorLoadStatus(languages, detail, id !== undefined);
  const body =
    status === "ready" && languages.data ? (
      <PracticeAreaEditor key={id ?? "new"} languages={languages.data} initial={detail.data?.versions} />
    ) : (
      <EditorLoadPlaceholder status={status === "ready" ? "loading" : status} languages={languages} detail={detail} notFoundTitle={t("expertise.notFound")} back={back} />
    );
  return <Page extra={back}>{body}</Page>;
}
