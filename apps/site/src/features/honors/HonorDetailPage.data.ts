import { articleDetailLoader } from "../../ui/articles/article-detail";
import { honorKind } from "../../ui/articles/article-kinds";

export const loader = articleDetailLoader(honorKind);
