/** Whether a value is a group of fields (a form's `versions`, a version's, the item's `common`), not a field's value. */
const isGroup = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether two form values are the same (empty ones alike). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The editor's edits laid over another's change (decision 0050): of form values `loaded` (the item
 * as the editor read it), `mine` (the form now) and `theirs` (the item as someone else saved it
 * meanwhile), each field the editor changed keeps the editor's value, and every other field takes
 * theirs. Groups of fields (versions, a version's fields, the item's) are merged field by field; a
 * field's value (a text, a list) is taken whole.
 */
export function mergeEdits<Values>(loaded: Values, mine: Values, theirs: Values): Values {
  return mergeValue(loaded, mine, theirs) as Values;
}

function mergeValue(loaded: unknown, mine: unknown, theirs: unknown): unknown {
  if (isGroup(mine) && isGroup(theirs)) {
    const before = isGroup(loaded) ? loaded : {};
    const names = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return Object.fromEntries([...names].map((name) => [name, mergeValue(before[name], mine[name], theirs[name])]));
  }
  return sameValue(mine, loaded) ? theirs : mine;
}
