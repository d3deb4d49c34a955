import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ArrowLink } from "../../ui/ArrowLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "./NotFoundView.module.css";

/** The not-found page: for unknown paths and for detail pages whose item does not exist. */
export function NotFoundView() {
  const { t } = useLocale();
  usePageHead({ title: t("page.notFound.title"), description: t("page.notFound.description"), noindex: true });
  return (
    <>
      <PageHeader eyebrow="404" title={t("page.notFound.title")} lead={t("page.notFound.text")} />
      <div className={`container ${styles.actions}`}>
        <ArrowLink to={SITE_ROUTES.home} back>
          {t("page.notFound.back")}
        </ArrowLink>
      </div>
    </>
  );
}
