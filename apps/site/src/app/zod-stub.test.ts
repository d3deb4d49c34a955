import { afterEach, describe, expect, it, vi } from "vitest";
import { z as stub } from "./zod-stub";

// The stub has no types of its own worth checking here: the site's types come from the real zod.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any chain of reads and calls
const z = stub as any;

interface EndpointShape {
  method: unknown;
  path: unknown;
  paged: unknown;
  multipart: unknown;
}

type Module = Record<string, unknown>;

/** Every contract module (tests aside), imported afresh. */
async function importContract(): Promise<Module[]> {
  const modules = import.meta.glob<Module>(["../../../../packages/contract/src/*.ts", "!../../../../packages/contract/src/*.test.ts"]);
  expect(Object.keys(modules).length).toBeGreaterThan(10);
  return Promise.all(Object.values(modules).map((load) => load()));
}

function isEndpoint(value: unknown): value is EndpointShape {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EndpointShape).method === "string" &&
    typeof (value as EndpointShape).path === "string"
  );
}

/** What the site reads of each endpoint, by table and name (`newsEndpoints.publicList`). */
function endpointsOf(modules: Module[]): Record<string, EndpointShape> {
  const found: Record<string, EndpointShape> = {};
  for (const module of modules) {
    for (const [exportName, table] of Object.entries(module)) {
      if (typeof table !== "object" || table === null || !exportName.endsWith("Endpoints")) continue;
      for (const [name, endpoint] of Object.entries(table)) {
        if (isEndpoint(endpoint)) {
          found[`${exportName}.${name}`] = {
            method: endpoint.method,
            path: endpoint.path,
            paged: endpoint.paged,
            multipart: endpoint.multipart,
          };
        }
      }
    }
  }
  return found;
}

afterEach(() => {
  vi.doUnmock("zod");
  vi.resetModules();
});

describe("the site's zod stub", () => {
  it("lets every contract module load and keeps every endpoint's method, path and paging", async () => {
    vi.resetModules();
    const real = endpointsOf(await importContract());

    vi.resetModules();
    vi.doMock("zod", () => import("./zod-stub"));
    const stubbedModules = await importContract();
    const stubbed = endpointsOf(stubbedModules);

    expect(Object.keys(real).length).toBeGreaterThan(40);
    expect(stubbed).toEqual(real);
    expect(Object.values(stubbed).filter((endpoint) => endpoint.paged === true).length).toBeGreaterThan(3);
    // The schemas really are the stub: any method answers the same inert value.
    const newsSchema = stubbedModules.find((module) => "newsSchema" in module)?.newsSchema as { optional: () => unknown };
    expect(newsSchema.optional()).toBe(newsSchema);
  });

  it("answers itself to any chain of reads and calls", () => {
    const schema = z
      .object({ id: z.coerce.number().int().positive() })
      .extend({ name: z.string().trim() })
      .transform(() => 1);
    expect(z.union([z.literal(0), z.literal(1)]).optional()).toBe(schema);
    expect(z.enum(["a", "b"]).nullable().default("a")).toBe(schema);
    expect(
      z
        .array(schema)
        .min(1)
        .superRefine(() => undefined),
    ).toBe(schema);
  });

  it("spreads to nothing, is no promise and prints as a string", async () => {
    expect({ ...z.object({}).shape }).toEqual({});
    expect(Object.keys(z)).toEqual([]);
    expect("then" in z).toBe(false);
    await expect(Promise.resolve(z)).resolves.toBe(z);
    expect(String(z.string())).toBe("[zod stub]");
    expect(`${z.number()}`).toBe("[zod stub]");
  });
});
