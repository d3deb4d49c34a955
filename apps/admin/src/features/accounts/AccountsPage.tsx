import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Flex, Popconfirm, Space, Tag, Tooltip, Typography, type TableProps } from "antd";
import { CheckCircleOutlined, EditOutlined, KeyOutlined, PlusOutlined, StopOutlined } from "../../ui/icons.tsx";
import type { GrantableRight, ManagedAccount, PasswordSetup } from "@lawfirm/contract";
import { Page } from "../../ui/frame/Page.tsx";
import { mineQueryKey, roleName, useMine } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import { useFormatDateTime, withSiteTimeZone } from "../../ui/format.ts";
import { KeywordSearchForm, keywordFilter } from "../../ui/KeywordSearchForm.tsx";
import { ListTable } from "../../ui/ListTable.tsx";
import { usePagedRows } from "../../ui/pagedList.ts";
import { DeleteRowButton, LanguageCodeTags, RowActionButton } from "../../ui/RowActions.tsx";
import { AccountDialog, type AccountSaved } from "./AccountDialog.tsx";
import { accountKeys, accountsApi } from "./accounts.api.ts";
import { PasswordLinkNotice } from "./PasswordLinkNotice.tsx";
import { PasswordResetDialog } from "./PasswordResetDialog.tsx";

/** A granted right's short name, on its tag in the list (decision 0080). */
const GRANTED_RIGHT_TAGS: Record<GrantableRight, MessageKey> = {
  "applications.manage": "accounts.rightTag.applications",
  "inbox.manage": "accounts.rightTag.inbox",
};

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; account: ManagedAccount }
  | { kind: "password"; account: ManagedAccount }
  | { kind: "link"; setup: PasswordSetup };

/**
 * The back office's accounts (Administrators): search, paging, create and edit in a dialog, a new
 * password or set-password link, disable and enable, delete. One's own account is only edited here
 * (its password and picture are changed in the profile menu).
 */
export default function AccountsPage() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const languages = useContentLanguages();
  const myId = useMine().data?.id;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { filters, setQuery, refresh, deleteRow, table } = usePagedRows({
    filtersOf: keywordFilter,
    listKey: accountKeys.list,
    fetchPage: accountsApi.list,
    refreshKey: accountKeys.all,
    remove: (account: ManagedAccount) => accountsApi.remove(account.id),
    deletedMessage: (account) => t("accounts.deleted", { name: account.userName }),
  });
  const { keyword = "" } = filters;

  const setEnabled = useMutation({
    mutationFn: ({ account, enabled }: { account: ManagedAccount; enabled: boolean }) =>
      enabled ? accountsApi.enable(account.id) : accountsApi.disable(account.id),
    onSuccess: (account) =>
      void message.success(t(account.enabled ? "accounts.enabledMessage" : "accounts.disabledMessage", { name: account.userName })),
    onSettled: () => refresh(),
  });

  const afterSave = (saved: AccountSaved) => {
    void refresh();
    if (saved.kind === "updated") {
      // One's own display name shows in the header.
      if (saved.account.id === myId) void queryClient.invalidateQueries({ queryKey: mineQueryKey });
      void message.success(t("accounts.saved", { name: saved.account.userName }));
      setDialog(null);
    } else if (saved.setup.passwordLink) {
      void message.success(t("accounts.created", { name: saved.setup.account.userName }));
      setDialog({ kind: "link", setup: saved.setup });
    } else {
      void message.success(t("accounts.createdWithPassword", { name: saved.setup.account.userName }));
      setDialog(null);
    }
  };

  const afterReset = (setup: PasswordSetup) => {
    void refresh();
    if (setup.passwordLink) setDialog({ kind: "link", setup });
    else {
      void message.success(t("accounts.passwordSet", { name: setup.account.userName }));
      setDialog(null);
    }
  };

  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: "create" })}>
      {t("accounts.new")}
    </Button>
  );

  const rowActions = (account: ManagedAccount) => {
    const name = account.userName;
    const edit = (
      <RowActionButton
        label={t("accounts.editItem", { name })}
        tooltip={t("common.edit")}
        icon={<EditOutlined />}
        onClick={() => setDialog({ kind: "edit", account })}
      />
    );
    // Nobody disables, deletes or resets their own account here (the server refuses it too).
    if (account.id === myId) return edit;
    const busy = setEnabled.isPending && setEnabled.variables.account.id === account.id;
    return (
      <Space size={0}>
        {edit}
        <RowActionButton
          label={t("accounts.resetItem", { name })}
          tooltip={t("accounts.reset")}
          icon={<KeyOutlined />}
          onClick={() => setDialog({ kind: "password", account })}
        />
        {account.enabled ? (
          <Popconfirm
            title={t("accounts.disableTitle", { name })}
            description={t("accounts.disableText")}
            okText={t("accounts.disable")}
            okButtonProps={{ danger: true }}
            cancelText={t("common.cancel")}
            onConfirm={() => setEnabled.mutateAsync({ account, enabled: false }).catch(() => undefined)}
          >
            <Tooltip title={t("accounts.disable")} mouseEnterDelay={0.5}>
              <Button type="text" icon={<StopOutlined />} aria-label={t("accounts.disableItem", { name })} loading={busy} />
            </Tooltip>
          </Popconfirm>
        ) : (
          <RowActionButton
            label={t("accounts.enableItem", { name })}
            tooltip={t("accounts.enable")}
            icon={<CheckCircleOutlined />}
            disabled={busy}
            onClick={() => setEnabled.mutate({ account, enabled: true })}
          />
        )}
        <DeleteRowButton
          label={t("accounts.deleteItem", { name })}
          confirmTitle={t("accounts.deleteTitle", { name })}
          confirmText={t("accounts.deleteText")}
          onConfirm={() => deleteRow(account)}
        />
      </Space>
    );
  };

  const columns: TableProps<ManagedAccount>["columns"] = [
    {
      key: "loginAccount",
      title: t("accounts.field.loginAccount"),
      ellipsis: true,
      render: (_, account) => (
        <Flex gap={6} align="center">
          <Typography.Text strong>{account.loginAccount}</Typography.Text>
          {account.id === myId && <Tag color="blue">{t("accounts.you")}</Tag>}
        </Flex>
      ),
    },
    { key: "userName", title: t("accounts.field.userName"), dataIndex: "userName", ellipsis: true },
    { key: "email", title: t("accounts.field.email"), ellipsis: true, render: (_, account) => account.email ?? "—" },
    { key: "role", title: t("accounts.field.role"), width: 130, render: (_, account) => roleName(t, account) },
    {
      key: "languages",
      title: t("accounts.field.languages"),
      width: 120,
      render: (_, account) =>
        account.languages.length > 0 ? <LanguageCodeTags codes={account.languages} languages={languages.data} titleOnTag /> : "—",
    },
    {
      key: "grantedRights",
      title: t("accounts.field.grantedRights"),
      width: 150,
      render: (_, account) =>
        account.grantedRights.length > 0 ? (
          <Flex gap={4} wrap>
            {account.grantedRights.map((right) => (
              <Tag key={right}>{t(GRANTED_RIGHT_TAGS[right])}</Tag>
            ))}
          </Flex>
        ) : (
          "—"
        ),
    },
    {
      // The state and the last sign-in share a column: with a column each, the table was wider than
      // a 1440 px screen's content area and the last sign-in scrolled under the fixed actions.
      key: "state",
      title: withSiteTimeZone(t("accounts.col.stateAndLastLogin")),
      width: 190,
      render: (_, account) => (
        <Flex vertical gap={4} align="start">
          {account.enabled ? (
            <Tag color="green">{t("accounts.state.active")}</Tag>
          ) : (
            <Tag color="default">{t("accounts.state.disabled")}</Tag>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {account.lastLoginTime ? formatDateTime(account.lastLoginTime) : t("accounts.neverSignedIn")}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: "actions", title: t("articles.col.actions"), width: 170, fixed: "right", render: (_, account) => rowActions(account) },
  ];

  return (
    <Page extra={newButton}>
      <Card>
        <KeywordSearchForm
          keyword={keyword}
          setQuery={setQuery}
          label={t("accounts.search.keyword")}
          placeholder={t("accounts.search.keywordPlaceholder")}
          maxLength={100}
        />
        <ListTable<ManagedAccount>
          {...table}
          empty={<Empty description={t("accounts.empty")}>{newButton}</Empty>}
          filtered={Boolean(keyword)}
          rowKey="id"
          columns={columns}
          scroll={{ x: 1100 }}
        />
      </Card>
      {dialog?.kind === "create" && <AccountDialog account={undefined} onClose={() => setDialog(null)} onSaved={afterSave} />}
      {dialog?.kind === "edit" && <AccountDialog account={dialog.account} onClose={() => setDialog(null)} onSaved={afterSave} />}
      {dialog?.kind === "password" && <PasswordResetDialog account={dialog.account} onClose={() => setDialog(null)} onReset={afterReset} />}
      {dialog?.kind === "link" && <PasswordLinkNotice setup={dialog.setup} onClose={() => setDialog(null)} />}
    </Page>
  );
}
