import { adminPath } from "./adminPath.ts";

/** The kinds whose items the back office edits by their item number (decision 0060). */
export const NUMBERED_KINDS = ["news", "case", "honor", "person", "practiceArea", "opening", "event"] as const;
export type NumberedKind = (typeof NUMBERED_KINDS)[number];

export const isNumberedKind = (kind: string): kind is NumberedKind => (NUMBERED_KINDS as readonly string[]).includes(kind);

/** Each kind's editor in the route table (below `/admin/`): the articles' take `?no=`, the specification's `people/edit/{id}` and `expertise/edit/{id}` the number as `{id}`. */
export const EDITOR_ROUTES = {
  news: "articles/news/edit",
  newsExternal: "articles/news/edit-external",
  case: "articles/cases/edit",
  honor: "articles/honors/edit",
  person: "people/edit",
  practiceArea: "expertise/edit",
  opening: "careers/edit",
  event: "events/edit",
} as const satisfies Record<NumberedKind | "newsExternal", string>;

/** What the address says besides the item: the version to open, and whether a news item is an external link (its own editor). */
export interface EditorOptions {
  lang?: string | undefined;
  external?: boolean | undefined;
}

/**
 * The editor of the item numbered `no`, opened on its version in `lang` when given: the one way
 * every list, link and redirect of the back office names an item (decision 0060).
 */
export function editorPath(kind: NumberedKind, no: number, { lang, external }: EditorOptions = {}): string {
  const query = new URLSearchParams();
  let path: string;
  if (kind === "person" || kind === "practiceArea" || kind === "opening" || kind === "event") {
    path = adminPath(`${EDITOR_ROUTES[kind]}/${no}`);
  } else {
    path = adminPath(kind === "news" && external ? EDITOR_ROUTES.newsExternal : EDITOR_ROUTES[kind]);
    query.set("no", String(no));
  }
  if (lang) query.set("lang", lang);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
