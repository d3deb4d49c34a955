import { practiceAreaEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./practice-areas.admin.service.ts";
import * as publicService from "./practice-areas.public.service.ts";

export function practiceAreaRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(practiceAreaEndpoints.list, async ({ query }) => adminService.listPracticeAreasForAdmin(db, languages, query));
  route(practiceAreaEndpoints.langList, async ({ query }) => adminService.listPracticeAreasIn(db, languages, query.lang));
  route(practiceAreaEndpoints.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createPracticeArea(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(practiceAreaEndpoints.update, async ({ body, query, admin, ifMatch }) =>
    adminService.updatePracticeArea(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  publishingRoutes(route, adminService.practiceAreaPublishing, deps);
  route(practiceAreaEndpoints.sort, async ({ body }) => {
    await adminService.movePracticeArea(db, body.sourceId, body.targetId);
    return null;
  });
  route(practiceAreaEndpoints.remove, async ({ params, ifMatch }) => {
    await adminService.deletePracticeArea(db, params.id, ifMatch);
    return null;
  });
  route(practiceAreaEndpoints.detail, async ({ params }) => adminService.getPracticeArea(db, params.id));
  route(practiceAreaEndpoints.item, async ({ params }) => adminService.getPracticeAreaVersions(db, params.no));
  route(practiceAreaEndpoints.publicList, async ({ request }) =>
    publicService.listPublicPracticeAreas(db, await languages.ofRequest(request)),
  );
  // A preview (decision 0035, slice 5) reads the granted version whatever its state, with its draft's fields.
  route(practiceAreaEndpoints.publicDetail, async ({ params }) =>
    publicService.readPublicPracticeArea(db, params.id, isPreviewed({ kind: "practiceArea", id: params.id })),
  );
  route(practiceAreaEndpoints.pageTurn, async ({ params, request }) =>
    publicService.pageTurn(db, params.no, await languages.ofRequest(request)),
  );
}
