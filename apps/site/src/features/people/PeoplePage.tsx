import type { FormEvent } from "react";
import { useLoaderData, useSubmit, type LoaderFunctionArgs } from "react-router";
import { usePageMeta } from "../../app/usePageMeta";
import { useLocale } from "../../i18n/locale-context";
import type { MessageKey } from "../../i18n/messages";
import { EmptyState } from "../../ui/EmptyState";
import { PageHeader } from "../../ui/PageHeader";
import page from "../../ui/page.module.css";
import styles from "./PeoplePage.module.css";

/** The three filters, named as the public people endpoint names its query. */
const FILTERS: readonly { name: "jobId" | "practiceAreaId" | "office"; labelKey: MessageKey; allKey: MessageKey }[] = [
  { name: "jobId", labelKey: "people.filter.jobLabel", allKey: "people.filter.job" },
  { name: "practiceAreaId", labelKey: "people.filter.expertiseLabel", allKey: "people.filter.expertise" },
  { name: "office", labelKey: "people.filter.officeLabel", allKey: "people.filter.office" },
];

/** The search lives in the address, so that a filtered list can be shared and reloaded. */
export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return {
    keyword: search.get("keyword")?.trim() ?? "",
    jobId: search.get("jobId") ?? "",
    practiceAreaId: search.get("practiceAreaId") ?? "",
    office: search.get("office") ?? "",
  };
}

export default function PeoplePage() {
  const { t } = useLocale();
  const query = useLoaderData<typeof loader>();
  const submit = useSubmit();
  usePageMeta(t("page.people.title"), t("page.people.description"));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    void submit(params, { method: "get", preventScrollReset: true, replace: true });
  }

  return (
    <>
      <PageHeader eyebrow={t("site.name")} title={t("page.people.title")} lead={t("page.people.lead")} />
      <div className={`container ${page.body}`}>
        <form key={JSON.stringify(query)} role="search" className={styles.search} onSubmit={onSubmit}>
          <div className={styles.keyword}>
            <label htmlFor="people-keyword" className="visually-hidden">
              {t("people.search.label")}
            </label>
            <svg className={styles.searchIcon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
                <circle cx="8.5" cy="8.5" r="5.5" />
                <path d="m13 13 4.5 4.5" />
              </g>
            </svg>
            <input
              id="people-keyword"
              name="keyword"
              type="search"
              className={styles.input}
              placeholder={t("people.search.placeholder")}
              defaultValue={query.keyword}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          {FILTERS.map((filter) => (
            <div key={filter.name} className={styles.filter}>
              <label htmlFor={`people-${filter.name}`} className="visually-hidden">
                {t(filter.labelKey)}
              </label>
              <select
                id={`people-${filter.name}`}
                name={filter.name}
                className={styles.select}
                defaultValue={query[filter.name]}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              >
                <option value="">{t(filter.allKey)}</option>
              </select>
            </div>
          ))}
          <button type="submit" className={styles.submit}>
            {t("people.search.submit")}
          </button>
        </form>
        <EmptyState />
      </div>
    </>
  );
}
