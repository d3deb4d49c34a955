import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const languageSchema = z.object({ langCode: z.string(), langName: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const languageEndpoints = {
  list: defineEndpoint({ method: "GET", access: "public", path: "/common/language", result: z.array(languageSchema) }),
};
