import { portalConfigEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { presenceRoutes } from "../publishing/presence.ts";
import { publisherOf, writerOf } from "../publishing/versions.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import * as service from "./portal-config.service.ts";

/** The site configuration as one item of the editor's presence: every language's configuration is part of it. */
const SITE_CONFIG_ITEM = 1;

export function portalConfigRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(portalConfigEndpoints.get, async ({ query }) => service.getPortalConfig(db, languages, query.lang));
  route(portalConfigEndpoints.save, async ({ body, query, admin, ifMatch }) =>
    service.savePortalConfig(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(portalConfigEndpoints.publish, async (call) => service.publishPortalConfig(db, call.body.id, publisherOf(call, keepRevisions)));
  route(portalConfigEndpoints.discardDraft, async (call) =>
    service.discardPortalConfigDraft(db, call.body.id, publisherOf(call, keepRevisions)),
  );
  // Who else has the configuration open: one item for all languages, which share the firm-wide facts (decision 0051).
  presenceRoutes(route, portalConfigEndpoints, db, async (id) => ({
    item: { table: "portalConfigs", no: SITE_CONFIG_ITEM },
    lang: (await service.rowById(db, id)).lang,
  }));
  route(portalConfigEndpoints.revisions, async ({ query }) => service.listPortalConfigRevisions(db, query.id));
  route(portalConfigEndpoints.revision, async ({ query }) => service.readPortalConfigRevision(db, query.id));
  route(portalConfigEndpoints.restoreRevision, async (call) =>
    service.restorePortalConfigRevision(db, call.body.id, publisherOf(call, keepRevisions)),
  );
  route(portalConfigEndpoints.publicGet, async ({ request }) =>
    service.getPublicPortalConfig(db, await languages.ofRequest(request), {
      document: previewedIdOf("document"),
      siteConfig: previewedIdOf("siteConfig"),
    }),
  );
}
