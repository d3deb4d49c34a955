import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { ApiError, localizedPath, registrationEndpoints, SITE_ROUTES, type CancellationPreview } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import { eventWhen } from "../../ui/events/event-when";
import formStyles from "../../ui/visitor-form.module.css";
import { cancellationProblemOf, type CancellationProblem, type loader } from "./EventCancelPage.data";
import styles from "./EventCancelPage.module.css";

const PROBLEMS: Record<CancellationProblem, MessageKey> = { badLink: "events.cancel.badLink", gone: "events.cancel.gone" };

/**
 * A registration's cancellation (decision 0082): the link from the confirmation leads here; the
 * page names the event and its time, and the visitor confirms with a button (a link alone cancels
 * nothing, since mail programs open links), which posts the token, with a script through the API,
 * without one to this page's address. A past event or a registration that is gone is said so.
 */
export default function EventCancelPage() {
  const { token, preview, problem: found, failed: sentAndFailed } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  const [state, setState] = useState<CancellationPreview["state"] | undefined>(preview?.state);
  const [problem, setProblem] = useState(found);
  const [failed, setFailed] = useState(sentAndFailed);
  const [busy, setBusy] = useState(false);
  usePageHead({ title: t("events.cancel.title"), description: t("events.cancel.lead"), noindex: true });

  async function cancel(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await api.call(registrationEndpoints.cancel, { body: { token } }, { locale });
      setState("cancelled");
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
      const refusal = cancellationProblemOf(error);
      if (refusal) setProblem(refusal);
      else if (error.status === 409) setState("past");
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t("events.cancel.title")} lead={!problem && state === "open" ? t("events.cancel.lead") : undefined} />
      <div className={`container ${styles.body}`}>
        <div className={styles.column}>
          {problem || !preview ? (
            <p role="alert" className={styles.problem}>
              {t(PROBLEMS[problem ?? "badLink"])}
            </p>
          ) : (
            <>
              <section className={styles.event} aria-labelledby="cancelled-event">
                <p className={styles.eyebrow}>{t("events.cancel.yourEvent")}</p>
                <h2 id="cancelled-event" className={styles.title}>
                  {preview.eventTitle}
                </h2>
                <p className={styles.when}>
                  {eventWhen(preview, locale)} <span className={styles.zone}>({t("events.berlinTime")})</span>
                </p>
              </section>
              {state === "cancelled" ? (
                <p role="status" className={styles.outcome}>
                  {t("events.cancel.doneFor", { title: preview.eventTitle })}
                </p>
              ) : state === "past" ? (
                <p role="status" className={styles.outcome}>
                  {t("events.cancel.past")}
                </p>
              ) : (
                <>
                  {failed ? (
                    <p role="alert" className={styles.problem}>
                      {t("events.cancel.failed")}
                    </p>
                  ) : null}
                  <form
                    method="post"
                    action={localizedPath(locale, SITE_ROUTES.eventCancel)}
                    onSubmit={(submitted) => void cancel(submitted)}
                  >
                    <input type="hidden" name="token" value={token} />
                    <button className={formStyles.submit} type="submit" disabled={busy}>
                      {t(preview.waiting ? "events.cancel.leaveWaitingList" : "events.cancel.confirm")}
                    </button>
                  </form>
                </>
              )}
            </>
          )}
          <p className={styles.other}>
            <LocalizedLink to={SITE_ROUTES.events} className={styles.otherLink}>
              {t("events.showUpcoming")}
            </LocalizedLink>
          </p>
        </div>
      </div>
    </>
  );
}
