import { mediaEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./media.service.ts";
import type { ObjectStore } from "../../storage/object-store.ts";

/** The media library (docs/decisions/0036); uploading stays `POST /admin/files/upload`. */
export function mediaRoutes(
  route: EndpointRegistrar,
  deps: {
    db: Db;
    languages: LanguageRegistry;
    uploads: ObjectStore;
    /** Revisions kept per item (`REVISIONS_PER_ITEM`), which a refused delete names. */
    keepRevisions: number;
  },
) {
  const { db, languages, uploads, keepRevisions } = deps;

  route(mediaEndpoints.list, async ({ query }) => service.listMedia(db, query));
  route(mediaEndpoints.detail, async ({ params }) => service.getMedia(db, params.id));
  route(mediaEndpoints.byUrl, async ({ query }) => service.findMediaByUrl(db, query.url));
  route(mediaEndpoints.update, async ({ body, admin }) =>
    service.updateMedia(db, languages, body, { limit: admin.languageLimit, changesSharedFacts: admin.rights.has("content.write") }),
  );
  route(mediaEndpoints.remove, async ({ params }) => {
    await service.deleteMedia(db, uploads, keepRevisions, params.id);
    return null;
  });
}
