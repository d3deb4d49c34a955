import type { Article, Endpoint } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar, HandlerContext } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import type { VersionInput } from "../translations/translated-items.ts";
import { caseAnalysisKind, honorKind, newsKind, type ArticleKind } from "./article-kinds.ts";
import * as service from "./articles.service.ts";
import type { ViewCounter } from "./view-counter.ts";

type Deps = { db: Db; languages: LanguageRegistry; views: ViewCounter };

/**
 * The three kinds share one set of handlers. Their endpoint tables differ only in the article's
 * fields, which the kind itself presents, so the handlers are registered without the per-kind
 * static types; the contract's schemas still validate every input, and tests check every answer.
 */
type KindHandler = (context: HandlerContext<Endpoint>) => Promise<unknown>;

function registerKind<TInput extends VersionInput, TItem extends Article>(route: EndpointRegistrar, kind: ArticleKind<TInput, TItem>, deps: Deps) {
  const { db, languages, views } = deps;
  const on = route as unknown as (endpoint: Endpoint, handler: KindHandler) => void;
  const table = kind.endpoints;
  const no = (input: unknown) => (input as { no: number }).no;

  on(table.list, async ({ query }) => service.listItems(db, languages, kind, query as service.AdminListQuery));
  on(table.detail, async ({ params }) => service.getItem(db, kind, no(params)));
  on(table.create, async ({ body, admin }) => service.createItem(db, languages, kind, body as TInput[], admin.userName));
  on(table.update, async ({ body, admin }) => service.updateItem(db, languages, kind, body as TInput[], admin.userName));
  on(table.remove, async ({ query }) => {
    await service.deleteItem(db, kind, no(query));
    return null;
  });
  on(table.pin, async ({ query }) => {
    await service.setItemTop(db, kind, no(query), 1);
    return null;
  });
  on(table.unpin, async ({ query }) => {
    await service.setItemTop(db, kind, no(query), 0);
    return null;
  });
  on(table.publicList, async ({ query, request }) =>
    service.listPublished(db, kind, query as service.PublicListQuery, await languages.ofRequest(request)),
  );
  on(table.publicDetail, async ({ params, request }) => {
    // The answer shows the views as stored (a flush interval behind at most), the number the lists
    // and the back office show; adding this process's unwritten views would make it differ from
    // the list's, and from one server process to the next.
    const article = await service.readPublished(db, kind, (params as { id: number }).id);
    // A HEAD request asks whether the item is there; nobody reads it.
    if (request.method !== "HEAD") views.count({ address: clientAddress(request), userAgent: request.headers["user-agent"] }, article.id);
    return article;
  });
}

/** News, case analyses and honors: admin and public endpoints of each kind. */
export function articleRoutes(route: EndpointRegistrar, deps: Deps) {
  registerKind(route, newsKind, deps);
  registerKind(route, caseAnalysisKind, deps);
  registerKind(route, honorKind, deps);
}
