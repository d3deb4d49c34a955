import { randomBytes } from "node:crypto";
import { ROLE_RIGHTS, RIGHTS, type RoleCode } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { createColleague } from "../../test/account-helpers.ts";
import { apiCaller } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";
import { hashToken } from "../modules/accounts/accounts.service.ts";
import { adminRoutes, concreteUrl } from "./admin-routes.ts";

/**
 * The role × endpoint matrix, generated from the registered routes: every admin route answers
 * each kind of caller as the right its contract endpoint declares says (docs/decisions/0024).
 */

const { app, db, login } = await createTestApp();
const administrator = apiCaller(app, await login());
const routes = adminRoutes(app.registeredRoutes);
/** Signing out ends the session: each call of it gets a session of its own. */
const endsSession = (url: string) => url.endsWith("/quit");

/** Opens a session of an account as a login would, straight in the database (a disabled account cannot sign in). */
async function openSession(accountId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = Date.now();
  await db
    .insertInto("sessions")
    .values({
      tokenHash: hashToken(token),
      accountId,
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

/** A body that no write accepts, in the translator's own language: a write that is let through answers 400. */
const SAMPLE_BODY = { lang: "de_DE", name: "x", password: "x" };

/** Calls every admin route with a session of the account (none: without) and answers the status of each, by "METHOD url". */
async function statuses(accountId: number | undefined): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  const shared = accountId === undefined ? undefined : await openSession(accountId);
  for (const route of routes) {
    const hasBody = route.method === "POST" || route.method === "PUT";
    const token = accountId !== undefined && endsSession(route.url) ? await openSession(accountId) : shared;
    const response = await app.inject({
      method: route.method as "GET",
      url: concreteUrl(route.url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(hasBody ? { payload: SAMPLE_BODY } : {}),
    });
    answers.set(`${route.method} ${route.url}`, response.statusCode);
  }
  return answers;
}

/** The routes whose answer differs from what the role's rights say: allowed → neither 401 nor 403, refused → 403. */
function mismatches(answers: Map<string, number>, role: RoleCode): string[] {
  return routes.flatMap((route) => {
    const key = `${route.method} ${route.url}`;
    const status = answers.get(key);
    const allowed = route.access === "public" || (route.access !== undefined && ROLE_RIGHTS[role].includes(route.access));
    const fits = allowed ? status !== 401 && status !== 403 : status === 403;
    return fits ? [] : [`${key} (${route.access ?? "no access declared"}) -> ${status}`];
  });
}

describe("the role × endpoint matrix", () => {
  it("covers every admin route, each with the right its endpoint declares", () => {
    // The back office's routes (GET, POST, PUT, DELETE; no HEAD beside its GETs) are all here.
    expect(routes.length).toBeGreaterThan(75);
    expect(routes.filter((route) => route.method === "HEAD")).toEqual([]);
    expect(routes.filter((route) => !RIGHTS.includes(route.access as never)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Each right guards some route, so that each row of the matrix is tested.
    for (const right of RIGHTS)
      expect(
        routes.some((route) => route.access === right),
        right,
      ).toBe(true);
  });

  it("answers 401 to every admin route without a session", async () => {
    const answers = await statuses(undefined);
    expect([...answers].filter(([, status]) => status !== 401)).toEqual([]);
  });

  it("lets an Administrator call every admin route", async () => {
    const first = await db.selectFrom("adminAccounts").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(mismatches(await statuses(first.id), "administrator")).toEqual([]);
  });

  it("lets an Editor call the content routes, and refuses accounts and the site configuration with 403", async () => {
    const { account } = await createColleague(app, administrator, { loginAccount: "editor", role: "editor" });
    const answers = await statuses(account.id);
    expect(mismatches(answers, "editor")).toEqual([]);
    expect(answers.get("GET /api/admin/accounts")).toBe(403);
    expect(answers.get("POST /api/admin/portal-config")).toBe(403);
  });

  it("lets a Translator read and write versions, and refuses deleting, pinning, ordering, folders, accounts and configuration with 403", async () => {
    const { account } = await createColleague(app, administrator, { loginAccount: "translator", role: "translator", languages: ["de_DE"] });
    const answers = await statuses(account.id);
    expect(mismatches(answers, "translator")).toEqual([]);
    for (const refused of [
      "DELETE /api/admin/latest-news",
      "PUT /api/admin/latest-news/pin",
      "PUT /api/admin/professionalField/sort",
      "POST /api/admin/catalog",
      "PUT /api/admin/lawyerTeam/:id/:top",
      "GET /api/admin/portal-config",
    ]) {
      expect(answers.get(refused), refused).toBe(403);
    }
  });

  it("answers 401 to every admin route with the session of a disabled account", async () => {
    const { account } = await createColleague(app, administrator, { loginAccount: "disabled-editor", role: "editor" });
    // Disabled behind the API's back, and its sessions opened after: the account's state alone must close them.
    await db.updateTable("adminAccounts").set({ disabled: 1 }).where("id", "=", account.id).execute();
    const answers = await statuses(account.id);
    expect([...answers].filter(([, status]) => status !== 401)).toEqual([]);
  });

  it("words a refusal in the envelope, in the reader's language", async () => {
    const { token } = await createColleague(app, administrator, { loginAccount: "editor-two", role: "editor" });
    const editor = apiCaller(app, token);
    const english = await editor("GET", "/api/admin/accounts");
    expect(english).toMatchObject({ statusCode: 403, status: 403, message: "Your account (Editor) may not do this", result: null });
    const german = await editor("GET", "/api/admin/accounts", undefined, { "accept-language": "de" });
    expect(german.message).toBe("Ihr Konto (Editor) darf das nicht");
  });
});
