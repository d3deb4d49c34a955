import type { Endpoint } from "./endpoint.ts";
import * as contract from "./index.ts";

/**
 * Every endpoint the contract exports, wherever it sits in its tables (articles nest theirs in
 * their kinds): plain objects and arrays are searched, schemas and other class instances are not.
 * For the checks that hold the apps to the contract (the server registers each, the back office's
 * stand-in server answers only these); its own entry point (`@lawfirm/contract/all-endpoints`),
 * so that no app's bundle carries the walk.
 */
export function contractEndpoints(): Endpoint[] {
  const found = new Set<Endpoint>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    const prototype: unknown = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return;
    if ("method" in value && "path" in value && "access" in value && "result" in value && "bodyLimit" in value) {
      found.add(value as Endpoint);
      return;
    }
    for (const item of Object.values(value)) visit(item);
  };
  Object.values(contract).forEach(visit);
  return [...found];
}
