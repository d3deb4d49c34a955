import type { ReactNode } from "react";
import { buildPath, SITE_ROUTES } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { LocalizedLink } from "./LocalizedLink";
import { PageHeader } from "./PageHeader";
import { ConsentField, TextField, TrapField, type FormProblems } from "./VisitorForm";
import styles from "./visitor-form.module.css";

/** The fields every visitor's form with a message asks for, by their names in the form. */
type PersonField = "name" | "email" | "phone" | "message";

/**
 * A page with a visitor's form (decisions 0077, 0080): its heading, the form, and beside it the
 * firm's note on the data. `id` names the form's parts (`contact`: `contact-data-note`).
 */
export function VisitorFormPage({
  id,
  title,
  lead,
  dataNote,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  dataNote: string;
  children: ReactNode;
}) {
  const { t } = useLocale();
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className={`container ${styles.body}`}>
        {children}
        <aside className={styles.note} aria-labelledby={`${id}-data-note`}>
          <h2 id={`${id}-data-note`} className={styles.noteTitle}>
            {t("contact.dataNoteTitle")}
          </h2>
          <p>{dataNote}</p>
        </aside>
      </div>
    </>
  );
}

/**
 * The form's hidden parts and the person's fields, in the order both forms show them: the ticket
 * and the trap field, name and e-mail, the telephone (with `besidePhone` beside it), the message,
 * `children` (the application's files), then the consent with the privacy policy's link.
 */
export function VisitorFields({
  id,
  ticket,
  labels,
  limits,
  values,
  problems,
  consentText,
  besidePhone,
  children,
}: {
  id: string;
  ticket: string;
  labels: Record<PersonField, string>;
  limits: Record<PersonField, number>;
  /** What a refused post sent back, by field. */
  values: Readonly<Record<string, string>>;
  problems: FormProblems;
  consentText: string;
  besidePhone?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLocale();
  const phone = (
    <TextField
      name="phone"
      label={labels.phone}
      optional={t("contact.optional")}
      problems={problems}
      type="tel"
      autoComplete="tel"
      maxLength={limits.phone}
      defaultValue={values.phone}
    />
  );
  return (
    <>
      <input type="hidden" name="ticket" value={ticket} />
      <TrapField id={`${id}-website`} label={t("contact.trap")} />
      <div className={styles.row}>
        <TextField
          name="name"
          label={labels.name}
          problems={problems}
          type="text"
          autoComplete="name"
          required
          maxLength={limits.name}
          defaultValue={values.name}
        />
        <TextField
          name="email"
          label={labels.email}
          problems={problems}
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          defaultValue={values.email}
        />
      </div>
      {besidePhone ? (
        <div className={styles.row}>
          {phone}
          {besidePhone}
        </div>
      ) : (
        phone
      )}
      <TextField
        name="message"
        label={labels.message}
        problems={problems}
        rows={8}
        required
        maxLength={limits.message}
        defaultValue={values.message}
      />
      {children}
      <ConsentField
        text={consentText}
        privacyLink={<LocalizedLink to={buildPath(SITE_ROUTES.document, { name: "privacy" })}>{t("contact.privacy")}</LocalizedLink>}
        checked={values.consent === "on"}
        problems={problems}
      />
    </>
  );
}
