import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Form, Input, Skeleton } from "antd";
import { CATALOG_NAME_MAX, catalogEndpoints, type CatalogNode, type CatalogType, type Language } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useRights } from "../../lib/rights.ts";
import { useLanguageName } from "../../ui/contentLanguages.ts";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { catalogKeys, fetchCatalogDetail } from "./catalogs.api.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";

/** What the dialog does: a new folder (at the top or under a parent), or new names for one. */
export type FolderDialogMode = { kind: "create"; parent: CatalogNode | null } | { kind: "rename"; node: CatalogNode };

interface FolderForm {
  names: Record<string, string | undefined>;
}

/**
 * Creates a folder or renames one, with a name per language: a folder exists in the languages it
 * has a name in. The language being viewed is required, so that the folder appears where the
 * editor is looking.
 */
export function FolderDialog({
  mode,
  type,
  lang,
  languages,
  onClose,
  onSaved,
}: {
  mode: FolderDialogMode;
  type: CatalogType;
  /** The language of the tree on screen. */
  lang: string;
  languages: readonly Language[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const rights = useRights();
  const [form] = Form.useForm<FolderForm>();
  const [summary, setSummary] = useState<string>();

  const folderId = mode.kind === "rename" ? mode.node.id : undefined;
  const parentId = mode.kind === "rename" ? mode.node.parentId || undefined : mode.parent?.id;
  const folder = useQuery({
    queryKey: catalogKeys.detail(folderId ?? 0),
    queryFn: ({ signal }) => fetchCatalogDetail(folderId ?? 0, signal),
    enabled: folderId !== undefined,
    staleTime: 0,
  });
  const parent = useQuery({
    queryKey: catalogKeys.detail(parentId ?? 0),
    queryFn: ({ signal }) => fetchCatalogDetail(parentId ?? 0, signal),
    enabled: parentId !== undefined,
    staleTime: 0,
  });
  const loading = (folderId !== undefined && folder.isPending) || (parentId !== undefined && parent.isPending);
  const loadFailed = folder.isError || parent.isError;

  /** The parent's version in a language; undefined at the top level or where the parent lacks it. */
  const parentVersion = (code: string) => parent.data?.versions.find((version) => version.lang === code);
  const available = (code: string) => parentId === undefined || parentVersion(code) !== undefined;

  const save = useMutation({
    mutationFn: async (values: FolderForm) => {
      const existing = folder.data?.versions ?? [];
      const versions = languages.flatMap(({ langCode }) => {
        const name = values.names[langCode]?.trim();
        if (!name || !available(langCode)) return [];
        const id = existing.find((version) => version.lang === langCode)?.id;
        return [{ ...(id ? { id } : {}), lang: langCode, name, type, parentId: parentVersion(langCode)?.id ?? 0 }];
      });
      return mode.kind === "rename"
        ? inlineErrorApi.call(catalogEndpoints.update, { body: versions })
        : inlineErrorApi.call(catalogEndpoints.create, { body: versions });
    },
    onSuccess: () => onSaved(),
    onError: (error, values) => {
      const sent = languages
        .filter(({ langCode }) => values.names[langCode]?.trim() && available(langCode))
        .map(({ langCode }) => langCode);
      const outcome = showServerErrors(form, error, (path, errorLang) => {
        const [index, field] = path;
        const code = errorLang ?? (typeof index === "number" ? sent[index] : undefined);
        return code && field === "name" ? ["names", code] : undefined;
      });
      setSummary(outcome.summary);
    },
  });

  const initialNames = Object.fromEntries((folder.data?.versions ?? []).map((version) => [version.lang, version.name]));
  const title =
    mode.kind === "rename"
      ? t("folders.renameTitle", { name: mode.node.name })
      : mode.parent
        ? t("folders.addChildTitle", { name: mode.parent.name })
        : t("folders.createTitle");

  return (
    <FormDialog<FolderForm>
      form={form}
      title={title}
      saving={save.isPending}
      submitDisabled={loading || loadFailed}
      summary={summary}
      onCancel={onClose}
      onSubmit={(values, done) => {
        setSummary(undefined);
        save.mutate(values, { onSettled: done });
      }}
    >
      {loadFailed && <Alert type="error" showIcon title={t("folders.loadFailed")} style={{ marginBottom: 16 }} />}
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <p style={{ marginTop: 0 }}>{t("folders.namesHint")}</p>
          {languages.map(({ langCode }) => {
            // A translator renames the versions of its languages; the others are sent as they are.
            const mayWrite = rights.mayWriteLanguage(langCode);
            const enabled = available(langCode) && mayWrite;
            const isCurrent = langCode === lang;
            const existed = initialNames[langCode] !== undefined;
            return (
              <Form.Item<FolderForm>
                key={langCode}
                name={["names", langCode]}
                label={languageName(langCode)}
                initialValue={initialNames[langCode]}
                extra={
                  !mayWrite
                    ? t("languages.readOnly")
                    : !enabled
                      ? t("folders.parentLacksLanguage", { language: languageName(langCode) })
                      : existed && !isCurrent
                        ? t("folders.emptyRemoves")
                        : undefined
                }
                rules={isCurrent ? [{ required: true, whitespace: true, message: t("folders.nameRequired") }] : []}
              >
                <Input maxLength={CATALOG_NAME_MAX} disabled={!enabled} autoFocus={isCurrent} lang={langCode.replace("_", "-")} />
              </Form.Item>
            );
          })}
        </>
      )}
    </FormDialog>
  );
}
