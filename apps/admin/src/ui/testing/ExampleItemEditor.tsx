import { Form, Input } from "antd";
import type { Language } from "@lawfirm/contract";
import { versionResolver } from "../fieldErrors.ts";
import { LanguageVersionsForm } from "../LanguageVersionsForm.tsx";
// The editor itself, not its lazy wrapper: the tests need not wait for a chunk to load.
import TiptapEditor from "../rich-text/TiptapEditor.tsx";
import { useTranslatedItemEditor, type VersionIdentity } from "../useTranslatedItemEditor.ts";
import { requiredRule } from "../validation.ts";

/** A stored language version of the example item: a title and a rich text. */
export interface ExampleVersion {
  id: number;
  no: number;
  lang: string;
  title: string;
  body: string;
}

/** One version's part of a save request. */
export type ExampleVersionInput = VersionIdentity & { title: string; body: string };

export const EXAMPLE_LANGUAGES: readonly Language[] = [
  { langCode: "en_US", langName: "English" },
  { langCode: "de_DE", langName: "Deutsch" },
];

interface ExampleFormValues {
  versions: Record<string, { title?: string; body?: string }>;
}

function toFormValues(versions: readonly ExampleVersion[]): ExampleFormValues {
  return { versions: Object.fromEntries(versions.map((version) => [version.lang, { title: version.title, body: version.body }])) };
}

function toBody(values: ExampleFormValues, version: VersionIdentity): ExampleVersionInput {
  const fields = values.versions[version.lang];
  return { ...version, title: fields?.title ?? "", body: fields?.body ?? "" };
}

/**
 * An editor of a translated item built on the layer beneath the real editors' shell (ui/editing,
 * which news, people and practice areas use): `useTranslatedItemEditor` with `LanguageVersionsForm`,
 * a required title and a rich text per version. The server is whatever `create` and `update` do; a created item's editor
 * is at `/items/<id>`.
 */
export function ExampleItemEditor({
  initial,
  create,
  update,
}: {
  initial?: ExampleVersion[];
  create: (body: ExampleVersionInput[]) => Promise<ExampleVersion[]>;
  update: (body: ExampleVersionInput[]) => Promise<ExampleVersion[]>;
}) {
  const { form, versions, formProps } = useTranslatedItemEditor({
    languages: EXAMPLE_LANGUAGES,
    initial,
    toFormValues,
    toBody,
    create,
    update,
    afterSave: () => {},
    createdMessage: "articles.created",
    editPathOf: (created) => `/items/${created.id}`,
    resolveErrors: (bodyLangs) => versionResolver(bodyLangs, ["title", "body"]),
  });

  return (
    <LanguageVersionsForm<ExampleFormValues>
      {...formProps}
      onAdd={(lang) => {
        versions.addVersion(lang);
        form.setFieldValue(["versions", lang], { title: "", body: "" });
      }}
      renderPane={(lang) => (
        <>
          <Form.Item name={["versions", lang, "title"]} label={`Title (${lang})`} rules={[requiredRule("Please enter the title")]}>
            <Input />
          </Form.Item>
          <Form.Item name={["versions", lang, "body"]} label={`Text (${lang})`}>
            <TiptapEditor label={`Text (${lang})`} />
          </Form.Item>
        </>
      )}
    />
  );
}
