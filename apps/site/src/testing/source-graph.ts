import path from "node:path";

// The site's sources and what imports what, for tests that check what a chunk holds
// (routes.test.ts, i18n/start-messages.test.ts).

/** A file's path under src/ ("features/home/HomePage.data.ts") from its path relative to this file (in src/testing/). */
const fromSrc = (relative: string) => path.posix.join("testing", relative);
/** The site's sources as text (tests aside), by path under src/, for following what the data modules import. */
export const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true }),
  ).map(([relative, source]) => [fromSrc(relative), source]),
);
/**
 * The files a module imports at run time (type-only imports are erased), as keys of SOURCES; with
 * `dynamic` false, only those it imports statically (which load with it).
 */
function runtimeImports(file: string, { dynamic = true } = {}): string[] {
  const source = SOURCES[file] ?? "";
  const specifiers = [
    ...[...source.matchAll(/^(?:import|export)(\s+type)?\s[^;]*?\sfrom\s+"([^"]+)";/gm)]
      .filter((match) => !match[1])
      .map((match) => match[2]),
    ...[...source.matchAll(/^import\s+"([^"]+)";/gm)].map((match) => match[1]),
    ...(dynamic ? [...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]) : []),
  ].filter((specifier): specifier is string => specifier?.startsWith(".") ?? false);
  return specifiers.map((specifier) => {
    const base = path.posix.join(path.posix.dirname(file), specifier);
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => candidate in SOURCES) ?? base;
  });
}

/** The files the given ones import, directly or through others, with the given ones. */
export function reachedFrom(files: readonly string[], options?: { dynamic: boolean }): Set<string> {
  const reached = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...runtimeImports(file, options));
  }
  return reached;
}
