import { useState, type ReactNode } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Checkbox, Drawer, Flex, Popconfirm, Skeleton, Typography } from "antd";
import {
  catalogEndpoints,
  toLanguageTag,
  type AnyArticle,
  type ArticleFields,
  type ArticleRevision,
  type RevisionAction,
  type RevisionEntry,
} from "@lawfirm/contract";
import { api } from "../../app/api.ts";
import { useRights } from "../../app/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { LoadErrorAlert } from "../../ui/LoadErrorAlert.tsx";
import { catalogKeys, flattenTree } from "../catalogs/index.ts";
import { articleKeys, type ArticleKind } from "./articleKinds.ts";
import { DRAFT_FIELDS, PublishStateTag, useSiteTimeText } from "./publicationState.tsx";
import { textDiff } from "./textDiff.ts";

const ACTION_LABELS: Record<RevisionAction, MessageKey> = {
  save: "history.action.save",
  saveDraft: "history.action.saveDraft",
  publish: "history.action.publish",
  unpublish: "history.action.unpublish",
  restore: "history.action.restore",
};

/** A rich text's words as a reader sees them: tags dropped, entities read, block ends as line breaks. */
export function richTextToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi, "$&\n");
  return (new DOMParser().parseFromString(withBreaks, "text/html").body.textContent ?? "").trim();
}

/**
 * The history of one saved language version (decision 0035, slice 4): its revisions newest first
 * (time in Berlin time, account, what was done, the state after it) in a drawer; two ticked are
 * compared field by field; each can be restored by an account that writes the version's language,
 * as the version's unpublished changes (a version not public: as its fields). A restore replaces
 * the form's fields, so it waits while the form has unsaved changes.
 */
export function ArticleHistory({
  kind,
  version,
  languageName,
  unsaved,
  onChanged,
  onRestored,
}: {
  kind: ArticleKind;
  version: AnyArticle;
  languageName: string;
  unsaved: boolean;
  /** Takes in the item's versions as the server answers them after a restore. */
  onChanged: (versions: AnyArticle[]) => void;
  /** Shows the restored version's fields in the form. */
  onRestored: (version: AnyArticle) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t("history.open")}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t("history.title", { language: languageName })}
        size="large"
        styles={{ wrapper: { maxWidth: "100vw" } }}
        destroyOnHidden
      >
        <RevisionList
          kind={kind}
          version={version}
          languageName={languageName}
          unsaved={unsaved}
          onRestored={(versions) => {
            onChanged(versions);
            const restored = versions.find((item) => item.id === version.id);
            if (restored) onRestored(restored);
            setOpen(false);
          }}
        />
      </Drawer>
    </>
  );
}

function RevisionList({
  kind,
  version,
  languageName,
  unsaved,
  onRestored,
}: {
  kind: ArticleKind;
  version: AnyArticle;
  languageName: string;
  unsaved: boolean;
  onRestored: (versions: AnyArticle[]) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const siteTime = useSiteTimeText();
  const queryClient = useQueryClient();
  const mayRestore = useRights().mayWriteLanguage(version.lang);
  const [picked, setPicked] = useState<number[]>([]);
  const revisions = useQuery({
    queryKey: articleKeys.revisions(kind, version.id),
    queryFn: ({ signal }) => kind.revisions(version.id, signal),
  });
  const restore = useMutation({
    mutationFn: (entry: RevisionEntry) => kind.restoreRevision(entry.id),
    onSuccess: (versions, entry) => {
      void queryClient.invalidateQueries({ queryKey: articleKeys.revisions(kind, version.id) });
      onRestored(versions);
      void message.success(t("history.restored", { time: siteTime(entry.savedAt), language: languageName }));
    },
  });

  if (revisions.isError) return <LoadErrorAlert onRetry={() => void revisions.refetch()} />;
  if (!revisions.data) return <Skeleton active />;
  if (revisions.data.length === 0) return <Typography.Paragraph>{t("history.empty")}</Typography.Paragraph>;
  const toggle = (id: number, checked: boolean) => setPicked((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));
  // Older first: the comparison reads from the earlier revision to the later one.
  const compared = [...picked].sort((a, b) => a - b);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t("history.pickTwo")}</Typography.Text>
      <ol aria-label={t("history.listLabel")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {revisions.data.map((entry) => {
          const time = siteTime(entry.savedAt);
          return (
            <li key={entry.id} style={{ padding: "8px 0", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}>
              <Flex wrap gap={8} align="center" justify="space-between">
                <Checkbox
                  checked={picked.includes(entry.id)}
                  disabled={picked.length >= 2 && !picked.includes(entry.id)}
                  onChange={(event) => toggle(entry.id, event.target.checked)}
                  aria-label={t("history.pick", { time })}
                >
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong>{time}</Typography.Text>
                    <Typography.Text>{t(ACTION_LABELS[entry.action])}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t("history.by", { name: entry.operatorName ?? t("publishing.someone") })}
                    </Typography.Text>
                    <PublishStateTag state={entry.state} />
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
      {compared.length === 2 && <RevisionComparison kind={kind} lang={version.lang} ids={[compared[0]!, compared[1]!]} />}
    </Flex>
  );
}

type ComparedField = (typeof DRAFT_FIELDS)[number][0];

/** Whether a kind has a field: folders, the external address and the note are not every kind's. */
const kindHasField = (kind: ArticleKind, field: ComparedField) =>
  field === "cataId" ? kind.catalogType !== null : field === "contentUrl" ? kind.hasLink : field === "note" ? kind.hasNote : true;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Two revisions field by field, the older first: the changed fields with their old and new values, then the unchanged ones named. */
function RevisionComparison({ kind, lang, ids }: { kind: ArticleKind; lang: string; ids: [number, number] }) {
  const t = useT();
  const siteTime = useSiteTimeText();
  const revisions = useQueries({
    queries: ids.map((id) => ({
      queryKey: articleKeys.revision(kind, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => kind.revision(id, signal),
      // A revision never changes.
      staleTime: Infinity,
    })),
  });
  const [before, after] = revisions.map((revision) => revision.data);
  if (revisions.some((revision) => revision.isError)) {
    return <LoadErrorAlert onRetry={() => revisions.forEach((revision) => void revision.refetch())} />;
  }
  if (!before || !after) return <Skeleton active />;
  const fields = DRAFT_FIELDS.filter(([field]) => kindHasField(kind, field));
  const changed = fields.filter(([field]) => !sameValue(before.fields[field], after.fields[field]));
  const unchanged = fields.filter(([field]) => sameValue(before.fields[field], after.fields[field]));
  return (
    <section aria-label={t("history.comparison")} style={{ borderTop: "1px solid rgba(5, 5, 5, 0.15)", paddingTop: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("history.compareTitle", { before: siteTime(before.savedAt), after: siteTime(after.savedAt) })}
      </Typography.Title>
      {changed.length === 0 && <Typography.Paragraph>{t("history.noChanges")}</Typography.Paragraph>}
      {changed.map(([field, label]) => (
        <div key={field} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t(label)}</Typography.Text>
          <FieldChange kind={kind} lang={lang} field={field} before={before} after={after} />
        </div>
      ))}
      {unchanged.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t("history.unchanged", { fields: unchanged.map(([, label]) => t(label)).join(", ") })}
        </Typography.Paragraph>
      )}
    </section>
  );
}

const DELETED_STYLE = { textDecoration: "line-through", background: "#fff1f0", color: "#a8071a" };
const INSERTED_STYLE = { textDecoration: "underline", background: "#f6ffed", color: "#135200" };

/** One changed field: rich text as a diff of its words, a cover as two pictures, anything else as its old and new value. */
function FieldChange({
  kind,
  lang,
  field,
  before,
  after,
}: {
  kind: ArticleKind;
  lang: string;
  field: ComparedField;
  before: ArticleRevision;
  after: ArticleRevision;
}) {
  const t = useT();
  const folderName = useFolderName(kind, lang);
  if (field === "content") {
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t("history.diffLegend")}
        </Typography.Paragraph>
        <div lang={toLanguageTag(lang)} style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }}>
          {textDiff(richTextToText(before.fields.content), richTextToText(after.fields.content)).map((part, index) => {
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
  const shown = (fields: ArticleFields): ReactNode => {
    if (field === "coverUrl") {
      return fields.coverUrl ? (
        <img
          src={fields.coverUrl}
          alt={t("articles.field.cover")}
          style={{ height: 64, maxWidth: 128, objectFit: "cover", verticalAlign: "middle" }}
        />
      ) : (
        t("history.emptyValue")
      );
    }
    if (field === "cataId") return fields.cataId === null ? t("history.emptyValue") : folderName(fields.cataId);
    if (field === "personIds") return fields.people.map((person) => person.name).join(", ") || t("history.emptyValue");
    if (field === "proFieldIds") return fields.proFields.map((area) => area.name).join(", ") || t("history.emptyValue");
    const text = fields[field];
    return typeof text === "string" && text ? text : t("history.emptyValue");
  };
  return (
    <dl style={{ margin: "4px 0 0", display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 12px", alignItems: "center" }}>
      <dt>{t("history.before")}</dt>
      <dd style={{ margin: 0 }}>
        <del style={DELETED_STYLE}>{shown(before.fields)}</del>
      </dd>
      <dt>{t("history.after")}</dt>
      <dd style={{ margin: 0 }}>
        <ins style={INSERTED_STYLE}>{shown(after.fields)}</ins>
      </dd>
    </dl>
  );
}

/** A folder's name in the version's language (the editor's folder list), or a note that it is gone. */
function useFolderName(kind: ArticleKind, lang: string): (id: number) => string {
  const t = useT();
  const type = kind.catalogType;
  const tree = useQuery({
    queryKey: catalogKeys.tree(type ?? 0, lang),
    queryFn: ({ signal }) => api.call(catalogEndpoints.tree, { query: { type: type ?? 0, lang } }, { signal }),
    enabled: type !== null,
  });
  const folders = flattenTree(tree.data ?? []);
  return (id) => folders.find((folder) => folder.id === id)?.name ?? t("history.deletedFolder");
}
