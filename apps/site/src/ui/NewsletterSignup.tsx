import { localizedPath, SITE_ROUTES } from "@lawfirm/contract";
import { useId } from "react";
import { useLocale } from "../i18n/locale-context";
import styles from "./NewsletterSignup.module.css";

/**
 * The newsletter's short form (decision 0083) in the footer, on the news pages and at the end of
 * an article: the address only, posted to the subscription page, which takes it over and asks for
 * the topics and the consent (with a fresh ticket: these pages are cached, a form's ticket must not
 * be). A plain post, with or without a script.
 */
export function NewsletterSignup({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, locale } = useLocale();
  const id = useId();
  return (
    <form
      className={`${styles.signup} ${tone === "dark" ? styles.dark : ""}`}
      method="post"
      action={localizedPath(locale, SITE_ROUTES.newsletter)}
    >
      <h2 className={styles.title} id={`${id}-title`}>
        {t("newsletter.signupTitle")}
      </h2>
      <p className={styles.text}>{t("newsletter.signupText")}</p>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t("newsletter.email")}
        </label>
        <input className={styles.input} id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        <button className={styles.button} type="submit" aria-describedby={`${id}-title`}>
          {t("newsletter.signupButton")}
        </button>
      </div>
    </form>
  );
}
