import { useId, type ReactNode } from "react";
import { useLoaderData } from "react-router";
import {
  ADDRESS_ROUTES,
  buildPath,
  SEARCH_LIMITS,
  SITE_ROUTES,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResult,
} from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { formatDate, formatNumber } from "../../ui/format";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { MainSections } from "../../ui/MainSections";
import { PageHeader } from "../../ui/PageHeader";
import { SearchForm } from "../../ui/SearchForm";
import type { loader, SearchQueryState } from "./SearchPage.data";
import styles from "./SearchPage.module.css";

const KIND_LABELS: Record<SearchKind, MessageKey> = {
  person: "search.kind.person",
  practiceArea: "search.kind.practiceArea",
  news: "search.kind.news",
  case: "search.kind.case",
  honor: "search.kind.honor",
  opening: "search.kind.opening",
  document: "search.kind.document",
};

/** Where to look instead when nothing was found. */
/** The address of a search (without the language prefix). */
function searchPath(query: Partial<SearchQueryState> & { q: string }): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.kind) params.set("kind", query.kind);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `${SITE_ROUTES.search}?${params.toString()}`;
}

/** The page a result leads to (without the language prefix): its readable address (decision 0054), a legal document's by its name. */
function resultPath(result: SearchResult): string {
  if (result.kind === "document") return buildPath(SITE_ROUTES.document, { name: result.name ?? "privacy" });
  return buildPath(ADDRESS_ROUTES[result.kind], { slug: result.slug ?? "" });
}

/** Text with the query's hits marked; React escapes the text, so stored markup is never markup here. */
function Highlighted({ text, hits }: { text: string; hits: readonly SearchHit[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  hits.forEach(([start, end], index) => {
    if (start < at || end > text.length) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
    at = end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

function Result({ result }: { result: SearchResult }) {
  const { t, locale } = useLocale();
  const title = <Highlighted text={result.title} hits={result.titleHits} />;
  const meta = result.createTime ? formatDate(result.createTime, locale) : result.subtitle;
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>
        {result.contentUrl ? (
          <a href={result.contentUrl} target="_blank" rel="noopener noreferrer">
            {title}
            <span className={styles.external}> {t("search.external")}</span>
          </a>
        ) : (
          <LocalizedLink to={resultPath(result)}>{title}</LocalizedLink>
        )}
      </h3>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {result.snippet ? (
        <p className={styles.snippet}>
          <Highlighted text={result.snippet} hits={result.snippetHits} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * Whether a kind's count is "at least" (decision 0100): the search stopped counting it. A bounded
 * kind that found nothing among the matches it looked at says 0, not "at least 0".
 */
const countsAtLeast = (group: SearchGroup) => group.totalCapped && group.totalCount > 0;

/** One kind's results: its count (or "at least", decision 0100), its first results, and a link to all or its pager. */
export function Group({ group, query, alone }: { group: SearchGroup; query: SearchQueryState; alone: boolean }) {
  const { t, locale } = useLocale();
  const headingId = useId();
  const label = t(KIND_LABELS[group.kind]);
  const pages = Math.max(1, Math.ceil(group.totalCount / group.pageSize));
  const count = formatNumber(group.totalCount, locale);
  const atLeast = countsAtLeast(group);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {label} <span className={styles.count}>{atLeast ? t("search.countCapped", { count }) : count}</span>
      </h2>
      <ol className={styles.results}>
        {group.items.map((result) => (
          <Result key={`${result.kind}-${result.id}`} result={result} />
        ))}
      </ol>
      {!alone && group.totalCount > group.items.length ? (
        <LocalizedLink className={styles.more} to={searchPath({ q: query.q, kind: group.kind })}>
          {t(atLeast ? "search.moreCapped" : "search.more", { count, section: label })}
        </LocalizedLink>
      ) : null}
      {alone && atLeast && query.page >= pages ? <p className={styles.capped}>{t("search.capped", { count })}</p> : null}
      {alone && pages > 1 ? (
        <nav className={styles.pager} aria-label={t("search.pages")}>
          {query.page > 1 ? (
            <LocalizedLink rel="prev" to={searchPath({ ...query, page: query.page - 1 })}>
              {t("search.previous")}
            </LocalizedLink>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>{t("search.pageOf", { page: query.page, pages })}</span>
          {query.page < pages ? (
            <LocalizedLink rel="next" to={searchPath({ ...query, page: query.page + 1 })}>
              {t("search.next")}
            </LocalizedLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

export default function SearchPage() {
  const { t, locale } = useLocale();
  const { query, answer, problem } = useLoaderData<typeof loader>();
  usePageHead({
    title: query.q ? t("search.pageTitle", { q: query.q }) : t("search.title"),
    description: t("search.description"),
    noindex: true,
  });
  const groups = answer?.groups.filter((group) => (query.kind ? group.kind === query.kind : group.totalCount > 0)) ?? [];
  const total = answer?.groups.reduce((sum, group) => sum + group.totalCount, 0) ?? 0;
  const capped = answer?.groups.some(countsAtLeast) ?? false;
  return (
    <>
      <PageHeader title={query.q ? t("search.pageTitle", { q: query.q }) : t("search.title")} lead={t("search.description")}>
        <SearchForm query={query.q} />
      </PageHeader>
      <div className={`container ${styles.body}`}>
        {problem === "tooMany" ? <p className={styles.notice}>{t("search.tooMany")}</p> : null}
        {problem === "tooLong" ? <p className={styles.notice}>{t("search.tooLong", { max: SEARCH_LIMITS.query })}</p> : null}
        {!query.q && !problem ? <p className={styles.notice}>{t("search.start")}</p> : null}
        {answer ? (
          <>
            <div className={styles.summary}>
              <p role="status">
                {t(capped ? "search.summaryCapped" : "search.summary", { count: formatNumber(total, locale), q: query.q })}
              </p>
              {query.kind ? <LocalizedLink to={searchPath({ q: query.q })}>{t("search.allKinds")}</LocalizedLink> : null}
            </div>
            {total === 0 ? (
              <div className={styles.empty}>
                <h2 className={styles.emptyTitle}>{t("search.empty.title", { q: query.q })}</h2>
                <p>{t("search.empty.hint")}</p>
                <MainSections label={t("nav.mainSections")} />
              </div>
            ) : (
              groups.map((group) => <Group key={group.kind} group={group} query={query} alone={Boolean(query.kind)} />)
            )}
          </>
        ) : null}
      </div>
    </>
  );
}
