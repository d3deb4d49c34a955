import { useQuery } from "@tanstack/react-query";
import { portalConfigEndpoints } from "@lawfirm/contract";
import { useLocale } from "../i18n/I18nProvider.tsx";
import { inlineErrorApi } from "./api.ts";

/** Where the firm's name and logo are cached, below which a saved site configuration reads them again. */
export const firmQueryKey = ["firm"] as const;

/**
 * The firm the back office belongs to, as its site configuration names it in `lang` (by default the
 * interface's language; else as the website falls back): its name and logo, for the header and a
 * page's previews. Read by every account (the website's own read), whatever its rights; undefined
 * while it loads or when it fails.
 */
export function useFirm(lang?: string): { name: string; logo: string } | undefined {
  const { locale } = useLocale();
  const language = lang ?? locale;
  const config = useQuery({
    queryKey: [...firmQueryKey, language],
    // A failure leaves the header as it was ("Back office"): no notification.
    queryFn: ({ signal }) => inlineErrorApi.call(portalConfigEndpoints.publicGet, { query: { lang: language } }, { signal }),
    staleTime: 5 * 60_000,
  });
  return config.data && { name: config.data.name.trim(), logo: config.data.iconUrl?.trim() ?? "" };
}
