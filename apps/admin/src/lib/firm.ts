import { useQuery } from "@tanstack/react-query";
import { portalConfigEndpoints } from "@lawfirm/contract";
import { useLocale } from "../i18n/I18nProvider.tsx";
import { inlineErrorApi } from "./api.ts";

/** Where the firm's name and logo are cached, below which a saved site configuration reads them again. */
export const firmQueryKey = ["firm"] as const;

/**
 * The firm the back office belongs to, as its site configuration names it in the interface's
 * language (else as the website falls back): its name and logo, for the header. Read by every
 * account (the website's own read), whatever its rights; undefined while it loads or when it fails.
 */
export function useFirm(): { name: string; logo: string } | undefined {
  const { locale } = useLocale();
  const config = useQuery({
    queryKey: [...firmQueryKey, locale],
    // A failure leaves the header as it was ("Back office"): no notification.
    queryFn: ({ signal }) => inlineErrorApi.call(portalConfigEndpoints.publicGet, { query: { lang: locale } }, { signal }),
    staleTime: 5 * 60_000,
  });
  return config.data && { name: config.data.name.trim(), logo: config.data.iconUrl?.trim() ?? "" };
}
