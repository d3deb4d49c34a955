import type { ReactNode } from "react";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { Card, Skeleton } from "antd";
import type { Language } from "@lawfirm/contract";
import { useChosenLanguage, useContentLanguages } from "./contentLanguages.ts";
import { EditingLanguage } from "./EditingLanguage.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { LoadErrorAlert } from "./LoadErrorAlert.tsx";
import type { UnsavedChanges } from "./useUnsavedChanges.tsx";

/**
 * A record the server keeps once per content language (the site configuration, a legal document),
 * edited one language at a time: the language buttons (asking first when there are edits), then
 * the chosen language's record in its editor (`children`). The record is loaded afresh when the
 * page opens and never replaced by a refetch in the background while it is being edited; until it
 * is there, a Retry or a skeleton.
 */
export function PerLanguageRecord<Data>({
  unsaved,
  initialLang,
  queryKey,
  fetchRecord,
  children,
}: {
  /** The page's guard against losing edits: choosing another language asks first. */
  unsaved: UnsavedChanges;
  /** The language to open (a link's); the UI language's or the first when missing or not a content language. */
  initialLang?: string | undefined;
  queryKey: (lang: string) => QueryKey;
  fetchRecord: (lang: string, signal: AbortSignal) => Promise<Data>;
  /** The editor of the record in `lang`. */
  children: (record: Data, lang: string, languages: readonly Language[]) => ReactNode;
}) {
  const languages = useContentLanguages();
  const [lang, setLang] = useChosenLanguage(languages.data, initialLang);
  const record = useQuery({
    queryKey: queryKey(lang ?? ""),
    queryFn: ({ signal }) => fetchRecord(lang ?? "", signal),
    enabled: Boolean(lang),
    staleTime: 0,
    refetchOnMount: "always",
    // A refetch in the background must not replace what is being edited.
    refetchOnWindowFocus: false,
  });

  let body: ReactNode;
  if (languages.isError || record.isError) {
    body = <LoadErrorAlert onRetry={() => void (languages.isError ? languages.refetch() : record.refetch())} />;
  } else if (!lang || !languages.data || !record.data || !record.isFetchedAfterMount) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  } else {
    body = <EditingLanguage lang={lang}>{children(record.data, lang, languages.data)}</EditingLanguage>;
  }

  return (
    <>
      <LanguagePicker languages={languages.data} value={lang} onChange={(next) => unsaved.confirmDiscard(() => setLang(next))} />
      {body}
    </>
  );
}
