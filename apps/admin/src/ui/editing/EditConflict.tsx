import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Flex, Modal, Skeleton, Typography } from "antd";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../contentLanguages.ts";
import { draftDifferences, type DraftField } from "../publishing/PublicationPanel.tsx";
import type { HistoryVersion } from "../publishing/VersionHistory.tsx";
import { sameValue } from "./mergeEdits.ts";
import type { EditedVersion, KindEditor, VersionedValues } from "./useKindEditor.ts";
import type { VersionEditing, VersionEditor, VersionRow } from "./useVersionEditor.ts";

/** What changed in one language version of the item since the editor read it. */
export interface VersionChange {
  lang: string;
  /** `added`: the version is new; `removed`: it was deleted; `changed`: its fields or its publication changed. */
  how: "added" | "removed" | "changed";
  /** The changed fields' labels, each with whether the editor changed it too. */
  fields: { label: MessageKey; mineToo: boolean }[];
}

/** A version's fields as the editor edits them: its draft's where it has one. */
const editedFields = (version: Omit<HistoryVersion, "id">): object => ({ ...version, ...version.draft });

/** The names of the fields whose values differ between two sets of form values. */
function changedNames(before: object | undefined, after: object | undefined): Set<string> {
  const [a, b] = [(before ?? {}) as Record<string, unknown>, (after ?? {}) as Record<string, unknown>];
  return new Set([...Object.keys(a), ...Object.keys(b)].filter((name) => !sameValue(a[name], b[name])));
}

/**
 * What changed in the item's versions between `before` (as the editor read them) and `now`, field
 * by field (each version's edited fields: its draft's where it has one), with the fields the
 * editor's own form changed too (`mine`: the names it changed, per language and of the item).
 */
export function changesMeanwhile<Version extends Omit<HistoryVersion, "id">>(
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
    const labels = draftDifferences(editedFields(old), editedFields(current), fields);
    const published = ["publishState", "publishAt", "unpublishAt"] as const;
    const publication = published.some((field) => !sameValue(old[field], current[field]));
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

/** A save refused because the item changed meanwhile, as the editor's shell holds it. */
export interface EditConflict<Version> {
  /** The server's message: who changed the item, and when. */
  message: string;
  /** Takes in the item as it is now, dropping the form's edits. */
  takeTheirs: (now: Version[]) => void;
  /** Saves the form's edits over the item as it is now. */
  keepMine: (now: Version[]) => void;
  /** Closes the dialog: the form keeps its edits (a save is refused again). */
  dismiss: () => void;
}

/**
 * The dialog of a save the server refused because someone changed the item after the editor read it
 * (412, decision 0050): who and when (the server's message), what they changed, field by field and
 * per language, marking the fields the editor changed too (`changes`; undefined while the item is
 * read again); then the editor copies their own changes, loads the item as it is now (dropping their
 * edits), or saves their edits over it.
 */
function ConflictDialog<Version>({
  conflict,
  now,
  changes,
  languageName,
  copyMine,
}: {
  conflict: EditConflict<Version>;
  /** The item as it is now; undefined while it is read. */
  now: Version[] | undefined;
  changes: readonly VersionChange[];
  languageName: (lang: string) => string;
  /** The editor's changes as plain text, one field after the other. */
  copyMine: () => string;
}) {
  const t = useT();
  const { message } = App.useApp();
  const copy = async () => {
    await navigator.clipboard.writeText(copyMine());
    void message.success(t("conflict.copied"));
  };
  return (
    <Modal
      open
      title={t("conflict.title")}
      onCancel={conflict.dismiss}
      // Wide enough for the three choices side by side in German.
      width={720}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => void copy()}>{t("conflict.copyMine")}</Button>
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

/** The editor's changed fields (`mine`) of `values` as plain text, each under its label and language. */
function changesAsText(
  t: ReturnType<typeof useT>,
  fields: readonly DraftField<Record<string, unknown>>[],
  entries: readonly { languageName: string; mine: ReadonlySet<string>; values: Record<string, unknown> }[],
): string {
  return entries
    .flatMap(({ languageName, mine, values }) =>
      fields.filter(([field]) => mine.has(field)).map(([field, label]) => `${t(label)} (${languageName}):\n${plainText(values[field])}`),
    )
    .join("\n\n");
}

/** The conflict dialog of a translated kind's editor (`KindEditorForm`): the item is read again to show what changed. */
export function EditConflictDialog<
  Detail,
  Version extends EditedVersion,
  Fields,
  Values extends VersionedValues,
  Body extends { lang: string },
>({ editor }: { editor: KindEditor<Detail, Version, Fields, Values, Body> }) {
  const t = useT();
  const languageName = useLanguageName();
  const { item, editing, form, stored, conflict } = editor;
  const { kind, itemId } = item;
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
  /** The item's fields among form values: a group's (`common`) or one field's own. */
  const itemValues = (values: Record<string, unknown>) =>
    Object.fromEntries(
      itemNames.flatMap((name) => {
        const value = values[name];
        return value !== null && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [[name, value]];
      }),
    );
  const mine = (lang: string) =>
    new Set([
      ...changedNames(loaded.versions[lang], mineValues.versions[lang]),
      ...changedNames(itemValues(loaded), itemValues(mineValues)),
    ]);
  const fieldsOf = (lang: string) => editing.publishing(lang).draftFields as readonly DraftField<Record<string, unknown>>[];
  const copyMine = () =>
    Object.keys(mineValues.versions)
      .map((lang) =>
        changesAsText(t, fieldsOf(lang), [
          { languageName: languageName(lang), mine: mine(lang), values: { ...itemValues(mineValues), ...mineValues.versions[lang] } },
        ]),
      )
      .filter(Boolean)
      .join("\n\n");
  return (
    <ConflictDialog
      conflict={conflict}
      now={now}
      changes={now ? changesMeanwhile(stored, now, fieldsOf, mine) : []}
      languageName={languageName}
      copyMine={copyMine}
    />
  );
}

/** The conflict dialog of a single-row version's editor (banners, legal documents): the row is read again to show what changed. */
export function VersionConflictDialog<Row extends VersionRow, Fields, Values extends object>({
  editor,
  editing,
  languageName,
}: {
  editor: VersionEditor<Row, Values>;
  editing: VersionEditing<Row, Fields, Values>;
  languageName: (lang: string) => string;
}) {
  const t = useT();
  const { row, form, conflict } = editor;
  const current = useQuery({
    queryKey: ["version-meanwhile", row?.lang, row?.id],
    queryFn: ({ signal }) => editing.read(row as Row, signal),
    enabled: conflict !== undefined && row !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  if (!conflict || !row) return null;

  const now = current.data;
  const mineValues = form.getFieldsValue(true) as Record<string, unknown>;
  const mine = changedNames(editing.toFormValues(row) as object, mineValues);
  const fields = editing.publishing.draftFields as readonly DraftField<Record<string, unknown>>[];
  const copyMine = () => changesAsText(t, fields, [{ languageName: languageName(row.lang), mine, values: mineValues }]);
  return (
    <ConflictDialog
      conflict={conflict}
      now={now && [now]}
      changes={
        now
          ? changesMeanwhile(
              [row],
              [now],
              () => fields,
              () => mine,
            )
          : []
      }
      languageName={languageName}
      copyMine={copyMine}
    />
  );
}
