import type { Article } from "@lawfirm/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiCaller, createFolder, type Call } from "../../../test/content-helpers.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { VIEW_WINDOW_MS, VIEWS_PER_ADDRESS } from "./view-counter.ts";

// The view counter's clock and its periodic flush run on fake timers: the test moves past the
// window without waiting, and views reach the database only when a test flushes them.
vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });

/** Moves the counter's clock, and the database's, which the windows shared on PostgreSQL go by. */
let movedMs = 0;
function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  movedMs += ms;
  setClock(() => new Date(Date.now() + movedMs));
}
afterAll(() => setClock(undefined));

const { app, db, login } = await createTestApp({ TRUST_PROXY: "1" });
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);
/** A server of its own for the test that closes it. */
const closing = await createTestApp();

const kinds = [
  { name: "news", path: "latest-news", folderType: 0 },
  { name: "case analyses", path: "case-analysis", folderType: 1 },
  { name: "honors", path: "lawfirm-honour", folderType: null },
] as const;
type Kind = (typeof kinds)[number];
const honors = kinds[2];

const folderIds: Record<number, number> = {};
beforeAll(async () => {
  for (const type of [0, 1] as const) folderIds[type] = (await createFolder(call, `Folder ${type}`, { type, langs: ["en_US"] })).en_US!.id;
});

/** Creates an item of the kind in English and answers its version id. */
async function createItem(caller: Call, kind: Kind): Promise<number> {
  const version: Record<string, unknown> = {
    lang: "en_US",
    title: `Read ${kind.name}`,
    coverUrl: "/api/upload/cover.png",
    content: "<p>Text</p>",
  };
  if (kind.folderType !== null) version.cataId = folderIds[kind.folderType];
  if (kind.folderType === 0) version.isLink = 0;
  const answer = await caller<Article[]>("POST", `/api/admin/${kind.path}`, [version]);
  if (answer.statusCode !== 200) throw new Error(`create failed: ${answer.message}`);
  return answer.result[0]!.id;
}

const visitor = { "x-forwarded-for": "192.0.2.10", "user-agent": "Firefox" };

async function read(kind: Kind, id: number, headers: Record<string, string> = visitor) {
  const answer = await anonymous<Article>("GET", `/api/user/${kind.path}/${id}`, undefined, headers);
  expect(answer.statusCode).toBe(200);
  return answer.result.views;
}

async function storedViews(database: TestApp["db"], id: number): Promise<number> {
  return (await database.selectFrom("articles").select("views").where("id", "=", id).executeTakeFirstOrThrow()).views;
}

describe("article views", () => {
  it.each(kinds)("counts 50 reads of one $name by one visitor as one view", async (kind) => {
    const id = await createItem(call, kind);
    for (let index = 0; index < 50; index += 1) await read(kind, id);
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(1);
    expect(await read(kind, id)).toBe(1);
  });

  it("writes no view while reading: the stored count changes only when the counter flushes", async () => {
    const id = await createItem(call, honors);
    expect(await read(honors, id)).toBe(0);
    expect(await read(honors, id, { ...visitor, "x-forwarded-for": "192.0.2.11" })).toBe(0);
    expect(await storedViews(db, id)).toBe(0);
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(2);
  });

  it("counts one view for each of three addresses behind the proxy", async () => {
    const id = await createItem(call, honors);
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      for (let index = 0; index < 3; index += 1) await read(honors, id, { ...visitor, "x-forwarded-for": address });
    }
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(3);
  });

  it.each(kinds)("counts reads of one $name from one address with 50 User-Agents as a few views, not 50", async (kind) => {
    const id = await createItem(call, kind);
    for (let agent = 0; agent < 50; agent += 1) await read(kind, id, { ...visitor, "user-agent": `Browser ${agent}` });
    await read(kind, id, { ...visitor, "x-forwarded-for": "192.0.2.99" });
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(VIEWS_PER_ADDRESS + 1);
  });

  it("counts the same visitor again once the window has passed", async () => {
    const id = await createItem(call, honors);
    await read(honors, id);
    advance(VIEW_WINDOW_MS - 1_000);
    await read(honors, id);
    advance(1_000);
    await read(honors, id);
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(2);
  });

  it("does not count a HEAD request", async () => {
    const id = await createItem(call, honors);
    const head = await app.inject({ method: "HEAD", url: `/api/user/${honors.path}/${id}`, headers: visitor });
    expect(head.statusCode).toBe(200);
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(0);
    // Nor did the HEAD request use up the visitor's view.
    await read(honors, id);
    await app.articleViews.flush();
    expect(await storedViews(db, id)).toBe(1);
  });
});

describe("closing the server", () => {
  it("writes the views not yet written", async () => {
    const id = await createItem(apiCaller(closing.app, await closing.login()), honors);
    const answer = await closing.app.inject({ method: "GET", url: `/api/user/${honors.path}/${id}`, headers: visitor });
    expect(answer.statusCode).toBe(200);
    expect(await storedViews(closing.db, id)).toBe(0);
    // The database outlives the server here, so that the test can read what closing wrote.
    const destroy = vi.spyOn(closing.db, "destroy").mockResolvedValue();
    await closing.app.close();
    expect(await storedViews(closing.db, id)).toBe(1);
    destroy.mockRestore();
    await closing.db.destroy();
  });
});
