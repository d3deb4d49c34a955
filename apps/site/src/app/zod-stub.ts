/**
 * An inert stand-in for `zod` in the site's bundle (see docs/decisions/0009-site-bundle-without-zod.md).
 *
 * The contract declares its endpoints with zod schemas. The site only reads an endpoint's
 * `method`, `path` and `paged` and takes the schemas' TYPES from the real zod at compile time;
 * it never validates. vite.config.ts therefore aliases `zod` to this module in the site build,
 * which saves the whole library from the JavaScript every page loads.
 *
 * Every property read and every call answers the same chainable value, so module-level schema
 * construction (`z.object({...}).extend({...}).transform(fn)`, `z.coerce.number()`, `z.enum`,
 * `z.union`, ...) runs without error and builds nothing. Spreading it (`{ ...schema.shape }`)
 * gives an empty object; awaiting it or turning it into a string behaves like a plain object.
 */

type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert };

const describe = () => "[zod stub]";

const handler: ProxyHandler<() => void> = {
  get(_target, key) {
    // Not a thenable: `await schema` and dynamic imports must not treat it as a promise.
    if (key === "then") return undefined;
    if (key === Symbol.toPrimitive || key === "toString" || key === "valueOf" || key === "toJSON") return describe;
    if (typeof key === "symbol") return undefined;
    return inert;
  },
  apply: () => inert,
  has: () => false,
  ownKeys: () => [],
  getOwnPropertyDescriptor: () => undefined,
};

// An arrow function has no non-configurable own property, so `ownKeys` may answer none.
const inert = new Proxy(() => undefined, handler) as unknown as Inert;

export const z = inert;
export default inert;
