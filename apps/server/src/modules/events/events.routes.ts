import { eventEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./events.admin.service.ts";
import * as publicService from "./events.public.service.ts";

/** Events (decision 0082): the back office's calls of the kind, and the site's lists and pages. */
export function eventRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(eventEndpoints.list, async ({ query }) => adminService.listEventsForAdmin(db, languages, query));
  route(eventEndpoints.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createEvent(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(eventEndpoints.update, async ({ body, query, admin, ifMatch }) =>
    adminService.updateEvent(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  publishingRoutes(route, adminService.eventPublishing, deps);
  route(eventEndpoints.remove, async ({ params, ifMatch }) => {
    await adminService.deleteEvent(db, params.id, ifMatch);
    return null;
  });
  route(eventEndpoints.detail, async ({ params }) => adminService.getEvent(db, params.id));
  route(eventEndpoints.item, async ({ params }) => adminService.getEventVersions(db, params.no));
  route(eventEndpoints.publicList, async ({ query, request }) =>
    publicService.listPublicEvents(db, await languages.ofRequest(request), query),
  );
  route(eventEndpoints.publicDetail, async ({ params }) =>
    publicService.readPublicEvent(db, params.id, isPreviewed({ kind: "event", id: params.id })),
  );
}
