import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLoaderData, useLocation, useNavigation, useSearchParams } from "react-router";
import { usePageHead } from "../../lib/page-head";
import { useSiteName } from "../../lib/layout-data";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { EmptyState } from "../../ui/EmptyState";
import { LoadMoreFooter, useFocusFirstAdded } from "../../ui/LoadMore";
import { PageHeader } from "../../ui/PageHeader";
import { PeopleGrid } from "../../ui/people/PeopleGrid";
import list from "../../ui/articles/ArticleListPage.module.css";
import { FILTER_NAMES, MAX_PEOPLE_PAGES, type FilterName } from "./people-data";
import type { loader } from "./PeoplePage.data";
import styles from "./PeoplePage.module.css";
import { SearchGlass } from "../../ui/SearchGlass";

/** How long typing may pause before the results follow the keyword. */
const KEYWORD_DEBOUNCE_MS = 300;

const FILTER_LABELS: Record<FilterName, { labelKey: MessageKey; allKey: MessageKey }> = {
  jobId: { labelKey: "people.filter.jobLabel", allKey: "people.filter.job" },
  practiceAreaId: { labelKey: "people.filter.expertiseLabel", allKey: "people.filter.expertise" },
  office: { labelKey: "people.filter.officeLabel", allKey: "people.filter.office" },
};

/** The team page: name search and the three filters in the address, results from the loader, "load more". */
export default function PeoplePage() {
  const { t } = useLocale();
  const siteName = useSiteName();
  const { query, selected, options, items, total } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const markLoadMore = useFocusFirstAdded(listRef, items.length);
  const [keyword, setKeyword] = useState(query.keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  usePageHead({ title: t("page.people.title"), description: t("page.people.description") });

  // The address changed from outside the box (back button, a shared link): the box follows it,
  // unless the visitor is typing in it.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setKeyword(query.keyword);
  }, [query.keyword]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** A new search: the changed inputs in the address, "load more" back at the first page. */
  function search(changes: Partial<Record<"keyword" | FilterName, string>>) {
    clearTimeout(timer.current);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("page");
        for (const [name, value] of Object.entries(changes)) {
          const trimmed = value.trim();
          if (trimmed) next.set(name, trimmed);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function onKeywordChange(value: string) {
    setKeyword(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== (searchParams.get("keyword") ?? "").trim()) search({ keyword: value });
    }, KEYWORD_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search({ keyword });
  }

  const filtered = query.keyword !== "" || FILTER_NAMES.some((name) => query[name] !== undefined);
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <>
      <PageHeader eyebrow={siteName} title={t("page.people.title")} lead={t("page.people.lead")} />
      <div className={`container ${list.body}`}>
        <form role="search" className={styles.search} onSubmit={onSubmit} aria-label={t("people.search.region")}>
          <div className={styles.keyword}>
            <label htmlFor="people-keyword" className={styles.label}>
              {t("people.search.label")}
            </label>
            <div className={styles.field}>
              <SearchGlass className={styles.searchIcon} />
              <input
                ref={inputRef}
                id="people-keyword"
                name="keyword"
                type="search"
                className={styles.input}
                placeholder={t("people.search.placeholder")}
                value={keyword}
                onChange={(event) => onKeywordChange(event.currentTarget.value)}
                maxLength={200}
                autoComplete="off"
                enterKeyHint="search"
              />
            </div>
          </div>
          {FILTER_NAMES.map((name) => (
            <div key={name} className={styles.filter}>
              <label htmlFor={`people-${name}`} className={styles.label}>
                {t(FILTER_LABELS[name].labelKey)}
              </label>
              <select
                id={`people-${name}`}
                name={name}
                className={styles.select}
                value={selected[name] === undefined ? "" : String(selected[name])}
                onChange={(event) => search({ [name]: event.currentTarget.value })}
              >
                <option value="">{t(FILTER_LABELS[name].allKey)}</option>
                {options[name].map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
                {selected[name] !== undefined && !options[name].some((option) => option.id === selected[name]) ? (
                  <option value={selected[name]}>{t("people.filter.other")}</option>
                ) : null}
              </select>
            </div>
          ))}
          {/* With JavaScript the results follow every change; without it, this sends the search. */}
          <button type="submit" className={styles.submit} data-without-script-only="">
            {t("people.search.submit")}
          </button>
        </form>
        <div className={styles.results} aria-busy={loading || undefined}>
          {items.length === 0 ? (
            <EmptyState hint={filtered ? t("people.noResults") : undefined} />
          ) : (
            <>
              <PeopleGrid people={items} listRef={listRef} />
              <LoadMoreFooter
                shown={items.length}
                total={total}
                page={query.page}
                maxPages={MAX_PEOPLE_PAGES}
                onLoadMore={() => markLoadMore(items.length)}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
