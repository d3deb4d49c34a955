import { articleDetailHandle, articleDetailLoader } from "../articles/article-detail";
import { honorKind } from "../articles/article-kinds";

export const loader = articleDetailLoader(honorKind);
export const handle = articleDetailHandle(honorKind);
