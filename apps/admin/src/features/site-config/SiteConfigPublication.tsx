import { useMutation } from "@tanstack/react-query";
import { App, Button } from "antd";
import {
  isSupportedLocale,
  portalConfigEndpoints,
  siteConfigPreviewPath,
  type LegalNotice,
  type PortalConfig,
  type SiteConfigFields,
} from "@lawfirm/contract";
import { api } from "../../lib/api.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { DraftLine, PublicationFrame } from "../../ui/publishing/PublicationPanel.tsx";
import { useSiteTimeText } from "../../ui/publishing/publicationState.tsx";
import { VersionHistory, type HistoryField, type RevisionActions } from "../../ui/publishing/VersionHistory.tsx";

/** A language's configuration once saved: it has its id. */
export type SavedConfig = PortalConfig & { id: number };

/** The fields a language's configuration shows, as its draft and revisions keep them: each figure its override. */
export function liveFieldsOf(config: PortalConfig): SiteConfigFields {
  return {
    name: config.name,
    introduce: config.introduce,
    advantagesList: config.advantagesList,
    environmentList: config.environmentList,
    iconUrl: config.iconUrl,
    address: config.address,
    email: config.email,
    tel: config.tel,
    legalNotice: config.legalNotice,
    lawyerCount: config.figures.lawyerCount.override,
    isLawyerCountVisible: config.isLawyerCountVisible,
    totalPeople: config.figures.totalPeople.override,
    isTotalPeopleVisible: config.isTotalPeopleVisible,
    branchCount: config.figures.branchCount.override,
    isBranchCountVisible: config.isBranchCountVisible,
  };
}

/** Each field with its label in the editor, in the editor's order: what a draft names as changed. */
const FIELD_LABELS: readonly (readonly [keyof SiteConfigFields, MessageKey])[] = [
  ["address", "siteConfig.address"],
  ["email", "siteConfig.email"],
  ["tel", "siteConfig.tel"],
  ["iconUrl", "siteConfig.logo"],
  ["legalNotice", "legalNotice.section"],
  ["lawyerCount", "siteConfig.lawyerCount"],
  ["isLawyerCountVisible", "siteConfig.lawyerCountShown"],
  ["totalPeople", "siteConfig.totalPeople"],
  ["isTotalPeopleVisible", "siteConfig.totalPeopleShown"],
  ["branchCount", "siteConfig.branchCount"],
  ["isBranchCountVisible", "siteConfig.branchCountShown"],
  ["name", "siteConfig.name"],
  ["introduce", "siteConfig.introduce"],
  ["advantagesList", "siteConfig.advantages"],
  ["environmentList", "siteConfig.environment"],
];

/** The labels of the fields whose draft differs from what the website shows. */
export function changedFieldLabels(config: PortalConfig): MessageKey[] {
  if (!config.draft) return [];
  const live = liveFieldsOf(config);
  const draft = config.draft;
  return FIELD_LABELS.filter(([field]) => JSON.stringify(live[field] ?? null) !== JSON.stringify(draft[field] ?? null)).map(
    ([, label]) => label,
  );
}

/** The legal notice's facts as History lists them, one typed fact a line (a revision kept before they existed has none). */
function legalNoticeLines(notice: LegalNotice | undefined): string[] {
  if (!notice) return [];
  return [
    notice.legalForm,
    [notice.registerCourt, notice.registerNumber].filter(Boolean).join(", "),
    notice.vatId,
    [notice.barName, notice.barAddress].filter(Boolean).join(", "),
    ...notice.titles.map((title) => `${title.title} (${title.country})`),
    ...notice.rules.map((rule) => `${rule.name}: ${rule.url}`),
    [notice.insurerName, notice.insurerAddress, notice.insuranceScope ?? ""].filter(Boolean).join(", "),
    [notice.disputeResolution ?? "", notice.disputeBoard, notice.disputeBoardUrl].filter(Boolean).join(", "),
  ]
    .map((line) => line.replace(/\n/g, ", "))
    .filter(Boolean);
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const figure = (value: number | null) => (value === null ? null : String(value));

/** How History compares a configuration's revisions, field by field. */
const HISTORY_FIELDS: readonly HistoryField<SiteConfigFields>[] = [
  { label: "siteConfig.name", kind: "text", field: "name" },
  { label: "siteConfig.introduce", kind: "richText", field: "introduce" },
  {
    label: "siteConfig.advantages",
    kind: "richText",
    // Each advantage's title, then its text: one word diff of the section.
    read: (fields) => fields.advantagesList.map((advantage) => `<p>${escapeText(advantage.title)}</p>${advantage.content}`).join(""),
  },
  { label: "siteConfig.environment", kind: "list", read: (fields) => fields.environmentList.map((item) => item.title || item.coverUrl) },
  { label: "siteConfig.address", kind: "text", field: "address" },
  { label: "siteConfig.email", kind: "text", field: "email" },
  { label: "siteConfig.tel", kind: "text", field: "tel" },
  { label: "siteConfig.logo", kind: "picture", field: "iconUrl" },
  { label: "legalNotice.section", kind: "list", read: (fields) => legalNoticeLines(fields.legalNotice) },
  { label: "siteConfig.lawyerCount", kind: "text", read: (fields) => figure(fields.lawyerCount) },
  { label: "siteConfig.lawyerCountShown", kind: "flag", read: (fields) => fields.isLawyerCountVisible === 1 },
  { label: "siteConfig.totalPeople", kind: "text", read: (fields) => figure(fields.totalPeople) },
  { label: "siteConfig.totalPeopleShown", kind: "flag", read: (fields) => fields.isTotalPeopleVisible === 1 },
  { label: "siteConfig.branchCount", kind: "text", read: (fields) => figure(fields.branchCount) },
  { label: "siteConfig.branchCountShown", kind: "flag", read: (fields) => fields.isBranchCountVisible === 1 },
];

/** A language's configuration's publishing calls (decision 0059), sent with its edit tag as the editor holds it. */
export const siteConfigPublishing = {
  publish: (id: number, ifMatch?: string) => api.call(portalConfigEndpoints.publish, { body: { id } }, { ifMatch }),
  discardDraft: (id: number, ifMatch?: string) => api.call(portalConfigEndpoints.discardDraft, { body: { id } }, { ifMatch }),
  history: {
    revisions: (id, signal) => api.call(portalConfigEndpoints.revisions, { query: { id } }, { signal }),
    revision: (id, signal) => api.call(portalConfigEndpoints.revision, { query: { id } }, { signal }),
    restoreRevision: async (id, ifMatch) => [
      (await api.call(portalConfigEndpoints.restoreRevision, { body: { id } }, { ifMatch })) as SavedConfig,
    ],
  } satisfies RevisionActions<SavedConfig, SiteConfigFields>,
};

/**
 * The publication of a language's configuration: its state, its unpublished changes (who saved
 * them when, which fields differ from the website, whether the firm-wide facts' are among them),
 * Publish and Discard, Preview of the home and the about page, and History. Publish and Preview
 * take the saved configuration, so they wait while the form has unsaved changes.
 */
export function SiteConfigPublication({
  config,
  languageName,
  unsaved,
  itemTag,
  onChanged,
}: {
  config: SavedConfig;
  languageName: string;
  unsaved: boolean;
  /** The configuration's edit tag as the editor read it: a change meanwhile refuses the calls (412). */
  itemTag: string;
  /** Takes in the configuration as the server answers it after a change (its form shows it again). */
  onChanged: (config: PortalConfig) => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const siteTime = useSiteTimeText();
  const { draft, publishState, publishAt } = config;
  const change = useMutation({
    mutationFn: ({ call }: { call: "publish" | "discardDraft"; done: MessageKey }) => siteConfigPublishing[call](config.id, itemTag),
    onSuccess: (answer, { done }) => {
      onChanged(answer);
      void message.success(t(done, { language: languageName }));
    },
  });
  const changed = changedFieldLabels(config).map((label) => t(label));
  const lang = config.lang;

  return (
    <PublicationFrame
      languageName={languageName}
      publishState={publishState}
      when={publishState === "published" && publishAt ? t("publishing.since", { time: siteTime(publishAt) }) : t("siteConfig.notLive")}
      details={
        <VersionHistory<SiteConfigFields, SavedConfig>
          actions={{
            ...siteConfigPublishing.history,
            restoreRevision: (id) => siteConfigPublishing.history.restoreRevision(id, itemTag),
          }}
          queryKey={["portal-config", lang]}
          fields={HISTORY_FIELDS}
          version={config}
          languageName={languageName}
          unsaved={unsaved}
          onChanged={([restored]) => restored && onChanged(restored)}
          // The configuration taken in above gives the form its restored fields (the editor is made again with them).
          onRestored={() => undefined}
        />
      }
      unsaved={unsaved}
      actions={
        <>
          {isSupportedLocale(lang) &&
            (["home", "about"] as const).map((page) => (
              <Button key={page} href={siteConfigPreviewPath(lang, page, config.id)} target="_blank" rel="noopener" disabled={unsaved}>
                {t(page === "home" ? "siteConfig.previewHome" : "siteConfig.previewAbout")}
              </Button>
            ))}
          {(publishState !== "published" || draft) && (
            <Button
              type="primary"
              disabled={unsaved}
              loading={change.isPending}
              onClick={() => change.mutate({ call: "publish", done: draft ? "publishing.changesPublished" : "publishing.publishedNow" })}
            >
              {t(draft && publishState === "published" ? "publishing.publishChanges" : "publishing.publishNow")}
            </Button>
          )}
        </>
      }
    >
      {draft && (
        <DraftLine
          draft={draft}
          changed={changed}
          note={draft.factsChanged ? t("siteConfig.factsDraft") : undefined}
          confirm={draft.factsChanged ? t("siteConfig.discardWithFactsConfirm") : undefined}
          discarding={change.isPending}
          disabled={unsaved}
          onDiscard={() => change.mutate({ call: "discardDraft", done: "publishing.draftDiscarded" })}
        />
      )}
    </PublicationFrame>
  );
}
