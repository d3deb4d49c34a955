import { useQueryClient } from "@tanstack/react-query";
import type { PracticeAreaFields, PracticeAreaVersion } from "@lawfirm/contract";
import { VersionHistory, type HistoryField } from "../../ui/publishing/VersionHistory.tsx";
import { personNames } from "../people/index.ts";
import { practiceAreaKeys, practiceAreasApi } from "./practiceAreas.api.ts";

/**
 * The history of one saved practice area version (ui/publishing/VersionHistory.tsx) over the fields
 * its draft has: the introduction as a diff of its words, the icon as a picture, the key contacts
 * by their names now.
 */
export function PracticeAreaHistory({
  version,
  languageName,
  unsaved,
  onChanged,
  onRestored,
}: {
  version: PracticeAreaVersion;
  languageName: string;
  unsaved: boolean;
  /** Takes in the practice area's versions as the server answers them after a restore. */
  onChanged: (versions: PracticeAreaVersion[]) => void;
  /** Shows the restored version's fields in the form. */
  onRestored: (version: PracticeAreaVersion) => void;
}) {
  const queryClient = useQueryClient();
  const fields: HistoryField<PracticeAreaFields>[] = [
    { label: "expertise.field.name", kind: "text", read: (values) => values.name },
    { label: "expertise.field.introduce", kind: "richText", read: (values) => values.introduce },
    { label: "expertise.field.icon", kind: "picture", read: (values) => values.iconUrl },
    {
      label: "connections.keyContacts",
      kind: "references",
      read: (values) => values.keyContactIds,
      names: (ids) => personNames(queryClient, ids),
    },
  ];
  return (
    <VersionHistory
      actions={practiceAreasApi}
      queryKey={practiceAreaKeys.all}
      fields={fields}
      version={version}
      languageName={languageName}
      unsaved={unsaved}
      onChanged={onChanged}
      onRestored={onRestored}
    />
  );
}
