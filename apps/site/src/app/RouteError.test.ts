import { ApiError } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "./lazy-page";
import { isWorthLogging } from "./RouteError";

describe("a page's error in the console (on the server, its log)", () => {
  it("is written for a failure of the page", () => {
    expect(isWorthLogging(new ApiError("failed", 500, "Internal error"))).toBe(true);
    expect(isWorthLogging(new TypeError("x is undefined"))).toBe(true);
  });

  it("is not written for the server's 'not now' (starting, or its database away: logged once by the server) or a chunk that failed to load", () => {
    expect(isWorthLogging(new ApiError("unavailable", 503, "The database is not answering"))).toBe(false);
    expect(isWorthLogging(new ChunkLoadError(new Error("offline")))).toBe(false);
  });
});
