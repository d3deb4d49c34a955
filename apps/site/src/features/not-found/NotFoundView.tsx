import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { MainSections } from "../../ui/MainSections";
import { PageHeader } from "../../ui/PageHeader";
import { SearchForm } from "../../ui/SearchForm";
import styles from "./NotFoundView.module.css";

/**
 * The not-found page: for unknown paths and for detail pages whose item does not exist; `gone`:
 * for the address of an item that was deleted or taken off the site (410, decision 0054). It offers
 * the site search and the main sections, so that a visitor goes on from here.
 */
export function NotFoundView({ gone = false }: { gone?: boolean }) {
  const { t } = useLocale();
  const title = t(gone ? "page.gone.title" : "page.notFound.title");
  usePageHead({ title, description: t(gone ? "page.gone.title" : "page.notFound.description"), noindex: true });
  return (
    <>
      <PageHeader eyebrow={gone ? "410" : "404"} title={title} lead={t(gone ? "page.gone.text" : "page.notFound.text")}>
        <SearchForm />
      </PageHeader>
      <div className={`container ${styles.actions}`}>
        <p className={styles.sections}>{t("page.notFound.sections")}</p>
        <MainSections label={t("nav.mainSections")} />
        <ArrowLink className={styles.back} to={SITE_ROUTES.home} back>
          {t("page.notFound.back")}
        </ArrowLink>
      </div>
    </>
  );
}
