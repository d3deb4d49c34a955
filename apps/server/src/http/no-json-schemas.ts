import type { FastifyServerOptions } from "fastify";

function refuseJsonSchemas(): never {
  throw new Error("A route was given a JSON schema: routes are validated by the contract's zod schemas (http/endpoint.ts)");
}

/**
 * Fastify's `schemaController` for both of the server's Fastify instances (the starting listener and
 * the app): requests are validated and answers shaped by the contract's zod schemas
 * (http/endpoint.ts), never by JSON schemas. With its default compilers Fastify loads Ajv and
 * fast-json-stringify, about 1.1 MB of source and 3 MB of V8's heap held for nothing. A route given a
 * JSON schema makes the start fail.
 */
export const NO_JSON_SCHEMAS = {
  compilersFactory: { buildValidator: refuseJsonSchemas, buildSerializer: refuseJsonSchemas },
} satisfies FastifyServerOptions["schemaController"];
