import { accountAdminEndpoints, accountEndpoints, type GrantableRight } from "@lawfirm/contract";
import type { Db } from "../../db/database.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message, type Message } from "../../i18n/messages.ts";
import type { AdminCookies } from "../../plugins/auth.ts";
import type { LanguageRegistry } from "../languages/languages.service.ts";
import * as management from "./account-management.service.ts";
import * as service from "./accounts.service.ts";
import { DEVICE_COOKIE_MAX_AGE_S, type DeviceCookies } from "./device-cookies.ts";

/** Each grantable right's name in the audit log. */
const RIGHT_NAMES: Record<GrantableRight, Message> = {
  "applications.manage": message("audit.right.applications"),
  "inbox.manage": message("audit.right.inbox"),
};

/** The audit log's words for rights granted to an account and withdrawn from it. */
function grantChanges(account: string, granted: readonly GrantableRight[], withdrawn: readonly GrantableRight[]): Message[] {
  const names = (rights: readonly GrantableRight[]) => rights.map((right) => RIGHT_NAMES[right]);
  return [
    ...(granted.length > 0 ? [message("audit.rightsGranted", { rights: names(granted), account })] : []),
    ...(withdrawn.length > 0 ? [message("audit.rightsWithdrawn", { rights: names(withdrawn), account })] : []),
  ];
}

export function accountRoutes(
  route: EndpointRegistrar,
  deps: { db: Db; languages: LanguageRegistry; session: service.SessionSettings; devices: DeviceCookies; cookies: AdminCookies },
) {
  const { db, languages, cookies } = deps;

  route(accountEndpoints.login, async ({ body, request, reply }) => {
    const { token, deviceCookie } = await service.login(
      db,
      { ...body, clientAddress: clientAddress(request), deviceCookie: request.cookies[cookies.device], log: request.log },
      deps,
    );
    reply.setCookie(cookies.session, token, cookies.options(Math.floor(deps.session.maxMs / 1000)));
    if (deviceCookie) reply.setCookie(cookies.device, deviceCookie, cookies.options(DEVICE_COOKIE_MAX_AGE_S));
    return token;
  });

  route(accountEndpoints.quit, async ({ admin, request, reply }) => {
    await service.logout(db, admin, { clientAddress: clientAddress(request), log: request.log });
    reply.clearCookie(cookies.session, cookies.options(0));
    return null;
  });

  route(accountEndpoints.modifyPassword, async ({ admin, body, request }) => {
    await service.changePassword(db, admin, body, clientAddress(request));
    return null;
  });

  route(accountEndpoints.modifyHeadImg, async ({ admin, body }) => service.changeHeadImage(db, admin.accountId, body.headImg));

  route(accountEndpoints.mine, async ({ admin }) => service.getAccount(db, admin.accountId));

  route(accountAdminEndpoints.list, async ({ query }) => management.listManagedAccounts(db, query));
  route(accountAdminEndpoints.roles, async () => management.listRoles(db));
  route(accountAdminEndpoints.detail, async ({ params }) => management.getManagedAccount(db, params.id));
  route(accountAdminEndpoints.create, async ({ body, auditSummary }) => {
    const setup = await management.createAccount(db, languages, body);
    if (body.grantedRights.length > 0) auditSummary(grantChanges(setup.account.userName, body.grantedRights, []));
    return setup;
  });
  route(accountAdminEndpoints.update, async ({ params, body, auditSummary }) => {
    const { account, granted, withdrawn } = await management.updateAccount(db, languages, params.id, body);
    if (granted.length + withdrawn.length > 0) auditSummary(grantChanges(account.userName, granted, withdrawn));
    return account;
  });
  route(accountAdminEndpoints.disable, async ({ admin, params }) => management.setAccountEnabled(db, admin.accountId, params.id, false));
  route(accountAdminEndpoints.enable, async ({ admin, params }) => management.setAccountEnabled(db, admin.accountId, params.id, true));
  route(accountAdminEndpoints.resetPassword, async ({ admin, params, body }) =>
    management.resetPassword(db, admin.accountId, params.id, body.password),
  );
  route(accountAdminEndpoints.remove, async ({ admin, params }) => {
    await management.deleteAccount(db, admin.accountId, params.id);
    return null;
  });
  route(accountAdminEndpoints.checkPasswordLink, async ({ body }) => management.checkPasswordLink(db, body.token));
  route(accountAdminEndpoints.setPassword, async ({ body, request }) => {
    await management.setPasswordWithLink(db, body.token, body.newPassword, { clientAddress: clientAddress(request), log: request.log });
    return null;
  });
}
