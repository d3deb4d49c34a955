import { accountEndpoints } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import * as service from "./accounts.service.ts";

export function accountRoutes(route: EndpointRegistrar, deps: { db: Db; session: service.SessionSettings }) {
  const { db } = deps;

  route(accountEndpoints.login, async ({ body, request, reply }) => {
    const { token } = await service.login(db, { ...body, clientAddress: request.ip }, deps.session);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: "auto",
      maxAge: Math.floor(deps.session.maxMs / 1000),
    });
    return token;
  });

  route(accountEndpoints.quit, async ({ admin, reply }) => {
    await service.logout(db, admin.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return null;
  });

  route(accountEndpoints.modifyPassword, async ({ admin, body }) => {
    await service.changePassword(db, admin, body);
    return null;
  });

  route(accountEndpoints.modifyHeadImg, async ({ admin, body }) => service.changeHeadImage(db, admin.accountId, body.headImg));

  route(accountEndpoints.mine, async ({ admin }) => service.getAccount(db, admin.accountId));
}
