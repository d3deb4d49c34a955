import { newsKind } from "../../ui/articles/article-kinds";
import { articleListLoader } from "../../ui/articles/article-list";
import { NEWS_SECTIONS } from "./news-sections";

export const loader = articleListLoader(
  newsKind,
  NEWS_SECTIONS.map((section) => section.id),
);
