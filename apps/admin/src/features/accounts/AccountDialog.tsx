import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Checkbox, Form, Input, Select, Typography } from "antd";
import {
  EMAIL_MAX_LENGTH,
  GRANTABLE_RIGHTS,
  LOGIN_ACCOUNT_MAX_LENGTH,
  TRANSLATOR_ROLE,
  USER_NAME_MAX_LENGTH,
  isRoleCode,
  type GrantableRight,
  type RoleCode,
  type AccountInput,
  type ManagedAccount,
  type PasswordSetup,
} from "@lawfirm/contract";
import { roleName } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useContentLanguages } from "../../ui/contentLanguages.ts";
import type { FieldResolver } from "../../ui/fieldErrors.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { accountKeys, accountsApi } from "./accounts.api.ts";
import { PasswordChoiceFields, passwordOf, type PasswordChoiceValues } from "./PasswordChoiceFields.tsx";

interface AccountForm extends PasswordChoiceValues {
  loginAccount: string;
  userName: string;
  email?: string;
  roleId?: number;
  languages: string[];
  grantedRights: GrantableRight[];
}

const FORM_FIELDS = new Set(["loginAccount", "userName", "email", "roleId", "languages", "grantedRights", "password"]);

/** What each right an Administrator may grant beyond a role is called (decision 0080). */
const GRANTABLE_RIGHT_LABELS: Record<GrantableRight, MessageKey> = {
  "applications.manage": "accounts.right.applications",
  "inbox.manage": "accounts.right.inbox",
};

/** A problem the server names (`languages.1` too) shows at its field of this form. */
const resolveField: FieldResolver = ([field]) => (typeof field === "string" && FORM_FIELDS.has(field) ? [field] : undefined);

/** What each role may do, in a sentence under the role's field. */
const ROLE_HINTS: Record<RoleCode, MessageKey> = {
  administrator: "accounts.roleHint.administrator",
  editor: "accounts.roleHint.editor",
  translator: "accounts.roleHint.translator",
};

/** What the server may answer to a save: the account, and for a new one its password setup. */
export type AccountSaved = { kind: "created"; setup: PasswordSetup } | { kind: "updated"; account: ManagedAccount };

/**
 * Creates an account (with its password choice) or edits one (`account` given): login name,
 * display name, e-mail, role and, for a translator, its languages. Asks before dropping edits.
 */
export function AccountDialog({
  account,
  onClose,
  onSaved,
}: {
  account: ManagedAccount | undefined;
  onClose: () => void;
  onSaved: (saved: AccountSaved) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<AccountForm>();
  const unsaved = useUnsavedChanges();
  const [summary, setSummary] = useState<string>();
  const roles = useQuery({ queryKey: accountKeys.roles, queryFn: ({ signal }) => accountsApi.roles(signal), staleTime: Infinity });
  const languages = useContentLanguages();
  const roleId = Form.useWatch("roleId", form);
  const roleCode = roles.data?.find((role) => role.id === roleId)?.code;
  const isTranslator = roleCode === TRANSLATOR_ROLE;
  const roleHint = isRoleCode(roleCode) ? ROLE_HINTS[roleCode] : undefined;
  const roleRights = roles.data?.find((role) => role.id === roleId)?.rights ?? [];
  // A right the role gives already is no grant of its own: an Administrator has them all.
  const grantable = GRANTABLE_RIGHTS.filter((right) => !roleRights.includes(right));

  const save = useMutation({
    mutationFn: async (values: AccountForm): Promise<AccountSaved> => {
      const input: AccountInput = {
        loginAccount: values.loginAccount.trim(),
        userName: values.userName.trim(),
        email: values.email?.trim() || null,
        roleId: values.roleId ?? 0,
        languages: isTranslator ? values.languages : [],
        grantedRights: (values.grantedRights ?? []).filter((right) => grantable.includes(right)),
      };
      return account
        ? { kind: "updated", account: await accountsApi.update(account.id, input) }
        : { kind: "created", setup: await accountsApi.create(input, passwordOf(values)) };
    },
    onSuccess: (saved) => {
      unsaved.setDirty(false);
      onSaved(saved);
    },
    onError: (error) => setSummary(showServerErrors(form, error, resolveField).summary),
  });

  const initialValues: AccountForm = account
    ? {
        loginAccount: account.loginAccount,
        userName: account.userName,
        email: account.email ?? "",
        roleId: account.roleId,
        languages: account.languages,
        grantedRights: account.grantedRights,
        passwordMethod: "link",
      }
    : { loginAccount: "", userName: "", email: "", languages: [], grantedRights: [], passwordMethod: "link" };

  return (
    <>
      {unsaved.prompt}
      <FormDialog<AccountForm>
        form={form}
        width={600}
        title={account ? t("accounts.editTitle", { name: account.userName }) : t("accounts.createTitle")}
        okText={account ? t("common.save") : t("accounts.create")}
        saving={save.isPending}
        summary={summary}
        onCancel={() => unsaved.confirmDiscard(onClose)}
        initialValues={initialValues}
        onValuesChange={() => unsaved.setDirty(true)}
        onSubmit={(values, done) => {
          setSummary(undefined);
          save.mutate(values, { onSettled: done });
        }}
      >
        <Form.Item<AccountForm>
          name="loginAccount"
          label={t("accounts.field.loginAccount")}
          extra={t("accounts.loginAccountHint")}
          rules={[
            { required: true, whitespace: true, message: t("accounts.loginAccountRequired") },
            { pattern: /^\s*[\p{L}\p{N}._@-]+\s*$/u, message: t("accounts.loginAccountChars") },
          ]}
        >
          <Input maxLength={LOGIN_ACCOUNT_MAX_LENGTH} autoComplete="off" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item<AccountForm>
          name="userName"
          label={t("accounts.field.userName")}
          extra={t("accounts.userNameHint")}
          rules={[{ required: true, whitespace: true, message: t("accounts.userNameRequired") }]}
        >
          <Input maxLength={USER_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item<AccountForm> name="email" label={t("accounts.field.email")} rules={[{ type: "email", message: t("validation.email") }]}>
          <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item<AccountForm>
          name="roleId"
          label={t("accounts.field.role")}
          rules={[{ required: true, message: t("accounts.roleRequired") }]}
        >
          <Select
            loading={roles.isPending}
            options={(roles.data ?? []).map((role) => ({
              value: role.id,
              label: roleName(t, { roleCode: role.code, roleName: role.name }),
            }))}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
        {roleHint && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
            {t(roleHint)}
          </Typography.Paragraph>
        )}
        {isTranslator && (
          <Form.Item<AccountForm>
            name="languages"
            label={t("accounts.field.languages")}
            extra={t("accounts.languagesHint")}
            rules={[{ required: true, type: "array", min: 1, message: t("accounts.languagesRequired") }]}
          >
            <Select
              mode="multiple"
              loading={languages.isPending}
              options={(languages.data ?? []).map((language) => ({ value: language.langCode, label: language.langName }))}
            />
          </Form.Item>
        )}
        {grantable.length > 0 && (
          <Form.Item<AccountForm> name="grantedRights" label={t("accounts.field.grantedRights")} extra={t("accounts.grantedRightsHint")}>
            <Checkbox.Group options={grantable.map((right) => ({ value: right, label: t(GRANTABLE_RIGHT_LABELS[right]) }))} />
          </Form.Item>
        )}
        {!account && <PasswordChoiceFields loginAccount={() => form.getFieldValue("loginAccount") as string | undefined} />}
      </FormDialog>
    </>
  );
}
