import { useEffect, useRef, type RefObject } from "react";
import { Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import { useSiteName } from "../../app/layout-data";
import { ArticleCard } from "./ArticleCard";
import type { ArticleKind } from "./article-kinds";
import { MAX_LIST_PAGES, type ArticleListData } from "./article-list";
import { FolderNav } from "./FolderNav";
import styles from "./ArticleListPage.module.css";

/** Moves focus to the first item "load more" added, so keyboard users continue where the list grew. */
function useFocusFirstAdded(list: RefObject<HTMLUListElement | null>, count: number) {
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || count <= index) return;
    firstAdded.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>("a")?.focus();
  }, [count, list]);
  return (currentCount: number) => {
    firstAdded.current = currentCount;
  };
}

/** A list page of news or case analyses: folders, cards, "load more", "no data". */
export function ArticleListPage({ kind, titleKey, descriptionKey, leadKey }: { kind: ArticleKind; titleKey: MessageKey; descriptionKey: MessageKey; leadKey: MessageKey }) {
  const { t } = useLocale();
  const siteName = useSiteName();
  const { folders, folderPath, items, total, page } = useLoaderData() as ArticleListData;
  const location = useLocation();
  const navigation = useNavigation();
  const listRef = useRef<HTMLUListElement>(null);
  const markLoadMore = useFocusFirstAdded(listRef, items.length);
  const folder = folderPath.at(-1);
  const title = t(titleKey);
  usePageMeta(folder ? `${folder.name} · ${title}` : title, t(descriptionKey));

  const nextSearch = new URLSearchParams(location.search);
  nextSearch.set("page", String(page + 1));
  const hasMore = items.length < total && page < MAX_LIST_PAGES;
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.location.search.includes(`page=${page + 1}`);

  return (
    <>
      <PageHeader eyebrow={siteName} title={title} lead={t(leadKey)} />
      <div className={`container ${styles.body}`}>
        <FolderNav listPath={kind.listPath} folders={folders} path={folderPath} />
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
            <div className={styles.footer}>
              <p className={styles.count} aria-live="polite">
                {t("list.showing", { shown: items.length, total })}
              </p>
              {hasMore ? (
                <Link
                  className={styles.loadMore}
                  to={{ search: `?${nextSearch.toString()}` }}
                  replace
                  preventScrollReset
                  aria-disabled={loadingMore || undefined}
                  onClick={() => markLoadMore(items.length)}
                >
                  {loadingMore ? t("common.loading") : t("common.loadMore")}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </>
  );
}
