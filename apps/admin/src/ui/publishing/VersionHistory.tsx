import { useState, type ReactNode } from "react";
import { useMutation, useQueries, useQuery } from "@tanstack/react-query";
import { App, Button, Checkbox, ConfigProvider, Drawer, Flex, Popconfirm, Skeleton, Typography } from "antd";
import { joinNames, toLanguageTag, type RevisionEntry, type VersionReview } from "@lawfirm/contract";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import { useRights } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { LoadErrorAlert } from "../LoadErrorAlert.tsx";
import type { PublishableVersion } from "./PublicationPanel.tsx";
import { useSiteTimeText } from "./publicationState.tsx";
import { RevisionStateTag, scheduleWentLive, useRevisionActionText } from "./revisionWords.tsx";
import { textDiff } from "./textDiff.ts";
import { ReviewLine, useVersionReviews } from "./VersionReviews.tsx";

/** A rich text's words as a reader sees them: tags dropped, entities read, block ends as line breaks. */
export function richTextToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, "$&\n");
  return (new DOMParser().parseFromString(withBreaks, "text/html").body.textContent ?? "").trim();
}

/** The fields of `F` whose values are of type `T`. */
type FieldOfType<F, T> = { [K in keyof F]-?: F[K] extends T ? K : never }[keyof F] & string;

/** How a history reads a value from a revision's fields: one field by its name, or `read` where the value is made of several or shown otherwise. */
type ReadValue<F, T> = { field: FieldOfType<F, T>; read?: never } | { read: (fields: F) => T; field?: never };

/**
 * One field a history compares, read from a revision's fields (`F`: the kind's), with its label in
 * the editor and how a change of it is shown: `text` as its old and new value, `list` as its old
 * and new items, `richText` (HTML) as a diff of its words, `picture` as two thumbnails,
 * `references` (ids of other items) by their names, found by `names` (an id it does not answer
 * was deleted since). A misspelt field, or one of another type, fails the type check.
 */
export type HistoryField<F> =
  | ({ label: MessageKey; kind: "text" | "picture" } & ReadValue<F, string | null | undefined>)
  | ({ label: MessageKey; kind: "flag" } & ReadValue<F, boolean | undefined>)
  | ({ label: MessageKey; kind: "richText" } & ReadValue<F, string>)
  | ({ label: MessageKey; kind: "list" } & ReadValue<F, readonly string[]>)
  | ({
      label: MessageKey;
      kind: "references";
      names: (ids: readonly number[]) => Promise<ReadonlyMap<number, string>>;
    } & ReadValue<F, readonly number[]>);

/** A field's value in one revision's fields. */
export function valueOf<F, T>(reader: { field?: string; read?: (fields: F) => T }, fields: F): T {
  return reader.read ? reader.read(fields) : ((fields as Record<string, unknown>)[reader.field ?? ""] as T);
}

/**
 * A kind's revision calls (decision 0035, slice 4) and its reviews (decision 0052; none for what has
 * no approval links, the site configuration); Restore answers the item's versions.
 */
export type RevisionActions<V, F> = Pick<PublishingApi<V, F>, "revisions" | "revision" | "restoreRevision"> &
  Partial<Pick<PublishingApi<V, F>, "reviews">>;

/** A saved language version whose history is shown. */
export type HistoryVersion = PublishableVersion & { lang: string };

/** Where the revisions of one version are cached, below the kind's query key. */
export const revisionsKey = (queryKey: readonly unknown[], versionId: number) => [...queryKey, "revisions", versionId];

interface HistoryProps<F, V extends HistoryVersion> {
  actions: RevisionActions<V, F>;
  /** The kind's query key: its revisions are cached under it. */
  queryKey: readonly unknown[];
  /** The fields compared, in the editor's order. */
  fields: readonly HistoryField<F>[];
  version: V;
  languageName: string;
  unsaved: boolean;
  /** The item's edit tag as the editor holds it: the reviews are read again when it changes. */
  itemTag?: string | undefined;
}

/** A line of the history: a revision (at its index among the revisions), or a review from an approval link. */
type HistoryLine = { revision: RevisionEntry; index: number; review?: never } | { review: VersionReview; revision?: never; index?: never };

/**
 * The revisions and the reviews, newest first, each list in its own order: a review stands above
 * the revisions recorded before it, so beside the state it reviewed.
 */
export function historyLines(revisions: readonly RevisionEntry[], reviews: readonly VersionReview[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  let next = 0;
  for (const review of reviews) {
    while (next < revisions.length && revisions[next]!.savedAt > review.reviewedAt) {
      lines.push({ revision: revisions[next]!, index: next });
      next += 1;
    }
    lines.push({ review });
  }
  for (; next < revisions.length; next += 1) lines.push({ revision: revisions[next]!, index: next });
  return lines;
}

/**
 * The history of one saved language version of any publishable kind (decision 0035, slice 4): its
 * revisions newest first (time in Berlin time, account, what was done, the state after it) in a
 * drawer, with the reviews its approval links brought among them (decision 0052); two revisions
 * ticked are compared field by field; each can be restored by an account that writes
 * the version's language, as the version's unpublished changes (a version not public: as its
 * fields). A restore replaces the form's fields, so it waits while the form has unsaved changes.
 */
export function VersionHistory<F, V extends HistoryVersion>({
  onChanged,
  onRestored,
  ...props
}: HistoryProps<F, V> & {
  /** Takes in the item's versions as the server answers them after a restore. */
  onChanged: (versions: V[]) => void;
  /** Shows the restored version's fields in the form. */
  onRestored: (version: V) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    // A tab shown for reference only (a translator's other languages) disables its controls; its history stays readable.
    <ConfigProvider componentDisabled={false}>
      <Button size="small" onClick={() => setOpen(true)}>
        {t("history.open")}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t("history.title", { language: props.languageName })}
        size="large"
        styles={{ wrapper: { maxWidth: "100vw" } }}
        destroyOnHidden
      >
        <RevisionList
          {...props}
          onRestored={(versions) => {
            onChanged(versions);
            const restored = versions.find((item) => item.id === props.version.id);
            if (restored) onRestored(restored);
            setOpen(false);
          }}
        />
      </Drawer>
    </ConfigProvider>
  );
}

function RevisionList<F, V extends HistoryVersion>({
  actions,
  queryKey,
  fields,
  version,
  languageName,
  unsaved,
  itemTag,
  onRestored,
}: HistoryProps<F, V> & { onRestored: (versions: V[]) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const siteTime = useSiteTimeText();
  const actionText = useRevisionActionText();
  const mayRestore = useRights().mayWriteLanguage(version.lang);
  const [picked, setPicked] = useState<number[]>([]);
  // Whether a schedule's time has come, as of the drawer's opening.
  const [openedAt] = useState(Date.now);
  const revisions = useQuery({
    queryKey: revisionsKey(queryKey, version.id),
    queryFn: ({ signal }) => actions.revisions(version.id, signal),
  });
  const reviews = useVersionReviews(actions, queryKey, version.id, itemTag);
  const restore = useMutation({
    mutationFn: (entry: RevisionEntry) => actions.restoreRevision(entry.id),
    onSuccess: (versions, entry) => {
      onRestored(versions);
      void message.success(t("history.restored", { time: siteTime(entry.savedAt), language: languageName }));
    },
  });

  if (revisions.isError) return <LoadErrorAlert onRetry={() => void revisions.refetch()} />;
  if (!revisions.data || reviews.isLoading) return <Skeleton active />;
  // The revisions are shown even when the reviews could not be read; a line says so.
  const reviewsError = reviews.isError && <LoadErrorAlert onRetry={() => void reviews.refetch()} />;
  if (revisions.data.length === 0 && !reviews.data?.length) {
    return (
      <>
        {reviewsError}
        <Typography.Paragraph>{t("history.empty")}</Typography.Paragraph>
      </>
    );
  }
  const toggle = (id: number, checked: boolean) => setPicked((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));
  // Older first: the comparison reads from the earlier revision to the later one.
  const compared = [...picked].sort((a, b) => a - b);
  return (
    <Flex vertical gap={16}>
      {reviewsError}
      <Typography.Text type="secondary">{t("history.pickTwo")}</Typography.Text>
      <ol aria-label={t("history.listLabel")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {historyLines(revisions.data, reviews.data ?? []).map((line) => {
          const { review } = line;
          if (review) {
            return (
              // In line with the revisions' words, past their checkboxes' column.
              <li key={`review-${review.id}`} style={{ padding: "8px 0 8px 24px", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}>
                <ReviewLine review={review} />
              </li>
            );
          }
          const { revision: entry, index } = line;
          const time = siteTime(entry.savedAt);
          return (
            <li key={`revision-${entry.id}`} style={{ padding: "8px 0", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}>
              {/* Restore stays at the row's end whatever the length of its words: they wrap beside it. */}
              <Flex gap={8} align="start" justify="space-between">
                <Checkbox
                  checked={picked.includes(entry.id)}
                  disabled={picked.length >= 2 && !picked.includes(entry.id)}
                  onChange={(event) => toggle(entry.id, event.target.checked)}
                  aria-label={t("history.pick", { time })}
                  style={{ minWidth: 0 }}
                >
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{time}</Typography.Text>
                    <Typography.Text>{actionText(entry, scheduleWentLive(revisions.data, index, openedAt))}</Typography.Text>
                    {/* Revisions written without an account (the demo content's) name nobody; a deleted account is named so. */}
                    {entry.operatorName !== "" && (
                      <Typography.Text type="secondary">
                        {t("history.by", { name: entry.operatorName ?? t("publishing.someone") })}
                      </Typography.Text>
                    )}
                    <RevisionStateTag action={entry.action} state={entry.state} />
                  </Flex>
                </Checkbox>
                {mayRestore && (
                  <Popconfirm
                    title={t(version.publishState === "draft" ? "history.restoreConfirmInPlace" : "history.restoreConfirmAsDraft")}
                    okText={t("history.restore")}
                    cancelText={t("common.cancel")}
                    onConfirm={() => restore.mutate(entry)}
                    disabled={unsaved}
                  >
                    <Button
                      size="small"
                      style={{ flexShrink: 0 }}
                      disabled={unsaved}
                      loading={restore.isPending && restore.variables.id === entry.id}
                      aria-label={t("history.restoreLabel", { time })}
                    >
                      {t("history.restore")}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            </li>
          );
        })}
      </ol>
      {mayRestore && unsaved && <Typography.Text type="secondary">{t("history.saveFirst")}</Typography.Text>}
      {compared.length === 2 && (
        <RevisionComparison actions={actions} queryKey={queryKey} fields={fields} lang={version.lang} ids={[compared[0]!, compared[1]!]} />
      )}
    </Flex>
  );
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** A field without a value: none, an empty text, an empty list or a "no". */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === "" || value === false || (Array.isArray(value) && value.length === 0);

/** Two revisions field by field, the older first: the changed fields with their old and new values, then the unchanged ones that have a value named. */
function RevisionComparison<F>({
  actions,
  queryKey,
  fields,
  lang,
  ids,
}: {
  actions: RevisionActions<unknown, F>;
  queryKey: readonly unknown[];
  fields: readonly HistoryField<F>[];
  lang: string;
  ids: [number, number];
}) {
  const t = useT();
  // The labels are the interface's: listed as its language lists.
  const { locale } = useLocale();
  const siteTime = useSiteTimeText();
  const revisions = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...queryKey, "revision", id],
      queryFn: ({ signal }: { signal: AbortSignal }) => actions.revision(id, signal),
      // A revision never changes.
      staleTime: Infinity,
    })),
  });
  const [before, after] = revisions.map((revision) => revision.data);
  if (revisions.some((revision) => revision.isError)) {
    return <LoadErrorAlert onRetry={() => revisions.forEach((revision) => void revision.refetch())} />;
  }
  if (!before || !after) return <Skeleton active />;
  const isSame = (field: HistoryField<F>) => sameValue(valueOf<F, unknown>(field, before.fields), valueOf<F, unknown>(field, after.fields));
  const changed = fields.filter((field) => !isSame(field));
  // Unchanged and empty in both (a regular news item's external address) is not worth naming.
  const unchanged = fields.filter((field) => isSame(field) && !isEmptyValue(valueOf<F, unknown>(field, after.fields)));
  return (
    <section aria-label={t("history.comparison")} style={{ borderTop: "1px solid rgba(5, 5, 5, 0.15)", paddingTop: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("history.compareTitle", { before: siteTime(before.savedAt), after: siteTime(after.savedAt) })}
      </Typography.Title>
      {changed.length === 0 && <Typography.Paragraph>{t("history.noChanges")}</Typography.Paragraph>}
      {changed.map((field) => (
        <div key={field.label} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t(field.label)}</Typography.Text>
          {field.kind === "richText" ? (
            <WordDiff lang={lang} before={valueOf(field, before.fields)} after={valueOf(field, after.fields)} />
          ) : field.kind === "references" ? (
            <ReferencesChange
              queryKey={queryKey}
              field={field}
              before={valueOf(field, before.fields)}
              after={valueOf(field, after.fields)}
            />
          ) : (
            <ValueChange
              before={<FieldValue field={field} fields={before.fields} />}
              after={<FieldValue field={field} fields={after.fields} />}
            />
          )}
        </div>
      ))}
      {unchanged.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t("history.unchanged", {
            fields: joinNames(
              unchanged.map((field) => t(field.label)),
              locale,
            ),
          })}
        </Typography.Paragraph>
      )}
    </section>
  );
}

const DELETED_STYLE = { textDecoration: "line-through", background: "#fff1f0", color: "#a8071a" };
const INSERTED_STYLE = { textDecoration: "underline", background: "#f6ffed", color: "#135200" };

/** Rich text compared as text: a diff of its words, deleted ones struck through and inserted ones underlined. */
export function WordDiff({ lang, before, after }: { lang: string; before: string; after: string }) {
  const t = useT();
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
        {t("history.diffLegend")}
      </Typography.Paragraph>
      <div lang={toLanguageTag(lang)} style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }}>
        {textDiff(richTextToText(before), richTextToText(after)).map((part, index) => {
          if (part.kind === "same") return <span key={index}>{part.text}</span>;
          // The space before a changed word stays outside its mark, so that only words are struck through or underlined.
          const [, space = "", words = ""] = /^(\s*)([\s\S]*)$/.exec(part.text) ?? [];
          return (
            <span key={index}>
              {space}
              {part.kind === "deleted" ? <del style={DELETED_STYLE}>{words}</del> : <ins style={INSERTED_STYLE}>{words}</ins>}
            </span>
          );
        })}
      </div>
    </>
  );
}

/** A field's old and new value, struck through and underlined. */
export function ValueChange({ before, after }: { before: ReactNode; after: ReactNode }) {
  const t = useT();
  return (
    <dl style={{ margin: "4px 0 0", display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 12px", alignItems: "center" }}>
      <dt>{t("history.before")}</dt>
      <dd style={{ margin: 0 }}>
        <del style={DELETED_STYLE}>{before}</del>
      </dd>
      <dt>{t("history.after")}</dt>
      <dd style={{ margin: 0 }}>
        <ins style={INSERTED_STYLE}>{after}</ins>
      </dd>
    </dl>
  );
}

/** A text, list, yes-or-no or picture field's value in one revision. */
export function FieldValue<F>({ field, fields }: { field: Exclude<HistoryField<F>, { kind: "richText" | "references" }>; fields: F }) {
  const t = useT();
  const { locale } = useLocale();
  if (field.kind === "list") return joinNames(valueOf(field, fields), locale) || t("history.emptyValue");
  if (field.kind === "flag") return t(valueOf(field, fields) ? "history.yes" : "history.no");
  const value = valueOf(field, fields);
  if (!value) return t("history.emptyValue");
  if (field.kind === "picture") {
    return <img src={value} alt={t(field.label)} style={{ height: 64, maxWidth: 128, objectFit: "cover", verticalAlign: "middle" }} />;
  }
  return value;
}

/** Other items a field names, by their names now (one look-up for both revisions). */
export function ReferencesChange<F>({
  queryKey,
  field,
  before,
  after,
}: {
  queryKey: readonly unknown[];
  field: Extract<HistoryField<F>, { kind: "references" }>;
  before: readonly number[];
  after: readonly number[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const ids = [...new Set([...before, ...after])].sort((a, b) => a - b);
  const names = useQuery({
    queryKey: [...queryKey, "revisionNames", field.label, ids],
    queryFn: () => field.names(ids),
    staleTime: 30_000,
  });
  if (names.isError) return <LoadErrorAlert onRetry={() => void names.refetch()} />;
  if (!names.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const shown = (list: readonly number[]) =>
    joinNames(
      list.map((id) => names.data.get(id) ?? t("history.deletedReference")),
      locale,
    ) || t("history.emptyValue");
  return <ValueChange before={shown(before)} after={shown(after)} />;
}
