import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate } from "react-router";
import { ApiError, buildPath, localizedPath, NEWSLETTER_LIMITS, newsletterEndpoints, SITE_ROUTES } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";
import { ProblemSummary, problemsOfApiError, TrapField, useFormProblems } from "../../ui/VisitorForm";
import type { NewsletterPageData } from "./NewsletterPage.data";

const LABELS: Record<string, MessageKey> = { email: "newsletter.email", topicIds: "newsletter.topics", consent: "newsletter.consent" };
const fieldId = (field: string) => `newsletter-${field}`;

/**
 * The subscription (decision 0083): the address, the topics and the consent. Without a script the
 * form posts to this page's address, answered by "check your mail" or this page again with the
 * problems; with one, it sends through the API and shows the same problems in place. The short
 * forms of the footer and the news post here with the address, which the page takes over.
 */
export default function NewsletterPage() {
  const { t, locale } = useLocale();
  const { form } = useLoaderData<NewsletterPageData>();
  const navigate = useNavigate();
  const returned = form.returned;
  const { problems, setProblems, summary, invalid, errorOf } = useFormProblems(returned?.problems, fieldId);
  const [busy, setBusy] = useState(false);
  const values = returned?.values;
  usePageHead({ title: t("newsletter.title"), description: t("newsletter.description") });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await api.call(
        newsletterEndpoints.subscribe,
        {
          body: {
            lang: locale,
            email: String(data.get("email") ?? ""),
            topicIds: data.getAll("topicIds").map(Number),
            consent: (data.get("consent") === "on") as true,
            website: String(data.get("website") ?? ""),
            ticket: form.ticket,
          },
        },
        { locale },
      );
      void navigate(localizedPath(locale, SITE_ROUTES.newsletterCheckMail));
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? problemsOfApiError(error)
          : [{ field: null, message: t("newsletter.failed") }],
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.lead")} />
      <div className={`container ${styles.body}`}>
        <form
          className={styles.form}
          method="post"
          action={localizedPath(locale, SITE_ROUTES.newsletter)}
          noValidate
          onSubmit={(event) => void send(event)}
        >
          <ProblemSummary
            ref={summary}
            id="newsletter-problems"
            title={t("newsletter.problems")}
            problems={problems}
            fieldId={fieldId}
            labelOf={(field) => (LABELS[field] ? t(LABELS[field]) : field)}
          />
          <input type="hidden" name="ticket" value={form.ticket} />
          <TrapField id="newsletter-website" label={t("contact.trap")} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={fieldId("email")}>
              {t("newsletter.email")}
            </label>
            <input
              className={styles.input}
              id={fieldId("email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={NEWSLETTER_LIMITS.email}
              defaultValue={values?.email}
              {...invalid("email")}
            />
            {errorOf("email")}
          </div>
          <fieldset className={styles.choices} id={fieldId("topicIds")} {...invalid("topicIds")}>
            <legend className={styles.label}>{t("newsletter.topics")}</legend>
            {form.topics.length === 0 ? <p>{t("newsletter.noTopics")}</p> : null}
            {form.topics.map((topic) => (
              <div className={styles.check} key={topic.id}>
                <input
                  id={fieldId(`topic-${topic.id}`)}
                  name="topicIds"
                  type="checkbox"
                  value={topic.id}
                  defaultChecked={values?.topicIds.includes(topic.id)}
                />
                <label htmlFor={fieldId(`topic-${topic.id}`)}>{topic.name}</label>
              </div>
            ))}
            {errorOf("topicIds")}
          </fieldset>
          <div className={styles.check}>
            <input
              id={fieldId("consent")}
              name="consent"
              type="checkbox"
              required
              defaultChecked={values?.consent}
              {...invalid("consent")}
            />
            <label htmlFor={fieldId("consent")}>
              {form.consentText}{" "}
              <LocalizedLink to={buildPath(SITE_ROUTES.document, { name: "privacy" })}>{t("contact.privacy")}</LocalizedLink>
            </label>
          </div>
          {errorOf("consent")}
          <button className={styles.submit} type="submit" disabled={busy}>
            {busy ? t("contact.sending") : t("newsletter.subscribe")}
          </button>
        </form>
        <aside className={styles.note} aria-labelledby="newsletter-note">
          <h2 id="newsletter-note" className={styles.noteTitle}>
            {t("newsletter.noteTitle")}
          </h2>
          <p>{form.dataNote}</p>
        </aside>
      </div>
    </>
  );
}
