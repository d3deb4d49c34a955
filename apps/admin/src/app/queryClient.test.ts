import { describe, expect, it } from "vitest";
import { ApiError } from "@lawfirm/contract";
import { shouldRetry } from "./queryClient.ts";

describe("query retries", () => {
  it("never retries a 4xx answer", () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, new ApiError("no", status, "no"))).toBe(false);
  });

  it("retries network failures and server errors twice", () => {
    const offline = new ApiError("The server cannot be reached", 0, undefined);
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, new ApiError("boom", 503, "boom"))).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });
});
