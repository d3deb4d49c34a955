import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate } from "react-router";
import {
  ApiError,
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
import type { ContactPageData } from "./ContactPage.data";
import { VisitorFields, VisitorFormPage } from "../../ui/VisitorFields";
import { ProblemSummary, problemsOfApiError, TextField, useFormProblems } from "../../ui/VisitorForm";
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
    <VisitorFormPage id="contact" title={title} lead={t("contact.lead")} dataNote={form.dataNote}>
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
        <VisitorFields
          id="contact"
          ticket={form.ticket}
          labels={{ name: t(LABELS.name), email: t(LABELS.email), phone: t(LABELS.phone), message: t(LABELS.message) }}
          limits={CONTACT_LIMITS}
          values={values}
          problems={fields}
          consentText={form.consentText}
          besidePhone={
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
          }
        />
        <div className={styles.check}>
          <input id={fieldId("sendCopy")} name="sendCopy" type="checkbox" defaultChecked={values.sendCopy === "on"} />
          <label htmlFor={fieldId("sendCopy")}>{t(LABELS.sendCopy)}</label>
        </div>
        <button className={styles.submit} type="submit" disabled={busy}>
          {busy ? t("contact.sending") : t("contact.send")}
        </button>
      </form>
    </VisitorFormPage>
  );
}
