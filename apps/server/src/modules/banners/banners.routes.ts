import { bannerEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import { previewedIdOf } from "../preview/preview-grant.ts";
import { publishingRoutes } from "../publishing/publishing.routes.ts";
import { writerOf } from "../publishing/versions.ts";
import * as adminService from "./banners.admin.service.ts";
import * as publicService from "./banners.public.service.ts";

export function bannerRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry; keepRevisions: number }) {
  const { db, languages, keepRevisions } = deps;

  route(bannerEndpoints.list, async ({ query }) => adminService.listBanners(db, languages, query));
  route(bannerEndpoints.create, async ({ body, query, admin, ifMatch }) =>
    adminService.createBanner(db, languages, body, writerOf({ admin, query, ifMatch }, keepRevisions)),
  );
  route(bannerEndpoints.update, async ({ body, query, admin, ifMatch }) => {
    const { id, ...input } = body;
    return adminService.updateBanner(db, languages, id, input, writerOf({ admin, query, ifMatch }, keepRevisions));
  });
  route(bannerEndpoints.remove, async ({ params, ifMatch }) => {
    await adminService.deleteBanner(db, params.id, ifMatch);
    return null;
  });
  route(bannerEndpoints.detail, async ({ params }) => adminService.getBanner(db, params.id));
  route(bannerEndpoints.setTop, async ({ params }) => adminService.setBannerTop(db, params.id, params.top));
  publishingRoutes(route, adminService.bannerPublishing, deps);
  route(bannerEndpoints.publicList, async ({ request }) =>
    publicService.listPublicBanners(db, await languages.ofRequest(request), previewedIdOf("banner")),
  );
}
