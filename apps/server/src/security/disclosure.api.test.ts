import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp } from "../../test/test-app.ts";
import { loggerOptions } from "../app.ts";
import { concreteUrl, writeRoutes } from "./admin-routes.ts";

// Every log line of the server, at the most detailed level, with the server's own settings.
const logLines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
/** The mail provider's reports are a write route too: on, with the provider's secret as its authorization (decision 0091). */
const WEBHOOK_SECRET = "disclosure-test-provider-secret-0123456789";
const { app, db, login } = await createTestApp(
  { NEWSLETTER_WEBHOOK_SECRET: WEBHOOK_SECRET },
  { logger: { ...loggerOptions({ logLevel: "trace" }), stream } },
);

const tokens: string[] = [];
const signIn = async (password = ADMIN_PASSWORD) => {
  await db.deleteFrom("loginAttempts").execute();
  const token = await login(password);
  tokens.push(token);
  return token;
};
const token = await signIn();
const auth = { authorization: `Bearer ${token}` };
/** A route's credentials: the provider's secret for its reports, else the administrator's session. */
const authOf = (url: string) => (url === "/api/newsletter/reports" ? { authorization: `Bearer ${WEBHOOK_SECRET}` } : auth);

const SENTINEL = "MASS-ASSIGNMENT-SENTINEL";
const SENTINEL_NUMBER = 987_654_321;
const SENTINEL_DATE = "1999-09-09";
/** Fields no client may set: they are the server's (or another table's). */
const EXTRAS = {
  roleId: SENTINEL_NUMBER,
  password: SENTINEL,
  passwordHash: SENTINEL,
  views: SENTINEL_NUMBER,
  createTime: `${SENTINEL_DATE} 09:09:09`,
  createdAt: `${SENTINEL_DATE}T09:09:09.000Z`,
  updateTime: `${SENTINEL_DATE} 09:09:09`,
  updatedAt: `${SENTINEL_DATE}T09:09:09.000Z`,
  operatorName: SENTINEL,
  uploadedBy: SENTINEL_NUMBER,
  accountId: SENTINEL_NUMBER,
  tokenHash: SENTINEL,
  isAdmin: true,
};

/** Everything stored, as text: every row of every table. */
async function storedText(): Promise<string> {
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table.name as never)
        .selectAll()
        .execute(),
    ),
  );
  return JSON.stringify(dumps);
}

function expectNothingForged(text: string) {
  expect(text).not.toContain(SENTINEL);
  expect(text).not.toContain(String(SENTINEL_NUMBER));
  expect(text).not.toContain(SENTINEL_DATE);
}

const withExtras = (body: unknown): unknown =>
  Array.isArray(body) ? body.map((item: object) => ({ ...item, ...EXTRAS })) : { ...(body as object), ...EXTRAS };

const LANGS = ["de_DE", "en_US", "zh_CN"];
const office = (
  await app.inject({
    method: "POST",
    url: "/api/admin/office",
    headers: auth,
    payload: LANGS.map((lang) => ({ lang, name: `Office ${lang}` })),
  })
).json<{ result: Array<{ id: number; lang: string }> }>().result;
const folder = (
  await app.inject({
    method: "POST",
    url: "/api/admin/catalog",
    headers: auth,
    payload: LANGS.map((lang) => ({ lang, name: `Folder ${lang}`, type: 0, parentId: 0 })),
  })
).json<{ result: Array<{ id: number; lang: string }> }>().result;
const idIn = (rows: Array<{ id: number; lang: string }>, lang: string) => rows.find((row) => row.lang === lang)!.id;

/** Valid bodies of the write routes that create or replace something (the others get extras alone). */
const VALID: Record<string, unknown> = {
  "POST /api/admin/banner": { lang: "en_US", imgPath: "/api/upload/banner.png", title: "Banner" },
  "POST /api/admin/portal-config": { lang: "en_US", name: "Firm" },
  "PUT /api/admin/docs/:name": { lang: "en_US", title: "Privacy", content: "<p>Privacy</p>" },
  "POST /api/admin/catalog": LANGS.map((lang) => ({ lang, name: `More ${lang}`, type: 0, parentId: 0 })),
  "POST /api/admin/latest-news": LANGS.map((lang) => ({
    lang,
    title: `News ${lang}`,
    coverUrl: "/api/upload/c.png",
    content: "<p>x</p>",
    cataId: idIn(folder, lang),
    isLink: 0,
  })),
  "POST /api/admin/lawfirm-honour": LANGS.map((lang) => ({
    lang,
    title: `Honor ${lang}`,
    coverUrl: "/api/upload/c.png",
    content: "<p>x</p>",
  })),
  "POST /api/admin/office": LANGS.map((lang) => ({ lang, name: `Office 2 ${lang}` })),
  "POST /api/admin/job": LANGS.map((lang) => ({ lang, name: `Job ${lang}` })),
  "POST /api/admin/professionalField": LANGS.map((lang) => ({ lang, name: `Area ${lang}`, introduce: "<p>x</p>" })),
  "POST /api/admin/lawyerTeam": LANGS.map((lang) => ({ lang, name: `Person ${lang}`, office: idIn(office, lang), intro: "<p>x</p>" })),
  "PUT /api/admin/modify-head-img": { headImg: "/api/upload/head.png" },
};

describe("mass assignment", () => {
  const routes = writeRoutes(app.registeredRoutes);

  it("covers every write route, and has valid bodies for the main ones", () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const key of Object.keys(VALID)) expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(key);
  });

  it("never stores server-owned fields sent along with a valid body", async () => {
    for (const [key, body] of Object.entries(VALID)) {
      const [method, url] = key.split(" ") as ["POST" | "PUT", string];
      const response = await app.inject({ method, url: concreteUrl(url), headers: auth, payload: withExtras(body) as object });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
    }
    const account = await db.selectFrom("adminAccounts").selectAll().executeTakeFirstOrThrow();
    expect(account.roleId).not.toBe(SENTINEL_NUMBER);
    expectNothingForged(await storedText());
  });

  it("never stores them from any write route, and never answers 5xx", async () => {
    for (const route of routes) {
      for (const body of [EXTRAS, [EXTRAS], { ...EXTRAS, lang: "en_US", name: "x", id: 1 }]) {
        const response = await app.inject({
          method: route.method as "POST",
          url: concreteUrl(route.url),
          headers: authOf(route.url),
          payload: body,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
    expectNothingForged(await storedText());
  });

  it("refuses __proto__ and constructor.prototype keys, on every write route", async () => {
    const poisoned = [
      `{"__proto__":{"roleId":${SENTINEL_NUMBER},"polluted":"${SENTINEL}"}}`,
      `[{"lang":"en_US","name":"x","__proto__":{"polluted":"${SENTINEL}"}}]`,
      `{"constructor":{"prototype":{"polluted":"${SENTINEL}"}}}`,
      `[{"lang":"en_US","name":"x","constructor":{"prototype":{"polluted":"${SENTINEL}"}}}]`,
    ];
    for (const route of routes) {
      for (const payload of poisoned) {
        const response = await app.inject({
          method: route.method as "POST",
          url: concreteUrl(route.url),
          headers: { ...authOf(route.url), "content-type": "application/json" },
          payload,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expectNothingForged(await storedText());
  });
});

describe("disclosure", () => {
  it("never answers or logs a password hash, a session token or a password", async () => {
    // A second session, a password change (a new hash), then every GET route of the API.
    const hashes = [(await db.selectFrom("adminAccounts").select("passwordHash").executeTakeFirstOrThrow()).passwordHash];
    const newPassword = "Changed-Passw0rd-42";
    const changed = await app.inject({
      method: "PUT",
      url: "/api/admin/modify-password",
      headers: auth,
      payload: { oldPassword: ADMIN_PASSWORD, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    hashes.push((await db.selectFrom("adminAccounts").select("passwordHash").executeTakeFirstOrThrow()).passwordHash);
    const second = await signIn(newPassword);
    const sessionHashes = (await db.selectFrom("sessions").select("tokenHash").execute()).map((row) => row.tokenHash);

    const answers: string[] = [];
    for (const route of app.registeredRoutes.filter((item) => item.method === "GET")) {
      for (const headers of [{}, { authorization: `Bearer ${second}` }, { cookie: `lawfirm_session=${second}` }]) {
        const response = await app.inject({ method: "GET", url: concreteUrl(route.url), headers });
        answers.push(JSON.stringify(response.headers), response.body);
      }
    }
    // Wrong logins and bad requests are logged too.
    await db.deleteFrom("loginAttempts").execute();
    await app.inject({ method: "POST", url: "/api/admin/login", payload: { loginAccount: "admin", password: "Wrong-Passw0rd" } });

    const secrets = [...hashes, ...tokens, ...sessionHashes, ADMIN_PASSWORD, newPassword];
    expect(logLines.length).toBeGreaterThan(100);
    const log = logLines.join("");
    const everything = answers.join("\n");
    for (const secret of secrets) {
      expect(log.includes(secret), "a secret in the log").toBe(false);
      expect(everything.includes(secret), "a secret in an answer").toBe(false);
    }
    // Hashes are recognisable by their prefix, whichever account they belong to.
    expect(everything).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/\$argon2/);
  });
});
