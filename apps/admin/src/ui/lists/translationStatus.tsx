import { useQuery } from "@tanstack/react-query";
import { Flex, Tag } from "antd";
import type { Language } from "@lawfirm/contract";
import type { PublishingApi } from "../../lib/publishingApi.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useLanguageName } from "../contentLanguages.ts";

/** A kind's call of its list's translation status (decision 0057). */
export type TranslationStatusCall = PublishingApi<unknown, unknown>["translationStatus"];

/** A list row's version (any of its item's): what the status is asked of. */
const versionIdOf = (row: object): number | undefined => ("id" in row && typeof row.id === "number" ? row.id : undefined);

/** Per row's version, the languages of its item that are out of date: one call for the rows on screen. */
export function useTranslationStatus(call: TranslationStatusCall | undefined, rows: readonly object[]): ReadonlyMap<number, string[]> {
  const ids = rows.flatMap((row) => versionIdOf(row) ?? []);
  const status = useQuery({
    queryKey: ["translationStatus", ids],
    queryFn: ({ signal }) => call!(ids, signal),
    enabled: call !== undefined && ids.length > 0,
    staleTime: 0,
  });
  return new Map((status.data ?? []).map((entry) => [entry.id, entry.outdated]));
}

/** The outdated languages of a row's item, from `useTranslationStatus`. */
export const outdatedOf = (status: ReadonlyMap<number, string[]>, row: object) => status.get(versionIdOf(row) ?? 0) ?? [];

// Narrower than a plain tag: the three languages, one with its mark, stay on one line of the column.
const TAG_STYLE = { marginInlineEnd: 0, paddingInline: 4 } as const;
// Orange, dark enough to read (WCAG AA).
const OUTDATED_STYLE = { ...TAG_STYLE, color: "#873800", background: "#fff7e6", borderColor: "#fa8c16" } as const;
// Grey, but dark enough to read on a selected row's tint too (WCAG AA).
const MISSING_STYLE = { ...TAG_STYLE, borderStyle: "dashed", color: "#595959", background: "transparent" } as const;

/**
 * Every content language as a short code with its version's state: present, out of date (orange,
 * with a mark) or missing (dashed, struck through); the state is in each tag's name for screen
 * readers and on hover.
 */
export function LanguageStatusTags({
  present,
  outdated,
  languages,
}: {
  present: readonly string[];
  outdated: readonly string[];
  languages: readonly Language[] | undefined;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const codes = languages?.map((language) => language.langCode) ?? present;
  return (
    <Flex gap={4} wrap>
      {codes.map((code) => {
        const language = languageName(code);
        const short = code.slice(0, 2).toUpperCase();
        const state = !present.includes(code) ? "missing" : outdated.includes(code) ? "outdated" : "present";
        const label = t(`translation.status.${state}`, { language });
        return (
          <Tag
            key={code}
            style={state === "missing" ? MISSING_STYLE : state === "outdated" ? OUTDATED_STYLE : TAG_STYLE}
            title={label}
            aria-label={label}
            data-state={state}
          >
            {state === "missing" ? <s>{short}</s> : state === "outdated" ? `${short}!` : short}
          </Tag>
        );
      })}
    </Flex>
  );
}
