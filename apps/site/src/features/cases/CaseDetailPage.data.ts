import { articleDetailHandle, articleDetailLoader } from "../articles/article-detail";
import { caseKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(caseKind);
export const handle = articleDetailHandle(caseKind);
