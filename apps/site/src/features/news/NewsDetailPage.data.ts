import { articleDetailHandle, articleDetailLoader } from "../articles/article-detail";
import { newsKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(newsKind);
export const handle = articleDetailHandle(newsKind);
