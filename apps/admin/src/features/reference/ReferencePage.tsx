import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Checkbox, Col, Empty, Form, Input, Modal, Row, Typography, type TableProps } from "antd";
import { EditOutlined, PlusOutlined } from "../../ui/icons.tsx";
import { OFFICE_LIMITS, REFERENCE_NAME_MAX, toLanguageTag, type Language } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { Page } from "../../ui/frame/Page.tsx";
import { useRights } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages, useLanguageName } from "../../ui/contentLanguages.ts";
import { ListTable } from "../../ui/ListTable.tsx";
import { DeleteRowButton, RowActionButton } from "../../ui/RowActions.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { requiredRule } from "../../ui/validation.ts";
import { OrderedRowActions } from "../../ui/OrderedRowActions.tsx";
import {
  isJob,
  isOffice,
  referenceEndpointsOf,
  referenceKeys,
  useReferenceRows,
  type ReferenceKindName,
  type ReferenceRow,
} from "./reference.api.ts";
import { ImageUpload } from "../../ui/ImageUpload.tsx";
import { PlaceAltField } from "../../ui/media/PlaceAltField.tsx";
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

/** The office's facts, the same in every language. */
interface OfficeFactsForm {
  address?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  phoneNumber?: string;
  email?: string;
  pictureUrl?: string | null;
}

interface ReferenceForm {
  names: Record<string, string>;
  /** Offices: each language's opening note. */
  notes?: Record<string, string>;
  /** Offices: each language's own alt text for the picture (decision 0036). */
  alts?: Record<string, string>;
  office?: OfficeFactsForm;
  /** Job titles: whether people with the title are lawyers. */
  isLawyer?: boolean;
}

const OFFICE_FACT_FIELDS = ["address", "postalCode", "city", "country", "phoneNumber", "email", "pictureUrl"] as const;

function officeFactsOf(row: ReferenceRow | undefined): OfficeFactsForm {
  const office = Object.values(row?.versions ?? {}).find(isOffice);
  return {
    address: office?.address ?? "",
    postalCode: office?.postalCode ?? "",
    city: office?.city ?? "",
    country: office?.country ?? "",
    phoneNumber: office?.phoneNumber ?? "",
    email: office?.email ?? "",
    pictureUrl: office?.pictureUrl ?? null,
  };
}

/** What the versions of a body carry besides their names: the item's fields (not for a translator, who keeps them) and an office's notes. */
function kindFields(kind: ReferenceKindName, values: ReferenceForm, lang: string, sendsItemFields: boolean) {
  if (kind === "job") return sendsItemFields ? { isLawyer: values.isLawyer ? 1 : 0 } : {};
  const facts = values.office ?? {};
  return {
    openingNote: values.notes?.[lang]?.trim() ?? "",
    pictureAlt: values.alts?.[lang]?.trim() || null,
    ...(sendsItemFields
      ? {
          address: facts.address?.trim() ?? "",
          postalCode: facts.postalCode?.trim() ?? "",
          city: facts.city?.trim() ?? "",
          country: facts.country?.trim().toUpperCase() ?? "",
          phoneNumber: facts.phoneNumber?.trim() || null,
          email: facts.email?.trim() || null,
          pictureUrl: facts.pictureUrl ?? null,
        }
      : {}),
  };
}

/**
 * Creates or edits an item: a name per content language; an office also has an opening note per
 * language and its address, telephone, e-mail and picture once for every language; a job title
 * says whether its people are lawyers.
 */
function ReferenceDialog({
  kind,
  languages,
  row,
  onClose,
  onSaved,
}: {
  kind: ReferenceKindName;
  languages: readonly Language[];
  /** The item to edit; undefined to create one. */
  row: ReferenceRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const texts = TEXTS[kind];
  const [form] = Form.useForm<ReferenceForm>();
  const [summary, setSummary] = useState<string>();
  const submitting = useRef(false);
  const endpoints = referenceEndpointsOf[kind];
  const rights = useRights();
  // A translator names the item in its languages; the other names are sent as they are, and the
  // item's own fields (the same in every language) are left out, so they stay as they are.
  const langs = languages.map((language) => language.langCode).filter((lang) => rights.mayWriteLanguage(lang) || row?.versions[lang]);
  const sendsItemFields = rights.languageLimit === undefined;
  const first = Object.values(row?.versions ?? {})[0];

  const save = useMutation({
    mutationFn: (values: ReferenceForm) => {
      const body = langs.map((lang) => ({
        ...(row?.versions[lang] ? { id: row.versions[lang].id } : {}),
        lang,
        name: values.names[lang]?.trim() ?? "",
        ...kindFields(kind, values, lang, sendsItemFields),
      }));
      return row ? inlineErrorApi.call(endpoints.update, { body }) : inlineErrorApi.call(endpoints.create, { body });
    },
    onSuccess: onSaved,
    onError: (error) => {
      const outcome = showServerErrors(form, error, (path, lang) => {
        const versionLang = lang ?? (typeof path[0] === "number" ? langs[path[0]] : undefined);
        const field = path[1];
        if (versionLang && field === "name") return ["names", versionLang];
        if (versionLang && field === "openingNote") return ["notes", versionLang];
        if (versionLang && field === "pictureAlt") return ["alts", versionLang];
        if (field === "isLawyer") return ["isLawyer"];
        return typeof field === "string" && (OFFICE_FACT_FIELDS as readonly string[]).includes(field) ? ["office", field] : undefined;
      });
      setSummary(outcome.summary);
    },
  });

  const initialValues: ReferenceForm = {
    names: Object.fromEntries(langs.map((lang) => [lang, row?.versions[lang]?.name ?? ""])),
    notes: Object.fromEntries(
      langs.map((lang) => {
        const version = row?.versions[lang];
        return [lang, version && isOffice(version) ? version.openingNote : ""];
      }),
    ),
    alts: Object.fromEntries(
      langs.map((lang) => {
        const version = row?.versions[lang];
        return [lang, version && isOffice(version) ? (version.pictureAlt ?? "") : ""];
      }),
    ),
    office: officeFactsOf(row),
    isLawyer: first !== undefined && isJob(first) && first.isLawyer === 1,
  };

  return (
    <Modal
      open
      title={t(row ? texts.renameTitle : texts.createTitle)}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={kind === "office" ? 760 : undefined}
      destroyOnHidden
    >
      <SaveFailedAlert summary={summary} />
      <Form<ReferenceForm>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        initialValues={initialValues}
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
            const tag = toLanguageTag(language.langCode);
            return (
              <div key={language.langCode}>
                <Form.Item
                  name={["names", language.langCode]}
                  label={language.langName}
                  extra={mayWrite ? undefined : t("languages.readOnly")}
                  rules={mayWrite ? [requiredRule(t("reference.nameRequired", { language: languageName(language.langCode) }))] : []}
                >
                  <Input maxLength={REFERENCE_NAME_MAX} lang={tag} disabled={!mayWrite} />
                </Form.Item>
                {kind === "office" && (
                  <Form.Item
                    name={["notes", language.langCode]}
                    label={t("reference.office.openingNote", { language: languageName(language.langCode) })}
                  >
                    <Input.TextArea rows={2} maxLength={OFFICE_LIMITS.openingNote} lang={tag} disabled={!mayWrite} />
                  </Form.Item>
                )}
              </div>
            );
          })}
        {kind === "job" && (
          <Form.Item
            name="isLawyer"
            valuePropName="checked"
            extra={sendsItemFields ? t("reference.job.isLawyerHint") : t("reference.itemFieldsReadOnly")}
          >
            <Checkbox disabled={!sendsItemFields}>{t("reference.job.isLawyer")}</Checkbox>
          </Form.Item>
        )}
        {kind === "office" && (
          <fieldset disabled={!sendsItemFields} style={{ border: 0, margin: 0, padding: 0 }}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {t("reference.office.facts")}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {sendsItemFields ? t("reference.office.factsHint") : t("reference.itemFieldsReadOnly")}
            </Typography.Paragraph>
            <Form.Item name={["office", "address"]} label={t("reference.office.address")}>
              <Input maxLength={OFFICE_LIMITS.address} autoComplete="off" disabled={!sendsItemFields} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={6}>
                <Form.Item
                  name={["office", "postalCode"]}
                  label={t("reference.office.postalCode")}
                  rules={[{ pattern: /^[0-9A-Za-z -]*$/, message: t("reference.office.postalCodeInvalid") }]}
                >
                  <Input maxLength={OFFICE_LIMITS.postalCode} autoComplete="off" disabled={!sendsItemFields} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name={["office", "city"]} label={t("reference.office.city")}>
                  <Input maxLength={OFFICE_LIMITS.city} autoComplete="off" disabled={!sendsItemFields} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={6}>
                <Form.Item
                  name={["office", "country"]}
                  label={t("reference.office.country")}
                  extra={t("reference.office.countryHint")}
                  rules={[{ pattern: /^[A-Za-z]{2}$/, message: t("reference.office.countryInvalid") }]}
                >
                  <Input maxLength={2} autoComplete="off" style={{ textTransform: "uppercase" }} disabled={!sendsItemFields} />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={["office", "phoneNumber"]}
                  label={t("people.field.phone")}
                  rules={[{ pattern: /^\+?[0-9][0-9 ()./-]*$/, message: t("people.phoneInvalid") }]}
                >
                  <Input inputMode="tel" maxLength={OFFICE_LIMITS.phoneNumber} autoComplete="off" disabled={!sendsItemFields} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name={["office", "email"]}
                  label={t("people.field.email")}
                  rules={[{ type: "email", message: t("people.emailInvalid") }]}
                >
                  <Input inputMode="email" maxLength={OFFICE_LIMITS.email} autoComplete="off" disabled={!sendsItemFields} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name={["office", "pictureUrl"]} label={t("reference.office.picture")}>
              <ImageUpload removable disabled={!sendsItemFields} place="card" />
            </Form.Item>
            {languages
              .filter((language) => langs.includes(language.langCode))
              .map((language) => (
                <PlaceAltField
                  key={language.langCode}
                  name={["alts", language.langCode]}
                  pictureField={["office", "pictureUrl"]}
                  fallback="office"
                  lang={{ code: language.langCode, name: language.langName }}
                  disabled={!rights.mayWriteLanguage(language.langCode)}
                />
              ))}
          </fieldset>
        )}
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
    kind === "office"
      ? {
          key: "address",
          title: t("reference.col.address"),
          ellipsis: true,
          render: (_: unknown, row: ReferenceRow) => {
            const facts = officeFactsOf(row);
            return [facts.address, [facts.postalCode, facts.city].filter(Boolean).join(" "), facts.country].filter(Boolean).join(", ");
          },
        }
      : {
          key: "isLawyer",
          title: t("reference.col.isLawyer"),
          width: 110,
          render: (_: unknown, row: ReferenceRow) =>
            Object.values(row.versions).some((version) => isJob(version) && version.isLawyer === 1) ? t("reference.job.lawyer") : "–",
        },
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
        <ReferenceDialog
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
