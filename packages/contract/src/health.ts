import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const healthEndpoints = {
  /** The process answers; touches no database. */
  live: defineEndpoint({ method: "GET", access: "public", path: "/health/live", result: z.object({ live: z.literal(true) }) }),
  /** The database answers. */
  ready: defineEndpoint({ method: "GET", access: "public", path: "/health/ready", result: z.object({ ready: z.literal(true) }) }),
};
