import type { AnyArticle } from "@lawfirm/contract";
import { PublicationPanel } from "../../ui/publishing/PublicationPanel.tsx";
import { ArticleHistory } from "./ArticleHistory.tsx";
import type { ArticleKind } from "./articleKinds.ts";
import { DRAFT_FIELDS } from "./publicationState.tsx";

/**
 * The publication of one article version in its editor (ui/publishing/PublicationPanel.tsx), with
 * the version's History beside its state.
 */
export function ArticlePublication({
  kind,
  version,
  languageName,
  unsaved,
  onChanged,
  onFieldsReplaced,
}: {
  kind: ArticleKind;
  /** The saved version; undefined for a version not saved yet. */
  version: AnyArticle | undefined;
  languageName: string;
  unsaved: boolean;
  /** Takes in the item's versions as the server answers them after a change. */
  onChanged: (versions: AnyArticle[]) => void;
  /** Shows this version's stored fields in the form again once a discard or a restore replaced them. */
  onFieldsReplaced: (version: AnyArticle) => void;
}) {
  return (
    <PublicationPanel
      actions={kind}
      version={version}
      draftFields={DRAFT_FIELDS}
      languageName={languageName}
      unsaved={unsaved}
      onChanged={onChanged}
      onFieldsReplaced={onFieldsReplaced}
    >
      {version && (
        <ArticleHistory
          kind={kind}
          version={version}
          languageName={languageName}
          unsaved={unsaved}
          onChanged={onChanged}
          onRestored={onFieldsReplaced}
        />
      )}
    </PublicationPanel>
  );
}
