import type { LoaderFunctionArgs } from "react-router";
import { detailHandle, followLanguageVersion } from "../../app/language-versions";
import { isPrefixed, pageContext } from "../../app/page-context";
import type { PageHandle } from "../../app/page-handle";
import { orNotFound, requireId } from "../../app/route-params";
import { detailPath, type ArticleDetail, type ArticleKind } from "./article-kinds";

export interface ArticleDetailData {
  item: ArticleDetail;
}

/** The loader of a detail page, with the language rules of its address. */
export function articleDetailLoader(kind: ArticleKind) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticleDetailData> => {
    const page = pageContext({ request });
    const item = await orNotFound(kind.detail(requireId(params), page));
    followLanguageVersion(item, page, isPrefixed(request), (id) => detailPath(kind, id));
    return { item };
  };
}

/** The item's versions in other languages, for the language switcher and `hreflang`. */
export function articleDetailHandle(kind: ArticleKind): PageHandle {
  return detailHandle(
    (data: ArticleDetailData) => data.item,
    (id) => detailPath(kind, id),
    kind.listPath,
  );
}
