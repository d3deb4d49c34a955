import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";

/** After a subscription, with or without a script (decision 0083): the same for every address, known or not. */
export default function NewsletterCheckMailPage() {
  const { t } = useLocale();
  usePageHead({ title: t("newsletter.checkTitle"), description: t("newsletter.checkText"), noindex: true });
  return (
    <>
      <PageHeader title={t("newsletter.checkTitle")} lead={t("newsletter.checkText")} />
      <div className={`container ${styles.body}`}>
        <p role="status">{t("newsletter.checkHint")}</p>
        <p>
          <ButtonLink to={SITE_ROUTES.news}>{t("newsletter.toNews")}</ButtonLink>
        </p>
      </div>
    </>
  );
}
