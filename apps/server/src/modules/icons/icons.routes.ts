import { iconEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import * as service from "./icons.service.ts";

export function iconRoutes(route: EndpointRegistrar, deps: { db: Db }) {
  const { db } = deps;

  route(iconEndpoints.create, async ({ body }) => service.createIcon(db, body));
  route(iconEndpoints.list, async () => service.listIcons(db));
  route(iconEndpoints.remove, async ({ params }) => {
    await service.deleteIcon(db, params.id);
    return null;
  });
}
