import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkPreviewToken, signPreviewToken } from "./preview-token.ts";

const key = randomBytes(32);
const news12 = { kind: "news", id: 12 } as const;
const expiresAt = new Date("2026-12-01T10:00:00Z");
const before = new Date("2026-12-01T09:59:59Z");
const token = signPreviewToken(key, news12, expiresAt);

describe("preview tokens", () => {
  it("open the version they were signed for until they expire", () => {
    expect(token).toMatch(/^1796119200\.[\w-]{43}$/);
    expect(checkPreviewToken(key, token, news12, before)).toBe("valid");
    expect(checkPreviewToken(key, token, news12, expiresAt)).toBe("expired");
  });

  it("open no other version, and no version of another kind", () => {
    expect(checkPreviewToken(key, token, { kind: "news", id: 13 }, before)).toBe("invalid");
    expect(checkPreviewToken(key, token, { kind: "case", id: 12 }, before)).toBe("invalid");
  });

  it("refuse a changed expiry, a changed signature, another key's signature and anything malformed", () => {
    const [expires, signature] = token.split(".") as [string, string];
    expect(checkPreviewToken(key, `${Number(expires) + 60}.${signature}`, news12, before)).toBe("invalid");
    // The first character: the last one of a base64url SHA-256 carries two padding bits, which decoding ignores.
    expect(checkPreviewToken(key, `${expires}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`, news12, before)).toBe(
      "invalid",
    );
    expect(checkPreviewToken(randomBytes(32), token, news12, before)).toBe("invalid");
    for (const malformed of ["", expires, `${expires}.`, `x.${signature}`, `${token}.1`, `${expires}.${signature}=`]) {
      expect(checkPreviewToken(key, malformed, news12, before), malformed).toBe("invalid");
    }
  });
});
