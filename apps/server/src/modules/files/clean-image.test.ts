import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { cleanImage } from "./clean-image.ts";
import { animation, BROKEN_JPEG, phoneJpeg, pixelBomb } from "./test-images.ts";

/** The decoded pixels, RGBA, as sRGB. */
const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();

/** The status of the HttpError `promise` rejects with. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(HttpError);
  return (error as HttpError).status;
}

/** A 48×32 picture with sharp edges, text and transparency: what a logo or a screenshot looks like. */
const logo = () =>
  sharp({ create: { width: 48, height: 32, channels: 4, background: "#ffffff00" } }).composite([
    {
      input: Buffer.from(
        '<svg width="48" height="32"><rect x="2" y="2" width="20" height="28" fill="#1f3a5f"/><text x="24" y="24" font-size="20" fill="#b22">Ab</text></svg>',
      ),
    },
  ]);

describe("cleaning an uploaded image", () => {
  it("turns a phone photo upright and keeps nothing of its metadata", async () => {
    const photo = await phoneJpeg();
    expect(await sharp(photo).metadata()).toMatchObject({
      width: 2,
      height: 1,
      orientation: 6,
      exif: expect.any(Buffer),
      xmp: expect.any(Buffer),
      iptc: expect.any(Buffer),
    });
    const cleaned = await cleanImage(photo, "image/jpeg");
    const metadata = await sharp(cleaned).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1, height: 2 });
    expect(metadata.orientation ?? 1).toBe(1);
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("keeps every pixel of a PNG, with a palette or without", async () => {
    for (const png of [await logo().png().toBuffer(), await logo().png({ palette: true }).toBuffer()]) {
      const cleaned = await cleanImage(png, "image/png");
      expect((await sharp(cleaned).metadata()).isPalette).toBe((await sharp(png).metadata()).isPalette);
      expect((await pixels(cleaned)).equals(await pixels(png))).toBe(true);
    }
  });

  it("keeps a lossless WebP lossless", async () => {
    const webp = await logo().webp({ lossless: true }).toBuffer();
    expect((await pixels(await cleanImage(webp, "image/webp"))).equals(await pixels(webp))).toBe(true);
  });

  it.each(["gif", "webp"] as const)("keeps an animated %s animated, with its frames, timing and loop", async (format) => {
    const cleaned = await cleanImage(await animation(format, ["#ff0000", "#00ff00", "#0000ff"]), `image/${format}`);
    const metadata = await sharp(cleaned, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format, pages: 3, width: 4, height: 9, delay: [100, 100, 100], loop: 0 });
  });

  it("keeps an animation that carries an orientation, as it is (sharp cannot rotate animations)", async () => {
    const sideways = await sharp(await animation("webp", ["#ff0000", "#00ff00"]), { animated: true })
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const metadata = await sharp(await cleanImage(sideways, "image/webp"), { animated: true }).metadata();
    expect(metadata).toMatchObject({ pages: 2, width: 4, height: 6 });
    expect(metadata.orientation).toBeUndefined();
  });

  it("keeps the colours of a photo with a wide-gamut colour profile, as plain sRGB", async () => {
    const colour = { r: 200, g: 90, b: 60 };
    // Display P3, as phones take photos: the stored values differ from the sRGB ones.
    const p3 = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .withIccProfile("p3")
      .jpeg({ quality: 100 })
      .toBuffer();
    const cleaned = await cleanImage(p3, "image/jpeg");
    expect((await sharp(cleaned).metadata()).hasProfile).toBe(false);
    const [r = 0, g = 0, b = 0] = await sharp(cleaned, { ignoreIcc: true }).raw().toBuffer();
    expect(Math.max(Math.abs(r - colour.r), Math.abs(g - colour.g), Math.abs(b - colour.b))).toBeLessThanOrEqual(4);
  });

  it("refuses an animation whose frames together have too many pixels, though each frame is under the limit", async () => {
    expect(await statusOf(cleanImage(pixelBomb(4000, 4000, 4), "image/gif"))).toBe(413);
  });

  it("refuses bytes that only start like an image, and an image cut off half way", async () => {
    expect(await statusOf(cleanImage(BROKEN_JPEG, "image/jpeg"))).toBe(415);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    expect(await statusOf(cleanImage(photo.subarray(0, photo.length / 2), "image/jpeg"))).toBe(415);
  });
});
