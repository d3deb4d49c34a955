import { useId } from "react";
import { localizedPath, SEARCH_LIMITS, SITE_ROUTES } from "@lawfirm/contract";
import { useLocale } from "../i18n/locale-context";
import { cx } from "./cx";
import styles from "./SearchForm.module.css";

/**
 * The site search's large form (the search page, the not-found page): a plain GET form to the
 * search page in the page's language, so that it works before and without JavaScript.
 */
export function SearchForm({ query = "", className }: { query?: string; className?: string }) {
  const { t, locale } = useLocale();
  const fieldId = useId();
  return (
    <form
      className={cx(styles.form, className)}
      role="search"
      aria-label={t("search.title")}
      method="get"
      action={localizedPath(locale, SITE_ROUTES.search)}
    >
      <label className="visually-hidden" htmlFor={fieldId}>
        {t("search.fieldLabel")}
      </label>
      <input
        id={fieldId}
        className={styles.field}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_LIMITS.query}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.submit} type="submit">
        {t("search.submit")}
      </button>
    </form>
  );
}
