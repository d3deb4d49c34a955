import { honorKind } from "../../ui/articles/article-kinds";
import { articleListLoader } from "../../ui/articles/article-list";

export const loader = articleListLoader(honorKind);
