import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoPictures } from "./index.ts";
import { initialsOf, portraitSvg } from "./portrait.ts";

describe("the demo pictures", () => {
  it("are the same for the same seed and differ between seeds", () => {
    expect(portraitSvg("a", "Anna Berg")).toBe(portraitSvg("a", "Anna Berg"));
    expect(portraitSvg("a", "Anna Berg")).not.toBe(portraitSvg("b", "Anna Berg"));
  });

  it("draw portraits as monogram cards of the person's initials, titles left out", () => {
    expect(initialsOf("Dr Katharina Müller")).toBe("KM");
    expect(initialsOf("Prof. Dr. Felix Auer")).toBe("FA");
    expect(initialsOf("Maximilian von Hohenberg-Straßburger, LL.M.")).toBe("MH");
    expect(initialsOf("Wang Xiaoming")).toBe("WX");
    expect(initialsOf("王小明")).toBe("王");
    expect(initialsOf("Élodie")).toBe("É");
    const card = portraitSvg("a", "Sophie <Brandt>");
    expect(card).toContain(">SB</text>");
    // One treatment for everyone: no drawn face or body, only the card and its initials.
    expect(card).not.toMatch(/<ellipse|<circle/);
  });

  it.each([
    ["a portrait", () => demoPictures.portrait("test-person", "Jana Roth"), 480, 640, "webp"],
    ["a news cover", () => demoPictures.cover("news", "test-news"), 1200, 675, "webp"],
    ["an honor cover", () => demoPictures.cover("honor", "test-honor"), 1200, 675, "webp"],
    ["a banner", () => demoPictures.banner("test-banner"), 1920, 800, "webp"],
    ["an office picture", () => demoPictures.environment("library"), 1200, 800, "webp"],
    ["the logo", () => demoPictures.logo(), 256, 256, "png"],
    ["an icon (SVG, for the icon library)", () => demoPictures.icon("scales"), 128, 128, "svg"],
  ] as const)("renders %s at its size, small", async (_name, make, width, height, format) => {
    const picture = await make();
    const metadata = await sharp(picture.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width, height, format });
    expect(picture.bytes.length).toBeLessThan(60_000);
    expect(picture.fileName).toMatch(new RegExp(`^demo-.+\\.${format}$`));
  });
});
