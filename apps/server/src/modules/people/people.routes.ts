import { personEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./people.admin.service.ts";
import * as publicService from "./people.public.service.ts";

export function peopleRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(personEndpoints.list, async ({ query }) => adminService.listPeopleForAdmin(db, languages, query));
  route(personEndpoints.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createPerson(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(personEndpoints.update, async ({ body, query, admin, ifMatch }) =>
    adminService.updatePerson(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  publishingRoutes(route, adminService.personPublishing, deps);
  route(personEndpoints.remove, async ({ params, ifMatch }) => {
    await adminService.deletePerson(db, params.id, ifMatch);
    return null;
  });
  route(personEndpoints.detail, async ({ params }) => adminService.getPerson(db, params.id));
  route(personEndpoints.item, async ({ params }) => adminService.getPersonVersions(db, params.no));
  route(personEndpoints.setTop, async ({ params }) => adminService.setPersonTop(db, params.id, params.top));
  route(personEndpoints.publicList, async ({ query, request }) =>
    publicService.listPublicPeople(db, query, await languages.ofRequest(request)),
  );
  // A preview (decision 0035, slice 5) reads the granted version whatever its state, with its draft's fields.
  route(personEndpoints.publicDetail, async ({ params }) =>
    publicService.readPublicPerson(db, params.id, isPreviewed({ kind: "person", id: params.id })),
  );
}
