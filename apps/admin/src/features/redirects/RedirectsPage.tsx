import { Fragment, useState } from "react";
import { App, Button, Card, Empty, Tag, Tooltip, Typography, type TableProps } from "antd";
import { readableSitePath, type Redirect } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Page } from "../../ui/frame/Page.tsx";
import { useFormatDateTime } from "../../ui/format.ts";
import { PlusOutlined } from "../../ui/icons.tsx";
import { KeywordSearchForm, keywordFilter } from "../../ui/KeywordSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { usePagedRows } from "../../ui/pagedList.ts";
import { EditDeleteRowActions } from "../../ui/RowActions.tsx";
import { RedirectDialog } from "./RedirectDialog.tsx";
import { RedirectTester } from "./RedirectTester.tsx";
import { redirectKeys, redirectsApi } from "./redirects.api.ts";
import { STATUS_NAMES } from "./redirectWords.ts";

const STATUS_COLORS: Record<number, string> = { 301: "blue", 302: "gold", 410: "default" };

/** An address in the table: as a reader types it, in a typewriter face, broken after its slashes (else anywhere) when the column is narrow. */
function Address({ value }: { value: string }) {
  const readable = readableSitePath(value);
  const parts = readable.split(/(?<=[/?&])/);
  return (
    <Typography.Text code title={readable} style={{ overflowWrap: "anywhere" }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Typography.Text>
  );
}

type Dialog = { kind: "create" } | { kind: "edit"; redirect: Redirect };

/**
 * Redirects (decision 0053): old addresses of the site and where they lead, or that they are gone.
 * A box tries an address as a visitor would; the list is searched and paged; add and edit in a
 * dialog, delete after a confirmation.
 */
export default function RedirectsPage() {
  const t = useT();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { filters, setQuery, refresh, deleteRow, table } = usePagedRows({
    filtersOf: keywordFilter,
    listKey: redirectKeys.list,
    fetchPage: redirectsApi.list,
    refreshKey: redirectKeys.all,
    remove: (redirect: Redirect) => redirectsApi.remove(redirect.id),
    deletedMessage: (redirect) => t("redirects.deleted", { from: readableSitePath(redirect.from) }),
  });
  const { keyword = "" } = filters;

  const afterSave = (saved: Redirect) => {
    void refresh();
    void message.success(t(dialog?.kind === "edit" ? "redirects.saved" : "redirects.created", { from: readableSitePath(saved.from) }));
    setDialog(null);
  };

  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: "create" })}>
      {t("redirects.new")}
    </Button>
  );

  const columns: TableProps<Redirect>["columns"] = [
    { key: "from", title: t("redirects.col.from"), width: "28%", render: (_, redirect) => <Address value={redirect.from} /> },
    {
      key: "to",
      title: t("redirects.col.to"),
      render: (_, redirect) =>
        redirect.to === null ? (
          <Typography.Text type="secondary">{t("redirects.noTarget")}</Typography.Text>
        ) : (
          <Address value={redirect.to} />
        ),
    },
    {
      key: "status",
      title: t("redirects.col.status"),
      width: 220,
      render: (_, redirect) => (
        <Tag color={STATUS_COLORS[redirect.status]} style={{ whiteSpace: "normal", marginInlineEnd: 0 }}>
          {redirect.status === 301 || redirect.status === 302 || redirect.status === 410
            ? t(STATUS_NAMES[redirect.status])
            : redirect.status}
        </Tag>
      ),
    },
    { key: "note", title: t("redirects.col.note"), ellipsis: true, render: (_, redirect) => redirect.note ?? "" },
    {
      key: "hits",
      title: t("redirects.col.hits"),
      width: 100,
      align: "right",
      render: (_, redirect) => (
        <Tooltip
          title={redirect.lastHitTime ? t("redirects.lastHit", { time: formatDateTime(redirect.lastHitTime) }) : t("redirects.noHits")}
        >
          <span>{redirect.hits}</span>
        </Tooltip>
      ),
    },
    {
      key: "actions",
      title: t("articles.col.actions"),
      width: 110,
      fixed: "right",
      render: (_, redirect) => {
        const from = readableSitePath(redirect.from);
        return (
          <EditDeleteRowActions
            editLabel={t("redirects.editItem", { from })}
            onEdit={() => setDialog({ kind: "edit", redirect })}
            deleteLabel={t("redirects.deleteItem", { from })}
            confirmTitle={t("redirects.deleteTitle", { from })}
            confirmText={t("redirects.deleteText")}
            onDelete={() => deleteRow(redirect)}
          />
        );
      },
    },
  ];

  return (
    <Page extra={newButton}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {t("redirects.intro")}
      </Typography.Paragraph>
      <RedirectTester onEdit={(redirect) => setDialog({ kind: "edit", redirect })} />
      <Card>
        <KeywordSearchForm
          keyword={keyword}
          setQuery={setQuery}
          label={t("redirects.search.keyword")}
          placeholder={t("redirects.search.keywordPlaceholder")}
          maxLength={200}
        />
        <ListTable<Redirect>
          {...table}
          empty={<Empty description={t("redirects.empty")}>{newButton}</Empty>}
          filtered={Boolean(keyword)}
          rowKey="id"
          columns={columns}
          scroll={{ x: 900 }}
        />
      </Card>
      {dialog && (
        <RedirectDialog
          key={dialog.kind === "edit" ? dialog.redirect.id : "new"}
          redirect={dialog.kind === "edit" ? dialog.redirect : undefined}
          onClose={() => setDialog(null)}
          onSaved={afterSave}
        />
      )}
    </Page>
  );
}
