import { SITE_ROUTES } from "@lawfirm/contract";
import { useLoaderData } from "react-router";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";
import type { SubscriptionData } from "./subscription-data";

/** The confirmation link's page (decision 0083): the subscription is confirmed, with the way to its preferences. */
export default function NewsletterConfirmPage() {
  const { t } = useLocale();
  const { preferences } = useLoaderData<SubscriptionData>();
  const title = preferences ? t("newsletter.confirmedTitle") : t("newsletter.invalidTitle");
  const lead = preferences ? t("newsletter.confirmedText") : t("newsletter.invalidText");
  usePageHead({ title, description: lead, noindex: true });
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className={`container ${styles.body}`}>
        <p role="status">
          {preferences ? (
            <ButtonLink to={`${SITE_ROUTES.newsletterPreferences}?s=${encodeURIComponent(preferences.token)}`}>
              {t("newsletter.toPreferences")}
            </ButtonLink>
          ) : (
            <ButtonLink to={SITE_ROUTES.newsletter}>{t("newsletter.subscribeAgain")}</ButtonLink>
          )}
        </p>
      </div>
    </>
  );
}
