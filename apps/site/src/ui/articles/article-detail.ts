import { redirect, type LoaderFunctionArgs } from "react-router";
import type { Locale } from "@lawfirm/contract";
import { localeStore } from "../../app/locale";
import type { PageHandle } from "../../app/page-handle";
import { orNotFound, requireId } from "../../app/route-params";
import { detailPath, type ArticleDetail, type ArticleKind } from "./article-kinds";

export interface ArticleDetailData {
  item: ArticleDetail;
  /** The site's origin, for the absolute addresses of the `hreflang` links. */
  origin: string;
}

function versionIn(item: ArticleDetail | undefined, locale: Locale) {
  return item?.versions.find((version) => version.lang === locale);
}

/**
 * The loader of a detail page. A visitor whose interface language differs from the item's
 * (a shared link, say) is sent to the item's version in that language when there is one.
 */
export function articleDetailLoader(kind: ArticleKind) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticleDetailData> => {
    const item = await orNotFound(kind.detail(requireId(params), request.signal));
    const version = item.lang === localeStore.get() ? undefined : versionIn(item, localeStore.get());
    if (version && version.id !== item.id) throw redirect(detailPath(kind, version.id));
    return { item, origin: new URL(request.url).origin };
  };
}

/** After a language switch, the page goes to the item's version in the new language (from `versions`). */
export function articleDetailHandle(kind: ArticleKind): PageHandle {
  return {
    localizedPath(data, locale) {
      const version = versionIn((data as ArticleDetailData | undefined)?.item, locale);
      return version ? detailPath(kind, version.id) : undefined;
    },
  };
}
