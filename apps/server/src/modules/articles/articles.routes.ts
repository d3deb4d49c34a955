import type { Article, ArticleVersionInput } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { AnswerCache } from "../../http/answer-cache.ts";
import { clientAddress } from "../../http/client-address.ts";
import { ContentMemo } from "../../http/content-memo.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isUncountedRendering, renderingShowsArticle } from "../../plugins/site-rendering.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import { caseKind, honorKind, newsKind, type ArticleKind } from "./article-kinds.ts";
import * as adminService from "./articles.admin.service.ts";
import * as publicService from "./articles.public.service.ts";
import { VIEW_FLUSH_INTERVAL_MS, type ViewCounter } from "./view-counter.ts";

/** Public details and list counts kept at most: a detail holds its text, tens of kilobytes as a rule. */
const KEPT_VALUES = 200;

/**
 * The public details of articles and the counts of their public lists, each kept until content
 * changes, until this process's view counter writes views, and for a flush interval at most (views
 * other processes wrote): a detail's read then costs its view's count and its answer's sending, not
 * ten queries; a list's other pages need not count it again.
 */
export function articleMemo(cache: AnswerCache): ContentMemo {
  return new ContentMemo(cache, { maxEntries: KEPT_VALUES, maxAgeMs: VIEW_FLUSH_INTERVAL_MS });
}

type Deps = {
  db: Db;
  languages: LanguageRegistry;
  views: ViewCounter;
  /** The public details and list counts made from content (`articleMemo`). */
  kept: ContentMemo;
  /** Revisions kept per item (`REVISIONS_PER_ITEM`). */
  keepRevisions: number;
};

/**
 * The three kinds share one set of handlers, checked against the contract's `ArticleEndpoints`
 * in terms of the kind's item and version types.
 */
function registerKind<TItem extends Article, TVersion extends ArticleVersionInput>(
  route: EndpointRegistrar,
  kind: ArticleKind<TItem, TVersion>,
  deps: Deps,
) {
  const { db, languages, views, kept, keepRevisions } = deps;
  const table = kind.endpoints;

  route(table.list, async ({ query }) => adminService.listItems(db, languages, kind, query));
  route(table.detail, async ({ params }) => adminService.getItem(db, kind, params.no));
  route(table.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createItem(db, languages, kind, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(table.update, async ({ body, query, admin, ifMatch }) =>
    adminService.updateItem(db, languages, kind, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(table.remove, async ({ query, ifMatch }) => {
    await adminService.deleteItem(db, kind, query.no, ifMatch);
    return null;
  });
  route(table.pin, async ({ query }) => {
    await adminService.setItemTop(db, kind, query.no, 1);
    return null;
  });
  route(table.unpin, async ({ query }) => {
    await adminService.setItemTop(db, kind, query.no, 0);
    return null;
  });
  if (table.moveToFolder) {
    route(table.moveToFolder, async ({ body, admin, ifMatch }) =>
      adminService.moveItemToFolder(db, kind, body, { operator: { id: admin.accountId, name: admin.userName }, keepRevisions, ifMatch }),
    );
  }
  publishingRoutes(route, adminService.articlePublishing(kind), deps);
  route(table.setDate, async ({ body }) => adminService.setItemDate(db, kind, body));
  route(table.publicList, async ({ query, request }) =>
    publicService.listPublished(db, kind, query, await languages.ofRequest(request), kept),
  );
  route(table.publicYears, async ({ request }) => publicService.listPublicYears(db, kind, await languages.ofRequest(request)));
  route(table.publicDetail, async ({ params, request, reply }) => {
    // The answer shows the views as stored (kept up to a flush interval: `articleMemo`), the
    // number the lists and the back office show; adding this process's unwritten views would make
    // it differ from the list's, and from one server process to the next.
    const previewed = isPreviewed({ kind: kind.name, id: params.id });
    const article = previewed
      ? await publicService.readPublished(db, kind, params.id, true)
      : await kept.get(`${kind.name} ${params.id}`, () => publicService.readPublished(db, kind, params.id));
    // A HEAD request asks whether the item is there; nobody reads it. A preview is no visitor's
    // read, nor is a page rendered for the back office's try of an address.
    if (request.method !== "HEAD" && !previewed) {
      if (!isUncountedRendering()) views.count({ address: clientAddress(request), userAgent: request.headers["user-agent"] }, article.id);
      renderingShowsArticle(article.id);
    }
    // Every read must reach the server to be counted: no cache keeps this answer (a rendered page
    // of the item counts its own reads, site-rendering.ts).
    reply.header("cache-control", "no-store");
    return article;
  });
}

/** News, case analyses and honors: admin and public endpoints of each kind. */
export function articleRoutes(route: EndpointRegistrar, deps: Deps) {
  registerKind(route, newsKind, deps);
  registerKind(route, caseKind, deps);
  registerKind(route, honorKind, deps);
}
