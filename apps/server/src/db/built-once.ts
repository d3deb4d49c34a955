// Queries built and compiled once per database and shape, then run with each call's values
// (decision 0152). Kysely builds a query as a tree of frozen nodes and compiles the tree to SQL on
// every call: about 0.1 ms a query, 3–5 ms of a page's first render that runs forty of them, and
// garbage for the collector. The reads a first render runs are built here once with a slot in
// place of each value, and each call fills the slots of the compiled text.
import { CompiledQuery, type Compilable } from "kysely";
import { readingNoClock, type Executor } from "./database.ts";

/** Where a call's value goes: the value named `name`, or item `index` of that list. Refuses to become text or a number. */
class Slot {
  constructor(
    readonly name: string,
    readonly index?: number,
  ) {}

  [Symbol.toPrimitive](): never {
    throw new Error(`The query built once uses its value "${this.name}" other than as a value of the query`);
  }
}

/** A query's values by name: each scalar a value of the query; each list a list of them; each boolean a choice of the query's shape. */
export type QueryValues = Record<string, string | number | null | boolean | readonly (string | number)[]>;

/** The compiled text of one shape, and where each of its parameters comes from. */
interface Template {
  sql: string;
  parameters: readonly unknown[];
}

/** How many shapes of one query are kept per database (lists' lengths make shapes); a call of another shape builds its query as usual. */
export const SHAPES_KEPT = 64;

/** The shape a call's values give the query: its booleans as they are, its lists' lengths. */
function shapeOf(values: QueryValues): string {
  let shape = "";
  for (const name in values) {
    const value = values[name];
    shape += typeof value === "boolean" ? (value ? "t" : "f") : Array.isArray(value) ? `${value.length}` : "_";
    shape += ",";
  }
  return shape;
}

/** The values a query is built from: a slot in place of each scalar and list item, the booleans as given. */
function slotsOf<V extends QueryValues>(values: V): V {
  const slotted: Record<string, unknown> = {};
  for (const name in values) {
    const value = values[name];
    slotted[name] =
      typeof value === "boolean" ? value : Array.isArray(value) ? value.map((_, index) => new Slot(name, index)) : new Slot(name);
  }
  return slotted as V;
}

/**
 * A read built once per database and shape: `build` makes the query from `values`, each of which
 * it may only pass to the query as a value (a slot stands in for it, which throws when made text
 * or a number) or, a boolean, choose the query's shape by; it must not read the clock either (the
 * time is a value: `now()` throws while it builds). Answers the rows.
 */
export function builtOnce<V extends QueryValues, R>(build: (db: Executor, values: V) => Compilable<R>) {
  // Per database (its adapter, which its transactions share), the templates by shape.
  const templates = new WeakMap<object, Map<string, Template>>();
  return async (db: Executor, values: V): Promise<R[]> => {
    const executor = db.getExecutor();
    let shapes = templates.get(executor.adapter);
    if (!shapes) templates.set(executor.adapter, (shapes = new Map()));
    const shape = shapeOf(values);
    let template = shapes.get(shape);
    if (!template) {
      if (shapes.size >= SHAPES_KEPT) return (await db.executeQuery(build(db, values))).rows;
      template = readingNoClock(() => build(db, slotsOf(values)).compile());
      shapes.set(shape, template);
    }
    const parameters = template.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      const value = values[parameter.name];
      return parameter.index === undefined ? value : (value as readonly unknown[])[parameter.index];
    });
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}
