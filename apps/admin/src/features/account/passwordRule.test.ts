import { describe, expect, it } from "vitest";
import { passwordProblem } from "./passwordRule.ts";

describe("password rule in the change-password form", () => {
  it("accepts what the server accepts", () => {
    expect(passwordProblem("correct-horse-7", "admin")).toBeUndefined();
  });

  it("names each reason the server would refuse", () => {
    expect(passwordProblem("short1!", "admin")).toEqual({ key: "password.tooShort", params: { min: 10 } });
    expect(passwordProblem("x".repeat(199) + "12", "admin")).toEqual({ key: "password.tooLong", params: { max: 200 } });
    expect(passwordProblem("onlyletterslong", "admin")).toEqual({ key: "password.needsMix" });
    expect(passwordProblem("1234567890", "admin")).toEqual({ key: "password.needsMix" });
    expect(passwordProblem("my-Admin-password", "admin")).toEqual({ key: "password.containsAccount" });
  });
});
