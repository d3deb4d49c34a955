import { personEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./people.service.ts";

export function peopleRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;

  route(personEndpoints.list, async ({ query }) => service.listPeopleForAdmin(db, languages, query));
  route(personEndpoints.create, async ({ body, admin }) => service.createPerson(db, languages, body, admin.languageLimit));
  route(personEndpoints.update, async ({ body, admin }) => service.updatePerson(db, languages, body, admin.languageLimit));
  route(personEndpoints.remove, async ({ params }) => {
    await service.deletePerson(db, params.id);
    return null;
  });
  route(personEndpoints.detail, async ({ params }) => service.getPerson(db, params.id));
  route(personEndpoints.setTop, async ({ params }) => service.setPersonTop(db, params.id, params.top));
  route(personEndpoints.publicList, async ({ query, request }) => service.listPublicPeople(db, query, await languages.ofRequest(request)));
  route(personEndpoints.publicDetail, async ({ params }) => service.readPublicPerson(db, params.id));
}
