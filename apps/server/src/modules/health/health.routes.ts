import { healthEndpoints } from "@lawfirm/contract";
import { pingDatabase } from "../../db/connection.ts";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";

export function healthRoutes(route: EndpointRegistrar, deps: { db: Db }) {
  route(healthEndpoints.live, async () => ({ live: true as const }));

  route(healthEndpoints.ready, async ({ request }) => {
    try {
      await pingDatabase(deps.db);
    } catch (error) {
      request.log.error({ err: error }, "database is not answering");
      throw new HttpError(503, message("server.databaseDown"));
    }
    return { ready: true as const };
  });
}
