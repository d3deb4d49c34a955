import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";

/** The confirmation after an application was sent, with or without a script (decision 0080). */
export default function ApplySentPage() {
  const { t } = useLocale();
  usePageHead({ title: t("apply.sentTitle"), description: t("apply.sentText"), noindex: true });
  return (
    <>
      <PageHeader title={t("apply.sentTitle")} />
      <div className={`container ${styles.body}`}>
        <p role="status">{t("apply.sentText")}</p>
        <p>
          <ButtonLink to={SITE_ROUTES.careers}>{t("apply.backToCareers")}</ButtonLink>
        </p>
      </div>
    </>
  );
}
