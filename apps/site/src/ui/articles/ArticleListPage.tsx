import { useRef } from "react";
import { useLoaderData } from "react-router";
import { usePageHead } from "../../app/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { EmptyState } from "../EmptyState";
import { LoadMoreFooter, useFocusFirstAdded } from "../LoadMore";
import { PageHeader } from "../PageHeader";
import { useSiteName } from "../../app/layout-data";
import { ArticleCard } from "./ArticleCard";
import type { ArticleKind } from "./article-kinds";
import { MAX_LIST_PAGES, type ArticleListData } from "./article-list";
import { FolderNav } from "./FolderNav";
import styles from "./ArticleListPage.module.css";

/** A list page of news or case analyses: folders, cards, "load more", "no data". */
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
  const { folders, folderPath, items, total, page } = useLoaderData() as ArticleListData;
  const listRef = useRef<HTMLUListElement>(null);
  const markLoadMore = useFocusFirstAdded(listRef, items.length);
  const folder = folderPath.at(-1);
  const title = t(titleKey);
  usePageHead({ title: folder ? `${folder.name} · ${title}` : title, description: t(descriptionKey) });

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
            <LoadMoreFooter
              shown={items.length}
              total={total}
              page={page}
              maxPages={MAX_LIST_PAGES}
              onLoadMore={() => markLoadMore(items.length)}
            />
          </>
        )}
      </div>
    </>
  );
}
