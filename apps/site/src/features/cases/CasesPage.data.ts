import { CATALOG_TYPE } from "@lawfirm/contract";
import { caseKind } from "../articles/article-kinds";
import { articleListLoader } from "../articles/article-list";

export const loader = articleListLoader(caseKind, CATALOG_TYPE.CASES);
