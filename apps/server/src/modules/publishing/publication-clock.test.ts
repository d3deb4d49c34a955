import { afterEach, describe, expect, it } from "vitest";
import { setClock } from "../../db/database.ts";
import { publicationClock, type PublicationChange } from "./publication-clock.ts";

/** A look-up the test answers by hand, in any order. */
function manualLookups() {
  const pending: { resolve: (change: PublicationChange | null) => void; reject: (error: Error) => void }[] = [];
  /** The time each look-up asked for the first change after. */
  const asked: string[] = [];
  const lookup = (after: string) =>
    new Promise<PublicationChange | null>((resolve, reject) => {
      asked.push(after);
      pending.push({ resolve, reject });
    });
  return { lookup, pending, asked };
}

const silent = { error: () => undefined };
/** A change at `time` of one news item, named by its time. */
const change = (time: string): PublicationChange => ({ time, keys: [`news:item:${time}`] });
const settle = () => new Promise((resolve) => setImmediate(resolve));
const at = (time: string) => setClock(() => new Date(time));

afterEach(() => setClock(undefined));

describe("the publication clock", () => {
  it("is due until its first look-up answers, then when the next change's time comes", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending } = manualLookups();
    const clock = publicationClock(lookup, silent);
    // Everything, until the time is known.
    expect(clock.due()).toBeNull();
    expect(clock.due()).toBeNull();
    // One look-up at a time.
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(change("2026-12-01T09:00:00.000Z"));
    await settle();
    expect(clock.due()).toBeUndefined();
    at("2026-12-01T09:00:00.000Z");
    // What the change reaches, not everything.
    expect(clock.due()).toEqual(["news:item:2026-12-01T09:00:00.000Z"]);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(null);
    await settle();
    expect(clock.due()).toBeUndefined();
  });

  it("tells once of each known time that has come (the CDN's purge), not of the unknown time before its first look-up", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending } = manualLookups();
    const heard: string[] = [];
    const clock = publicationClock(lookup, silent, (fell) => heard.push(fell.time));
    expect(clock.due()).not.toBeUndefined();
    pending[0]!.resolve(change("2026-12-01T09:00:00.000Z"));
    await settle();
    expect(heard).toEqual([]);
    at("2026-12-01T09:00:00.000Z");
    expect(clock.due()).not.toBeUndefined();
    expect(clock.due()).not.toBeUndefined();
    expect(heard).toEqual(["2026-12-01T09:00:00.000Z"]);
    pending[1]!.resolve(change("2026-12-01T10:00:00.000Z"));
    await settle();
    at("2026-12-01T10:00:01.000Z");
    clock.due();
    expect(heard).toEqual(["2026-12-01T09:00:00.000Z", "2026-12-01T10:00:00.000Z"]);
  });

  it("owes a change whose time came while nobody asked, and finds the ones after it that came meanwhile", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending, asked } = manualLookups();
    const heard: string[] = [];
    const clock = publicationClock(lookup, silent, (fell) => heard.push(fell.time));
    expect(clock.due()).toBeNull();
    expect(asked[0]).toBe("2026-12-01T08:00:00.000Z");
    pending[0]!.resolve(change("2026-12-01T09:00:00.000Z"));
    await settle();
    // 09:00 and 09:02 come on a quiet site; at 09:05 a write looks up the next change before any reader asked.
    at("2026-12-01T09:05:00.000Z");
    clock.refresh();
    expect(asked[1]).toBe("2026-12-01T09:00:00.000Z");
    pending[1]!.resolve(change("2026-12-01T09:02:00.000Z"));
    await settle();
    expect(clock.due()).toEqual(["news:item:2026-12-01T09:00:00.000Z"]);
    expect(clock.due()).toEqual(["news:item:2026-12-01T09:02:00.000Z"]);
    expect(asked[2]).toBe("2026-12-01T09:02:00.000Z");
    pending[2]!.resolve(change("2026-12-01T10:00:00.000Z"));
    await settle();
    expect(clock.due()).toBeUndefined();
    expect(heard).toEqual(["2026-12-01T09:00:00.000Z", "2026-12-01T09:02:00.000Z"]);
    // A write looks up from the present: what it changed itself (a version published now) is its own change.
    clock.refresh();
    expect(asked[3]).toBe("2026-12-01T09:05:00.000Z");
  });

  it("looks up after the present when the clock was set back behind the last change applied", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending, asked } = manualLookups();
    const clock = publicationClock(lookup, silent);
    clock.due();
    pending[0]!.resolve(change("2026-12-01T09:00:00.000Z"));
    await settle();
    at("2026-12-01T09:30:00.000Z");
    clock.refresh();
    expect(asked[1]).toBe("2026-12-01T09:00:00.000Z");
    // Set back to 08:30 before the owed change was applied: a change scheduled at 08:45 must not be hidden behind 09:00.
    at("2026-12-01T08:30:00.000Z");
    clock.refresh();
    expect(asked[2]).toBe("2026-12-01T08:30:00.000Z");
  });

  it("ignores a look-up that content changed behind, and is due while the newer one runs", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending } = manualLookups();
    const clock = publicationClock(lookup, silent);
    clock.refresh();
    clock.refresh();
    pending[1]!.resolve(change("2026-12-01T08:30:00.000Z"));
    pending[0]!.resolve(null);
    await settle();
    at("2026-12-01T08:30:00.000Z");
    expect(clock.due()).not.toBeUndefined();
  });

  it("keeps the time it knew while the look-up after a content change runs, and is due once a time it answers has come", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending } = manualLookups();
    const clock = publicationClock(lookup, silent);
    clock.refresh();
    pending[0]!.resolve(change("2026-12-01T09:00:00.000Z"));
    await settle();
    clock.refresh();
    // A write's look-up does not empty the cache of the answers the write did not reach.
    expect(clock.due()).toBeUndefined();
    at("2026-12-01T08:00:00.005Z");
    // The write scheduled a publication that fell due while the look-up ran.
    pending[1]!.resolve(change("2026-12-01T08:00:00.001Z"));
    await settle();
    expect(clock.due()).not.toBeUndefined();
  });

  it("stays due after a failed look-up, and looks again when asked", async () => {
    at("2026-12-01T08:00:00.000Z");
    const { lookup, pending } = manualLookups();
    const errors: unknown[] = [];
    const clock = publicationClock(lookup, { error: (...args: unknown[]) => errors.push(args) });
    clock.refresh();
    pending[0]!.reject(new Error("connection lost"));
    await settle();
    expect(errors).toHaveLength(1);
    expect(clock.due()).not.toBeUndefined();
    expect(pending).toHaveLength(2);
  });
});
