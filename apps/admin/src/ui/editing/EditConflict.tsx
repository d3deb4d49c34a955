import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Flex, Modal, Skeleton, Typography } from "antd";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { draftDifferences, withDraftFields, type DraftField } from "../publishing/PublicationPanel.tsx";
import type { EditedVersion, KindEditor, VersionedValues } from "./useKindEditor.ts";

/** What changed in one language version of the item since the editor read it. */
export interface VersionChange {
  lang: string;
  /** `added`: the version is new; `removed`: it was deleted; `changed`: its fields or its publication changed. */
  how: "added" | "removed" | "changed";
  /** The changed fields' labels, each with whether the editor changed it too. */
  fields: { label: MessageKey; mineToo: boolean }[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the fields whose values differ between two sets of form values. */
function changedNames(before: object | undefined, after: object | undefined): Set<string> {
  const [a, b] = [(before ?? {}) as Record<string, unknown>, (after ?? {}) as Record<string, unknown>];
  return new Set([...Object.keys(a), ...Object.keys(b)].filter((name) => !same(a[name], b[name])));
}

/**
 * What changed in the item's versions between `before` (as the editor read them) and `now`, field
 * by field (each version's edited fields: its draft's where it has one), with the fields the
 * editor's own form changed too (`mine`: the names it changed, per language and of the item).
 */
export function changesMeanwhile<Version extends EditedVersion>(
  before: readonly Version[],
  now: readonly Version[],
  fieldsOf: (lang: string) => readonly DraftField<Record<string, unknown>>[],
  mine: (lang: string) => ReadonlySet<string>,
): VersionChange[] {
  const langs = [...new Set([...before, ...now].map((version) => version.lang))];
  return langs.flatMap((lang): VersionChange[] => {
    const [old, current] = [before.find((version) => version.lang === lang), now.find((version) => version.lang === lang)];
    if (!old) return [{ lang, how: "added", fields: [] }];
    if (!current) return [{ lang, how: "removed", fields: [] }];
    const fields = fieldsOf(lang);
    const labels = draftDifferences(withDraftFields(old), withDraftFields(current), fields);
    const published = ["publishState", "publishAt", "unpublishAt"] as const;
    const publication = published.some((field) => !same(old[field], current[field]));
    if (labels.length === 0 && !publication) return [];
    const changedByMe = mine(lang);
    return [
      {
        lang,
        how: "changed",
        fields: [
          ...labels.map((label) => ({
            label,
            mineToo: fields.some(([field, fieldLabel]) => fieldLabel === label && changedByMe.has(field)),
          })),
          ...(publication ? [{ label: "conflict.publication" as const, mineToo: false }] : []),
        ],
      },
    ];
  });
}

/** A value of the form as plain text: rich text without its tags, a list one item per line. */
function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).join("\n");
  if (value !== null && typeof value === "object") return Object.values(value).map(plainText).filter(Boolean).join("\n");
  if (typeof value !== "string") return value === undefined || value === null ? "" : String(value);
  return /<[a-z]/i.test(value) ? (new DOMParser().parseFromString(value, "text/html").body.textContent ?? "") : value;
}

/**
 * The dialog of a save the server refused because someone changed the item after the editor read it
 * (412, decision 0050): who and when (the server's message), what they changed, field by field and
 * per language, marking the fields the editor changed too; then the editor copies their own changes,
 * loads the item as it is now (dropping their edits), or saves their edits over it.
 */
export function EditConflictDialog<
  Detail,
  Version extends EditedVersion,
  Fields,
  Values extends VersionedValues,
  Body extends { lang: string },
>({ editor }: { editor: KindEditor<Detail, Version, Fields, Values, Body> }) {
  const t = useT();
  const { message } = App.useApp();
  const { item, editing, form, stored, conflict } = editor;
  const { kind, itemId, languages } = item;
  const current = useQuery({
    queryKey: [...kind.detailKey(itemId ?? 0), "meanwhile"],
    queryFn: ({ signal }) => kind.fetchDetail(itemId ?? 0, signal),
    enabled: conflict !== undefined && itemId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  if (!conflict) return null;

  const now = current.data === undefined ? undefined : kind.detail.read(current.data);
  const mineValues = form.getFieldsValue(true) as Values & Record<string, unknown>;
  const loaded = editing.toFormValues(stored) as Values & Record<string, unknown>;
  const itemNames = editing.replacedWithVersion ?? [];
  const mine = (lang: string) =>
    new Set([
      ...changedNames(loaded.versions[lang], mineValues.versions[lang]),
      ...itemNames.flatMap((name) => [...changedNames(loaded[name] as object, mineValues[name] as object)]),
    ]);
  const fieldsOf = (lang: string) => editing.publishing(lang).draftFields as readonly DraftField<Record<string, unknown>>[];
  const changes = now ? changesMeanwhile(stored, now, fieldsOf, mine) : [];
  const languageName = (lang: string) => languages.find((language) => language.langCode === lang)?.langName ?? lang;

  const copyMine = async () => {
    const parts = Object.keys(mineValues.versions).flatMap((lang) =>
      fieldsOf(lang)
        .filter(([field]) => mine(lang).has(field))
        .map(([field, label]) => {
          const value =
            (mineValues.versions[lang] as Record<string, unknown> | undefined)?.[field] ??
            itemNames.map((name) => (mineValues[name] as Record<string, unknown>)[field]).find(Boolean);
          return `${t(label)} (${languageName(lang)}):\n${plainText(value)}`;
        }),
    );
    await navigator.clipboard.writeText(parts.join("\n\n"));
    void message.success(t("conflict.copied"));
  };

  return (
    <Modal
      open
      title={t("conflict.title")}
      onCancel={conflict.dismiss}
      width={640}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => void copyMine()}>{t("conflict.copyMine")}</Button>
          <Button danger disabled={!now} onClick={() => now && conflict.takeTheirs(now)}>
            {t("conflict.takeTheirs")}
          </Button>
          <Button type="primary" disabled={!now} onClick={() => now && conflict.keepMine(now)}>
            {t("conflict.keepMine")}
          </Button>
        </Flex>
      }
    >
      <Alert type="warning" showIcon title={conflict.message} style={{ marginBottom: 16 }} />
      {now ? (
        <>
          <Typography.Paragraph strong>{t("conflict.changedFields")}</Typography.Paragraph>
          {changes.length === 0 && <Typography.Paragraph>{t("conflict.nothingVisible")}</Typography.Paragraph>}
          <ul>
            {changes.map((change) => (
              <li key={change.lang}>
                <Typography.Text strong>{languageName(change.lang)}: </Typography.Text>
                {change.how === "changed"
                  ? change.fields.map((field, index) => (
                      <span key={field.label}>
                        {index > 0 && ", "}
                        {t(field.label)}
                        {field.mineToo && <Typography.Text type="danger"> ({t("conflict.mineToo")})</Typography.Text>}
                      </span>
                    ))
                  : t(change.how === "added" ? "conflict.versionAdded" : "conflict.versionRemoved")}
              </li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary">{t("conflict.choices")}</Typography.Paragraph>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
    </Modal>
  );
}
