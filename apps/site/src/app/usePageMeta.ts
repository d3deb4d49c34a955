import { useEffect } from "react";
import { useSiteName } from "./layout-data";

/** Sets the document title ("<Page> · <Firm>") and the meta description in the interface language. */
export function usePageMeta(title: string, description: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title && title !== siteName ? `${title} · ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
