import { useId } from "react";
import { Form } from "react-router";
import { SEARCH_LIMITS, localizedPath } from "@lawfirm/contract";
import { useLocale } from "../../i18n/locale-context";
import { LocalizedLink } from "../LocalizedLink";
import type { ArticleKind } from "./article-kinds";
import { LIST_FILTER_PARAMS, type ListFilterChoices, type ListFilters } from "./article-list";
import type { ShownFilter } from "./related";
import styles from "./ArticleFilters.module.css";
import { SearchGlass } from "../SearchGlass";

/**
 * A list's filters beside its folders: practice area, year and keyword, sent as a GET form to the
 * list's address (with JavaScript the router loads it in place), so that the filters live in the
 * address, work without JavaScript, and a filtered list can be shared. The chosen folder and a
 * person's filter (from a profile's "view all") go along unchanged.
 */
export function ArticleFilters({
  kind,
  filters,
  choices,
  shownFilter,
  folderNo,
}: {
  kind: ArticleKind;
  filters: ListFilters;
  choices: ListFilterChoices;
  shownFilter: ShownFilter | undefined;
  folderNo: number | undefined;
}) {
  const { t, locale } = useLocale();
  const id = useId();
  const { practiceAreaId, year, keyword, personId } = filters;
  // A practice area named by another language's version is offered under its name in this language.
  const otherArea =
    practiceAreaId !== undefined && !choices.practiceAreas.some((area) => area.id === practiceAreaId)
      ? { id: practiceAreaId, name: shownFilter?.name ?? String(practiceAreaId) }
      : undefined;
  const filtered = practiceAreaId !== undefined || year !== undefined || keyword !== undefined;
  const cleared = new URLSearchParams();
  if (folderNo !== undefined) cleared.set("folder", String(folderNo));
  if (personId !== undefined) cleared.set(LIST_FILTER_PARAMS.person, String(personId));

  return (
    <Form
      className={styles.form}
      method="get"
      action={localizedPath(locale, kind.listPath)}
      role="search"
      aria-label={t("list.filters")}
      preventScrollReset
    >
      {folderNo !== undefined ? <input type="hidden" name="folder" value={folderNo} /> : null}
      {personId !== undefined ? <input type="hidden" name={LIST_FILTER_PARAMS.person} value={personId} /> : null}
      <div className={styles.keyword}>
        <label className={styles.label} htmlFor={`${id}-keyword`}>
          {t("list.filter.keyword")}
        </label>
        <div className={styles.field}>
          <SearchGlass className={styles.searchIcon} />
          <input
            id={`${id}-keyword`}
            className={styles.input}
            type="search"
            name={LIST_FILTER_PARAMS.keyword}
            defaultValue={keyword ?? ""}
            key={keyword ?? ""}
            maxLength={SEARCH_LIMITS.query}
            placeholder={t("list.filter.keywordPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className={styles.choice}>
        <label className={styles.label} htmlFor={`${id}-area`}>
          {t("list.filter.practiceAreaLabel")}
        </label>
        <select
          id={`${id}-area`}
          className={styles.select}
          name={LIST_FILTER_PARAMS.practiceArea}
          defaultValue={practiceAreaId ?? ""}
          key={practiceAreaId ?? ""}
        >
          <option value="">{t("list.filter.allPracticeAreas")}</option>
          {[...choices.practiceAreas, ...(otherArea ? [otherArea] : [])].map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.choice}>
        <label className={styles.label} htmlFor={`${id}-year`}>
          {t("list.filter.yearLabel")}
        </label>
        <select id={`${id}-year`} className={styles.select} name={LIST_FILTER_PARAMS.year} defaultValue={year ?? ""} key={year ?? ""}>
          <option value="">{t("list.filter.allYears")}</option>
          {[...new Set([...choices.years, ...(year === undefined ? [] : [year])])].map((shown) => (
            <option key={shown} value={shown}>
              {shown}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {t("list.filter.apply")}
        </button>
        {filtered ? (
          <LocalizedLink className={styles.clear} to={cleared.size > 0 ? `${kind.listPath}?${cleared}` : kind.listPath} preventScrollReset>
            {t("list.filter.reset")}
          </LocalizedLink>
        ) : null}
      </div>
    </Form>
  );
}
