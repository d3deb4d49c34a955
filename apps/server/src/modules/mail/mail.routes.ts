import { outboxEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import * as service from "./mail.service.ts";

/** The Outbox screen's calls (decision 0070); `configured`: SMTP_URL is set and a worker sends. */
export function outboxRoutes(route: EndpointRegistrar, deps: { db: Db; configured: boolean }) {
  const { db } = deps;
  route(outboxEndpoints.list, async ({ query }) => service.listOutbox(db, query));
  route(outboxEndpoints.status, async () => service.outboxStatus(db, deps.configured));
  route(outboxEndpoints.resend, async ({ params }) => service.resendMessage(db, params.id));
}
