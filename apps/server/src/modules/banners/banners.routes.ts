import { bannerEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as service from "./banners.service.ts";

export function bannerRoutes(route: EndpointRegistrar, deps: { db: Db; languages: LanguageRegistry }) {
  const { db, languages } = deps;

  route(bannerEndpoints.list, async ({ query }) => service.listBanners(db, languages, query));
  route(bannerEndpoints.create, async ({ body, admin }) => service.createBanner(db, languages, body, admin.languageLimit));
  route(bannerEndpoints.update, async ({ body, admin }) => {
    const { id, ...input } = body;
    return service.updateBanner(db, languages, id, input, admin.languageLimit);
  });
  route(bannerEndpoints.remove, async ({ params }) => {
    await service.deleteBanner(db, params.id);
    return null;
  });
  route(bannerEndpoints.detail, async ({ params }) => service.getBanner(db, params.id));
  route(bannerEndpoints.setTop, async ({ params }) => service.setBannerTop(db, params.id, params.top));
  route(bannerEndpoints.publicList, async ({ request }) => service.listPublicBanners(db, await languages.ofRequest(request)));
}
