import { articleDetailLoader } from "../../ui/articles/article-detail";
import { caseKind } from "../../ui/articles/article-kinds";

export const loader = articleDetailLoader(caseKind);
