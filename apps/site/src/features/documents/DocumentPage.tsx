import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { notFound } from "../../app/route-params";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import { PageHeader } from "../../ui/PageHeader";
import { DOCUMENTS, documentPath, isDocumentName, type DocumentName } from "./documents";
import styles from "./DocumentPage.module.css";

export function loader({ params }: LoaderFunctionArgs) {
  if (!isDocumentName(params.name)) notFound();
  return { name: params.name };
}

export default function DocumentPage() {
  const { t } = useLocale();
  const { name } = useLoaderData<typeof loader>();
  const document = DOCUMENTS[name];
  usePageMeta(t(document.titleKey), t(document.descriptionKey));
  return (
    <>
      <PageHeader eyebrow={t("footer.legal")} title={t(document.titleKey)} lead={t(document.descriptionKey)} />
      <div className={`container ${styles.body}`}>
        <nav aria-label={t("page.document.related")}>
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
      </div>
    </>
  );
}
