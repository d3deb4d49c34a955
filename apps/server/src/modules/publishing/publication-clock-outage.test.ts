import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "../../db/database.ts";
import { publicationClock } from "./publication-clock.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => setClock(undefined));

describe("the publication clock during a database outage", () => {
  it("logs a failed look-up once, however many requests ask again, and once more after one has answered", async () => {
    setClock(() => new Date("2026-12-01T08:00:00.000Z"));
    let answers: "fail" | "answer" = "fail";
    const lookup = () => (answers === "fail" ? Promise.reject(new Error("Connection terminated unexpectedly")) : Promise.resolve(null));
    const errors: unknown[] = [];
    const clock = publicationClock(lookup, { error: (...args: unknown[]) => errors.push(args) });
    // Every public request asks whether the cache is due; while the database is away each looks again.
    for (let request = 0; request < 20; request += 1) {
      expect(clock.due()).toBeNull();
      await settle();
    }
    expect(errors).toHaveLength(1);

    answers = "answer";
    clock.refresh();
    await settle();
    expect(clock.due()).toBeUndefined();

    answers = "fail";
    clock.refresh();
    await settle();
    clock.refresh();
    await settle();
    expect(errors).toHaveLength(2);
  });
});
