import { articleDetailLoader } from "../../ui/articles/article-detail";
import { newsKind } from "../../ui/articles/article-kinds";

export const loader = articleDetailLoader(newsKind);
