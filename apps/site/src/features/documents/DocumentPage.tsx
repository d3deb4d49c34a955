import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiError, documentEndpoints, type LegalDocument } from "@lawfirm/contract";
import { api } from "../../app/api";
import { notFound } from "../../app/route-params";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { EmptyState } from "../../ui/EmptyState";
import { formatDate } from "../../ui/format";
import { OtherLanguageNotice } from "../../ui/OtherLanguageNotice";
import { PageHeader } from "../../ui/PageHeader";
import { RichText } from "../../ui/RichText";
import { DOCUMENTS, documentPath, isDocumentName, type DocumentName } from "./documents";
import styles from "./DocumentPage.module.css";

export interface DocumentData {
  name: DocumentName;
  /** Null while the document has not been written in any language. */
  document: LegalDocument | null;
}

/** Unknown names are the not-found page; the server falls back to en_US and says which language it answered. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<DocumentData> {
  const { name } = params;
  if (!isDocumentName(name)) notFound();
  try {
    return { name, document: await api.call(documentEndpoints.publicGet, { params: { name } }, { signal: request.signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { name, document: null };
    throw error;
  }
}

export default function DocumentPage() {
  const { t, locale } = useLocale();
  const { name, document } = useLoaderData<typeof loader>();
  const title = document?.title.trim() || t(DOCUMENTS[name].titleKey);
  usePageMeta(title, t(DOCUMENTS[name].descriptionKey));
  const updated = document?.updateTime ? formatDate(document.updateTime, locale) : "";
  return (
    <>
      <PageHeader eyebrow={t("footer.legal")} title={title} lead={t(DOCUMENTS[name].descriptionKey)}>
        {updated ? <p className={styles.updated}>{t("document.updated", { date: updated })}</p> : null}
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.related} aria-label={t("page.document.related")}>
          <ul className={styles.list}>
            {(Object.keys(DOCUMENTS) as DocumentName[]).map((other) => (
              <li key={other}>
                <Link to={documentPath(other)} aria-current={other === name ? "page" : undefined}>
                  {t(DOCUMENTS[other].titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {document ? <OtherLanguageNotice contentLang={document.lang} /> : null}
          {document?.content ? <RichText html={document.content} lang={document.lang} /> : <EmptyState />}
        </div>
      </div>
    </>
  );
}
