import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from "react-router";
import { ApiError, splitLocalePath } from "@lawfirm/contract";
import { NotFoundView } from "../features/not-found/NotFoundView";
import { useLocale } from "../i18n/locale-context";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { PageHeader } from "../ui/PageHeader";
import { ChunkLoadError } from "./lazy-page";
import { localeStore } from "../lib/locale";
import { usePageHead } from "../lib/page-head";
import styles from "./RouteError.module.css";

function ErrorView({ loadFailed }: { loadFailed: boolean }) {
  const { t } = useLocale();
  const revalidator = useRevalidator();
  usePageHead({ title: t("page.error.title"), description: t("page.error.text"), noindex: true });
  return (
    <>
      <PageHeader title={t("page.error.title")} lead={t(loadFailed ? "page.error.loadText" : "page.error.text")} />
      <div className={`container ${styles.actions}`}>
        {loadFailed ? (
          // A new deployment replaces the script files: only a full reload fetches the new ones.
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            {t("page.error.reload")}
          </button>
        ) : (
          <button
            type="button"
            className={styles.button}
            disabled={revalidator.state === "loading"}
            onClick={() => void revalidator.revalidate()}
          >
            {t("page.error.retry")}
          </button>
        )}
      </div>
    </>
  );
}

/**
 * Whether a page's error is worth a line of the console (on the server, its log): not a chunk that
 * failed to load, nor the server's "not now" (503: starting, or its database away), which the
 * server logs once for the whole outage, not once per page.
 */
export const isWorthLogging = (error: unknown): boolean =>
  !(error instanceof ChunkLoadError) && !(error instanceof ApiError && error.status === 503);

/** Errors of a page, shown inside the layout: 404 and 410 answers as the not-found page, the rest as an error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) return <NotFoundView gone={error.status === 410} />;
  if (isWorthLogging(error)) console.error(error);
  return <ErrorView loadFailed={error instanceof ChunkLoadError} />;
}

/** Errors of the layout itself: the same message without header and footer, in the address's language. */
export function RootError() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={splitLocalePath(pathname).locale ?? localeStore.get()}>
      <main id="main" className={styles.root}>
        <RouteError />
      </main>
    </LocaleProvider>
  );
}
