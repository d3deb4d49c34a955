import { Writable } from "node:stream";
import type { AuditAccount, AuditEntry, Catalog, Pageable } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { COLLEAGUE_PASSWORD, createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder } from "../../../test/content-helpers.ts";
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, createTestApp } from "../../../test/test-app.ts";
import { loggerOptions } from "../../app.ts";
import { LOGIN_LIMITS } from "../accounts/login-throttle.ts";
import { keepRetention } from "../../operations/retention.ts";
import { auditRetention } from "./audit.service.ts";

const logLines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const { app, db } = await createTestApp({}, { logger: { ...loggerOptions({ logLevel: "error" }), stream } });

/** The address every call of this file comes from, as a client far away. */
const CLIENT_ADDRESS = "203.0.113.7";
const waitOutBurstGap = () => new Promise((resolve) => setTimeout(resolve, LOGIN_LIMITS.burstGapMs + 20));

async function send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string | null, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: CLIENT_ADDRESS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { statusCode: response.statusCode, body: response.json<{ result: unknown; pageable?: Pageable; message: string }>() };
}

async function signIn(loginAccount: string, password: string) {
  const answer = await send("POST", "/api/admin/login", null, { loginAccount, password });
  return { statusCode: answer.statusCode, token: answer.body.result as string };
}

const administrator = (await signIn(ADMIN_ACCOUNT, ADMIN_PASSWORD)).token;
const call = apiCaller(app, administrator);
const adminId = (await db.selectFrom("adminAccounts").select("id").where("loginAccount", "=", ADMIN_ACCOUNT).executeTakeFirstOrThrow()).id;

/** The log as the audit screen reads it, newest first. */
async function audit(query: Record<string, string | number> = {}, token = administrator) {
  const search = new URLSearchParams(
    Object.entries({ pageSize: 50, ...query }).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const answer = await send("GET", `/api/admin/audit?${search}`, token);
  return {
    statusCode: answer.statusCode,
    entries: answer.body.result as AuditEntry[],
    pageable: answer.body.pageable,
    message: answer.body.message,
  };
}

async function newest(): Promise<AuditEntry> {
  const [entry] = (await audit({ pageSize: 1 })).entries;
  if (!entry) throw new Error("the audit log is empty");
  return entry;
}

const countEntries = async () =>
  Number(
    (
      await db
        .selectFrom("auditEntries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("sign-in and sign-out", () => {
  it("records a sign-in with the account, its display name, the client's address and the time", async () => {
    const before = new Date().toISOString();
    const { token } = await signIn(ADMIN_ACCOUNT, ADMIN_PASSWORD);
    const entry = await newest();
    expect(entry).toMatchObject({
      action: "signIn",
      kind: "account",
      accountId: adminId,
      accountName: "Administrator",
      clientAddress: CLIENT_ADDRESS,
      itemId: adminId,
    });
    expect(entry.time >= before).toBe(true);
    await send("GET", "/api/admin/quit", token);
    expect(await newest()).toMatchObject({ action: "signOut", accountId: adminId, clientAddress: CLIENT_ADDRESS });
  });

  it("records a failed sign-in with the login name tried, cut short, and never the password", async () => {
    const password = "Guessed-Passw0rd-123";
    expect((await signIn(ADMIN_ACCOUNT, password)).statusCode).toBe(401);
    expect(await newest()).toMatchObject({
      action: "signInFailed",
      accountId: adminId,
      summary: ADMIN_ACCOUNT,
      clientAddress: CLIENT_ADDRESS,
    });

    const longName = `nobody-${"x".repeat(90)}`;
    expect((await signIn(longName, password)).statusCode).toBe(401);
    const unknown = await newest();
    expect(unknown).toMatchObject({ action: "signInFailed", accountId: null, accountName: null });
    expect([...(unknown.summary ?? "")]).toHaveLength(64);
    expect(longName.startsWith(unknown.summary!.slice(0, 63))).toBe(true);

    const stored = JSON.stringify(await db.selectFrom("auditEntries").selectAll().execute());
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(ADMIN_PASSWORD);
    await waitOutBurstGap();
  });

  it("records a disabled account's sign-in as failed", async () => {
    const { account } = await createColleague(app, call, { loginAccount: "leaving", role: "editor" });
    expect((await call("PUT", `/api/admin/accounts/${account.id}/disable`)).statusCode).toBe(200);
    expect((await signIn("leaving", COLLEAGUE_PASSWORD)).statusCode).toBe(403);
    expect(await newest()).toMatchObject({ action: "signInFailed", accountId: account.id, accountName: "editor leaving" });
  });
});

describe("changes", () => {
  let folders: Record<string, Catalog>;

  it("records each change of a news item with its kind, no, languages and titles", async () => {
    folders = await createFolder(call, "Audit");
    const folderEntry = await newest();
    expect(folderEntry).toMatchObject({
      action: "create",
      kind: "folder",
      endpoint: "POST /admin/catalog",
      languages: ["de_DE", "en_US", "zh_CN"],
    });
    expect(folderEntry.itemNo).toBe(folders.de_DE!.no);

    const versions = ["de_DE", "en_US"].map((lang) => ({
      lang,
      title: `Nachricht ${lang}`,
      cataId: folders[lang]!.id,
      isLink: 0,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Text</p>",
    }));
    const created = await send("POST", "/api/admin/latest-news", administrator, versions);
    expect(created.statusCode).toBe(200);
    const news = created.body.result as { no: number; id: number; lang: string; title: string }[];
    const no = news[0]!.no;
    expect(await newest()).toMatchObject({
      action: "create",
      kind: "news",
      itemNo: no,
      itemId: null,
      languages: ["de_DE", "en_US"],
      summary: "Nachricht de_DE · Nachricht en_US",
      accountId: adminId,
      accountName: "Administrator",
      clientAddress: CLIENT_ADDRESS,
      endpoint: "POST /admin/latest-news",
    });

    const update = news.map((version) => ({
      ...versions.find((sent) => sent.lang === version.lang)!,
      id: version.id,
      title: `${version.title} (neu)`,
    }));
    expect((await send("PUT", "/api/admin/latest-news", administrator, update)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: "update",
      kind: "news",
      itemNo: no,
      summary: "Nachricht de_DE (neu) · Nachricht en_US (neu)",
    });

    for (const action of ["pin", "unpin"] as const) {
      expect((await send("PUT", `/api/admin/latest-news/${action}?no=${no}`, administrator)).statusCode).toBe(200);
      expect(await newest()).toMatchObject({ action, kind: "news", itemNo: no, endpoint: `PUT /admin/latest-news/${action}` });
    }
    expect((await send("DELETE", `/api/admin/latest-news?no=${no}`, administrator)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: "delete", kind: "news", itemNo: no });
  });

  it("records a pin switch by its value, a reorder by the item moved, and a folder's deletion by its id", async () => {
    const banner = await call<{ id: number }>("POST", "/api/admin/banner", {
      lang: "en_US",
      imgPath: "/api/upload/banner.png",
      title: "Welcome",
    });
    expect(banner.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: "create",
      kind: "banner",
      itemId: banner.result.id,
      languages: ["en_US"],
      summary: "Welcome",
    });
    await call("PUT", `/api/admin/banner/${banner.result.id}/1`);
    expect(await newest()).toMatchObject({ action: "pin", kind: "banner", itemId: banner.result.id });
    await call("PUT", `/api/admin/banner/${banner.result.id}/0`);
    expect(await newest()).toMatchObject({ action: "unpin", kind: "banner", itemId: banner.result.id });

    const second = await createFolder(call, "Second");
    expect((await call("PUT", "/api/admin/catalog/sort", { sourceId: second.en_US!.id, targetId: folders.en_US!.id })).statusCode).toBe(
      200,
    );
    expect(await newest()).toMatchObject({ action: "reorder", kind: "folder", itemId: second.en_US!.id });
    expect((await call("DELETE", `/api/admin/catalog/${second.en_US!.id}`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: "delete", kind: "folder", itemId: second.en_US!.id });
  });

  it("records uploads, configuration and account changes, without a password", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "Mandate.pdf");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const upload = await app.inject({
      method: "POST",
      url: "/api/admin/files/upload",
      remoteAddress: CLIENT_ADDRESS,
      headers: { authorization: `Bearer ${administrator}`, "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: "upload",
      kind: "file",
      itemId: upload.json<{ result: { fileId: number } }>().result.fileId,
      summary: "Mandate.pdf",
    });

    const config = await call("GET", "/api/admin/portal-config?lang=en_US");
    expect(
      (await call("POST", "/api/admin/portal-config", { ...(config.result as object), lang: "en_US", name: "Audit & Partners" }))
        .statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({ action: "update", kind: "siteConfig", languages: ["en_US"], summary: "Audit & Partners" });

    const secret = "Brand-New-Passw0rd!";
    const { account } = await createColleague(app, call, { loginAccount: "newcomer", role: "editor" });
    const created = (await audit({ action: "create", kind: "account" })).entries[0];
    expect(created).toMatchObject({ itemId: account.id, summary: "editor newcomer", accountId: adminId });
    expect((await call("PUT", `/api/admin/accounts/${account.id}/password`, { password: secret })).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: "passwordReset", kind: "account", itemId: account.id });
    expect(JSON.stringify(await db.selectFrom("auditEntries").selectAll().execute())).not.toContain(secret);
  });

  it("records no refused call: without a session, without the right, or with a wrong body", async () => {
    const before = await countEntries();
    const { token: translator } = await createColleague(app, call, {
      loginAccount: "translator",
      role: "translator",
      languages: ["de_DE"],
    });
    const afterSetup = await countEntries();
    expect((await send("POST", "/api/admin/catalog", null, [{ lang: "en_US", name: "x", type: 0, parentId: 0 }])).statusCode).toBe(401);
    expect((await send("POST", "/api/admin/catalog", translator, [{ lang: "de_DE", name: "x", type: 0, parentId: 0 }])).statusCode).toBe(
      403,
    );
    expect((await send("POST", "/api/admin/latest-news", translator, [{ lang: "en_US", title: "x" }])).statusCode).toBe(400);
    expect((await send("POST", "/api/admin/catalog", administrator, [{ lang: "en_US" }])).statusCode).toBe(400);
    expect(await countEntries()).toBe(afterSetup);
    expect(afterSetup - before).toBe(2); // the translator's account and its sign-in
  });
});

describe("the audit screen's list", () => {
  it("filters by account, kind, action and time, and pages newest first", async () => {
    const { token: editor, account } = await createColleague(app, call, { loginAccount: "editor", role: "editor" });
    // A few milliseconds after the sign-in's entry, so that the time filter falls between it and the folders.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const start = new Date().toISOString();
    const editorCall = apiCaller(app, editor);
    await createFolder(editorCall, "Editor's");
    await createFolder(editorCall, "Editor's second");

    const byEditor = await audit({ accountId: account.id });
    expect(byEditor.entries.map((entry) => `${entry.action} ${entry.kind}`)).toEqual(["create folder", "create folder", "signIn account"]);
    expect((await audit({ accountId: account.id, action: "create" })).entries).toHaveLength(2);
    expect((await audit({ accountId: account.id, kind: "account" })).entries.map((entry) => entry.action)).toEqual(["signIn"]);
    expect((await audit({ kind: "news", action: "pin" })).entries).toHaveLength(1);

    const since = await audit({ from: start });
    expect(since.entries.every((entry) => entry.time >= start)).toBe(true);
    expect(since.entries).toHaveLength(2);
    expect((await audit({ to: start, accountId: account.id })).entries.map((entry) => entry.action)).toEqual(["signIn"]);

    const all = await audit();
    const first = await audit({ pageSize: 2, pageNo: 1 });
    const second = await audit({ pageSize: 2, pageNo: 2 });
    expect(first.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: all.pageable!.totalCount });
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(all.entries.slice(0, 4).map((entry) => entry.id));
    expect(all.entries.map((entry) => entry.time)).toEqual([...all.entries.map((entry) => entry.time)].sort().reverse());
  });

  it("offers every account the log names, deleted ones by their last recorded name", async () => {
    const { account } = await createColleague(app, call, { loginAccount: "short-stay", role: "editor" });
    expect((await call("DELETE", `/api/admin/accounts/${account.id}`)).statusCode).toBe(200);
    const accounts = await call<AuditAccount[]>("GET", "/api/admin/audit/accounts");
    expect(accounts.result).toContainEqual({ accountId: adminId, accountName: "Administrator" });
    expect(accounts.result).toContainEqual({ accountId: account.id, accountName: "editor short-stay" });
    // The entries of a deleted account stay.
    expect((await audit({ accountId: account.id })).entries.length).toBeGreaterThan(0);
  });

  it("refuses filters it does not know with a readable message", async () => {
    const answer = await audit({ action: "erase", from: "yesterday" });
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain("action");
    expect(answer.message).toContain("from");
  });

  it("is for Administrators only, and no call changes or deletes an entry", async () => {
    const { token: editor } = await createColleague(app, call, { loginAccount: "curious-editor", role: "editor" });
    const { token: translator } = await createColleague(app, call, {
      loginAccount: "curious-translator",
      role: "translator",
      languages: ["de_DE"],
    });
    for (const token of [editor, translator]) {
      expect((await audit({}, token)).statusCode).toBe(403);
      expect((await send("GET", "/api/admin/audit/accounts", token)).statusCode).toBe(403);
    }
    const auditRoutes = app.registeredRoutes.filter((route) => route.url.startsWith("/api/admin/audit"));
    expect(auditRoutes.map((route) => route.method)).toEqual(["GET", "GET"]);
    const entries = await countEntries();
    for (const method of ["PUT", "DELETE", "POST"] as const)
      expect((await send(method, "/api/admin/audit", administrator)).statusCode).toBe(404);
    expect(await countEntries()).toBe(entries);
  });
});

describe("keeping the log", () => {
  it("deletes only the entries older than the retention, at start and as often as it runs", async () => {
    const day = 86_400_000;
    const old = {
      accountId: null,
      accountName: null,
      clientAddress: "192.0.2.1",
      action: "signInFailed",
      kind: "account",
      languages: "[]",
    };
    await db
      .insertInto("auditEntries")
      .values([
        { ...old, createdAt: new Date(Date.now() - 400 * day).toISOString(), summary: "ancient" },
        { ...old, createdAt: new Date(Date.now() - 40 * day).toISOString(), summary: "last month" },
        { ...old, createdAt: new Date(Date.now() - 10 * day).toISOString(), summary: "last week" },
      ])
      .execute();
    const summaries = async () =>
      (await db.selectFrom("auditEntries").select("summary").where("clientAddress", "=", "192.0.2.1").execute()).map((row) => row.summary);

    expect(await auditRetention(365).deleteExpired(db, Date.now())).toBe(1);
    expect(await summaries()).toEqual(["last month", "last week"]);
    const retention = await keepRetention({ db, log: app.log }, [auditRetention(30)]);
    retention.stop();
    expect(await summaries()).toEqual(["last week"]);
    expect(await auditRetention(30).deleteExpired(db, Date.now())).toBe(0);
    expect((await audit({ accountId: adminId })).entries.length).toBeGreaterThan(0);
  });

  it("answers a change that was made even when its entry cannot be written, and logs the entry as an error", async () => {
    await db.schema.alterTable("auditEntries").renameTo("auditEntriesAway").execute();
    try {
      const answer = await call("POST", "/api/admin/banner", { lang: "de_DE", imgPath: "/api/upload/banner.png", title: "Unrecorded" });
      expect(answer.statusCode).toBe(200);
    } finally {
      await db.schema.alterTable("auditEntriesAway").renameTo("auditEntries").execute();
    }
    const line = logLines.find((text) => text.includes("audit entry not written"));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 50, auditEntry: { action: "create", kind: "banner", summary: "Unrecorded" } });
  });

  it("says a summary kept as messages in the reader's language, and an older or unknown one as it was written", async () => {
    const entry = { accountId: null, accountName: null, clientAddress: "192.0.2.9", action: "update", kind: "privacy", languages: "[]" };
    await db
      .insertInto("auditEntries")
      .values([
        { ...entry, createdAt: "2026-01-01T10:00:03.000Z", summary: "No change", summaryMessages: '[{"key":"audit.unchanged"}]' },
        { ...entry, createdAt: "2026-01-01T10:00:02.000Z", summary: "Written words", summaryMessages: '[{"key":"audit.noSuchMessage"}]' },
        { ...entry, createdAt: "2026-01-01T10:00:01.000Z", summary: "Broken", summaryMessages: "[{" },
        { ...entry, createdAt: "2026-01-01T10:00:00.000Z", summary: "Nur Text", summaryMessages: null },
      ])
      .execute();
    const summariesIn = async (language: string) => {
      const answer = await app.inject({
        method: "GET",
        url: "/api/admin/audit?kind=privacy&to=2026-01-02T00:00:00.000Z",
        headers: { authorization: `Bearer ${administrator}`, "accept-language": language },
      });
      return answer.json<{ result: AuditEntry[] }>().result.map((row) => row.summary);
    };
    expect(await summariesIn("de-DE")).toEqual(["Keine Änderung", "Written words", "Broken", "Nur Text"]);
    expect(await summariesIn("zh-CN")).toEqual(["无更改", "Written words", "Broken", "Nur Text"]);
    expect(await summariesIn("en-US")).toEqual(["No change", "Written words", "Broken", "Nur Text"]);
  });
});
