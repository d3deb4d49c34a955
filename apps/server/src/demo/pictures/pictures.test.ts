import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoPictures } from "./index.ts";
import { portraitSvg } from "./portrait.ts";

describe("the demo pictures", () => {
  it("are the same for the same seed and differ between seeds", () => {
    expect(portraitSvg("a")).toBe(portraitSvg("a"));
    expect(portraitSvg("a")).not.toBe(portraitSvg("b"));
  });

  it.each([
    ["a portrait", () => demoPictures.portrait("test-person"), 480, 640, "webp"],
    ["a news cover", () => demoPictures.cover("news", "test-news"), 1200, 675, "webp"],
    ["an honor cover", () => demoPictures.cover("honor", "test-honor"), 1200, 675, "webp"],
    ["a banner", () => demoPictures.banner("test-banner"), 1920, 800, "webp"],
    ["an office picture", () => demoPictures.environment("library"), 1200, 800, "webp"],
    ["the logo", () => demoPictures.logo(), 256, 256, "png"],
    ["an icon", () => demoPictures.icon("scales"), 128, 128, "png"],
  ] as const)("renders %s at its size, small", async (_name, make, width, height, format) => {
    const picture = await make();
    const metadata = await sharp(picture.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width, height, format });
    expect(picture.bytes.length).toBeLessThan(60_000);
    expect(picture.fileName).toMatch(new RegExp(`^demo-.+\\.${format}$`));
  });
});
