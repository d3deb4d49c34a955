import { mediaEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { uploadTag, uploadTags } from "../../http/cache-tags.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./media.service.ts";
import type { ObjectStore } from "../../storage/object-store.ts";
import { noteChangedKeys } from "../../plugins/public-cache.ts";

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
  // A picture's description shows in the answers that name its upload: they alone are dropped (decision 0141).
  route(mediaEndpoints.update, async ({ body, admin, request }) => {
    const updated = await service.updateMedia(db, languages, body, {
      limit: admin.languageLimit,
      changesSharedFacts: admin.rights.has("content.write"),
    });
    noteChangedKeys(request, uploadTags(updated.url));
    return updated;
  });
  route(mediaEndpoints.remove, async ({ params, request }) => {
    const storedName = await service.deleteMedia(db, uploads, keepRevisions, params.id);
    noteChangedKeys(request, [uploadTag(storedName)]);
    return null;
  });
}
