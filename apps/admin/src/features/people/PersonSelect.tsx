import { useEffect, useMemo, useState } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { Select } from "antd";
import { ApiError } from "@lawfirm/contract";
import { useT } from "../../i18n/I18nProvider.tsx";
import { peopleApi, peopleKeys } from "./people.api.ts";

/** A person version as a picker shows it. */
export interface PersonChoice {
  id: number;
  no: number;
  name: string;
}

/** People found per search. */
const SEARCH_PAGE_SIZE = 20;
/** Waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

interface PersonSelectProps {
  /** The content language: the picker offers the people of this language. */
  lang: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** People already named (with their names), e.g. from the saved item. */
  known: readonly PersonChoice[];
  /** Told which people are picked, in order, when the value changes. */
  onPicked?: (choices: PersonChoice[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * A searchable picker of people of one language (decision 0031): the name typed is searched on
 * the server (case and accents ignored, as the people list does); the order of picking is kept.
 */
export function PersonSelect({ lang, value, onChange, known, onPicked, disabled, id }: PersonSelectProps) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = { pageNo: 1, pageSize: SEARCH_PAGE_SIZE, lang, ...(term ? { name: term } : {}) };
  const found = useQuery({
    queryKey: [...peopleKeys.list(query), "picker"],
    queryFn: ({ signal }) => peopleApi.list(query, signal),
    enabled: !disabled,
    staleTime: 30_000,
  });
  const choices = useMemo(() => {
    const byId = new Map<number, PersonChoice>(known.map((choice) => [choice.id, choice]));
    // The list answers another language's version for a person without one in `lang`: not a choice here.
    for (const row of found.data?.result ?? []) if (row.lang === lang) byId.set(row.id, { id: row.id, no: row.no, name: row.name });
    return byId;
  }, [known, found.data, lang]);
  const selected = value ?? [];
  const options = [...choices.values()].map((choice) => ({ value: choice.id, label: choice.name }));

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={selected}
      options={options}
      disabled={disabled}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? null : t("connections.noPeopleFound")}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onChange={(ids) => {
        setTyped("");
        onChange?.(ids);
        onPicked?.(ids.flatMap((picked) => choices.get(picked) ?? []));
      }}
    />
  );
}

/** The versions in `lang` of the given people (found through each person's detail); people without one are left out. */
export async function peopleIn(queryClient: QueryClient, people: readonly PersonChoice[], lang: string): Promise<PersonChoice[]> {
  const details = await Promise.all(
    people.map((person) =>
      queryClient.fetchQuery({
        queryKey: peopleKeys.detail(person.id),
        queryFn: ({ signal }) => peopleApi.detail(person.id, signal),
        staleTime: 30_000,
      }),
    ),
  );
  return details.flatMap((detail) => {
    const version = detail.versions.find((candidate) => candidate.lang === lang);
    return version ? [{ id: version.id, no: version.no, name: version.name }] : [];
  });
}

/** The names of person versions by their ids (through each person's detail); a person deleted since is left out. */
export async function personNames(queryClient: QueryClient, ids: readonly number[]): Promise<Map<number, string>> {
  const names = await Promise.all(
    ids.map((id) =>
      queryClient
        .fetchQuery({ queryKey: peopleKeys.detail(id), queryFn: ({ signal }) => peopleApi.detail(id, signal), staleTime: 30_000 })
        .then((detail) => detail.versions.filter((version) => version.id === id).map((version) => [id, version.name] as const))
        // A 404: the person was deleted since; any other failure is the caller's.
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return [];
          throw error;
        }),
    ),
  );
  return new Map(names.flat());
}

/** What a translated item's editor needs to keep one list of people the same in every language tab. */
export interface PeoplePicks {
  /** The people with names known in a tab's language (saved or picked). */
  known(lang: string): PersonChoice[];
  /** People picked in one tab: the other tabs get the same people in their languages. */
  picked(lang: string, choices: PersonChoice[], otherLangs: readonly string[]): void;
  /** A tab added later starts with the people of `from`, in its language; answers those left out, having no version in it. */
  copy(from: string, to: string): Promise<PersonChoice[]>;
}

/**
 * Keeps a list of people (`versions.<lang>.<field>` of a form) the same in every tab, as the
 * server keeps it (decision 0031); `saved` are the people of the saved versions, by language.
 */
export function usePeoplePicks(
  queryClient: QueryClient,
  setIds: (lang: string, ids: number[]) => void,
  getIds: (lang: string) => number[],
  saved: Record<string, readonly PersonChoice[]>,
): PeoplePicks {
  const [known, setKnown] = useState<Record<string, PersonChoice[]>>(() =>
    Object.fromEntries(Object.entries(saved).map(([lang, people]) => [lang, [...people]])),
  );
  const remember = (lang: string, people: readonly PersonChoice[]) =>
    setKnown((current) => {
      const byId = new Map((current[lang] ?? []).map((person) => [person.id, person]));
      for (const person of people) byId.set(person.id, person);
      return { ...current, [lang]: [...byId.values()] };
    });
  const mapInto = (choices: readonly PersonChoice[], lang: string) =>
    peopleIn(queryClient, choices, lang).then((mapped) => {
      remember(lang, mapped);
      setIds(
        lang,
        mapped.map((person) => person.id),
      );
      const found = new Set(mapped.map((person) => person.no));
      return choices.filter((choice) => !found.has(choice.no));
    });
  return {
    known: (lang) => known[lang] ?? [],
    picked: (lang, choices, otherLangs) => {
      remember(lang, choices);
      for (const other of otherLangs) if (other !== lang) void mapInto(choices, other);
    },
    copy: (from, to) => {
      const byId = new Map((known[from] ?? []).map((person) => [person.id, person]));
      return mapInto(
        getIds(from).flatMap((id) => byId.get(id) ?? []),
        to,
      );
    },
  };
}
