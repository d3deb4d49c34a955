import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { App, Button, Flex, Form, Typography, type FormRule } from "antd";
import { CalendarOutlined } from "../../ui/icons.tsx";
import { EARLIEST_SHOWN_DATE, type AnyArticle } from "@lawfirm/contract";
import { useRights } from "../../lib/rights.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { showServerErrors } from "../../ui/serverErrors.ts";
import { berlinWallTimeToUtc, SITE_TIME_ZONE, utcToBerlinWallTime } from "../../ui/siteTime.ts";
import type { ArticleKind } from "./articleKinds.ts";
import { useSiteTimeText } from "../../ui/publishing/publicationState.tsx";
import { SiteTimePicker } from "../../ui/SiteTimePicker.tsx";

interface DateValues {
  createTime?: string;
}

/** The dialog that sets the date the site shows (Berlin time): not before 1900, not in the future. */
function DateDialog({
  kind,
  no,
  createTime,
  onDone,
  onCancel,
}: {
  kind: ArticleKind;
  no: number;
  createTime: string;
  onDone: (versions: AnyArticle[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<DateValues>();
  const [summary, setSummary] = useState<string>();
  const save = useMutation({
    mutationFn: (time: string) => kind.setDate(no, time),
    onSuccess: onDone,
    onError: (error) =>
      setSummary(showServerErrors(form, error, (path) => (path[0] === "createTime" ? ["createTime"] : undefined)).summary),
  });
  const plausible: FormRule = {
    validator: (_, value: string | undefined) => {
      const time = value ? berlinWallTimeToUtc(value) : undefined;
      if (!value) return Promise.resolve();
      if (!time) return Promise.reject(new Error(t("publishing.invalidTime")));
      if (time < EARLIEST_SHOWN_DATE) return Promise.reject(new Error(t("publishing.dateTooEarly")));
      if (time > new Date().toISOString()) return Promise.reject(new Error(t("publishing.dateInFuture")));
      return Promise.resolve();
    },
  };
  return (
    <FormDialog<DateValues>
      form={form}
      title={t("publishing.dateTitle")}
      saving={save.isPending}
      summary={summary}
      initialValues={{ createTime: utcToBerlinWallTime(createTime) }}
      onSubmit={(values, done) => save.mutate(berlinWallTimeToUtc(values.createTime ?? "") ?? "", { onSettled: done })}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{t("publishing.dateHint", { zone: SITE_TIME_ZONE })}</Typography.Paragraph>
      <Form.Item<DateValues>
        name="createTime"
        label={t("publishing.dateField")}
        rules={[{ required: true, message: t("publishing.invalidTime") }, plausible]}
      >
        <SiteTimePicker />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The date the site shows for a saved item and orders it by (`createTime`, shared by its versions;
 * decision 0035), in Berlin time with the zone named. Administrators and Editors change it (e.g.
 * to backdate an older article) once a version is published or scheduled; before that, the first
 * publication sets it. The change is public at once: it is not part of the form's save.
 */
export function ArticleDate({
  kind,
  versions,
  onChanged,
}: {
  kind: ArticleKind;
  /** The item's stored versions; nothing is shown for a new item. */
  versions: readonly AnyArticle[] | undefined;
  onChanged: (versions: AnyArticle[]) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const siteTime = useSiteTimeText();
  const mayChange = useRights().can("content.write");
  const [editing, setEditing] = useState(false);
  const first = versions?.[0];
  if (!first) return null;
  const dated = versions.some((version) => version.publishState !== "draft");
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t("publishing.dateField")}:</Typography.Text>
      <Typography.Text>{dated ? siteTime(first.createTime) : t("publishing.dateByFirstPublication")}</Typography.Text>
      {mayChange && dated && (
        <Button size="small" icon={<CalendarOutlined />} onClick={() => setEditing(true)}>
          {t("publishing.dateChange")}
        </Button>
      )}
      {editing && (
        <DateDialog
          kind={kind}
          no={first.no}
          createTime={first.createTime}
          onCancel={() => setEditing(false)}
          onDone={(changed) => {
            setEditing(false);
            onChanged(changed);
            void message.success(t("publishing.dateChanged"));
          }}
        />
      )}
    </Flex>
  );
}
