import { personEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as service from "./people.service.ts";

export function peopleRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(personEndpoints.list, async ({ query }) => service.listPeopleForAdmin(db, languages, query));
  route(personEndpoints.create, async ({ body, query, admin }) =>
    service.createPerson(db, languages, body, writerOf(admin, query, keepRevisions)),
  );
  route(personEndpoints.update, async ({ body, query, admin }) =>
    service.updatePerson(db, languages, body, writerOf(admin, query, keepRevisions)),
  );
  publishingRoutes(route, service.personPublishing, deps);
  route(personEndpoints.remove, async ({ params }) => {
    await service.deletePerson(db, params.id);
    return null;
  });
  route(personEndpoints.detail, async ({ params }) => service.getPerson(db, params.id));
  route(personEndpoints.setTop, async ({ params }) => service.setPersonTop(db, params.id, params.top));
  route(personEndpoints.publicList, async ({ query, request }) => service.listPublicPeople(db, query, await languages.ofRequest(request)));
  // A preview (decision 0035, slice 5) reads the granted version whatever its state, with its draft's fields.
  route(personEndpoints.publicDetail, async ({ params }) =>
    service.readPublicPerson(db, params.id, isPreviewed({ kind: "person", id: params.id })),
  );
}
