import { useQueryClient } from "@tanstack/react-query";
import type { PersonFields, PersonVersion } from "@lawfirm/contract";
import { VersionHistory, type HistoryField } from "../../ui/publishing/VersionHistory.tsx";
import { peopleApi, peopleKeys } from "./people.api.ts";
import { choiceQuery, useSpokenLanguageOptions, type LinkedField } from "./personChoices.ts";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The history of one saved person version (ui/publishing/VersionHistory.tsx) over the fields its
 * draft has: the office, job titles and practice areas by their names in the version's language
 * (the editor's lists), the biography and the sections (each its title, then its text) as a diff of
 * their words, the spoken languages by name.
 */
export function PersonHistory({
  version,
  languageName,
  unsaved,
  onChanged,
  onRestored,
}: {
  version: PersonVersion;
  languageName: string;
  unsaved: boolean;
  /** Takes in the person's versions as the server answers them after a restore. */
  onChanged: (versions: PersonVersion[]) => void;
  /** Shows the restored version's fields in the form. */
  onRestored: (version: PersonVersion) => void;
}) {
  const queryClient = useQueryClient();
  const spokenOptions = useSpokenLanguageOptions();
  const namesOf = (field: LinkedField) => async (ids: readonly number[]) => {
    const choices = await queryClient.fetchQuery(choiceQuery(field, version.lang));
    return new Map(choices.filter((choice) => ids.includes(choice.id)).map((choice) => [choice.id, choice.name] as const));
  };
  const fields: HistoryField<PersonFields>[] = [
    { label: "people.field.name", kind: "text", read: (values) => values.name },
    { label: "people.field.photo", kind: "picture", read: (values) => values.photoUrl },
    // Revisions kept before the photo had its own alt text have none.
    { label: "placeAlt.field", kind: "text", read: (values) => values.photoAlt },
    { label: "people.field.phone", kind: "text", read: (values) => values.phoneNumber },
    { label: "people.field.email", kind: "text", read: (values) => values.email },
    {
      label: "people.field.office",
      kind: "references",
      read: (values) => (values.office ? [values.office] : []),
      names: namesOf("office"),
    },
    { label: "people.field.intro", kind: "richText", read: (values) => values.intro },
    {
      label: "people.sections",
      kind: "richText",
      read: (values) => values.customContents.map((section) => `<h3>${escapeHtml(section.title)}</h3>${section.content}`).join(""),
    },
    { label: "people.field.jobs", kind: "references", read: (values) => values.jobIds, names: namesOf("jobIds") },
    { label: "people.field.practiceAreas", kind: "references", read: (values) => values.proFieldIds, names: namesOf("proFieldIds") },
    {
      label: "people.field.spokenLanguages",
      kind: "list",
      read: (values) => values.spokenLanguages.map((code) => spokenOptions.find((option) => option.value === code)?.label ?? code),
    },
  ];
  return (
    <VersionHistory
      actions={peopleApi}
      queryKey={peopleKeys.all}
      fields={fields}
      version={version}
      languageName={languageName}
      unsaved={unsaved}
      onChanged={onChanged}
      onRestored={onRestored}
    />
  );
}
