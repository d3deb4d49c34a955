import { bulkCallsOf, BULK_TABLES, type BulkOutcome } from "@lawfirm/contract";
import { HttpError, invalidRequest } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message, renderMessage } from "../../i18n/messages.ts";
import { localeFromAcceptLanguage } from "../../i18n/request-locale.ts";

/**
 * Every publishable kind's bulk call (decision 0056), registered once over the kinds' endpoint
 * tables: each selected row is handed to the kind's single call for the action (`bulkCallsOf`),
 * one after the other, so that each row keeps that call's rules, its right, its transaction and
 * its audit entry; a refused row is reported and the next one goes on. Registered after the
 * kinds' own calls, which it runs.
 */
export function bulkRoutes(route: EndpointRegistrar) {
  for (const table of BULK_TABLES) {
    const calls = bulkCallsOf(table);
    route(table.bulk, async ({ body, request, reply }) => {
      const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
      const callOf = calls[body.action];
      if (!callOf) throw invalidRequest([{ field: "body.action", message: message("bulk.actionUnavailable", { action: body.action }) }]);
      const outcomes: BulkOutcome[] = [];
      for (const item of body.items) {
        const done = { id: item.id, no: item.no ?? null };
        try {
          const call = callOf(item, body);
          await route.run(call.endpoint, call, { request, reply });
          outcomes.push({ ...done, ok: true, status: 200, message: null });
        } catch (error) {
          if (!(error instanceof HttpError)) {
            request.log.error({ err: error, item }, "bulk action failed for one row");
            outcomes.push({ ...done, ok: false, status: 500, message: renderMessage(locale, message("server.failed")) });
          } else outcomes.push({ ...done, ok: false, status: error.status, message: renderMessage(locale, error.reason) });
        }
      }
      return outcomes;
    });
  }
}
