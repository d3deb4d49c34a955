import { SITE_ROUTES } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";

/** The confirmation after a message was sent, with or without a script (decision 0077). */
export default function ContactSentPage() {
  const { t } = useLocale();
  usePageHead({ title: t("contact.sentTitle"), description: t("contact.sentText"), noindex: true });
  return (
    <>
      <PageHeader title={t("contact.sentTitle")} lead={t("contact.sentText")} />
      <div className={`container ${styles.body}`}>
        <p role="status">{t("contact.sentCopy")}</p>
        <p>
          <ButtonLink to={SITE_ROUTES.home}>{t("contact.backHome")}</ButtonLink>
        </p>
      </div>
    </>
  );
}
