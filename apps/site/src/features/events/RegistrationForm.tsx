import { useState, type FormEvent } from "react";
import {
  ApiError,
  buildPath,
  REGISTRATION_LIMITS,
  registrationEndpoints,
  SITE_ROUTES,
  type PublicEvent,
  type RegistrationForm as Form,
} from "@lawfirm/contract";
import { api } from "../../lib/api";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { problemsOfApiError, useFormProblems } from "../../ui/VisitorForm";
import styles from "../../ui/visitor-form.module.css";

type Field = "name" | "email" | "company" | "position" | "phone" | "dietaryNeeds" | "consent";

const LABELS: Record<Field, MessageKey> = {
  name: "events.form.name",
  email: "events.form.email",
  company: "events.form.company",
  position: "events.form.position",
  phone: "events.form.phone",
  dietaryNeeds: "events.form.dietaryNeeds",
  consent: "events.form.consent",
};

const fieldId = (field: string) => `registration-${field}`;

/**
 * An event's registration (decision 0082): name, e-mail, company, the optional fields the event
 * asks for, consent; the contact form's trap and ticket. Without a script it posts to the event's
 * page, which answers with the page and the outcome, or the page again with the problems; with one,
 * it sends through the API and shows the outcome or the problems in place.
 */
export function RegistrationForm({
  event,
  form,
  action,
  waitingList,
  onDone,
}: {
  event: PublicEvent;
  form: Form;
  waitingList: boolean;
  action: string;
  onDone: (state: "registered" | "waiting") => void;
}) {
  const { t, locale } = useLocale();
  const returned = form.returned;
  const { problems, setProblems, summary, invalid, errorOf } = useFormProblems(returned?.problems, fieldId);
  const [busy, setBusy] = useState(false);
  const values = returned?.values ?? {};

  async function send(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    const data = new FormData(submitted.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    try {
      const answer = await api.call(
        registrationEndpoints.register,
        {
          params: { id: event.id },
          body: {
            lang: locale,
            name: text("name"),
            email: text("email"),
            company: text("company"),
            position: text("position"),
            phone: text("phone"),
            dietaryNeeds: text("dietaryNeeds"),
            consent: (data.get("consent") === "on") as true,
            website: text("website"),
            ticket: form.ticket,
          },
        },
        { locale },
      );
      onDone(answer.state);
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? problemsOfApiError(error)
          : [{ field: null, message: t("events.form.failed") }],
      );
    } finally {
      setBusy(false);
    }
  }

  const input = (field: "name" | "email" | "company" | "position" | "phone", type: string, autoComplete: string, required: boolean) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId(field)}>
        {t(LABELS[field])}
        {required ? null : <span className={styles.optional}> {t("contact.optional")}</span>}
      </label>
      <input
        className={styles.input}
        id={fieldId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={REGISTRATION_LIMITS[field]}
        defaultValue={values[field]}
        {...invalid(field)}
      />
      {errorOf(field)}
    </div>
  );
  const asks = (field: "position" | "phone" | "dietaryNeeds") => event.registrationFields.includes(field);

  return (
    <form className={styles.form} method="post" action={action} noValidate onSubmit={(submitted) => void send(submitted)}>
      {problems.length > 0 ? (
        <div ref={summary} className={styles.summary} role="alert" tabIndex={-1}>
          <h3 className={styles.summaryTitle}>{t("events.form.problems")}</h3>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                {problem.field && problem.field in LABELS ? (
                  <a href={`#${fieldId(problem.field)}`}>
                    {t(LABELS[problem.field as Field])}: {problem.message}
                  </a>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="ticket" value={form.ticket} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="registration-website">{t("contact.trap")}</label>
        <input id="registration-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.row}>
        {input("name", "text", "name", true)}
        {input("email", "email", "email", true)}
      </div>
      <div className={styles.row}>
        {input("company", "text", "organization", true)}
        {asks("position") ? input("position", "text", "organization-title", true) : null}
        {asks("phone") ? input("phone", "tel", "tel", true) : null}
      </div>
      {asks("dietaryNeeds") ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId("dietaryNeeds")}>
            {t(LABELS.dietaryNeeds)} <span className={styles.optional}>{t("contact.optional")}</span>
          </label>
          <textarea
            className={styles.textarea}
            id={fieldId("dietaryNeeds")}
            name="dietaryNeeds"
            rows={2}
            maxLength={REGISTRATION_LIMITS.dietaryNeeds}
            defaultValue={values.dietaryNeeds}
            {...invalid("dietaryNeeds")}
          />
          {errorOf("dietaryNeeds")}
        </div>
      ) : null}
      <div className={styles.check}>
        <input
          id={fieldId("consent")}
          name="consent"
          type="checkbox"
          required
          defaultChecked={values.consent === "on"}
          {...invalid("consent")}
        />
        <label htmlFor={fieldId("consent")}>
          {form.consentText} <LocalizedLink to={buildPath(SITE_ROUTES.document, { name: "privacy" })}>{t("contact.privacy")}</LocalizedLink>
        </label>
      </div>
      {errorOf("consent")}
      <p className={styles.optional}>{form.dataNote}</p>
      <button className={styles.submit} type="submit" disabled={busy}>
        {busy ? t("contact.sending") : waitingList ? t("events.form.joinWaitingList") : t("events.form.submit")}
      </button>
    </form>
  );
}
