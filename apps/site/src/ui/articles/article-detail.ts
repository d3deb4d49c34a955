import type { LoaderFunctionArgs } from "react-router";
import { addressedVersionId, followAddress } from "../../lib/addresses";
import { isPrefixed, pageContext } from "../../lib/page-context";
import { orNotFound } from "../../lib/route-params";
import { readArticle } from "./article-api";
import { detailPath, type ArticleDetail, type ArticleKind } from "./article-kinds";

export interface ArticleDetailData {
  item: ArticleDetail;
}

/** The loader of a detail page, with the rules of its addresses. */
export function articleDetailLoader(kind: ArticleKind) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticleDetailData> => {
    const page = pageContext({ request });
    const addressOf = (slug: string) => detailPath(kind, slug);
    const item = await orNotFound(readArticle(kind, await addressedVersionId(kind.name, params, page, addressOf), page));
    followAddress(item, page, params, isPrefixed(request), addressOf);
    return { item };
  };
}
