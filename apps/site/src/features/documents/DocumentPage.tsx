import { useLoaderData } from "react-router";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { formatDate } from "../../ui/format";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { PageHeader } from "../../ui/PageHeader";
import { RichText } from "../../ui/RichText";
import type { loader } from "./DocumentPage.data";
import { DOCUMENTS, documentPath, usePublishedDocuments, type DocumentName } from "./documents";
import { ImpressumProfession, ImpressumProvider } from "./ImpressumFacts";
import { useLayoutData } from "../../lib/layout-data";
import styles from "./DocumentPage.module.css";

/** What each document is about, below its title and in the page's description. */
const DESCRIPTIONS: Record<DocumentName, MessageKey> = {
  privacy: "page.document.privacy.description",
  terms: "page.document.terms.description",
  impressum: "page.document.impressum.description",
  accessibility: "page.document.accessibility.description",
};

export default function DocumentPage() {
  const { t, locale } = useLocale();
  const { name, document } = useLoaderData<typeof loader>();
  const published = usePublishedDocuments();
  // The legal notice's facts are the site configuration's, rendered around the editor's text (decision 0067).
  const config = useLayoutData()?.config;
  const facts = name === "impressum" && config ? config : undefined;
  const title = document.title.trim() || t(DOCUMENTS[name].titleKey);
  usePageHead({ title, description: t(DESCRIPTIONS[name]) });
  const updated = document.updateTime ? formatDate(document.updateTime, locale) : "";
  return (
    <>
      <PageHeader eyebrow={t("footer.legal")} title={title} lead={t(DESCRIPTIONS[name])}>
        {updated ? <p className={styles.updated}>{t("document.updated", { date: updated })}</p> : null}
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.related} aria-label={t("page.document.related")}>
          <ul className={styles.list}>
            {published.map((other) => (
              <li key={other}>
                <LocalizedLink to={documentPath(other)} aria-current={other === name ? "page" : undefined}>
                  {t(DOCUMENTS[other].titleKey)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <OtherLanguageNotice contentLang={document.lang} />
          {facts ? <ImpressumProvider facts={facts} /> : null}
          <RichText html={document.content} lang={document.lang} />
          {facts ? <ImpressumProfession facts={facts} /> : null}
        </div>
      </div>
    </>
  );
}
