import { accountEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { AdminCookies } from "../../plugins/auth.ts";
import * as service from "./accounts.service.ts";
import { DEVICE_COOKIE_MAX_AGE_S, type DeviceCookies } from "./device-cookies.ts";

export function accountRoutes(
  route: EndpointRegistrar,
  deps: { db: Db; session: service.SessionSettings; devices: DeviceCookies; cookies: AdminCookies },
) {
  const { db, cookies } = deps;

  route(accountEndpoints.login, async ({ body, request, reply }) => {
    const { token, deviceCookie } = await service.login(
      db,
      { ...body, clientAddress: clientAddress(request), deviceCookie: request.cookies[cookies.device] },
      deps,
    );
    reply.setCookie(cookies.session, token, cookies.options(Math.floor(deps.session.maxMs / 1000)));
    if (deviceCookie) reply.setCookie(cookies.device, deviceCookie, cookies.options(DEVICE_COOKIE_MAX_AGE_S));
    return token;
  });

  route(accountEndpoints.quit, async ({ admin, reply }) => {
    await service.logout(db, admin.sessionId);
    reply.clearCookie(cookies.session, cookies.options(0));
    return null;
  });

  route(accountEndpoints.modifyPassword, async ({ admin, body, request }) => {
    await service.changePassword(db, admin, body, clientAddress(request));
    return null;
  });

  route(accountEndpoints.modifyHeadImg, async ({ admin, body }) => service.changeHeadImage(db, admin.accountId, body.headImg));

  route(accountEndpoints.mine, async ({ admin }) => service.getAccount(db, admin.accountId));
}
