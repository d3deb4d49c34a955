import { defineEndpoint, type Endpoint, healthEndpoints, idParams } from "@lawfirm/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { message } from "../i18n/messages.ts";
import { type CompletedCall, endpointRegistrar, type Handler } from "./endpoint.ts";

describe("a handler's context", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  /** An app with one endpoint; the calls that complete writes are kept. */
  async function appWith<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
  ): Promise<{ app: FastifyInstance; completed: CompletedCall[] }> {
    app = Fastify();
    app.decorateRequest("adminSession", null);
    const completed: CompletedCall[] = [];
    endpointRegistrar(app, { afterWrite: async (call) => void completed.push(call) })(endpoint, handler);
    await app.ready();
    return { app, completed };
  }

  // V8 makes an object literal's getter and setter pair in the old generation, where only a full
  // collection finds it dead: until then it held the getter, and through its closure the call's
  // whole request, alive through every young collection (decision 0157).
  it("has no getter or setter of its own, which would hold the call's request until a full collection", async () => {
    const contexts: object[] = [];
    const { app } = await appWith(healthEndpoints.live, async (context) => {
      contexts.push(context);
      return { live: true as const };
    });
    for (let call = 0; call < 3; call++) expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);

    expect(contexts).toHaveLength(3);
    for (const context of contexts) {
      const ownAccessors = Object.entries(Object.getOwnPropertyDescriptors(context)).filter(([, property]) => property.get || property.set);
      expect(ownAccessors.map(([name]) => name)).toEqual([]);
      expect("admin" in context).toBe(true);
    }
  });

  it("answers 401 when a handler asks for the administrator of a request that has none", async () => {
    const { app } = await appWith(healthEndpoints.live, async ({ admin }) => ({ live: Boolean(admin) as true }));

    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(401);
  });

  it("hands a write's audit notes, given through setters taken out of the context, to what runs after the write", async () => {
    const removal = defineEndpoint({ method: "DELETE", path: "/notes/:id", access: "public", params: idParams, result: z.null() });
    const { app, completed } = await appWith(removal, async ({ params, auditVersion, auditSummary }) => {
      auditVersion({ id: params.id, lang: "de_DE" });
      auditSummary([message("audit.subjectErased", { records: 1, entries: 0 })]);
      return null;
    });

    expect((await app.inject({ method: "DELETE", url: "/api/notes/7" })).statusCode).toBe(200);
    expect(completed).toEqual([
      expect.objectContaining({
        params: { id: 7 },
        version: { id: 7, lang: "de_DE" },
        summary: [expect.objectContaining({ key: "audit.subjectErased" })],
      }),
    ]);
  });
});
