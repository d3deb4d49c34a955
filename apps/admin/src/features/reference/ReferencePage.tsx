import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Form, Input, Modal, Typography, type TableProps } from "antd";
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { REFERENCE_NAME_MAX, toLanguageTag, type Language } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../app/api.ts";
import { Page } from "../../app/frame/Page.tsx";
import { useRights } from "../../app/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { ListTable } from "../../ui/ListTable.tsx";
import { DeleteRowButton, RowActionButton } from "../../ui/RowActions.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { requiredRule } from "../../ui/validation.ts";
import { OrderedRowActions } from "../../ui/OrderedRowActions.tsx";
import { referenceEndpointsOf, referenceKeys, useReferenceRows, type ReferenceKindName, type ReferenceRow } from "./reference.api.ts";
import { useDeleteFailureNotice } from "../../ui/useDeleteFailureNotice.ts";
import { SaveFailedAlert } from "../../ui/SaveFailedAlert.tsx";

/** The texts of one kind of reference data. */
interface ReferenceTexts {
  create: MessageKey;
  createTitle: MessageKey;
  renameTitle: MessageKey;
  empty: MessageKey;
  created: MessageKey;
  renamed: MessageKey;
  deleted: MessageKey;
  inUseTitle: MessageKey;
}

const TEXTS: Record<ReferenceKindName, ReferenceTexts> = {
  office: {
    create: "reference.office.create",
    createTitle: "reference.office.createTitle",
    renameTitle: "reference.office.renameTitle",
    empty: "reference.office.empty",
    created: "reference.office.created",
    renamed: "reference.office.renamed",
    deleted: "reference.office.deleted",
    inUseTitle: "reference.office.inUseTitle",
  },
  job: {
    create: "reference.job.create",
    createTitle: "reference.job.createTitle",
    renameTitle: "reference.job.renameTitle",
    empty: "reference.job.empty",
    created: "reference.job.created",
    renamed: "reference.job.renamed",
    deleted: "reference.job.deleted",
    inUseTitle: "reference.job.inUseTitle",
  },
};

interface NamesForm {
  names: Record<string, string>;
}

/** Creates an item or renames one: a name field per content language. */
function NamesDialog({
  kind,
  languages,
  row,
  onClose,
  onSaved,
}: {
  kind: ReferenceKindName;
  languages: readonly Language[];
  /** The item to rename; undefined to create one. */
  row: ReferenceRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const texts = TEXTS[kind];
  const [form] = Form.useForm<NamesForm>();
  const [summary, setSummary] = useState<string>();
  const submitting = useRef(false);
  const endpoints = referenceEndpointsOf[kind];
  const rights = useRights();
  // A translator names the item in its languages; the other names are sent as they are.
  const langs = languages.map((language) => language.langCode).filter((lang) => rights.mayWriteLanguage(lang) || row?.versions[lang]);

  const save = useMutation({
    mutationFn: (values: NamesForm) => {
      const body = langs.map((lang) => ({
        ...(row?.versions[lang] ? { id: row.versions[lang].id } : {}),
        lang,
        name: values.names[lang]?.trim() ?? "",
      }));
      return row ? inlineErrorApi.call(endpoints.update, { body }) : inlineErrorApi.call(endpoints.create, { body });
    },
    onSuccess: onSaved,
    onError: (error) => {
      const outcome = showServerErrors(form, error, (path, lang) => {
        const versionLang = lang ?? (typeof path[0] === "number" ? langs[path[0]] : undefined);
        return versionLang && path[1] === "name" ? ["names", versionLang] : undefined;
      });
      setSummary(outcome.summary);
    },
  });

  return (
    <Modal
      open
      title={t(row ? texts.renameTitle : texts.createTitle)}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <SaveFailedAlert summary={summary} />
      <Form<NamesForm>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        initialValues={{ names: Object.fromEntries(langs.map((lang) => [lang, row?.versions[lang]?.name ?? ""])) }}
        onFinish={(values) => {
          if (submitting.current) return;
          submitting.current = true;
          save.mutate(values, { onSettled: () => (submitting.current = false) });
        }}
      >
        {languages
          .filter((language) => langs.includes(language.langCode))
          .map((language) => {
            const mayWrite = rights.mayWriteLanguage(language.langCode);
            return (
              <Form.Item
                key={language.langCode}
                name={["names", language.langCode]}
                label={language.langName}
                extra={mayWrite ? undefined : t("languages.readOnly")}
                rules={mayWrite ? [requiredRule(t("reference.nameRequired", { language: language.langName }))] : []}
              >
                <Input maxLength={REFERENCE_NAME_MAX} lang={toLanguageTag(language.langCode)} disabled={!mayWrite} />
              </Form.Item>
            );
          })}
      </Form>
    </Modal>
  );
}

/** Offices or job titles: one row per item with its name in every language; create, rename, delete, order. */
function ReferencePage({ kind }: { kind: ReferenceKindName }) {
  const t = useT();
  const { locale } = useLocale();
  const texts = TEXTS[kind];
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const notifyDeleteFailure = useDeleteFailureNotice();
  const languages = useContentLanguages();
  const rights = useRights();
  const list = useReferenceRows(kind, languages.data);
  const [dialog, setDialog] = useState<{ row: ReferenceRow | undefined } | null>(null);
  const endpoints = referenceEndpointsOf[kind];
  const rows = list.rows;
  // The rows need the content languages first: when those fail, the list failed too.
  const loadState = {
    ...list,
    isError: languages.isError || list.isError,
    refetch: () => (languages.isError ? languages.refetch() : list.refetch()),
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: referenceKeys.kind(kind) });
  const nameOf = (row: ReferenceRow) => row.versions[locale]?.name ?? Object.values(row.versions)[0]?.name ?? "";
  const idOf = (row: ReferenceRow) => Object.values(row.versions)[0]?.id ?? 0;

  const move = useMutation({
    mutationFn: ({ source, target }: { source: ReferenceRow; target: ReferenceRow }) =>
      api.call(endpoints.sort, { body: { sourceId: idOf(source), targetId: idOf(target) } }),
    onSuccess: () => void message.success(t("reference.moved")),
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (row: ReferenceRow) => inlineErrorApi.call(endpoints.remove, { params: { id: idOf(row) } }),
    onSuccess: (_, row) => {
      void message.success(t(texts.deleted, { name: nameOf(row) }));
      void refresh();
    },
    onError: (error) => notifyDeleteFailure(error, t(texts.inUseTitle)),
  });
  const busy = move.isPending || remove.isPending;

  const columns: TableProps<ReferenceRow>["columns"] = [
    { key: "position", title: t("reference.col.position"), width: 70, render: (_, _row, index) => index + 1 },
    ...(languages.data ?? []).map((language) => ({
      key: language.langCode,
      title: language.langName,
      ellipsis: true,
      render: (_: unknown, row: ReferenceRow) =>
        row.versions[language.langCode] ? (
          <span lang={toLanguageTag(language.langCode)}>{row.versions[language.langCode]?.name}</span>
        ) : (
          <Typography.Text type="secondary">{t("reference.missing")}</Typography.Text>
        ),
    })),
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 190,
      render: (_, row, index) => {
        const name = nameOf(row);
        const moveTo = (targetIndex: number) => {
          const target = rows[targetIndex];
          if (target) move.mutate({ source: row, target });
        };
        return (
          <OrderedRowActions name={name} index={index} count={rows.length} busy={busy} onMove={moveTo}>
            <RowActionButton
              label={t("reference.rename", { name })}
              icon={<EditOutlined />}
              disabled={busy}
              onClick={() => setDialog({ row })}
            />
            {rights.can("content.write") && (
              <DeleteRowButton
                label={t("reference.delete", { name })}
                confirmTitle={t("reference.deleteTitle", { name })}
                confirmText={t("reference.deleteText")}
                disabled={busy}
                onConfirm={() => remove.mutateAsync(row)}
              />
            )}
          </OrderedRowActions>
        );
      },
    },
  ];

  const createButton = rights.can("content.translate") && (
    <Button type="primary" icon={<PlusOutlined />} disabled={!languages.data} onClick={() => setDialog({ row: undefined })}>
      {t(texts.create)}
    </Button>
  );

  return (
    <Page extra={createButton}>
      <Card>
        <ListTable<ReferenceRow>
          query={loadState}
          busy={busy}
          hint={t("reference.orderHint")}
          empty={<Empty description={t(texts.empty)}>{createButton}</Empty>}
          rowKey="no"
          columns={columns}
          dataSource={rows}
          pagination={false}
        />
      </Card>
      {dialog && languages.data && (
        <NamesDialog
          kind={kind}
          languages={languages.data}
          row={dialog.row}
          onClose={() => setDialog(null)}
          onSaved={() => {
            void message.success(t(dialog.row ? texts.renamed : texts.created));
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </Page>
  );
}

export function OfficesPage() {
  return <ReferencePage kind="office" />;
}

export function JobsPage() {
  return <ReferencePage kind="job" />;
}
