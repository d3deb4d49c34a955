import { newsKind } from "../articles/article-kinds";
import { articleListLoader } from "../articles/article-list";
import { NEWS_SECTIONS } from "./news-sections";

export const loader = articleListLoader(newsKind, NEWS_SECTIONS.map((section) => section.id));
