import { personEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { isPreviewed } from "../preview/preview-grant.ts";
import { publisherOf, writerOf } from "../publishing/versions.ts";
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
  route(personEndpoints.publish, async (call) => service.publishPerson(db, call.body, publisherOf(call, keepRevisions)));
  route(personEndpoints.unpublish, async (call) => service.unpublishPerson(db, call.body.id, publisherOf(call, keepRevisions)));
  route(personEndpoints.discardDraft, async (call) => service.discardPersonDraft(db, call.body.id, publisherOf(call, keepRevisions)));
  route(personEndpoints.revisions, async ({ query }) => service.listPersonRevisions(db, query.id));
  route(personEndpoints.revision, async ({ query }) => service.readPersonRevision(db, query.id));
  route(personEndpoints.restoreRevision, async (call) => service.restorePersonRevision(db, call.body.id, publisherOf(call, keepRevisions)));
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
