import { useEffect, useRef, type RefObject } from "react";
import { useLocation, useNavigation } from "react-router";
import { LocalizedLink } from "./LocalizedLink";
import { useLocale } from "../i18n/locale-context";
import styles from "./LoadMore.module.css";

/**
 * After "load more", focus moves to the first added item's link, so that keyboard users go on
 * where the new items begin. Call the answered function with the count before loading.
 */
export function useFocusFirstAdded(list: RefObject<HTMLUListElement | null>, count: number) {
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

/**
 * The foot of a paged list: how many are shown, and "load more" as a link to the next `page` of
 * the same address (the route loader answers the pages up to it), while more remain.
 */
export function LoadMoreFooter({
  shown,
  total,
  page,
  maxPages,
  onLoadMore,
}: {
  shown: number;
  total: number;
  page: number;
  maxPages: number;
  onLoadMore: () => void;
}) {
  const { t } = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const next = new URLSearchParams(location.search);
  next.set("page", String(page + 1));
  const hasMore = shown < total && page < maxPages;
  const loadingMore =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search.includes(`page=${page + 1}`);

  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {t("list.showing", { shown, total })}
      </p>
      {hasMore ? (
        <LocalizedLink
          className={styles.loadMore}
          to={`?${next.toString()}`}
          replace
          preventScrollReset
          aria-disabled={loadingMore || undefined}
          onClick={onLoadMore}
        >
          {loadingMore ? t("common.loading") : t("common.loadMore")}
        </LocalizedLink>
      ) : null}
    </div>
  );
}
