import type { Account, Article, ManagedAccount, PasswordLink, PasswordSetup, Role } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { COLLEAGUE_PASSWORD, createColleague, rolesByCode, signIn } from "../../../test/account-helpers.ts";
import { apiCaller } from "../../../test/content-helpers.ts";
import { ADMIN_ACCOUNT, createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { hashToken } from "./accounts.service.ts";

const { app, db, login } = await createTestApp();
const administrator = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
const roles = await rolesByCode(administrator);

const mine = (token: string) => apiCaller(app, token)<Account>("GET", "/api/admin/mine");
/** Failed sign-ins in a test (a refused one counts too) would hold the next one back a moment. */
const forgetAttempts = () => db.deleteFrom("loginAttempts").execute();
const sessionsOf = async (accountId: number) =>
  (await db.selectFrom("sessions").select("id").where("accountId", "=", accountId).execute()).length;

/** A valid body for a new account; `extra` overrides. */
const accountBody = (loginAccount: string, extra: Record<string, unknown> = {}) => ({
  loginAccount,
  userName: `Colleague ${loginAccount}`,
  email: `${loginAccount}@example-firm.de`,
  roleId: roles.editor.id,
  languages: [],
  password: COLLEAGUE_PASSWORD,
  ...extra,
});

describe("creating an account", () => {
  it("creates an Editor who signs in and sees its role, rights and no languages", async () => {
    const answer = await administrator<PasswordSetup>("POST", "/api/admin/accounts", accountBody("anna.editor"));
    expect(answer.statusCode, answer.message).toBe(200);
    expect(answer.result.passwordLink).toBeNull();
    expect(answer.result.account).toMatchObject({
      loginAccount: "anna.editor",
      userName: "Colleague anna.editor",
      email: "anna.editor@example-firm.de",
      roleCode: "editor",
      roleName: "Editor",
      languages: [],
      enabled: true,
      lastLoginTime: null,
    });
    const profile = await mine(await signIn(app, "anna.editor"));
    expect(profile.result).toMatchObject({ roleId: roles.editor.id, roleName: "Editor", roleCode: "editor", languages: [] });
    expect(profile.result.rights).toEqual(["self", "content.read", "content.translate", "content.write"]);
  });

  it("creates a Translator with its languages, which /admin/mine answers", async () => {
    const { token } = await createColleague(app, administrator, {
      loginAccount: "li.translator",
      role: "translator",
      languages: ["zh_CN", "en_US"],
    });
    const profile = await mine(token);
    expect(profile.result).toMatchObject({ roleCode: "translator", roleName: "Translator", languages: ["en_US", "zh_CN"] });
    expect(profile.result.rights).toEqual(["self", "content.read", "content.translate"]);
  });

  it.each([
    ["a login name taken in another letter case", { loginAccount: ADMIN_ACCOUNT.toUpperCase() }, "loginAccount", /already the login name/],
    ["a login name with spaces", { loginAccount: "anna editor" }, "loginAccount", /only letters, digits/],
    ["an empty display name", { userName: "  " }, "userName", /userName must not be empty/],
    ["a malformed e-mail address", { email: "anna@" }, "email", /valid email/],
    ["an unknown role", { roleId: 999 }, "roleId", /is not a role \(1 Administrator, 2 Editor, 3 Translator\)/],
    ["a translator without languages", { roleId: 3, languages: [] }, "languages", /at least one language/],
    ["languages for an editor", { languages: ["de_DE"] }, "languages", /only translators/],
    ["an unknown language", { roleId: 3, languages: ["fr_FR"] }, "languages.0", /not a content language/],
    ["a language twice", { roleId: 3, languages: ["de_DE", "de_DE"] }, "languages.1", /given twice/],
    ["no password choice (a password, or null for a link)", { password: undefined }, "password", /password is required/],
    ["a weak password", { password: "short" }, "password", /at least 10/],
    ["a password holding the login name", { password: "Mira.Kranz-2026!" }, "password", /must not contain the account name/],
  ])("refuses %s, naming the field", async (_name, change, field, text) => {
    const before = await db.selectFrom("adminAccounts").select("id").execute();
    const answer = await administrator("POST", "/api/admin/accounts", accountBody("mira.kranz", change));
    expect(answer.statusCode, answer.message).toBe(400);
    expect(answer.errors.map((error) => error.field)).toContain(`body.${field}`);
    expect(answer.message).toMatch(text);
    expect(await db.selectFrom("adminAccounts").select("id").execute()).toHaveLength(before.length);
  });

  it("lists accounts a page at a time, by login name, and finds them by name or e-mail", async () => {
    await administrator("POST", "/api/admin/accounts", accountBody("zz.last"));
    const page = await administrator<ManagedAccount[]>("GET", "/api/admin/accounts?pageNo=1&pageSize=2");
    expect(page.statusCode).toBe(200);
    expect(page.result).toHaveLength(2);
    expect(page.pageable).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.pageable!.totalCount).toBeGreaterThanOrEqual(3);
    const all = await administrator<ManagedAccount[]>("GET", "/api/admin/accounts?pageSize=100");
    const names = all.result.map((account) => account.loginAccount);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const found = await administrator<ManagedAccount[]>("GET", "/api/admin/accounts?keyword=ZZ.LAST%40example");
    expect(found.result.map((account) => account.loginAccount)).toEqual(["zz.last"]);
    expect(JSON.stringify(all.result)).not.toMatch(/argon2|passwordHash|passwordLink/i);
  });

  it("lists the roles with their rights", async () => {
    const answer = await administrator<Role[]>("GET", "/api/admin/accounts/roles");
    expect(answer.result.map((role) => [role.code, role.name])).toEqual([
      ["administrator", "Administrator"],
      ["editor", "Editor"],
      ["translator", "Translator"],
    ]);
    expect(answer.result[2]!.rights).toEqual(["self", "content.read", "content.translate"]);
  });
});

describe("a set-password link", () => {
  it("is answered once, stored only as a hash, works once, and lets the account sign in", async () => {
    const answer = await administrator<PasswordSetup>("POST", "/api/admin/accounts", accountBody("link.user", { password: null }));
    expect(answer.statusCode, answer.message).toBe(200);
    const link = answer.result.passwordLink!;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/admin-login#set-password=${link.token}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const stored = await db.selectFrom("adminAccounts").selectAll().where("loginAccount", "=", "link.user").executeTakeFirstOrThrow();
    expect(stored.passwordLinkHash).toBe(hashToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    const detail = await administrator("GET", `/api/admin/accounts/${answer.result.account.id}`);
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.result)).not.toContain(link.token);

    const set = await anonymous("POST", "/api/admin/set-password", { token: link.token, newPassword: "Fresh-Passw0rd-1" });
    expect(set.statusCode, set.message).toBe(200);
    expect((await mine(await signIn(app, "link.user", "Fresh-Passw0rd-1"))).statusCode).toBe(200);
    const again = await anonymous("POST", "/api/admin/set-password", { token: link.token, newPassword: "Other-Passw0rd-2" });
    expect(again).toMatchObject({ statusCode: 400, message: expect.stringMatching(/not valid or has expired/) });
    expect((await mine(await signIn(app, "link.user", "Fresh-Passw0rd-1"))).statusCode).toBe(200);
  });

  it("can be checked without a session before its page offers the form: whose it is and until when, refused once used, expired or unknown", async () => {
    const answer = await administrator<PasswordSetup>("POST", "/api/admin/accounts", accountBody("check.user", { password: null }));
    const link = answer.result.passwordLink!;
    const check = (token: string) => anonymous<PasswordLink>("POST", "/api/admin/set-password/check", { token });

    const valid = await check(link.token);
    expect(valid.statusCode, valid.message).toBe(200);
    expect(valid.result).toEqual({ loginAccount: "check.user", expiresAt: link.expiresAt });
    expect((await check(link.token)).statusCode, "checking does not use the link").toBe(200);

    const unknown = await check("not-a-token");
    expect(unknown).toMatchObject({ statusCode: 400, message: expect.stringMatching(/not valid or has expired/) });
    expect((await anonymous("POST", "/api/admin/set-password/check", {})).statusCode).toBe(400);

    try {
      setClock(() => new Date(Date.parse(link.expiresAt) + 1000));
      expect((await check(link.token)).statusCode, "expired").toBe(400);
    } finally {
      setClock(undefined);
    }
    expect((await anonymous("POST", "/api/admin/set-password", { token: link.token, newPassword: "Fresh-Passw0rd-1" })).statusCode).toBe(
      200,
    );
    expect((await check(link.token)).statusCode, "used").toBe(400);
  });

  it("does not work once expired, and refuses a weak password without using the link", async () => {
    const answer = await administrator<PasswordSetup>("POST", "/api/admin/accounts", accountBody("late.user", { password: null }));
    const { token } = answer.result.passwordLink!;
    const weak = await anonymous("POST", "/api/admin/set-password", { token, newPassword: "late.user-2026!" });
    expect(weak.statusCode).toBe(400);
    expect(weak.errors.map((error) => error.field)).toEqual(["body.newPassword"]);
    await db
      .updateTable("adminAccounts")
      .set({ passwordLinkExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", answer.result.account.id)
      .execute();
    const expired = await anonymous("POST", "/api/admin/set-password", { token, newPassword: "Fresh-Passw0rd-1" });
    expect(expired.statusCode).toBe(400);
    const wrong = await anonymous("POST", "/api/admin/set-password", { token: "not-a-token", newPassword: "Fresh-Passw0rd-1" });
    expect(wrong.statusCode).toBe(400);
  });

  it("comes with a password reset too, which ends the account's sessions and the old password", async () => {
    const { account, token } = await createColleague(app, administrator, { loginAccount: "reset.user", role: "editor" });
    const reset = await administrator<PasswordSetup>("PUT", `/api/admin/accounts/${account.id}/password`, { password: null });
    expect(reset.statusCode, reset.message).toBe(200);
    expect((await mine(token)).statusCode).toBe(401);
    expect(await sessionsOf(account.id)).toBe(0);
    const oldLogin = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: "reset.user", password: COLLEAGUE_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await forgetAttempts();
    const { token: linkToken } = reset.result.passwordLink!;
    expect((await anonymous("POST", "/api/admin/set-password", { token: linkToken, newPassword: "Reset-Passw0rd-1" })).statusCode).toBe(
      200,
    );

    const direct = await administrator<PasswordSetup>("PUT", `/api/admin/accounts/${account.id}/password`, {
      password: "Direct-Passw0rd-1",
    });
    expect(direct.result.passwordLink).toBeNull();
    expect((await mine(await signIn(app, "reset.user", "Direct-Passw0rd-1"))).statusCode).toBe(200);
  });

  it("stops working when its account is disabled, and stays void when the account is enabled again", async () => {
    const answer = await administrator<PasswordSetup>("POST", "/api/admin/accounts", accountBody("leaver", { password: null }));
    const { id } = answer.result.account;
    const { token } = answer.result.passwordLink!;
    expect((await administrator("PUT", `/api/admin/accounts/${id}/disable`)).statusCode).toBe(200);
    const stored = await db.selectFrom("adminAccounts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ passwordLinkHash: null, passwordLinkExpiresAt: null });

    await administrator("PUT", `/api/admin/accounts/${id}/enable`);
    const check = await anonymous("POST", "/api/admin/set-password/check", { token });
    expect(check).toMatchObject({ statusCode: 400, message: expect.stringMatching(/not valid or has expired/) });
    const set = await anonymous("POST", "/api/admin/set-password", { token, newPassword: "Fresh-Passw0rd-1" });
    expect(set).toMatchObject({ statusCode: 400, message: expect.stringMatching(/not valid or has expired/) });
  });

  it("is refused for a disabled account, in the request's language (enable it first); a password is not", async () => {
    const { account } = await createColleague(app, administrator, { loginAccount: "dormant", role: "editor" });
    await administrator("PUT", `/api/admin/accounts/${account.id}/disable`);
    const reset = await administrator<PasswordSetup>("PUT", `/api/admin/accounts/${account.id}/password`, { password: null });
    expect(reset).toMatchObject({ statusCode: 409, message: expect.stringMatching(/disabled.*Enable the account first/) });
    const german = await administrator(
      "PUT",
      `/api/admin/accounts/${account.id}/password`,
      { password: null },
      { "accept-language": "de" },
    );
    expect(german.message).toMatch(/deaktiviert.*Aktivieren Sie das Konto zuerst/);
    const stored = await db.selectFrom("adminAccounts").selectAll().where("id", "=", account.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ passwordLinkHash: null, passwordLinkExpiresAt: null });

    const direct = await administrator<PasswordSetup>("PUT", `/api/admin/accounts/${account.id}/password`, {
      password: "Direct-Passw0rd-1",
    });
    expect(direct.statusCode, "a password waits for the account to be enabled").toBe(200);
    await administrator("PUT", `/api/admin/accounts/${account.id}/enable`);
    const link = await administrator<PasswordSetup>("PUT", `/api/admin/accounts/${account.id}/password`, { password: null });
    const { token } = link.result.passwordLink!;
    expect((await anonymous("POST", "/api/admin/set-password", { token, newPassword: "Fresh-Passw0rd-1" })).statusCode).toBe(200);
  });
});

describe("changing an account", () => {
  it("keeps the sessions when only names change, and ends them when the role or the languages change", async () => {
    const { account, token } = await createColleague(app, administrator, { loginAccount: "tom", role: "translator", languages: ["de_DE"] });
    const body = { loginAccount: "Tom.Berger", userName: "Tom Berger", email: null, roleId: roles.translator.id, languages: ["de_DE"] };
    const renamed = await administrator<ManagedAccount>("PUT", `/api/admin/accounts/${account.id}`, body);
    expect(renamed.result).toMatchObject({ loginAccount: "Tom.Berger", userName: "Tom Berger", email: null });
    expect((await mine(token)).statusCode).toBe(200);

    await administrator("PUT", `/api/admin/accounts/${account.id}`, { ...body, languages: ["de_DE", "zh_CN"] });
    expect((await mine(token)).statusCode).toBe(401);
    const second = await signIn(app, "tom.berger");
    expect((await mine(second)).result.languages).toEqual(["de_DE", "zh_CN"]);

    const promoted = await administrator<ManagedAccount>("PUT", `/api/admin/accounts/${account.id}`, {
      ...body,
      roleId: roles.editor.id,
      languages: [],
    });
    expect(promoted.result).toMatchObject({ roleCode: "editor", languages: [] });
    expect((await mine(second)).statusCode).toBe(401);
    expect(await sessionsOf(account.id)).toBe(0);
  });

  it("disables an account at once (sessions ended, sign-in refused) and enables it again", async () => {
    const { account, token } = await createColleague(app, administrator, { loginAccount: "dora", role: "editor" });
    const disabled = await administrator<ManagedAccount>("PUT", `/api/admin/accounts/${account.id}/disable`);
    expect(disabled.result.enabled).toBe(false);
    expect((await mine(token)).statusCode).toBe(401);
    expect(await sessionsOf(account.id)).toBe(0);
    const refused = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { loginAccount: "dora", password: COLLEAGUE_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "This account is disabled. Ask an administrator to enable it." });

    await forgetAttempts();
    const enabled = await administrator<ManagedAccount>("PUT", `/api/admin/accounts/${account.id}/enable`);
    expect(enabled.result.enabled).toBe(true);
    expect((await mine(await signIn(app, "dora"))).statusCode).toBe(200);
  });

  it("deletes an account with its sessions", async () => {
    const { account, token } = await createColleague(app, administrator, { loginAccount: "gone", role: "editor" });
    const answer = await administrator("DELETE", `/api/admin/accounts/${account.id}`);
    expect(answer.statusCode, answer.message).toBe(200);
    expect((await mine(token)).statusCode).toBe(401);
    expect(await sessionsOf(account.id)).toBe(0);
    expect((await administrator("GET", `/api/admin/accounts/${account.id}`)).statusCode).toBe(404);
    expect((await administrator("DELETE", `/api/admin/accounts/${account.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete or disable one's own account, or to reset one's own password", async () => {
    const self = (await administrator<Account>("GET", "/api/admin/mine")).result;
    const reset = await administrator("PUT", `/api/admin/accounts/${self.id}/password`, { password: null });
    expect(reset).toMatchObject({ statusCode: 400, message: "You cannot reset your own password here: change it in your profile" });
    const deleted = await administrator("DELETE", `/api/admin/accounts/${self.id}`);
    expect(deleted).toMatchObject({ statusCode: 400, message: "You cannot delete your own account" });
    const disabled = await administrator("PUT", `/api/admin/accounts/${self.id}/disable`);
    expect(disabled).toMatchObject({ statusCode: 400, message: "You cannot disable your own account" });
    expect((await administrator("GET", "/api/admin/mine")).statusCode).toBe(200);
  });

  it("shows an article's last editor by the account's current display name, and by the name it had once the account is deleted", async () => {
    const { account, token } = await createColleague(app, administrator, { loginAccount: "writer", role: "editor" });
    const honor = { lang: "en_US", title: "Award", coverUrl: "/api/upload/cover.png", content: "<p>Award</p>" };
    const created = await apiCaller(app, token)<Article[]>("POST", "/api/admin/lawfirm-honour", [honor]);
    const no = created.result[0]!.no;
    const editedBy = async () => (await administrator<Article[]>("GET", `/api/admin/lawfirm-honour/${no}`)).result[0]!.operatorName;
    expect(await editedBy()).toBe("editor writer");
    const body = { loginAccount: "writer", userName: "Wendy Writer", roleId: roles.editor.id, languages: [] };
    await administrator("PUT", `/api/admin/accounts/${account.id}`, body);
    expect(await editedBy()).toBe("Wendy Writer");
    await administrator("DELETE", `/api/admin/accounts/${account.id}`);
    expect(await editedBy()).toBe("editor writer");
    expect((await anonymous("GET", `/api/user/lawfirm-honour/${created.result[0]!.id}`)).result).not.toHaveProperty("operatorName");
  });

  it("answers 404 for an account that does not exist", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/accounts/99999"],
      ["PUT", "/api/admin/accounts/99999/disable"],
      ["PUT", "/api/admin/accounts/99999/enable"],
    ] as const) {
      const answer = await administrator(method, url);
      expect(answer, url).toMatchObject({ statusCode: 404, message: "No account with id 99999" });
    }
    const update = await administrator("PUT", "/api/admin/accounts/99999", accountBody("nobody", { password: undefined }));
    expect(update.statusCode).toBe(404);
    expect((await administrator("PUT", "/api/admin/accounts/99999/password", { password: null })).statusCode).toBe(404);
  });

  // Last: the first Administrator's session ends on the way.
  it("never leaves no active Administrator", async () => {
    const first = (await administrator<Account>("GET", "/api/admin/mine")).result;
    const asEditor = { loginAccount: first.loginAccount, userName: first.userName, roleId: roles.editor.id, languages: [] };
    const demoted = await administrator("PUT", `/api/admin/accounts/${first.id}`, asEditor);
    expect(demoted).toMatchObject({ statusCode: 409, message: expect.stringMatching(/no active administrator/) });

    const { account: second, token } = await createColleague(app, administrator, { loginAccount: "second.admin", role: "administrator" });
    const secondAdministrator = apiCaller(app, token);
    // The first Administrator disabled: the second is the last active one.
    expect((await secondAdministrator("PUT", `/api/admin/accounts/${first.id}/disable`)).statusCode).toBe(200);
    const self = { loginAccount: "second.admin", userName: "Second", roleId: roles.editor.id, languages: [] };
    expect((await secondAdministrator("PUT", `/api/admin/accounts/${second.id}`, self)).statusCode).toBe(409);
    expect((await secondAdministrator("PUT", `/api/admin/accounts/${first.id}/enable`)).statusCode).toBe(200);
    // Two active Administrators again: the second may step down (which ends its own sessions).
    expect((await secondAdministrator("PUT", `/api/admin/accounts/${second.id}`, self)).statusCode).toBe(200);
    expect((await secondAdministrator("GET", "/api/admin/mine")).statusCode).toBe(401);
  });
});
