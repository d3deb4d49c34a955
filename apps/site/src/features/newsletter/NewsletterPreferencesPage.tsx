import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { ApiError, localizedPath, newsletterEndpoints, SITE_ROUTES, SUPPORTED_LOCALES, type Locale } from "@lawfirm/contract";
import { api } from "../../lib/api";
import { problemsOfApiError, type FormProblem } from "../../ui/VisitorForm";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import { LANGUAGE_NAMES } from "../../i18n/language-names";
import { ButtonLink } from "../../ui/ButtonLink";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import styles from "../../ui/visitor-form.module.css";
import type { PreferencesPageData } from "./NewsletterPreferencesPage.data";

/**
 * A subscriber's preferences (decision 0083), reached by the signed link in every mail: the topics
 * and the language of the mails, saved with or without a script, and the way to unsubscribe.
 */
export default function NewsletterPreferencesPage() {
  const { t, locale } = useLocale();
  const { preferences, saved: savedByPost, missing } = useLoaderData<PreferencesPageData>();
  const [saved, setSaved] = useState(savedByPost);
  const [problems, setProblems] = useState<readonly FormProblem[]>(
    missing ? [{ field: "topicIds", message: t("newsletter.topicsMissing") }] : [],
  );
  const [busy, setBusy] = useState(false);
  const title = preferences ? t("newsletter.preferencesTitle") : t("newsletter.invalidTitle");
  usePageHead({ title, description: t("newsletter.description"), noindex: true });
  if (!preferences) {
    return (
      <>
        <PageHeader title={title} lead={t("newsletter.invalidText")} />
        <div className={`container ${styles.body}`}>
          <p>
            <ButtonLink to={SITE_ROUTES.newsletter}>{t("newsletter.subscribeAgain")}</ButtonLink>
          </p>
        </div>
      </>
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !preferences) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setSaved(false);
    try {
      await api.call(
        newsletterEndpoints.savePreferences,
        { body: { s: preferences.token, lang: String(data.get("lang")) as Locale, topicIds: data.getAll("topicIds").map(Number) } },
        { locale },
      );
      setProblems([]);
      setSaved(true);
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

  const token = encodeURIComponent(preferences.token);
  return (
    <>
      <PageHeader title={title} lead={t("newsletter.preferencesLead", { email: preferences.email })} />
      <div className={`container ${styles.body}`}>
        <form
          className={styles.form}
          method="post"
          action={`${localizedPath(locale, SITE_ROUTES.newsletterPreferences)}?s=${token}`}
          noValidate
          onSubmit={(event) => void save(event)}
        >
          {saved ? <p role="status">{t("newsletter.saved")}</p> : null}
          {problems.length > 0 ? (
            <div className={styles.summary} role="alert">
              {problems.map((problem, index) => (
                <p key={index}>{problem.message}</p>
              ))}
            </div>
          ) : null}
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{t("newsletter.topics")}</legend>
            {preferences.topics.map((topic) => (
              <div className={styles.check} key={topic.id}>
                <input
                  id={`preferences-topic-${topic.id}`}
                  name="topicIds"
                  type="checkbox"
                  value={topic.id}
                  defaultChecked={preferences.topicIds.includes(topic.id)}
                />
                <label htmlFor={`preferences-topic-${topic.id}`}>{topic.name}</label>
              </div>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="preferences-lang">
              {t("newsletter.language")}
            </label>
            <select className={styles.input} id="preferences-lang" name="lang" defaultValue={preferences.lang}>
              {SUPPORTED_LOCALES.map((lang) => (
                <option key={lang} value={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              ))}
            </select>
          </div>
          <button className={styles.submit} type="submit" disabled={busy}>
            {t("newsletter.save")}
          </button>
        </form>
        <aside className={styles.note}>
          <h2 className={styles.noteTitle}>{t("newsletter.unsubscribeTitle")}</h2>
          <p>{t("newsletter.unsubscribeText")}</p>
          <p>
            <LocalizedLink to={`${SITE_ROUTES.newsletterUnsubscribe}?s=${token}`}>{t("newsletter.unsubscribe")}</LocalizedLink>
          </p>
        </aside>
      </div>
    </>
  );
}
