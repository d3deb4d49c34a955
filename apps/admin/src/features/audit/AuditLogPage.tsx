import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Empty, Form, Input, Select, Tag, Typography, type TableProps } from "antd";
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditAction, type AuditEntry, type AuditKind } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { berlinWallTimeToUtc } from "../../ui/siteTime.ts";
import { ListSearchForm } from "../../ui/ListSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { useAddressQuery, usePagination } from "../../ui/pagedList.ts";
import { LanguageCodeTags } from "../../ui/RowActions.tsx";
import { auditApi, auditKeys, type AuditListQuery } from "./audit.api.ts";

const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  signIn: "audit.action.signIn",
  signInFailed: "audit.action.signInFailed",
  signOut: "audit.action.signOut",
  create: "audit.action.create",
  update: "audit.action.update",
  delete: "audit.action.delete",
  pin: "audit.action.pin",
  unpin: "audit.action.unpin",
  publish: "audit.action.publish",
  unpublish: "audit.action.unpublish",
  discardDraft: "audit.action.discardDraft",
  takeOver: "audit.action.takeOver",
  markUpToDate: "audit.action.markUpToDate",
  approve: "audit.action.approve",
  requestChanges: "audit.action.requestChanges",
  restore: "audit.action.restore",
  reorder: "audit.action.reorder",
  upload: "audit.action.upload",
  disable: "audit.action.disable",
  enable: "audit.action.enable",
  passwordChange: "audit.action.passwordChange",
  passwordReset: "audit.action.passwordReset",
  passwordSet: "audit.action.passwordSet",
  resend: "audit.action.resend",
  lookUp: "audit.action.lookUp",
  export: "audit.action.export",
  stateChange: "audit.action.stateChange",
  assign: "audit.action.assign",
  send: "audit.action.send",
  sendTest: "audit.action.sendTest",
  view: "audit.action.view",
  download: "audit.action.download",
};

const KIND_LABELS: Record<AuditKind, MessageKey> = {
  news: "audit.kind.news",
  case: "audit.kind.case",
  honor: "audit.kind.honor",
  folder: "audit.kind.folder",
  banner: "audit.kind.banner",
  person: "audit.kind.person",
  practiceArea: "audit.kind.practiceArea",
  office: "audit.kind.office",
  job: "audit.kind.job",
  document: "audit.kind.document",
  opening: "audit.kind.opening",
  event: "audit.kind.event",
  icon: "audit.kind.icon",
  file: "audit.kind.file",
  siteConfig: "audit.kind.siteConfig",
  redirect: "audit.kind.redirect",
  account: "audit.kind.account",
  mail: "audit.kind.mail",
  privacy: "audit.kind.privacy",
  inbox: "audit.kind.inbox",
  eventRegistration: "audit.kind.eventRegistration",
  newsletter: "audit.kind.newsletter",
  application: "audit.kind.application",
};

const ACTION_COLORS: Partial<Record<AuditAction, string>> = { signInFailed: "red", delete: "volcano", disable: "orange" };

const isAction = (value: string | null): value is AuditAction => (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is AuditKind => (AUDIT_KINDS as readonly (string | null)[]).includes(value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The instant a day of the site's calendar starts (Berlin: the log shows its times), `days` days after the given one (YYYY-MM-DD). */
function dayStart(day: string, days = 0): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
  return berlinWallTimeToUtc(`${shifted}T00:00`) ?? `${shifted}T00:00:00.000Z`;
}

interface SearchForm {
  accountId?: number | null;
  kind?: AuditKind | null;
  action?: AuditAction | null;
  /** Days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

/** The filters the address holds; an address with a value the log does not know shows it unfiltered. */
function filtersOf(searchParams: URLSearchParams): SearchForm {
  const accountId = Number(searchParams.get("accountId"));
  const kind = searchParams.get("kind");
  const action = searchParams.get("action");
  const from = searchParams.get("from");
  const to = searchParams.get("to");
  return {
    accountId: Number.isInteger(accountId) && accountId > 0 ? accountId : undefined,
    kind: isKind(kind) ? kind : undefined,
    action: isAction(action) ? action : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/**
 * The audit log (Administrators): who signed in, failed to, signed out, and changed what, newest
 * first, filtered by account, kind, action and days, paged in the address. It only reads.
 */
export default function AuditLogPage() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const { searchParams, pageNo, pageSize, setQuery } = useAddressQuery();
  const filters = filtersOf(searchParams);
  const query: AuditListQuery = {
    pageNo,
    pageSize,
    accountId: filters.accountId ?? undefined,
    kind: filters.kind ?? undefined,
    action: filters.action ?? undefined,
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayStart(filters.to, 1) : undefined,
  };
  const list = useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => auditApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const accounts = useQuery({ queryKey: auditKeys.accounts, queryFn: ({ signal }) => auditApi.accounts(signal) });
  const pagination = usePagination({ list, pageNo, pageSize, setQuery });

  const labelOf = (labels: Record<string, MessageKey>, value: string) => (value in labels ? t(labels[value]!) : value);
  const item = (entry: AuditEntry) => {
    if (entry.itemNo !== null) return t("audit.itemNo", { no: entry.itemNo });
    if (entry.itemId !== null) return t("audit.itemId", { id: entry.itemId });
    return "—";
  };

  const columns: TableProps<AuditEntry>["columns"] = [
    { key: "time", title: withSiteTimeZone(t("audit.col.time")), width: 170, render: (_, entry) => formatDateTime(entry.time) },
    {
      key: "account",
      title: t("audit.col.account"),
      width: 170,
      ellipsis: true,
      render: (_, entry) => entry.accountName ?? <Typography.Text type="secondary">{t("audit.noAccount")}</Typography.Text>,
    },
    {
      key: "action",
      title: t("audit.col.action"),
      width: 170,
      render: (_, entry) => <Tag color={ACTION_COLORS[entry.action as AuditAction]}>{labelOf(ACTION_LABELS, entry.action)}</Tag>,
    },
    { key: "kind", title: t("audit.col.kind"), width: 150, render: (_, entry) => labelOf(KIND_LABELS, entry.kind) },
    { key: "item", title: t("audit.col.item"), width: 90, render: (_, entry) => item(entry) },
    {
      key: "languages",
      title: t("audit.col.languages"),
      width: 120,
      render: (_, entry) =>
        entry.languages.length > 0 ? <LanguageCodeTags codes={entry.languages} languages={languages.data} titleOnTag /> : "—",
    },
    { key: "summary", title: t("audit.col.summary"), ellipsis: true, render: (_, entry) => entry.summary ?? "—" },
    { key: "clientAddress", title: t("audit.col.clientAddress"), width: 150, dataIndex: "clientAddress" },
  ];

  const filtered = Object.values(filters).some((value) => value !== undefined);
  const emptyValues: SearchForm = { accountId: null, kind: null, action: null, from: "", to: "" };
  const selectWidth = { width: 200 };

  return (
    <Page>
      <Card>
        <ListSearchForm<SearchForm>
          initialValues={{ ...emptyValues, ...filters }}
          emptyValues={emptyValues}
          toQuery={(values) => ({
            accountId: values.accountId ?? undefined,
            kind: values.kind ?? undefined,
            action: values.action ?? undefined,
            from: values.from || undefined,
            to: values.to || undefined,
          })}
          setQuery={setQuery}
        >
          <Form.Item<SearchForm> name="accountId" label={t("audit.filter.account")}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("audit.filter.all")}
              loading={accounts.isPending}
              options={accounts.data?.map((account) => ({ value: account.accountId, label: account.accountName }))}
              style={selectWidth}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="action" label={t("audit.filter.action")}>
            <Select
              allowClear
              placeholder={t("audit.filter.all")}
              options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) }))}
              style={selectWidth}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="kind" label={t("audit.filter.kind")}>
            <Select
              allowClear
              placeholder={t("audit.filter.all")}
              options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
              style={selectWidth}
            />
          </Form.Item>
          <Form.Item<SearchForm> name="from" label={t("audit.filter.from")}>
            <Input type="date" />
          </Form.Item>
          <Form.Item<SearchForm> name="to" label={t("audit.filter.to")}>
            <Input type="date" />
          </Form.Item>
        </ListSearchForm>
        <ListTable<AuditEntry>
          query={list}
          dataSource={list.data?.result ?? []}
          pagination={pagination}
          empty={<Empty description={t("audit.empty")} />}
          filtered={filtered}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1200 }}
        />
      </Card>
    </Page>
  );
}
