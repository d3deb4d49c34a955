import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { localizedPath, newsletterEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { ButtonLink } from "../../ui/ButtonLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";
import type { UnsubscribePageData } from "./NewsletterUnsubscribePage.data";

/**
 * Unsubscribing (decision 0083): the address of a mail's unsubscribe link and one button, posted
 * with or without a script; mail clients post to the same address by themselves (RFC 8058).
 */
export default function NewsletterUnsubscribePage() {
  const { t, locale } = useLocale();
  const data = useLoaderData<UnsubscribePageData>();
  const [done, setDone] = useState("done" in data);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const preferences = data.preferences;
  const title = done ? t("newsletter.unsubscribedTitle") : preferences ? t("newsletter.unsubscribeTitle") : t("newsletter.invalidTitle");
  const lead = done
    ? t("newsletter.unsubscribedText")
    : preferences
      ? t("newsletter.unsubscribeLead", { email: preferences.email })
      : t("newsletter.invalidText");
  usePageHead({ title, description: lead, noindex: true });

  async function unsubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !preferences) return;
    setBusy(true);
    setFailed(false);
    try {
      await api.call(newsletterEndpoints.unsubscribe, { body: { s: preferences.token } }, { locale });
      setDone(true);
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
        {done || !preferences ? (
          <p role="status">
            <ButtonLink to={done ? SITE_ROUTES.home : SITE_ROUTES.newsletter}>
              {done ? t("contact.backHome") : t("newsletter.subscribeAgain")}
            </ButtonLink>
          </p>
        ) : (
          <form
            className={styles.form}
            method="post"
            action={`${localizedPath(locale, SITE_ROUTES.newsletterUnsubscribe)}?s=${encodeURIComponent(preferences.token)}`}
            onSubmit={(event) => void unsubscribe(event)}
          >
            <input type="hidden" name="from" value="page" />
            {failed && <p role="alert">{t("newsletter.failed")}</p>}
            <button className={styles.submit} type="submit" disabled={busy}>
              {t("newsletter.unsubscribe")}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
