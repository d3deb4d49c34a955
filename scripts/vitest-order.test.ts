import { describe, expect, it } from "vitest";
import { type FileToOrder, inRunOrder } from "./vitest-order.ts";

/** A file named by its project, environment and place in Vitest's order. */
function file(project: string, environment: string, name: string): FileToOrder & { name: string } {
  return { project, isolated: project.endsWith("-isolated"), environment, name };
}

const names = (files: { name: string }[]) => files.map((one) => one.name);

describe("the test files' run order", () => {
  // As Vitest gives them: project by project, each project's `-isolated` part after it.
  const vitestOrder = [
    file("sqlite", "node", "articles.api"),
    file("sqlite", "node", "people.api"),
    file("sqlite-isolated", "node", "search.api"),
    file("unit", "happy-dom", "TiptapEditor"),
    file("unit", "node", "routes"),
    file("unit", "happy-dom", "KindEditor"),
    file("unit-isolated", "node", "cpu-pool"),
    file("unit-isolated", "node", "lazy-page"),
  ];

  it("runs the isolated projects' files first, so that the CPU pool's long file does not end the run alone", () => {
    const order = names(inRunOrder(vitestOrder, (one) => one));
    expect(order.slice(0, 3)).toEqual(["search.api", "cpu-pool", "lazy-page"]);
    expect(order.at(-1)).not.toBe("cpu-pool");
  });

  it("keeps each project's files together, its files of one environment together, and Vitest's order within them", () => {
    expect(names(inRunOrder(vitestOrder, (one) => one))).toEqual([
      "search.api",
      "cpu-pool",
      "lazy-page",
      "articles.api",
      "people.api",
      "TiptapEditor",
      "KindEditor",
      "routes",
    ]);
  });
});
