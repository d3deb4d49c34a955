import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate } from "react-router";
import {
  ApiError,
  buildPath,
  CONTACT_LIMITS,
  contactEndpoints,
  localizedPath,
  SITE_ROUTES,
  type ContactField,
  type ContactForm,
} from "@lawfirm/contract";
import { api } from "../../lib/api";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { LocalizedLink } from "../../ui/LocalizedLink";
import { PageHeader } from "../../ui/PageHeader";
import type { ContactPageData } from "./ContactPage.data";
import { ConsentField, ProblemSummary, problemsOfApiError, TextField, TrapField, useFormProblems } from "../../ui/VisitorForm";
import styles from "../../ui/visitor-form.module.css";

const LABELS: Record<ContactField, MessageKey> = {
  name: "contact.name",
  email: "contact.email",
  phone: "contact.phone",
  company: "contact.company",
  message: "contact.message",
  consent: "contact.consent",
  sendCopy: "contact.sendCopy",
};

const fieldId = (field: string) => `contact-${field}`;

/**
 * The contact page (decision 0077): writes to the firm, or with `?to=` to a lawyer or an office.
 * Without a script the form posts to this page's address, which answers with the confirmation or
 * this page again with the problems (the loader's `returned`); with one, it sends through the API
 * and shows the same problems in place. A summary lists them and takes the focus.
 */
export default function ContactPage() {
  const { t, locale } = useLocale();
  const { form } = useLoaderData<{ form: ContactForm } & ContactPageData>();
  const navigate = useNavigate();
  const returned = form.returned;
  const fields = useFormProblems(returned?.problems, fieldId);
  const { problems, setProblems, summary } = fields;
  const [busy, setBusy] = useState(false);
  const values = returned?.values ?? {};
  const title = form.recipientName ? t("contact.titleTo", { name: form.recipientName }) : t("contact.title");
  usePageHead({ title, description: t("contact.description"), noindex: form.to !== "firm" });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    try {
      await api.call(
        contactEndpoints.send,
        {
          body: {
            lang: locale,
            to: form.to,
            name: text("name"),
            email: text("email"),
            phone: text("phone"),
            company: text("company"),
            message: text("message"),
            consent: (data.get("consent") === "on") as true,
            sendCopy: data.get("sendCopy") === "on",
            website: text("website"),
            ticket: form.ticket,
          },
        },
        { locale },
      );
      void navigate(localizedPath(locale, form.to === "firm" ? SITE_ROUTES.contactSent : `${SITE_ROUTES.contactSent}?to=${form.to}`));
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? problemsOfApiError(error)
          : [{ field: null, message: t("contact.failed") }],
      );
    } finally {
      setBusy(false);
    }
  }

  const action = localizedPath(locale, SITE_ROUTES.contact);
  return (
    <>
      <PageHeader title={title} lead={t("contact.lead")} />
      <div className={`container ${styles.body}`}>
        <form className={styles.form} method="post" action={action} noValidate onSubmit={(event) => void send(event)}>
          <ProblemSummary
            id="contact-problems"
            title={t("contact.problems")}
            problems={problems}
            ref={summary}
            fieldId={fieldId}
            labelOf={(field) => t(LABELS[field as ContactField] ?? "contact.message")}
          />
          <input type="hidden" name="to" value={form.to} />
          <input type="hidden" name="ticket" value={form.ticket} />
          <TrapField id="contact-website" label={t("contact.trap")} />
          <div className={styles.row}>
            <TextField
              name="name"
              label={t(LABELS.name)}
              problems={fields}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.name}
            />
            <TextField
              name="email"
              label={t(LABELS.email)}
              problems={fields}
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={values.email}
            />
          </div>
          <div className={styles.row}>
            <TextField
              name="phone"
              label={t(LABELS.phone)}
              optional={t("contact.optional")}
              problems={fields}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              defaultValue={values.phone}
            />
            <TextField
              name="company"
              label={t(LABELS.company)}
              optional={t("contact.optional")}
              problems={fields}
              type="text"
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              defaultValue={values.company}
            />
          </div>
          <TextField
            name="message"
            label={t(LABELS.message)}
            problems={fields}
            rows={8}
            required
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
          />
          <ConsentField
            text={form.consentText}
            privacyLink={<LocalizedLink to={buildPath(SITE_ROUTES.document, { name: "privacy" })}>{t("contact.privacy")}</LocalizedLink>}
            checked={values.consent === "on"}
            problems={fields}
          />
          <div className={styles.check}>
            <input id={fieldId("sendCopy")} name="sendCopy" type="checkbox" defaultChecked={values.sendCopy === "on"} />
            <label htmlFor={fieldId("sendCopy")}>{t(LABELS.sendCopy)}</label>
          </div>
          <button className={styles.submit} type="submit" disabled={busy}>
            {busy ? t("contact.sending") : t("contact.send")}
          </button>
        </form>
        <aside className={styles.note} aria-labelledby="contact-data-note">
          <h2 id="contact-data-note" className={styles.noteTitle}>
            {t("contact.dataNoteTitle")}
          </h2>
          <p>{form.dataNote}</p>
        </aside>
      </div>
    </>
  );
}
