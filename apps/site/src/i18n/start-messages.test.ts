import { describe, expect, it } from "vitest";
import { reachedFrom, SOURCES } from "../testing/source-graph";
import { enUS } from "./en_US";
import { enUSPages } from "./en_US.pages";

// The catalogs' start part (decision 0102) is all the browser has of them before a page's first
// render: the layout, the home page and the error views show only its messages. What they load
// with them is what app/start.tsx and the home page import statically.
const START_FILES = reachedFrom(["app/start.tsx", "features/home/HomePage.tsx"], { dynamic: false });
const ALL_KEYS = [...Object.keys(enUS), ...Object.keys(enUSPages)];

/** The message keys a source names: as a string, or as the start of a template (`nav.${name}`). */
function keysNamedIn(source: string): string[] {
  return [...source.matchAll(/["'`]([a-zA-Z0-9_.]+)(\$\{)?/g)].flatMap(([, text, template]) =>
    template ? ALL_KEYS.filter((key) => key.startsWith(text!)) : ALL_KEYS.filter((key) => key === text),
  );
}

describe("the catalogs' start part", () => {
  it("is what the start, the layout, the home page and the error views load", () => {
    for (const file of ["app/Layout.tsx", "app/RouteError.tsx", "features/not-found/NotFoundView.tsx", "features/home/HomePage.tsx"]) {
      expect(START_FILES).toContain(file);
    }
    expect([...START_FILES].filter((file) => file.includes(".pages") || file.endsWith(".data.ts"))).toEqual([]);
  });

  it("holds every message they name", () => {
    const named = new Set([...START_FILES].filter((file) => !file.startsWith("i18n/")).flatMap((file) => keysNamedIn(SOURCES[file] ?? "")));
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((key) => !Object.hasOwn(enUS, key))).toEqual([]);
  });

  it("holds nothing they do not name (the rest is the pages part's)", () => {
    const named = new Set([...START_FILES].flatMap((file) => keysNamedIn(SOURCES[file] ?? "")));
    expect(Object.keys(enUS).filter((key) => !named.has(key))).toEqual([]);
  });
});
