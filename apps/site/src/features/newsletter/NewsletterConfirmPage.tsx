import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { localizedPath, newsletterEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";
import type { ConfirmPageData } from "./NewsletterConfirmPage.data";

/**
 * The confirmation link's page (decisions 0083, 0088): opening the link confirms nothing, since
 * mail scanners open links; its button posts, with or without a script, and only that confirms.
 * Then the way to the subscription's preferences.
 */
export default function NewsletterConfirmPage() {
  const { t, locale } = useLocale();
  const { token, confirmation } = useLoaderData<ConfirmPageData>();
  const [preferencesToken, setPreferencesToken] = useState(confirmation?.token ?? null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = !confirmation
    ? t("newsletter.invalidTitle")
    : preferencesToken
      ? t("newsletter.confirmedTitle")
      : t("newsletter.confirmTitle");
  const lead = !confirmation
    ? t("newsletter.invalidText")
    : preferencesToken
      ? t("newsletter.confirmedText")
      : t("newsletter.confirmLead", { email: confirmation.email });
  usePageHead({ title, description: lead, noindex: true });

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const preferences = await api.call(newsletterEndpoints.confirm, { body: { s: token, lang: locale } }, { locale });
      setPreferencesToken(preferences.token);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className={`container ${styles.body}`}>
        {confirmation && !preferencesToken ? (
          <form
            className={styles.form}
            method="post"
            action={`${localizedPath(locale, SITE_ROUTES.newsletterConfirm)}?s=${encodeURIComponent(token)}`}
            onSubmit={(event) => void confirm(event)}
          >
            {failed && <p role="alert">{t("newsletter.failed")}</p>}
            <button className={styles.submit} type="submit" disabled={busy}>
              {t("newsletter.confirmButton")}
            </button>
          </form>
        ) : (
          <p role="status">
            {preferencesToken ? (
              <ButtonLink to={`${SITE_ROUTES.newsletterPreferences}?s=${encodeURIComponent(preferencesToken)}`}>
                {t("newsletter.toPreferences")}
              </ButtonLink>
            ) : (
              <ButtonLink to={SITE_ROUTES.newsletter}>{t("newsletter.subscribeAgain")}</ButtonLink>
            )}
          </p>
        )}
      </div>
    </>
  );
}
