import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { TooManyRequestsError } from "../errors.ts";
import { message } from "../i18n/messages.ts";
import { fixedWindowLimit } from "./rate-limit.ts";

// Rate limits counted in the database (decision 0076): what two processes count adds up.

const { db } = await createTestApp();
let clock = Date.parse("2026-12-03T10:00:00.000Z");

/** A limit as one server process makes it; two made alike stand for two processes on one database. */
const processLimit = (name = "test", max = 3) =>
  fixedWindowLimit({
    db,
    name,
    max,
    windowMs: 60_000,
    now: () => clock,
    refusal: (seconds) => message("search.tooManySearches", { seconds }),
  });

describe("a rate limit", () => {
  it("holds across processes, says how long to wait, and starts again when its window ends", async () => {
    const [first, second] = [processLimit(), processLimit()];
    await first.take("203.0.113.7");
    await second.take("203.0.113.7");
    clock += 10_000;
    await first.take("203.0.113.7");
    const refusal = await second.take("203.0.113.7").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 50 });

    // Another client, and another limit's counts of the same client, are their own.
    await first.take("198.51.100.1");
    await processLimit("other").take("203.0.113.7");

    clock += 50_000;
    await second.take("203.0.113.7");
    await first.take("203.0.113.7");
  });

  it("counts a key longer than the column by its hash, and loses no count of requests at the same time", async () => {
    const limit = processLimit("long", 20);
    const key = "x".repeat(5_000);
    await Promise.all(Array.from({ length: 20 }, () => limit.take(key)));
    await expect(limit.take(key)).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
