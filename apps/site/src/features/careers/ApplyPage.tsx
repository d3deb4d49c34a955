import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate } from "react-router";
import { APPLICATION_FILE_FIELD, APPLICATION_LIMITS, ApiError, localizedPath, SITE_ROUTES, type ApplicationField } from "@lawfirm/contract";
import { usePageHead } from "../../lib/page-head";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { VisitorFields, VisitorFormPage } from "../../ui/VisitorFields";
import { ProblemSummary, problemsOfApiError, useFormProblems } from "../../ui/VisitorForm";
import styles from "../../ui/visitor-form.module.css";
import { sendApplication } from "./apply-upload";
import type { ApplyPageData } from "./ApplyPage.data";

const LABELS: Record<ApplicationField, MessageKey> = {
  name: "apply.name",
  email: "apply.email",
  phone: "apply.phone",
  message: "apply.message",
  files: "apply.files",
  consent: "apply.consent",
};

const fieldId = (field: string) => `apply-${field}`;

/**
 * The application form (decision 0080): to an opening (`?opening=`) or unsolicited. Without a
 * script it posts as multipart form data to this page's address, which answers with the
 * confirmation or this page again with the problems (the files chosen again); with one, it sends
 * through the API, showing the upload's progress and the same problems in place.
 */
export default function ApplyPage() {
  const { t, locale } = useLocale();
  const { form } = useLoaderData<ApplyPageData>();
  const navigate = useNavigate();
  const returned = form.returned;
  const fields = useFormProblems(returned?.problems, fieldId);
  const { problems, setProblems, summary, errorOf } = fields;
  const [progress, setProgress] = useState<number | null>(null);
  const values = returned?.values ?? {};
  const opening = form.opening;
  const title = opening ? t("apply.title", { opening: opening.title }) : t("apply.titleUnsolicited");
  usePageHead({ title, description: t("apply.description"), noindex: true });
  const sentPath = `${SITE_ROUTES.applySent}${opening ? `?opening=${opening.id}` : ""}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const data = new FormData(event.currentTarget);
    data.set("lang", locale);
    setProgress(0);
    try {
      await sendApplication(data, locale, setProgress);
      void navigate(localizedPath(locale, sentPath));
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? problemsOfApiError(error)
          : [{ field: null, message: t("apply.failed") }],
      );
    } finally {
      setProgress(null);
    }
  }

  const action = localizedPath(locale, SITE_ROUTES.apply);
  return (
    <VisitorFormPage
      id="apply"
      title={title}
      lead={opening ? t("apply.office", { office: opening.officeName }) : t("apply.lead")}
      dataNote={form.dataNote}
    >
      <form
        className={styles.form}
        method="post"
        action={opening ? `${action}?opening=${opening.id}` : action}
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => void send(event)}
      >
        <ProblemSummary
          id="apply-problems"
          title={t("apply.problems")}
          problems={problems}
          ref={summary}
          fieldId={fieldId}
          labelOf={(field) => t(LABELS[field as ApplicationField] ?? "apply.message")}
        >
          {returned ? <p>{t("apply.filesAgain")}</p> : null}
        </ProblemSummary>
        <input type="hidden" name="opening" value={opening ? String(opening.id) : ""} />
        <VisitorFields
          id="apply"
          ticket={form.ticket}
          labels={{ name: t(LABELS.name), email: t(LABELS.email), phone: t(LABELS.phone), message: t(LABELS.message) }}
          limits={APPLICATION_LIMITS}
          values={values}
          problems={fields}
          consentText={form.consentText}
        >
          <div className={styles.field}>
            <label className={styles.label} htmlFor={fieldId("files")}>
              {t(LABELS.files)}
            </label>
            <input
              className={styles.fileInput}
              id={fieldId("files")}
              name={APPLICATION_FILE_FIELD}
              type="file"
              accept="application/pdf,.pdf"
              multiple
              required
              aria-describedby={`${fieldId("files")}-hint${problems.some((problem) => problem.field === "files") ? ` ${fieldId("files")}-error` : ""}`}
              aria-invalid={problems.some((problem) => problem.field === "files") || undefined}
            />
            <p id={`${fieldId("files")}-hint`} className={styles.hint}>
              {t("apply.filesHint")}
            </p>
            {errorOf("files")}
          </div>
        </VisitorFields>
        {progress !== null ? (
          <div className={styles.progress} role="status">
            <label htmlFor="apply-progress">{t("apply.uploading")}</label>
            <progress id="apply-progress" max={100} value={progress} />
          </div>
        ) : null}
        <button className={styles.submit} type="submit" disabled={progress !== null}>
          {progress !== null ? t("apply.sending", { percent: progress }) : t("apply.send")}
        </button>
      </form>
    </VisitorFormPage>
  );
}
