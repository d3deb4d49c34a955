import { CATALOG_TYPE } from "@lawfirm/contract";
import { newsKind } from "../articles/article-kinds";
import { articleListLoader } from "../articles/article-list";
import { NEWS_SECTIONS } from "./news-sections";

export const loader = articleListLoader(
  newsKind,
  CATALOG_TYPE.NEWS,
  NEWS_SECTIONS.map((section) => section.id),
);
