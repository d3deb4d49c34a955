import { documentEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import { publisherOf, writerOf } from "../publishing/versions.ts";
import * as service from "./documents.service.ts";

export function documentRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(documentEndpoints.get, async ({ params, query }) => service.getDocument(db, languages, params.name, query.lang));
  route(documentEndpoints.save, async ({ params, body, query, admin }) =>
    service.saveDocument(db, languages, params.name, body, writerOf(admin, query, keepRevisions)),
  );
  route(documentEndpoints.publish, async ({ body, admin }) => service.publishDocument(db, body, publisherOf(admin, keepRevisions)));
  route(documentEndpoints.unpublish, async ({ body, admin }) => service.unpublishDocument(db, body.id, publisherOf(admin, keepRevisions)));
  route(documentEndpoints.discardDraft, async ({ body }) => service.discardDocumentDraft(db, body.id));
  route(documentEndpoints.revisions, async ({ query }) => service.listDocumentRevisions(db, query.id));
  route(documentEndpoints.revision, async ({ query }) => service.readDocumentRevision(db, query.id));
  route(documentEndpoints.restoreRevision, async ({ body, admin }) =>
    service.restoreDocumentRevision(db, body.id, publisherOf(admin, keepRevisions)),
  );
  route(documentEndpoints.publicGet, async ({ params, request }) =>
    service.getPublicDocument(db, params.name, await languages.ofRequest(request), previewedIdOf("document")),
  );
}
