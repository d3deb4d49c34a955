import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Flex, Form, Input, Radio, Typography, type FormRule } from "antd";
import {
  REDIRECT_FROM_MAX_LENGTH,
  REDIRECT_NOTE_MAX_LENGTH,
  REDIRECT_STATUSES,
  REDIRECT_TO_MAX_LENGTH,
  canonicalSitePath,
  canonicalTarget,
  readableSitePath,
  redirectSourceProblem,
  redirectTargetProblem,
  serverOwnedPrefix,
  targetSitePath,
  type Redirect,
  type RedirectStatus,
} from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { sameNameResolver } from "../../ui/fieldErrors.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { useFormatDateTime } from "../../ui/format.ts";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { useUnsavedChanges } from "../../ui/useUnsavedChanges.tsx";
import { redirectsApi } from "./redirects.api.ts";
import { STATUS_HINTS, STATUS_NAMES } from "./redirectWords.ts";

interface RedirectForm {
  from: string;
  to: string;
  status: RedirectStatus;
  note: string;
}

const resolveField = sameNameResolver(["from", "to", "status", "note"]);

/** Whether `status` is one of the three a redirect may have (a stored one always is). */
const isRedirectStatus = (status: number): status is RedirectStatus => (REDIRECT_STATUSES as readonly number[]).includes(status);

/**
 * Adds a redirect or changes one (`redirect` given): its old address, its kind (301, 302, 410),
 * where it leads and a note. The fields are checked as they are typed, by the contract's rules
 * (a site path, no address the server owns, no home page, a target on this site or https); that
 * a target is itself redirected, or the old address another's target, the server says at the field.
 */
export function RedirectDialog({
  redirect,
  onClose,
  onSaved,
}: {
  redirect: Redirect | undefined;
  onClose: () => void;
  onSaved: (saved: Redirect) => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const [form] = Form.useForm<RedirectForm>();
  const unsaved = useUnsavedChanges();
  const [summary, setSummary] = useState<string>();
  const status = Form.useWatch("status", form) ?? redirect?.status ?? 301;
  const gone = status === 410;

  const save = useMutation({
    mutationFn: (values: RedirectForm) => {
      const input = {
        from: values.from.trim(),
        to: gone ? null : values.to.trim(),
        status: values.status,
        note: values.note.trim() || null,
      };
      return redirect ? redirectsApi.update(redirect.id, input) : redirectsApi.create(input);
    },
    onSuccess: (saved) => {
      unsaved.setDirty(false);
      onSaved(saved);
    },
    onError: (error) => setSummary(showServerErrors(form, error, resolveField).summary),
  });

  const fromRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const problem = value?.trim() ? redirectSourceProblem(value) : undefined;
      if (problem === "serverOwned")
        throw new Error(t("redirects.problem.serverOwned", { prefix: serverOwnedPrefix(canonicalSitePath(value ?? "")) ?? "" }));
      if (problem) throw new Error(t(`redirects.problem.${problem}`));
    },
  };
  const toRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (gone || !value?.trim()) return;
      const problem = redirectTargetProblem(value);
      if (problem) throw new Error(t(`redirects.problem.${problem}`));
      const from = form.getFieldValue("from") as string | undefined;
      if (from?.trim() && !redirectSourceProblem(from) && targetSitePath(canonicalTarget(value)) === canonicalSitePath(from)) {
        throw new Error(t("redirects.problem.toItself"));
      }
    },
  };

  const initialValues: RedirectForm = redirect
    ? {
        from: readableSitePath(redirect.from),
        to: redirect.to === null ? "" : readableSitePath(redirect.to),
        status: isRedirectStatus(redirect.status) ? redirect.status : 301,
        note: redirect.note ?? "",
      }
    : { from: "", to: "", status: 301, note: "" };

  return (
    <>
      {unsaved.prompt}
      <FormDialog<RedirectForm>
        form={form}
        width={640}
        title={redirect ? t("redirects.editTitle", { from: readableSitePath(redirect.from) }) : t("redirects.createTitle")}
        okText={redirect ? undefined : t("redirects.create")}
        saving={save.isPending}
        summary={summary}
        onCancel={() => unsaved.confirmDiscard(onClose)}
        initialValues={initialValues}
        onValuesChange={(changed: Partial<RedirectForm>) => {
          unsaved.setDirty(true);
          // The target's check depends on the old address, and on the kind (a gone address has none).
          if ("from" in changed || "status" in changed) void form.validateFields(["to"]).catch(() => undefined);
        }}
        onSubmit={(values, done) => {
          setSummary(undefined);
          save.mutate(values, { onSettled: done });
        }}
      >
        <Form.Item<RedirectForm>
          name="from"
          label={t("redirects.field.from")}
          extra={t("redirects.fromHint")}
          rules={[{ required: true, whitespace: true, message: t("redirects.fromRequired") }, fromRule]}
        >
          <Input maxLength={REDIRECT_FROM_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder="/team/mueller.html" />
        </Form.Item>
        <Form.Item<RedirectForm> name="status" label={t("redirects.field.status")} extra={t(STATUS_HINTS[status])}>
          <Radio.Group>
            <Flex vertical gap={4}>
              {REDIRECT_STATUSES.map((code) => (
                <Radio key={code} value={code}>
                  {t(STATUS_NAMES[code])}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {!gone && (
          <Form.Item<RedirectForm>
            name="to"
            label={t("redirects.field.to")}
            extra={t("redirects.toHint")}
            rules={[{ required: true, whitespace: true, message: t("redirects.toRequired") }, toRule]}
          >
            <Input maxLength={REDIRECT_TO_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder="/de/news/detail/12" />
          </Form.Item>
        )}
        <Form.Item<RedirectForm> name="note" label={t("redirects.field.note")}>
          <Input maxLength={REDIRECT_NOTE_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        {redirect && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t("redirects.addedBy", {
              name: redirect.createdBy ?? t("redirects.deletedAccount"),
              time: formatDateTime(redirect.createTime),
            })}
          </Typography.Paragraph>
        )}
      </FormDialog>
    </>
  );
}
