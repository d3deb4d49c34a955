import type { ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Col, Flex, Row, Skeleton, Tag, Typography } from "antd";
import {
  CONTENT_KIND_FIELDS,
  contentKindOf,
  joinNames,
  toLanguageTag,
  type ContentFieldFacts,
  type KindConfigurationName,
  type TranslationLag,
} from "@lawfirm/contract";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import { useRights } from "../../lib/rights.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useLocale, useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../contentLanguages.ts";
import { LoadErrorAlert } from "../LoadErrorAlert.tsx";
import { useSiteTimeText } from "./publicationState.tsx";
import {
  FieldValue,
  isEmptyValue,
  ReferencesChange,
  richTextToText,
  sameValue,
  valueOf,
  ValueChange,
  WordDiff,
  type HistoryField,
} from "./VersionHistory.tsx";

// Out-of-date language versions and the source beside a translation (decision 0057), in every
// translated kind's editor: written once over the kind's publishing calls and History's fields.

/** A kind's translation calls. */
export type TranslationApi<F> = Pick<PublishingApi<unknown, F>, "translation" | "translationSource" | "markUpToDate">;

/** Where a version's translation state is cached, below the kind's query key. */
export const translationKey = (queryKey: readonly unknown[], versionId: number) => [...queryKey, "translation", versionId];

/** The labels of the fields a translation follows: a version's own that History compares (as the server's `translatedFieldsOf`). */
function translatedLabels(kind: KindConfigurationName): string[] {
  return Object.values<ContentFieldFacts>(CONTENT_KIND_FIELDS[contentKindOf(kind)])
    .filter((facts) => facts.belongsTo === "version" && facts.history !== null)
    .map((facts) => facts.label);
}

/** A declared field's label in the back office's catalogs (`CONTENT_KINDS`' `fields`), by the field's name. */
export function translatedFieldLabel(kind: KindConfigurationName, name: string): MessageKey | undefined {
  const fields: Record<string, ContentFieldFacts> = CONTENT_KIND_FIELDS[contentKindOf(kind)];
  return fields[name]?.label as MessageKey | undefined;
}

/**
 * Above a saved version's inputs: for each other language it is behind, what changed there since
 * it was last brought up to date, with Compare and (for an account writing its language) Mark as up
 * to date; then Compare with … for every other version of the item.
 */
export function TranslationNotice<F>({
  api,
  kind,
  queryKey,
  versionId,
  lang,
  otherLangs,
  comparing,
  onCompare,
}: {
  api: TranslationApi<F>;
  /** The kind's configuration, whose declared fields the changes name. */
  kind: KindConfigurationName;
  queryKey: readonly unknown[];
  versionId: number;
  lang: string;
  /** The languages of the item's other saved versions. */
  otherLangs: readonly string[];
  /** The language shown beside the version; undefined when none is. */
  comparing: string | undefined;
  onCompare: (source: string | undefined) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const rights = useRights();
  const siteTime = useSiteTimeText();
  const queryClient = useQueryClient();
  const key = translationKey(queryKey, versionId);
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => api.translation(versionId, signal) });
  const mark = useMutation({
    mutationFn: () => api.markUpToDate(versionId),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void message.success(t("translation.markedUpToDate"));
    },
  });
  const nameOf = useLanguageName();
  const fieldNames = (lag: TranslationLag) =>
    joinNames(
      lag.fields.map((name) => {
        const label = translatedFieldLabel(kind, name);
        return label ? t(label) : name;
      }),
      locale,
    );
  const compareButton = (source: string) =>
    comparing === source ? (
      <Button key={source} size="small" onClick={() => onCompare(undefined)}>
        {t("translation.closeCompare")}
      </Button>
    ) : (
      <Button key={source} size="small" onClick={() => onCompare(source)}>
        {t("translation.compareWith", { language: nameOf(source) })}
      </Button>
    );
  const behind = state.data?.behind ?? [];
  const shownLangs = otherLangs.filter((code) => !behind.some((lag) => lag.sourceLang === code));
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {behind.map((lag) => (
        <Alert
          key={lag.sourceLang}
          type="warning"
          showIcon
          title={t("translation.outdatedWith", { language: nameOf(lag.sourceLang) })}
          description={
            <Flex vertical gap={8}>
              <span>{t("translation.changedFields", { fields: fieldNames(lag), time: siteTime(lag.changedAt) })}</span>
              <Flex gap={8} wrap>
                {compareButton(lag.sourceLang)}
                {rights.mayWriteLanguage(lang) && (
                  <Button size="small" loading={mark.isPending} onClick={() => mark.mutate()}>
                    {t("translation.markUpToDate")}
                  </Button>
                )}
              </Flex>
            </Flex>
          }
        />
      ))}
      {shownLangs.length > 0 && (
        <Flex gap={8} wrap>
          {shownLangs.map(compareButton)}
        </Flex>
      )}
    </Flex>
  );
}

/**
 * The source beside a translation: the other version's fields, read-only, each field that changed
 * since the translation was last brought up to date marked and shown as History shows a change
 * (words struck through and underlined); the others as they are.
 */
export function TranslationSource<F>({
  api,
  kind,
  queryKey,
  versionId,
  source,
  fields,
}: {
  api: TranslationApi<F>;
  kind: KindConfigurationName;
  queryKey: readonly unknown[];
  versionId: number;
  source: string;
  /** The kind's fields as History shows them. */
  fields: readonly HistoryField<F>[];
}) {
  const t = useT();
  const languageName = useLanguageName();
  const siteTime = useSiteTimeText();
  const answer = useQuery({
    queryKey: [...translationKey(queryKey, versionId), "source", source],
    queryFn: ({ signal }) => api.translationSource(versionId, source, signal),
    staleTime: 0,
  });
  const title = (
    <Typography.Title level={5} style={{ marginTop: 0 }}>
      {t("translation.source", { language: languageName(source) })}
    </Typography.Title>
  );
  if (answer.isError) return <LoadErrorAlert onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <Skeleton active />;
  const { fields: current, baseline, changedAt } = answer.data;
  const isChanged = (field: HistoryField<F>) =>
    baseline !== null && !sameValue(valueOf<F, unknown>(field, baseline), valueOf<F, unknown>(field, current));
  // What a translation follows: the version's own fields (not those every version shares), a folder only when it changed.
  const own = new Set(translatedLabels(kind));
  const shown = fields.filter(
    (field) =>
      own.has(field.label) && (isChanged(field) || (field.kind !== "references" && !isEmptyValue(valueOf<F, unknown>(field, current)))),
  );
  return (
    <section aria-label={t("translation.source", { language: languageName(source) })} lang={toLanguageTag(source)}>
      {title}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {baseline && changedAt ? t("translation.sourceChanged", { time: siteTime(changedAt) }) : t("translation.sourceUpToDate")}
      </Typography.Paragraph>
      {shown.map((field) => (
        <SourceField key={field.label} field={field} changed={isChanged(field)}>
          {isChanged(field) && baseline ? (
            <FieldChange field={field} queryKey={queryKey} lang={source} before={baseline} after={current} />
          ) : (
            field.kind !== "references" && <PlainValue field={field} fields={current} />
          )}
        </SourceField>
      ))}
    </section>
  );
}

/** Orange as the field's mark, dark enough to read on the field's tint (WCAG AA). */
const CHANGED_TAG_STYLE = { marginInlineEnd: 0, color: "#873800", background: "#fff", borderColor: "#fa8c16" } as const;

/** One field of the source: its label, marked when it changed. */
function SourceField({ field, changed, children }: { field: { label: MessageKey }; changed: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div
      data-changed={changed || undefined}
      style={{
        marginBottom: 12,
        padding: "8px 12px",
        borderInlineStart: `4px solid ${changed ? "#fa8c16" : "rgba(5, 5, 5, 0.06)"}`,
        background: changed ? "#fff7e6" : undefined,
      }}
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t(field.label)}</Typography.Text>
        {changed && <Tag style={CHANGED_TAG_STYLE}>{t("translation.changed")}</Tag>}
      </Flex>
      <div style={{ marginTop: 4 }}>{children}</div>
    </div>
  );
}

/** A changed field as History shows a change: texts word by word, the rest as old and new value. */
function FieldChange<F>({
  field,
  queryKey,
  lang,
  before,
  after,
}: {
  field: HistoryField<F>;
  queryKey: readonly unknown[];
  lang: string;
  before: F;
  after: F;
}) {
  if (field.kind === "richText") return <WordDiff lang={lang} before={valueOf(field, before)} after={valueOf(field, after)} />;
  if (field.kind === "text") return <WordDiff lang={lang} before={valueOf(field, before) ?? ""} after={valueOf(field, after) ?? ""} />;
  if (field.kind === "references") {
    return <ReferencesChange queryKey={queryKey} field={field} before={valueOf(field, before)} after={valueOf(field, after)} />;
  }
  return <ValueChange before={<FieldValue field={field} fields={before} />} after={<FieldValue field={field} fields={after} />} />;
}

/** An unchanged field's value; rich text as its words. */
function PlainValue<F>({ field, fields }: { field: Exclude<HistoryField<F>, { kind: "references" }>; fields: F }) {
  if (field.kind === "richText")
    return <div style={{ whiteSpace: "pre-wrap", lineHeight: 1.7 }}>{richTextToText(valueOf(field, fields))}</div>;
  return <FieldValue field={field} fields={fields} />;
}

/**
 * A saved version's inputs as every editor shows them (the kinds' and the banners' and documents'
 * alike): the out-of-date notice above them, and, while another language is compared, that
 * version read-only beside them.
 */
export function TranslatedInputs<F>({
  api,
  kind,
  queryKey,
  versionId,
  lang,
  otherLangs,
  fields,
  comparing,
  onCompare,
  children,
}: {
  api: TranslationApi<F>;
  kind: KindConfigurationName;
  queryKey: readonly unknown[];
  /** The saved version; undefined for one not saved yet, which is shown as its inputs alone. */
  versionId: number | undefined;
  lang: string;
  otherLangs: readonly string[];
  /** The kind's fields as History shows them. */
  fields: readonly HistoryField<F>[];
  comparing: string | undefined;
  onCompare: (source: string | undefined) => void;
  /** The version's inputs. */
  children: ReactNode;
}) {
  if (versionId === undefined) return children;
  const shared = { api, kind, queryKey, versionId };
  return (
    <>
      <TranslationNotice {...shared} lang={lang} otherLangs={otherLangs} comparing={comparing} onCompare={onCompare} />
      {comparing ? (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <TranslationSource {...shared} source={comparing} fields={fields} />
          </Col>
          <Col xs={24} lg={12}>
            {children}
          </Col>
        </Row>
      ) : (
        children
      )}
    </>
  );
}
