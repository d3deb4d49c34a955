import { NewsletterSignup } from "../NewsletterSignup";
import { useLoaderData } from "react-router";
import { articleDescription, SITE_ROUTES, toLanguageTag } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { breadcrumbData, newsArticleData } from "../../lib/structured-data-details";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../ArrowLink";
import { Breadcrumbs } from "../Breadcrumbs";
import { ExternalMark } from "../ExternalMark";
import { formatDate, isoDate } from "../format";
import { OtherLanguageNotice } from "../OtherLanguageNotice";
import { RichText } from "../RichText";
import type { ArticleDetailData } from "./article-detail";
import { ArticleConnections } from "./ArticleConnections";
import { externalUrl, type ArticleKind } from "./article-kinds";
import { filteredListPath } from "./related";
import { RelatedArticles } from "./RelatedArticles";
import styles from "./ArticleDetailPage.module.css";
import { Picture, pictureAlt } from "../Picture";

/** The detail page of a news item, case analysis or honor. */
export function ArticleDetailView({ kind }: { kind: ArticleKind }) {
  const { item } = useLoaderData() as ArticleDetailData;
  const { t, locale } = useLocale();
  const section = t(kind.sectionKey);
  const external = externalUrl(item);
  const contentLang = toLanguageTag(item.lang);
  const crumbs = [{ label: t("nav.home"), to: SITE_ROUTES.home }, { label: section, to: kind.listPath }, { label: item.title }];
  const description = articleDescription(item) || t(kind.detailDescriptionKey);
  usePageHead({
    title: item.title,
    description,
    image: item.coverUrl,
    imageAlt: pictureAlt("", item.coverDescription),
    type: "article",
    pageMeta: item,
    // An external item's page only points elsewhere: search engines index the article it names.
    noindex: external !== undefined,
    // Honors are accolades, not reporting: they are described by their breadcrumbs only.
    structuredData: (site, route) => [
      ...(kind.name === "honor" ? [] : [newsArticleData(site, route, item, description)]),
      breadcrumbData(site, route, crumbs),
    ],
  });
  // The view counter is the back office's: visitors are not shown it.
  const date = formatDate(item.createTime, locale);
  const area = item.proFields[0];

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <p className={styles.eyebrow}>{item.catalogName || section}</p>
          <h1 className={styles.title} lang={contentLang} tabIndex={-1}>
            {item.title}
          </h1>
          <p className={styles.meta}>
            {date ? <time dateTime={isoDate(item.createTime)}>{date}</time> : null}
            {external ? <span className={styles.external}>{t("article.external")}</span> : null}
          </p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <OtherLanguageNotice contentLang={item.lang} browse={{ section, to: kind.listPath }} />
        {item.coverUrl ? (
          <figure className={styles.figure}>
            <div className={styles.cover}>
              <Picture
                src={item.coverUrl}
                alt=""
                description={item.coverDescription}
                width={1600}
                height={900}
                sizes="min(72rem, 100vw)"
                fetchPriority="high"
              />
            </div>
            {item.coverDescription?.caption ? (
              <figcaption className={styles.caption} lang={contentLang}>
                {item.coverDescription.caption}
              </figcaption>
            ) : null}
          </figure>
        ) : null}
        <div className={styles.text}>
          {item.note && external ? (
            <p className={styles.note} lang={contentLang}>
              {item.note}
            </p>
          ) : null}
          {item.content ? <RichText html={item.content} lang={item.lang} /> : null}
          {external ? (
            <p className={styles.out}>
              <a className={styles.outLink} href={external} target="_blank" rel="noopener noreferrer" data-external-link="">
                {t("article.readExternal")}
                <ExternalMark />
              </a>
            </p>
          ) : null}
        </div>
        <ArticleConnections people={item.people} practiceAreas={item.proFields} contentLang={contentLang} />
        {kind.name === "news" ? <NewsletterSignup /> : null}
        <RelatedArticles
          id="article-related"
          className={styles.related}
          title={t(kind.relatedKey)}
          kind={kind}
          items={item.related}
          viewAll={
            area && kind.name !== "honor"
              ? { to: filteredListPath(kind, { practiceAreaId: area.id }), label: t("common.viewAll") }
              : undefined
          }
        />
        <div className={styles.back}>
          <ArrowLink to={kind.listPath} back>
            {t("common.backTo", { section })}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
