import { caseKind } from "../articles/article-kinds";
import { articleListLoader } from "../articles/article-list";

export const loader = articleListLoader(caseKind);
