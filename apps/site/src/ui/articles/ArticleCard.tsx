import { LocalizedLink } from "../LocalizedLink";
import { useLocale } from "../../i18n/locale-context";
import { CardMore } from "../CardMore";
import { cx } from "../cx";
import { ExternalMark } from "../ExternalMark";
import { formatDate, isoDate } from "../format";
import { detailPath, externalUrl, type ArticleCardItem, type ArticleKind } from "./article-kinds";
import styles from "./ArticleCard.module.css";
import { Picture } from "../Picture";

/**
 * One news item, case or honor in a list: cover, a "featured" mark for a pinned item (which is
 * why it stands before newer ones), date, folder, title, summary. The title is the card's one
 * link and covers the whole card; an external article opens its own site in a new tab.
 */
export function ArticleCard({
  kind,
  item,
  headingLevel = 2,
  eager = false,
  compact = false,
}: {
  kind: ArticleKind;
  item: ArticleCardItem;
  headingLevel?: 2 | 3;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** Smaller, without the summary (honors on the home page). */
  compact?: boolean;
}) {
  const { t, locale } = useLocale();
  const external = externalUrl(item);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = formatDate(item.createTime, locale);
  return (
    <article className={cx(styles.card, compact && styles.compact)}>
      <div className={styles.media}>
        {item.coverUrl ? (
          <Picture
            src={item.coverUrl}
            alt=""
            description={item.coverDescription}
            width={720}
            height={480}
            // One, two or three columns (grid.module.css).
            sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 46vw, 90vw"
            loading={eager ? "eager" : "lazy"}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {!compact && item.top === 1 ? <span className={styles.pinned}>{t("article.pinned")}</span> : null}
          {date ? <time dateTime={isoDate(item.createTime)}>{date}</time> : null}
          {item.catalogName ? <span>{item.catalogName}</span> : null}
          {external ? <span className={styles.external}>{t("article.external")}</span> : null}
        </p>
        <Heading className={styles.title}>
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
        </Heading>
        {!compact && item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        <CardMore className={styles.more}>{t(compact ? "common.details" : "common.readMore")}</CardMore>
      </div>
    </article>
  );
}
