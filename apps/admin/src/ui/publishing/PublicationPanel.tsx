import { useState, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { App, Button, Flex, Form, Popconfirm, Space, Tag, Typography, type FormRule } from "antd";
import { joinNames, type PublishBody, type PublishState } from "@lawfirm/contract";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import { useRights } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { berlinWallTimeToUtc, SITE_TIME_ZONE, utcToBerlinWallTime } from "../siteTime.ts";
import { SiteTimePicker } from "../SiteTimePicker.tsx";
import { PublishStateTag, useSiteTimeText } from "./publicationState.tsx";

/** Who saved a version's unpublished edit, and when; its fields beside. */
export interface VersionDraft {
  savedAt: string;
  operatorName: string | null;
}

/** A saved language version of any publishable kind (news, case analyses, honors, people, practice areas, banners, legal documents), as the back office reads it. */
export interface PublishableVersion {
  id: number;
  publishState: PublishState;
  publishAt: string | null;
  unpublishAt: string | null;
  draft: VersionDraft | null;
}

/** A kind's publishing calls that change a version; each answers the item's versions. */
export type PublicationActions<V> = Pick<PublishingApi<V, unknown>, "publish" | "unpublish" | "discardDraft">;

/** A field of `Fields` a draft may change, with its label in the editor: a misspelt field fails the type check. */
export type DraftField<Fields> = readonly [field: keyof Fields & string, label: MessageKey];

/** The fields a version's draft keeps (its unpublished changes), without who saved them when. */
export type DraftFieldsOf<V extends PublishableVersion> = Omit<NonNullable<V["draft"]>, keyof VersionDraft>;

/** The labels of the fields in which a version's draft differs from what the website shows. */
export function draftDifferences<Fields>(version: object, draft: object, fields: readonly DraftField<Fields>[]): MessageKey[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const valueOf = (item: object, field: string) => (item as Record<string, unknown>)[field];
  // A field the draft lacks came after it was saved (a slug, decision 0054): the draft leaves it as it is.
  return fields.filter(([field]) => field in draft && !same(valueOf(version, field), valueOf(draft, field))).map(([, label]) => label);
}

interface ScheduleValues {
  publishAt?: string;
  unpublishAt?: string;
}

/** The schedule dialog's times, as Berlin wall-clock times; a time already past is not offered again. */
function scheduleValuesOf(version: PublishableVersion): ScheduleValues {
  const future = (iso: string | null) => (iso && new Date(iso).getTime() > Date.now() ? utcToBerlinWallTime(iso) : undefined);
  return { publishAt: future(version.publishAt), unpublishAt: future(version.unpublishAt) };
}

/** The dialog that publishes a version at a time (Berlin time), until an optional end. */
function ScheduleDialog({
  version,
  languageName,
  saving,
  onSchedule,
  onCancel,
}: {
  version: PublishableVersion;
  languageName: string;
  saving: boolean;
  onSchedule: (body: PublishBody, done: () => void) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<ScheduleValues>();
  const isTime: FormRule = {
    validator: (_, value: string | undefined) =>
      !value || berlinWallTimeToUtc(value) ? Promise.resolve() : Promise.reject(new Error(t("publishing.invalidTime"))),
  };
  const endAfterStart: FormRule = ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const start = berlinWallTimeToUtc(String(getFieldValue("publishAt") ?? ""));
      const end = value ? berlinWallTimeToUtc(value) : undefined;
      return !start || !end || end > start ? Promise.resolve() : Promise.reject(new Error(t("publishing.endAfterStart")));
    },
  });
  return (
    <FormDialog<ScheduleValues>
      form={form}
      title={t("publishing.scheduleTitle", { language: languageName })}
      okText={t("publishing.scheduleOk")}
      saving={saving}
      summary={undefined}
      initialValues={scheduleValuesOf(version)}
      onSubmit={(values, done) =>
        onSchedule(
          {
            id: version.id,
            publishAt: berlinWallTimeToUtc(values.publishAt ?? ""),
            unpublishAt: values.unpublishAt ? berlinWallTimeToUtc(values.unpublishAt) : null,
          },
          done,
        )
      }
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{t("publishing.timeZoneHint", { zone: SITE_TIME_ZONE })}</Typography.Paragraph>
      <Form.Item<ScheduleValues>
        name="publishAt"
        label={t("publishing.publishAt")}
        rules={[{ required: true, message: t("publishing.publishAtRequired") }, isTime]}
      >
        <SiteTimePicker />
      </Form.Item>
      <Form.Item<ScheduleValues>
        name="unpublishAt"
        label={t("publishing.unpublishAt")}
        extra={t("publishing.unpublishAtHint")}
        dependencies={["publishAt"]}
        rules={[isTime, endAfterStart]}
      >
        <SiteTimePicker />
      </Form.Item>
    </FormDialog>
  );
}

/** The unpublished edit of a version: who saved it when, what it changes, and Discard. */
function DraftNotice({
  version,
  draft,
  draftFields,
  discarding,
  disabled,
  onDiscard,
}: {
  version: PublishableVersion;
  draft: VersionDraft;
  draftFields: readonly DraftField<Record<string, unknown>>[];
  discarding: boolean;
  disabled: boolean;
  onDiscard: () => void;
}) {
  const t = useT();
  const changed = draftDifferences(version, draft, draftFields).map((label) => t(label));
  return <DraftLine draft={draft} changed={changed} discarding={discarding} disabled={disabled} onDiscard={onDiscard} />;
}

/**
 * The line of unpublished changes under a publication frame, the kinds' and the site
 * configuration's alike: who saved them when, the fields they change, a `note` of the editor's,
 * and Discard after the confirmation `confirm` (by default the kinds').
 */
export function DraftLine({
  draft,
  changed,
  note,
  confirm,
  discarding,
  disabled,
  onDiscard,
}: {
  draft: VersionDraft;
  changed: readonly string[];
  note?: string | undefined;
  confirm?: string | undefined;
  discarding: boolean;
  disabled: boolean;
  onDiscard: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const siteTime = useSiteTimeText();
  // Chinese sentences follow one another without a space, and list with 、.
  const sentenceGap = locale.startsWith("zh") ? "" : " ";
  return (
    <Flex wrap gap={8} align="center" style={{ flexBasis: "100%" }}>
      <Tag color="#ad4e00" style={{ marginInlineEnd: 0 }}>
        {t("publishing.draftTag")}
      </Tag>
      <Typography.Text>
        {t("publishing.draftSaved", { time: siteTime(draft.savedAt), name: draft.operatorName ?? t("publishing.someone") })}
        {changed.length > 0 && sentenceGap + t("publishing.draftChanges", { fields: joinNames(changed, locale) })}
        {note && sentenceGap + note}
      </Typography.Text>
      <Popconfirm
        title={confirm ?? t("publishing.discardConfirm")}
        okText={t("publishing.discard")}
        cancelText={t("common.cancel")}
        onConfirm={onDiscard}
        disabled={disabled}
      >
        <Button size="small" danger disabled={disabled} loading={discarding}>
          {t("publishing.discard")}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * The publication of one language version in an editor, for every publishable kind: its state
 * and times (Berlin time), its unpublished edit (the draft: who saved it when, which fields
 * differ, Discard), and for accounts that may publish (content.write) the buttons Publish now
 * (Publish changes when a published version has a draft), Schedule… and Unpublish (Cancel
 * schedule for a scheduled version, not public yet). They act on
 * the saved version, so they wait while the form has unsaved changes. `children` stand beside the
 * state (an article's History); `notice` below it all, the panel's width (the newest review).
 */
export function PublicationPanel<V extends PublishableVersion>({
  actions,
  version,
  draftFields,
  languageName,
  unsaved,
  onChanged,
  onFieldsReplaced,
  children,
  notice,
}: {
  actions: PublicationActions<V>;
  /** The saved version; undefined for a version not saved yet. */
  version: V | undefined;
  /** The fields a draft may change, to name those that differ from the website. */
  draftFields: readonly DraftField<DraftFieldsOf<V>>[];
  languageName: string;
  unsaved: boolean;
  /** Takes in the item's versions as the server answers them after a change. */
  onChanged: (versions: V[]) => void;
  /** Shows this version's stored fields in the form again once a discard replaced them. */
  onFieldsReplaced: (version: V) => void;
  children?: ReactNode;
  notice?: ReactNode;
}) {
  const t = useT();
  const { message } = App.useApp();
  const siteTime = useSiteTimeText();
  const mayPublish = useRights().can("content.write");
  const [scheduling, setScheduling] = useState(false);
  const change = useMutation({
    mutationFn: ({ body }: { body: PublishBody | "unpublish" | "discardDraft"; done: MessageKey }) => {
      const id = version?.id ?? 0;
      if (body === "unpublish") return actions.unpublish(id);
      if (body === "discardDraft") return actions.discardDraft(id);
      return actions.publish(body);
    },
    onSuccess: (versions, { body, done }) => {
      onChanged(versions);
      setScheduling(false);
      const changed = versions.find((item) => item.id === version?.id);
      if (body === "discardDraft" && changed) onFieldsReplaced(changed);
      void message.success(t(done, { language: languageName }));
    },
  });

  if (!version) {
    return (
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t("publishing.notSavedYet")}
      </Typography.Paragraph>
    );
  }
  const { publishState, publishAt, unpublishAt, draft } = version;
  const times = [
    publishState === "scheduled" && publishAt ? t("publishing.from", { time: siteTime(publishAt) }) : undefined,
    publishState === "published" && publishAt ? t("publishing.since", { time: siteTime(publishAt) }) : undefined,
    publishState !== "draft" && unpublishAt ? t("publishing.until", { time: siteTime(unpublishAt) }) : undefined,
  ].filter(Boolean);

  return (
    <PublicationFrame
      languageName={languageName}
      publishState={publishState}
      when={times.length ? times.join(", ") : t("publishing.notOnSite")}
      details={children}
      unsaved={unsaved}
      actions={
        mayPublish && (
          <>
            {(publishState !== "published" || draft) && (
              <Button
                type="primary"
                disabled={unsaved}
                loading={change.isPending}
                onClick={() =>
                  change.mutate({ body: { id: version.id }, done: draft ? "publishing.changesPublished" : "publishing.publishedNow" })
                }
              >
                {t(draft && publishState === "published" ? "publishing.publishChanges" : "publishing.publishNow")}
              </Button>
            )}
            <Button disabled={unsaved || change.isPending} onClick={() => setScheduling(true)}>
              {t("publishing.schedule")}
            </Button>
            {/* A scheduled version is not public yet: ending its publication cancels the schedule. */}
            {publishState !== "draft" && (
              <Button
                disabled={unsaved}
                loading={change.isPending}
                onClick={() =>
                  change.mutate({
                    body: "unpublish",
                    done: publishState === "scheduled" ? "publishing.scheduleCancelled" : "publishing.unpublished",
                  })
                }
              >
                {t(publishState === "scheduled" ? "publishing.cancelSchedule" : "publishing.unpublish")}
              </Button>
            )}
          </>
        )
      }
    >
      {draft && (
        <DraftNotice
          version={version}
          draft={draft}
          draftFields={draftFields}
          discarding={change.isPending}
          disabled={unsaved}
          onDiscard={() => change.mutate({ body: "discardDraft", done: "publishing.draftDiscarded" })}
        />
      )}
      {notice}
      {scheduling && (
        <ScheduleDialog
          version={version}
          languageName={languageName}
          saving={change.isPending}
          onSchedule={(body, done) => change.mutate({ body, done: "publishing.scheduled" }, { onSettled: done })}
          onCancel={() => setScheduling(false)}
        />
      )}
    </PublicationFrame>
  );
}

/**
 * The frame of a version's publication, the kinds' and the site configuration's alike: its state
 * and times with what its editor adds beside them (`details`), its publishing buttons (`actions`,
 * which wait for the form's changes to be saved), and below, its unpublished changes.
 */
export function PublicationFrame({
  languageName,
  publishState,
  when,
  details,
  actions,
  unsaved,
  children,
}: {
  languageName: string;
  publishState: PublishState;
  when: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
  unsaved: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Flex
      role="group"
      aria-label={t("publishing.groupLabel", { language: languageName })}
      wrap
      gap={12}
      align="center"
      justify="space-between"
      style={{ marginBottom: 16, padding: "8px 12px", border: "1px solid rgba(5, 5, 5, 0.06)", borderRadius: 6 }}
    >
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{t("publishing.status")}</Typography.Text>
        <PublishStateTag state={publishState} />
        <Typography.Text type="secondary">{when}</Typography.Text>
        {details}
      </Flex>
      {actions && (
        <Flex vertical gap={4} align="end">
          <Space wrap>{actions}</Space>
          {unsaved && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("publishing.saveFirst")}
            </Typography.Text>
          )}
        </Flex>
      )}
      {children}
    </Flex>
  );
}

/**
 * A version as its editor shows it: with its draft's fields (its unpublished edit) in place of the
 * public ones, so that the form edits the draft.
 */
export function withDraftFields<V extends PublishableVersion>(version: V): V {
  if (!version.draft) return version;
  const { savedAt: _savedAt, operatorName: _operatorName, ...fields } = version.draft;
  return { ...version, ...fields };
}
