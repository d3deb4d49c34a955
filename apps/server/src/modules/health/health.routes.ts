import { healthEndpoints } from "@lawfirm/contract";
import type { DatabaseWatch } from "../../db/availability.ts";
import { pingDatabase } from "../../db/connection.ts";
import type { Db } from "../../db/database.ts";
import { unavailable } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message } from "../../i18n/messages.ts";
import type { ServerLock } from "../../operations/server-lock.ts";
import type { Storage } from "../../storage/object-store.ts";

export function healthRoutes(
  route: EndpointRegistrar,
  deps: { db: Db; database: DatabaseWatch; serverLock: Pick<ServerLock, "held">; storage: Pick<Storage, "ping"> },
) {
  route(healthEndpoints.live, async () => ({ live: true as const }));

  route(healthEndpoints.ready, async () => {
    // During an outage the watch's probes find the database's return; a load balancer's checks need not wait for a connection each.
    if (!deps.database.available) throw unavailable(message("server.databaseDown"));
    try {
      await pingDatabase(deps.db);
    } catch (error) {
      deps.database.failed(error);
      throw unavailable(message("server.databaseDown"));
    }
    // Uploads cannot be served or kept while the bucket is away (decision 0079); asked each time, as it costs one request.
    try {
      await deps.storage.ping();
    } catch {
      throw unavailable(message("server.storageDown"));
    }
    // Without its lock a restore is not refused: out of the load balancer until it is held again.
    if (!deps.serverLock.held) throw unavailable(message("server.lockLost"));
    return { ready: true as const };
  });
}
