import { jobOpeningEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./job-openings.admin.service.ts";
import * as publicService from "./job-openings.public.service.ts";

export function jobOpeningRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(jobOpeningEndpoints.list, async ({ query }) => adminService.listJobOpeningsForAdmin(db, languages, query));
  route(jobOpeningEndpoints.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createJobOpening(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(jobOpeningEndpoints.update, async ({ body, query, admin, ifMatch }) =>
    adminService.updateJobOpening(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  publishingRoutes(route, adminService.jobOpeningPublishing, deps);
  route(jobOpeningEndpoints.remove, async ({ params, ifMatch }) => {
    await adminService.deleteJobOpening(db, params.id, ifMatch);
    return null;
  });
  route(jobOpeningEndpoints.detail, async ({ params }) => adminService.getJobOpening(db, params.id));
  route(jobOpeningEndpoints.item, async ({ params }) => adminService.getJobOpeningVersions(db, params.no));
  route(jobOpeningEndpoints.publicList, async ({ query, request }) =>
    publicService.listPublicJobOpenings(db, await languages.ofRequest(request), query),
  );
  route(jobOpeningEndpoints.publicDetail, async ({ params }) =>
    publicService.readPublicJobOpening(db, params.id, isPreviewed({ kind: "opening", id: params.id })),
  );
}
