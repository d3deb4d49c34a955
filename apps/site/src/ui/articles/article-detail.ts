import type { LoaderFunctionArgs } from "react-router";
import { followLanguageVersion } from "../../lib/language-versions";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound, requireId } from "../../lib/route-params";
import { readArticle } from "./article-api";
import { detailPath, type ArticleDetail, type ArticleKind } from "./article-kinds";

export interface ArticleDetailData {
  item: ArticleDetail;
}

/** The loader of a detail page, with the language rules of its address. */
export function articleDetailLoader(kind: ArticleKind) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticleDetailData> => {
    const page = pageContext({ request });
    const item = await orNotFound(readArticle(kind, requireId(params), page));
    followLanguageVersion(item, page, isPrefixed(request), (id) => detailPath(kind, id));
    return { item };
  };
}
