import { describe, expect, it } from "vitest";
import { hasImageVariants, imageVariantUrl } from "./files.ts";

describe("image variant addresses", () => {
  it.each([
    ["/api/upload/0123456789abcdef0123456789abcdef.jpg", true],
    ["/api/upload/0123456789abcdef0123456789abcdef.png", true],
    ["/api/upload/0123456789abcdef0123456789abcdef.webp", true],
    ["/api/upload/0123456789abcdef0123456789abcdef.avif", true],
    // An animation keeps its frames; a drawing is sharp at every size; a document is no picture.
    ["/api/upload/0123456789abcdef0123456789abcdef.gif", false],
    ["/api/upload/0123456789abcdef0123456789abcdef.svg", false],
    ["/api/upload/0123456789abcdef0123456789abcdef.pdf", false],
    ["https://images.example.com/0123456789abcdef0123456789abcdef.jpg", false],
    ["/api/upload/0123456789abcdef0123456789abcdef.jpg?w=320", false],
  ])("knows whether %s has variants (%s)", (url, expected) => {
    expect(hasImageVariants(url)).toBe(expected);
  });

  it("asks for a width, and a format when one is named", () => {
    const url = "/api/upload/0123456789abcdef0123456789abcdef.jpg";
    expect(imageVariantUrl(url, 720, "avif")).toBe(`${url}?w=720&f=avif`);
    expect(imageVariantUrl(url, 320)).toBe(`${url}?w=320`);
  });
});
