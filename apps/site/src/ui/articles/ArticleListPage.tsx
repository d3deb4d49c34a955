import { NewsletterSignup } from "../NewsletterSignup";
import { useRef } from "react";
import { useLoaderData, useLocation } from "react-router";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { EmptyState } from "../EmptyState";
import { LoadMoreFooter, useFocusFirstAdded } from "../LoadMore";
import { PageHeader } from "../PageHeader";
import { useSiteName } from "../../lib/layout-data";
import { ArticleCard } from "./ArticleCard";
import type { ArticleKind } from "./article-kinds";
import { MAX_LIST_PAGES, type ArticleListData } from "./article-list";
import { ArticleFilters } from "./ArticleFilters";
import { FolderNav } from "./FolderNav";
import { FILTER_PARAMS } from "./related";
import styles from "./ArticleListPage.module.css";

/** A list page of news, case analyses or honors: folders (where the kind has them), filters, cards, "load more", "no data". */
export function ArticleListPage({
  kind,
  titleKey,
  descriptionKey,
  leadKey,
}: {
  kind: ArticleKind;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  leadKey: MessageKey;
}) {
  const { t } = useLocale();
  const siteName = useSiteName();
  const { folders, folderPath, items, total, page, filters, choices, shownFilter } = useLoaderData() as ArticleListData;
  const location = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const markLoadMore = useFocusFirstAdded(listRef, items.length);
  const folder = folderPath.at(-1);
  const title = t(titleKey);
  // A person's items (from their profile's "view all") are named above the list; the form shows the other filters.
  const personLabel = shownFilter && "personId" in shownFilter.filter ? t("list.filter.person", { name: shownFilter.name }) : undefined;
  const areaName =
    filters.practiceAreaId === undefined
      ? undefined
      : (choices.practiceAreas.find((area) => area.id === filters.practiceAreaId)?.name ?? shownFilter?.name);
  usePageHead({
    title: [
      personLabel,
      areaName,
      filters.year,
      filters.keyword && t("list.filter.keywordTitle", { keyword: filters.keyword }),
      folder?.name,
      title,
    ]
      .filter(Boolean)
      .join(" · "),
    description: t(descriptionKey),
  });
  // Clearing the person keeps the folder and the other filters; the list starts again at its first page.
  const withoutPerson = new URLSearchParams(location.search);
  for (const name of [FILTER_PARAMS.person, "page"]) withoutPerson.delete(name);

  return (
    <>
      <PageHeader eyebrow={siteName} title={title} lead={t(leadKey)} />
      <div className={`container ${styles.body}`}>
        <FolderNav listPath={kind.listPath} folders={folders} path={folderPath} />
        <ArticleFilters kind={kind} filters={filters} choices={choices} shownFilter={shownFilter} folderNo={folder?.no} />
        {personLabel ? (
          <p className={styles.filter}>
            <span className={styles.filterLabel}>{t("list.filter.label")}</span>
            <span className={styles.filterName}>{personLabel}</span>
            <a
              className={styles.filterClear}
              href={withoutPerson.size > 0 ? `${location.pathname}?${withoutPerson.toString()}` : location.pathname}
            >
              {t("list.filter.clear")}
            </a>
          </p>
        ) : null}
        {items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul ref={listRef} className={styles.grid}>
              {items.map((item, index) => (
                <li key={item.id}>
                  <ArticleCard kind={kind} item={item} eager={index < 3} />
                </li>
              ))}
            </ul>
            <LoadMoreFooter
              shown={items.length}
              total={total}
              page={page}
              maxPages={MAX_LIST_PAGES}
              onLoadMore={() => markLoadMore(items.length)}
            />
          </>
        )}
        {kind.name === "news" ? <NewsletterSignup /> : null}
      </div>
    </>
  );
}
