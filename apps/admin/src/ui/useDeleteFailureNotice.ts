import { App } from "antd";
import { ApiError } from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";

/**
 * Says why a delete failed. An item still in use (409) gets a warning, titled `inUseTitle`, with the
 * server's reason (what uses it), left long enough to read; an expired session says nothing here
 * (the login page does); any other failure gets the usual request error.
 */
export function useDeleteFailureNotice(): (error: Error, inUseTitle: string) => void {
  const t = useT();
  const { notification } = App.useApp();
  return (error, inUseTitle) => {
    const inUse = inUseMessage(error);
    if (inUse) notification.warning({ title: inUseTitle, description: inUse, duration: 10 });
    else if (!(error instanceof ApiError && error.status === 401)) {
      notification.error({
        title: t("error.requestTitle"),
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
      });
    }
  };
}

/** The server's reason for refusing a delete (409: still in use), or undefined for other failures. */
function inUseMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? (error.serverMessage ?? error.message) : undefined;
}
