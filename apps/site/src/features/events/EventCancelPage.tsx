import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { ApiError, localizedPath, registrationEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import formStyles from "../../ui/visitor-form.module.css";
import type { loader } from "./EventCancelPage.data";
import styles from "./EventsPage.module.css";

/**
 * A registration's cancellation (decision 0082): the link from the confirmation leads here; the
 * visitor confirms with a button (a link alone cancels nothing, since mail programs open links),
 * which posts the token, with a script through the API, without one to this page's address.
 */
export default function EventCancelPage() {
  const { token, outcome: sent } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const [outcome, setOutcome] = useState<"cancelled" | "failed" | null>(sent);
  const [title, setTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageHead({ title: t("events.cancel.title"), description: t("events.cancel.lead"), noindex: true });

  async function cancel(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.call(registrationEndpoints.cancel, { body: { token } }, { locale });
      setTitle(answer.eventTitle);
      setOutcome("cancelled");
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
      setOutcome("failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t("events.cancel.title")} lead={outcome === null ? t("events.cancel.lead") : undefined} />
      <div className={`container ${styles.body}`}>
        {outcome === "cancelled" ? (
          <p role="status" className={formStyles.label}>
            {title ? t("events.cancel.doneFor", { title }) : t("events.cancel.done")}
          </p>
        ) : outcome === "failed" || !token ? (
          <p role="alert">{t("events.cancel.badLink")}</p>
        ) : (
          <form method="post" action={localizedPath(locale, SITE_ROUTES.eventCancel)} onSubmit={(submitted) => void cancel(submitted)}>
            <input type="hidden" name="token" value={token} />
            <button className={formStyles.submit} type="submit" disabled={busy}>
              {t("events.cancel.confirm")}
            </button>
          </form>
        )}
        <p className={styles.other}>
          <LocalizedLink to={SITE_ROUTES.events} className={styles.otherLink}>
            {t("events.showUpcoming")}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}
