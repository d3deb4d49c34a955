import { useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Card, Form, Input } from "antd";
import { PRACTICE_AREA_LIMITS, toLanguageTag, type Language, type PracticeArea, type PracticeAreaVersionInput } from "@lawfirm/contract";
import { adminPath } from "../../app/adminPath.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { LanguageVersionsForm } from "../../ui/LanguageVersionsForm.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { TranslatedItemEditPage } from "../../ui/TranslatedItemEditPage.tsx";
import { useTranslatedItemEditor } from "../../ui/useTranslatedItemEditor.ts";
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
  const queryClient = useQueryClient();
  const { form, versions, formProps } = useTranslatedItemEditor({
    languages,
    initial,
    toFormValues,
    toBody: (values, version): PracticeAreaVersionInput => ({
      ...version,
      name: values.versions?.[version.lang]?.name?.trim() ?? "",
      introduce: values.versions?.[version.lang]?.introduce ?? "",
      iconUrl: values.iconUrl ?? null,
    }),
    create: practiceAreasApi.create,
    update: practiceAreasApi.update,
    afterSave: () => void queryClient.invalidateQueries({ queryKey: practiceAreaKeys.all }),
    createdMessage: "expertise.created",
    editPathOf: (created) => editPracticeAreaPath(created.id),
    resolveErrors: (bodyLangs) => (path, lang) => {
      if (path[1] === "iconUrl") return ["iconUrl"];
      return versionResolver(bodyLangs, FORM_FIELDS)(path, lang);
    },
  });

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
      {...formProps}
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
  const params = useParams();
  const id = Number(params.id) || undefined;
  return (
    <TranslatedItemEditPage
      listPath={adminPath("expertise/list")}
      itemId={id}
      queryKey={practiceAreaKeys.detail(id ?? 0)}
      fetchItem={practiceAreasApi.detail}
      notFoundTitle={t("expertise.notFound")}
    >
      {(languages, item) => <PracticeAreaEditor key={id ?? "new"} languages={languages} initial={item?.versions} />}
    </TranslatedItemEditPage>
  );
}
