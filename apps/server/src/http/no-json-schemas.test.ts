import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { NO_JSON_SCHEMAS } from "./no-json-schemas.ts";

describe("a Fastify instance without JSON-schema compilers", () => {
  it("answers routes that take no JSON schema, as every route of the server is", async () => {
    const app = Fastify({ schemaController: NO_JSON_SCHEMAS });
    app.get("/plain", async () => ({ ok: true }));
    expect((await app.inject("/plain")).json()).toEqual({ ok: true });
    await app.close();
  });

  it("refuses to start with a route given a JSON schema, naming the contract's zod schemas instead", async () => {
    const app = Fastify({ schemaController: NO_JSON_SCHEMAS });
    app.get("/typed", { schema: { querystring: { type: "object", properties: { page: { type: "integer" } } } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow("routes are validated by the contract's zod schemas");
  });
});
