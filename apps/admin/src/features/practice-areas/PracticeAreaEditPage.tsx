import { useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Card, Form, Input } from "antd";
import {
  PRACTICE_AREA_LIMITS,
  toLanguageTag,
  type Language,
  type PracticeAreaDetail,
  type PracticeAreaFields,
  type PracticeAreaVersion,
  type PracticeAreaVersionInput,
} from "@lawfirm/contract";
import { adminPath } from "../../lib/adminPath.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { versionResolver } from "../../ui/fieldErrors.ts";
import { LanguageVersionsForm } from "../../ui/LanguageVersionsForm.tsx";
import { KindPublication, type PublishingKind } from "../../ui/publishing/KindPublication.tsx";
import { kindDraftFields, kindHistoryFields } from "../../ui/publishing/kindFields.ts";
import { withDraftFields } from "../../ui/publishing/PublicationPanel.tsx";
import { RichTextEditor } from "../../ui/RichTextEditor.tsx";
import { TranslatedItemEditPage } from "../../ui/TranslatedItemEditPage.tsx";
import { useTranslatedItemEditor } from "../../ui/useTranslatedItemEditor.ts";
import { requiredRule } from "../../ui/validation.ts";
import { personNames, PersonSelect, usePeoplePicks } from "../people/index.ts";
import { IconField } from "./IconField.tsx";
import { editPracticeAreaPath } from "./PracticeAreaListPage.tsx";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

interface VersionValues {
  name?: string;
  introduce?: string;
  keyContactIds?: number[];
}

interface PracticeAreaFormValues {
  /** The icon belongs to the practice area: every version gets it. */
  iconUrl?: string | null;
  versions: Record<string, VersionValues>;
}

/** The version fields the form shows; a server error on any other one is shown above the form. */
const FORM_FIELDS: readonly (keyof VersionValues)[] = ["name", "introduce", "keyContactIds"];

/** The fields a practice area version's draft may change, with their labels (decision 0035). */
const DRAFT_FIELDS = kindDraftFields("practiceArea");

/** The form's values: each version's unpublished edit where it has one (the editor edits the draft). */
function toFormValues(stored: readonly PracticeAreaVersion[]): PracticeAreaFormValues {
  const versions = stored.map(withDraftFields);
  return {
    iconUrl: versions.find((version) => version.iconUrl)?.iconUrl ?? null,
    versions: Object.fromEntries(
      versions.map((version) => [version.lang, { name: version.name, introduce: version.introduce, keyContactIds: version.keyContactIds }]),
    ),
  };
}

function PracticeAreaEditor({
  itemId,
  languages,
  initial,
}: {
  /** The version the editor's address names; undefined for a new practice area. */
  itemId: number | undefined;
  languages: readonly Language[];
  initial: PracticeAreaVersion[] | undefined;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  /** Takes in the item's versions as the server answers them after a save or a publication change. */
  const showStored = (stored: PracticeAreaVersion[]) => {
    if (itemId !== undefined) {
      queryClient.setQueryData<PracticeAreaDetail>(practiceAreaKeys.detail(itemId), (current) =>
        current ? { ...current, versions: stored } : current,
      );
    }
    void queryClient.invalidateQueries({ queryKey: [...practiceAreaKeys.all, "list"] });
  };
  const { form, versions, formProps } = useTranslatedItemEditor({
    languages,
    initial,
    toFormValues,
    toBody: (values, version): PracticeAreaVersionInput => ({
      ...version,
      name: values.versions?.[version.lang]?.name?.trim() ?? "",
      introduce: values.versions?.[version.lang]?.introduce ?? "",
      iconUrl: values.iconUrl ?? null,
      keyContactIds: values.versions?.[version.lang]?.keyContactIds ?? [],
    }),
    create: practiceAreasApi.create,
    update: practiceAreasApi.update,
    afterSave: showStored,
    createdMessage: "expertise.created",
    editPathOf: (created) => editPracticeAreaPath(created.id),
    resolveErrors: (bodyLangs) => (path, lang) => {
      if (path[1] === "iconUrl") return ["iconUrl"];
      return versionResolver(bodyLangs, FORM_FIELDS)(path, lang);
    },
  });

  // The key contacts are the practice area's: picked in one tab, the same people in every tab (decision 0031).
  const contacts = usePeoplePicks(
    queryClient,
    (lang, ids) => form.setFieldValue(["versions", lang, "keyContactIds"], ids),
    (lang) => (form.getFieldValue(["versions", lang, "keyContactIds"]) as number[] | undefined) ?? [],
    Object.fromEntries((initial ?? []).map((version) => [version.lang, version.keyContacts])),
  );

  /**
   * A practice area's publishing: its history compares the introduction as a diff of its words,
   * the icon as a picture, the key contacts by their names now.
   */
  const publishing: PublishingKind<PracticeAreaVersion, PracticeAreaFields> = {
    api: practiceAreasApi,
    queryKey: practiceAreaKeys.all,
    preview: { kind: "practiceArea" },
    draftFields: DRAFT_FIELDS,
    historyFields: kindHistoryFields("practiceArea", { keyContactIds: { names: (ids) => personNames(queryClient, ids) } }),
  };

  /** Shows a version's stored fields in its tab again once a discard or a restore replaced them. */
  const showFields = (stored: PracticeAreaVersion) =>
    form.setFieldValue(["versions", stored.lang], toFormValues([stored]).versions[stored.lang]);

  const renderPane = (lang: string) => {
    const saved = initial?.find((version) => version.lang === lang);
    const languageName = languages.find((language) => language.langCode === lang)?.langName ?? lang;
    return (
      <>
        <KindPublication
          kind={publishing}
          version={saved}
          languageName={languageName}
          unsaved={versions.unsaved.dirty}
          onChanged={showStored}
          onFieldsReplaced={showFields}
        />
        <div lang={toLanguageTag(lang)} style={{ maxWidth: 960 }}>
          <Form.Item
            name={["versions", lang, "name"]}
            label={t("expertise.field.name")}
            rules={[requiredRule(t("expertise.nameRequired"))]}
          >
            <Input maxLength={PRACTICE_AREA_LIMITS.name} />
          </Form.Item>
          <Form.Item name={["versions", lang, "introduce"]} label={t("expertise.field.introduce")}>
            <RichTextEditor label={t("expertise.field.introduce")} />
          </Form.Item>
          <Form.Item
            name={["versions", lang, "keyContactIds"]}
            label={t("connections.keyContacts")}
            extra={t("connections.keyContactsHint")}
          >
            <PersonSelect
              lang={lang}
              known={contacts.known(lang)}
              // The same in every version (the server keeps them so): a translator's are read-only.
              disabled={versions.sharedFieldsReadOnly}
              onPicked={(choices) => contacts.picked(lang, choices, versions.langs)}
            />
          </Form.Item>
        </div>
      </>
    );
  };

  return (
    <LanguageVersionsForm<PracticeAreaFormValues>
      {...formProps}
      onAdd={(lang) => {
        const from = versions.active;
        versions.addVersion(lang);
        form.setFieldValue(["versions", lang], { name: "", introduce: "", keyContactIds: [] });
        if (from) void contacts.copy(from, lang);
      }}
      onCopy={async (from, to) => {
        // Copy to language (decision 0035, slice 8): the texts as they are, the key contacts in the new version's language.
        const source = (form.getFieldValue(["versions", from]) as VersionValues | undefined) ?? {};
        form.setFieldValue(["versions", to], { name: source.name ?? "", introduce: source.introduce ?? "", keyContactIds: [] });
        return (await contacts.copy(from, to)).map((person) => person.name);
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
      {(languages, item) => <PracticeAreaEditor key={id ?? "new"} itemId={id} languages={languages} initial={item?.versions} />}
    </TranslatedItemEditPage>
  );
}
