import { redirectEndpoints } from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { addressTag } from "../../http/cache-tags.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { UNCOUNTED_REQUEST_HEADERS } from "../../http/uncounted-requests.ts";
import { noteChangedKeys } from "../../plugins/public-cache.ts";
import { RedirectHits } from "./redirect-hits.ts";
import { serveRedirects } from "./redirect-serving.ts";
import { RedirectTable } from "./redirect-table.ts";
import * as repository from "./redirects.repository.ts";
import * as service from "./redirects.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The redirects' visits counted but maybe not yet written; tests flush them. */
    redirectHits: RedirectHits;
  }
}

/**
 * The Redirects screen's calls, and the serving of the redirects before the site's renderer
 * (decision 0053). To be installed before the web apps, whose catch-all page route it precedes.
 */
export function redirectRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: { db: Db; contentVersion: () => number; publicUrl: string | undefined },
) {
  const { db } = deps;
  const table = new RedirectTable({ load: () => service.loadServedRedirects(db), contentVersion: deps.contentVersion, log: app.log });
  const hits = new RedirectHits({ write: (counted) => db.transaction().execute((trx) => repository.addHits(trx, counted)), log: app.log });
  app.decorate("redirectHits", hits);
  // Fastify runs onClose hooks last registered first: the last visits are written before the database closes.
  app.addHook("onClose", () => hits.close());
  serveRedirects(app, { table, hits });

  // A write changes what its addresses answer: the answers kept for them are dropped, in every
  // process and at the CDN, and every process reads its table again (decision 0143).
  const writesOf = (request: FastifyRequest) => ({
    db,
    table,
    publicUrl: deps.publicUrl,
    addressChanged: (from: string) => noteChangedKeys(request, [addressTag(from)]),
  });
  route(redirectEndpoints.list, async ({ query }) => service.listRedirects(db, query));
  route(redirectEndpoints.create, async ({ body, admin, request }) => service.createRedirect(writesOf(request), body, admin.accountId));
  route(redirectEndpoints.update, async ({ params, body, request }) => service.updateRedirect(writesOf(request), params.id, body));
  route(redirectEndpoints.remove, async ({ params, request }) => service.deleteRedirect(writesOf(request), params.id));
  route(redirectEndpoints.test, async ({ query }) =>
    service.testAddress(db, query.path, async (path) => {
      const answer = await app.inject({ method: "GET", url: path, headers: UNCOUNTED_REQUEST_HEADERS });
      const location = answer.headers.location;
      return { status: answer.statusCode, location: typeof location === "string" ? location : undefined };
    }),
  );
}
