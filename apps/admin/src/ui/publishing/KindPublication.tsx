import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { DocumentName, PreviewKind } from "@lawfirm/contract";
import { withEditTag, type PublishingApi } from "../../lib/publishingApi.ts";
import { PreviewButtons } from "./PreviewButtons.tsx";
import { PublicationPanel, withDraftFields, type DraftField, type DraftFieldsOf } from "./PublicationPanel.tsx";
import { revisionsKey, VersionHistory, type HistoryField, type HistoryVersion } from "./VersionHistory.tsx";
import { LatestReview, reviewsKey, useVersionReviews } from "./VersionReviews.tsx";

/**
 * What a publishable kind gives its editor's publishing stack (decision 0035): its calls, the page
 * its preview shows, and its fields (`F`: a draft's and a revision's) by the editor's labels: those
 * a draft may change, and those its history compares. Where its queries are cached is the kind's
 * query key, which the editor's shell knows (`KindPublication`'s `queryKey`).
 */
export interface PublishingKind<V extends HistoryVersion, F> {
  api: PublishingApi<V, F>;
  /** The kind's page for Preview; a legal document's version is shown on its document's page. */
  preview: { kind: PreviewKind; documentName?: DocumentName };
  draftFields: readonly DraftField<DraftFieldsOf<V>>[];
  historyFields: readonly HistoryField<F>[];
}

/**
 * The publishing of one language version in any kind's editor, written once: its publication
 * panel (state, Publish, Schedule…, Unpublish, the draft and Discard) with its History beside the
 * state and the newest review from its approval links below (decision 0052), then Preview and Copy
 * approval link. Every change (publish, schedule, unpublish, discard,
 * restore) says what it did (the panel and the history notify), refreshes the version's revisions,
 * and hands the server's versions to the editor; a discard or a restore also hands it the
 * version whose stored fields the form shows again. The preview is in the language the draft will
 * be published in (a banner's draft may move it).
 */
export function KindPublication<V extends HistoryVersion, F>({
  kind,
  queryKey,
  itemTag,
  version,
  languageName,
  unsaved,
  onChanged,
  onFieldsReplaced,
}: {
  kind: PublishingKind<V, F>;
  /** The edit tag of the item as the editor holds it (`editTagOf`): a change made meanwhile refuses the calls (412). */
  itemTag: string | undefined;
  /** The kind's query key: a version's revisions are cached below it. */
  queryKey: QueryKey;
  /** The saved version; undefined for a version not saved yet. */
  version: V | undefined;
  languageName: string;
  unsaved: boolean;
  /** Takes in the item's versions as the server answers them after a change. */
  onChanged: (versions: V[]) => void;
  /** Shows this version's stored fields in the form again once a discard or a restore replaced them. */
  onFieldsReplaced: (version: V) => void;
}) {
  const queryClient = useQueryClient();
  const actions = withEditTag(kind.api, itemTag);
  const reviews = useVersionReviews(kind.api, queryKey, version?.id, itemTag);
  const changed = (versions: V[]) => {
    if (version) {
      void queryClient.invalidateQueries({ queryKey: revisionsKey(queryKey, version.id) });
      // A discard or a restore may bring back, or take away, what a review saw.
      void queryClient.invalidateQueries({ queryKey: reviewsKey(queryKey, version.id) });
    }
    onChanged(versions);
  };
  return (
    <>
      <PublicationPanel
        actions={actions}
        version={version}
        draftFields={kind.draftFields}
        languageName={languageName}
        unsaved={unsaved}
        onChanged={changed}
        onFieldsReplaced={onFieldsReplaced}
        notice={<LatestReview reviews={reviews.data} />}
      >
        {version && (
          <VersionHistory
            actions={actions}
            queryKey={queryKey}
            fields={kind.historyFields}
            version={version}
            languageName={languageName}
            unsaved={unsaved}
            onChanged={changed}
            onRestored={onFieldsReplaced}
            itemTag={itemTag}
          />
        )}
      </PublicationPanel>
      <PreviewButtons
        kind={kind.preview.kind}
        version={version && { id: version.id, lang: withDraftFields(version).lang }}
        documentName={kind.preview.documentName}
        unsaved={unsaved}
        published={
          version?.publishState === "published"
            ? { lang: version.lang, slug: "slug" in version && typeof version.slug === "string" ? version.slug : undefined }
            : undefined
        }
      />
    </>
  );
}
