import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "./NotFoundView.module.css";

/**
 * The not-found page: for unknown paths and for detail pages whose item does not exist; `gone`:
 * for the address of an item that was deleted or taken off the site (410, decision 0054).
 */
export function NotFoundView({ gone = false }: { gone?: boolean }) {
  const { t } = useLocale();
  const title = t(gone ? "page.gone.title" : "page.notFound.title");
  usePageHead({ title, description: t(gone ? "page.gone.title" : "page.notFound.description"), noindex: true });
  return (
    <>
      <PageHeader eyebrow={gone ? "410" : "404"} title={title} lead={t(gone ? "page.gone.text" : "page.notFound.text")} />
      <div className={`container ${styles.actions}`}>
        <ArrowLink to={SITE_ROUTES.home} back>
          {t("page.notFound.back")}
        </ArrowLink>
      </div>
    </>
  );
}
