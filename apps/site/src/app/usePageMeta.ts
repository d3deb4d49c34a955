import { useEffect } from "react";
import { useLocale } from "../i18n/locale-context";

/** Sets the document title ("<Page> · <Site name>") and the meta description in the interface language. */
export function usePageMeta(title: string, description: string): void {
  const { t } = useLocale();
  const siteName = t("site.name");
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
