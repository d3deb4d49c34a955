import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../ArrowLink";
import { cx } from "../cx";
import { ExternalMark } from "../ExternalMark";
import { formatDate, isoDate } from "../format";
import { LocalizedLink } from "../LocalizedLink";
import { detailPath, externalUrl, type ArticleCardItem, type ArticleKind } from "./article-kinds";
import styles from "./RelatedArticles.module.css";

/**
 * A few items of one kind that belong with the page (a lawyer's deals, a practice area's news,
 * an item's related items), newest first, as a ruled list of dates and titles, with "view all"
 * leading to the list they come from. An external news item links out, as in the lists.
 */
export function RelatedArticles({
  id,
  title,
  kind,
  items,
  viewAll,
  className,
}: {
  /** The section heading's id. */
  id: string;
  title: string;
  kind: ArticleKind;
  items: readonly ArticleCardItem[];
  /** The full list and the label of its link, when there is a list page to go to. */
  viewAll?: { to: string; label: string } | undefined;
  className?: string;
}) {
  const { t, locale } = useLocale();
  if (items.length === 0) return null;
  return (
    <section className={cx(styles.section, className)} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {viewAll ? (
          <ArrowLink className={styles.viewAll} to={viewAll.to} subject={title}>
            {viewAll.label}
          </ArrowLink>
        ) : null}
      </div>
      <ul className={styles.list}>
        {items.map((item) => {
          const external = externalUrl(item);
          const date = formatDate(item.createTime, locale);
          return (
            <li key={item.id} className={styles.item}>
              <p className={styles.meta}>
                {date ? <time dateTime={isoDate(item.createTime)}>{date}</time> : null}
                {item.catalogName ? <span>{item.catalogName}</span> : null}
                {external ? <span className={styles.external}>{t("article.external")}</span> : null}
              </p>
              <h3 className={styles.itemTitle}>
                {external ? (
                  <a className={styles.link} href={external} target="_blank" rel="noopener noreferrer" data-external-link="">
                    {item.title}
                    <ExternalMark />
                  </a>
                ) : (
                  <LocalizedLink className={styles.link} to={detailPath(kind, item.slug)}>
                    {item.title}
                  </LocalizedLink>
                )}
              </h3>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
