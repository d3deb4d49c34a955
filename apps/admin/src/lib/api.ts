import { useEffect } from "react";
import { useNavigate } from "react-router";
import { App } from "antd";
import {
  ADMIN_BASE,
  ADMIN_LOGIN_ROUTE,
  LOCALE_STORAGE_KEY,
  UPLOAD_FIELD,
  apiErrorOf,
  createApiClient,
  REQUEST_MARK,
  type Envelope,
  fileEndpoints,
  iconEndpoints,
  isSessionExpired,
  resolveInitialLocale,
  toLanguageTag,
  type ApiError,
  type Endpoint,
  type UploadedFile,
} from "@lawfirm/contract";
import { useT } from "../i18n/I18nProvider.tsx";
import { fetchWithUploadProgress, type UploadProgressListener } from "./uploadProgress.ts";

/**
 * The request layer of the back office. Every call goes through one of the two clients below;
 * both send the user to the login page when the session is missing or expired (401), and both ask
 * the server to word its errors in the UI language. The session itself is an HttpOnly cookie the
 * browser sends on its own: nothing here stores a token.
 */

/** What the login page receives through router navigation state. */
export interface LoginPageState {
  /** The session ran out: the login page says so in the UI language. */
  sessionExpired?: boolean;
  /** A set-password link was just used: the login page says the password is set. */
  passwordSet?: boolean;
  /** Where to return after logging in. */
  from?: string;
}

interface ErrorPresenter {
  sessionExpired(): void;
  requestError(error: ApiError): void;
}

// Set by the component tree (which has the router, the translations and antd's context).
let presenter: ErrorPresenter | undefined;

function reportErrors(notify: boolean) {
  return (error: ApiError, endpoint: Endpoint) => {
    if (isSessionExpired(error, endpoint)) presenter?.sessionExpired();
    else if (notify) presenter?.requestError(error);
  };
}

/**
 * `Accept-Language` with the UI language, read at call time from where the I18nProvider keeps it
 * (the stored choice, written before the UI switches; else the browser's languages): the server
 * answers its error messages in it (docs/decisions/0016).
 */
export function languageHeaders(): Record<string, string> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the browser language applies, as in the UI.
  }
  return { "accept-language": toLanguageTag(resolveInitialLocale(stored, navigator.languages)) };
}

/** For ordinary calls: any failure other than an expired session shows a "Request error" notification. */
export const api = createApiClient({ headers: languageHeaders, onError: reportErrors(true) });

/**
 * For calls whose failure the screen shows itself: next to the form (the login, the password
 * change), or in place of what could not be loaded (an editor's item with "does not exist" or a
 * Retry). No notification, but an expired session still leads to the login page.
 */
export const inlineErrorApi = createApiClient({ headers: languageHeaders, onError: reportErrors(false) });

/**
 * Uploads one file (multipart, field `file`) for any field, or for the icon library, which also
 * takes SVG drawings; answers its id and public URL. `onProgress` hears how far the bytes have gone.
 */
export function uploadFile(file: Blob, purpose: "file" | "icon" = "file", onProgress?: UploadProgressListener): Promise<UploadedFile> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const client = onProgress
    ? createApiClient({ headers: languageHeaders, onError: reportErrors(true), fetch: fetchWithUploadProgress(onProgress) })
    : api;
  return client.call(purpose === "icon" ? iconEndpoints.upload : fileEndpoints.upload, { body });
}

/**
 * Downloads a file the API answers as an attachment (an application's PDF): fetched with the
 * session and the request mark like every call, then handed to the browser under `fileName`.
 * A refusal is reported as any call's.
 */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, {
    headers: { ...languageHeaders(), [REQUEST_MARK.header]: REQUEST_MARK.value },
    credentials: "same-origin",
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
    const error = apiErrorOf(response, envelope);
    if (error.status === 401) presenter?.sessionExpired();
    else presenter?.requestError(error);
    throw error;
  }
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Whether a path (from navigation state) is a back-office page we may return to after login. */
export function isReturnPath(path: unknown): path is string {
  return typeof path === "string" && (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`));
}

/** Connects the request layer to the UI; used once, in the root layout. */
export function useApiErrorPresenter(): void {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const t = useT();

  useEffect(() => {
    const current: ErrorPresenter = {
      sessionExpired() {
        const { pathname, search } = window.location;
        if (pathname === ADMIN_LOGIN_ROUTE) return;
        const state: LoginPageState = { sessionExpired: true, from: isReturnPath(pathname) ? pathname + search : undefined };
        // Replace, so that "back" does not lead into the page that just failed.
        void navigate(ADMIN_LOGIN_ROUTE, { replace: true, state });
      },
      requestError(error) {
        const description = error.serverMessage ?? error.message;
        // The same failure (e.g. several queries at once while offline) shows once.
        notification.error({ key: `request-error:${error.status}:${description}`, title: t("error.requestTitle"), description });
      },
    };
    presenter = current;
    return () => {
      if (presenter === current) presenter = undefined;
    };
  }, [navigate, notification, t]);
}
