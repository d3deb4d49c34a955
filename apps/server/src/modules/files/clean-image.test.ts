import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { cleanImage, loadSharp, OPTIMISED_JPEG_MAX_PIXELS } from "./clean-image.ts";
import { animation, BROKEN_JPEG, phoneJpeg, pixelBomb } from "./test-images.ts";

/** The decoded pixels, RGBA, as sRGB. */
const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();

/** The limit the server starts with (IMAGE_MAX_MEGAPIXELS). */
const MAX_PIXELS = 50_000_000;

/** The cleaned image's bytes. */
const clean = async (bytes: Buffer, mimeType: Parameters<typeof cleanImage>[1]) => (await cleanImage(bytes, mimeType, MAX_PIXELS)).bytes;

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
  it("works with libvips' operation cache off, so that no upload's images stay in memory after it", async () => {
    await cleanImage(await phoneJpeg(), "image/jpeg", MAX_PIXELS);
    const { memory, items } = (await loadSharp()).cache();
    expect(memory.max).toBe(0);
    expect(items).toEqual({ current: 0, max: 0 });
  });

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
    const cleaned = await clean(photo, "image/jpeg");
    const metadata = await sharp(cleaned).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1, height: 2 });
    expect(metadata.orientation ?? 1).toBe(1);
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("answers the size as the image is shown: upright, and one frame of an animation", async () => {
    expect(await cleanImage(await phoneJpeg(), "image/jpeg", MAX_PIXELS)).toMatchObject({ width: 1, height: 2, animated: false });
    const moving = await cleanImage(await animation("gif", ["#ff0000", "#00ff00", "#0000ff"]), "image/gif", MAX_PIXELS);
    expect(moving).toMatchObject({ width: 4, height: 3, animated: true });
  });

  it("refuses an image above the configured limit from its header, before decoding it", async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const refused: unknown = await cleanImage(photo, "image/jpeg", 50_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(413);
    expect((refused as HttpError).message).toBe(
      "The image has 0.06 megapixels; at most 0.05 megapixels can be uploaded. Make it smaller and upload it once more.",
    );
  });

  it("keeps every pixel of a PNG, with a palette or without", async () => {
    for (const png of [await logo().png().toBuffer(), await logo().png({ palette: true }).toBuffer()]) {
      const cleaned = await clean(png, "image/png");
      expect((await sharp(cleaned).metadata()).isPalette).toBe((await sharp(png).metadata()).isPalette);
      expect((await pixels(cleaned)).equals(await pixels(png))).toBe(true);
    }
  });

  it("keeps a lossless WebP lossless", async () => {
    const webp = await logo().webp({ lossless: true }).toBuffer();
    expect((await pixels(await clean(webp, "image/webp"))).equals(await pixels(webp))).toBe(true);
  });

  it.each(["gif", "webp"] as const)("keeps an animated %s animated, with its frames, timing and loop", async (format) => {
    const cleaned = await clean(await animation(format, ["#ff0000", "#00ff00", "#0000ff"]), `image/${format}`);
    const metadata = await sharp(cleaned, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format, pages: 3, width: 4, height: 9, delay: [100, 100, 100], loop: 0 });
  });

  it("keeps an animation that carries an orientation, as it is (sharp cannot rotate animations)", async () => {
    const sideways = await sharp(await animation("webp", ["#ff0000", "#00ff00"]), { animated: true })
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const metadata = await sharp(await clean(sideways, "image/webp"), { animated: true }).metadata();
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
    const cleaned = await clean(p3, "image/jpeg");
    expect((await sharp(cleaned).metadata()).hasProfile).toBe(false);
    const [r = 0, g = 0, b = 0] = await sharp(cleaned, { ignoreIcc: true }).raw().toBuffer();
    expect(Math.max(Math.abs(r - colour.r), Math.abs(g - colour.g), Math.abs(b - colour.b))).toBeLessThanOrEqual(4);
  });

  it("refuses an animation whose frames together have too many pixels, though each frame is under the limit", async () => {
    expect(await statusOf(cleanImage(pixelBomb(4000, 4000, 4), "image/gif", MAX_PIXELS))).toBe(413);
  });

  it("refuses bytes that only start like an image, and an image cut off half way", async () => {
    expect(await statusOf(clean(BROKEN_JPEG, "image/jpeg"))).toBe(415);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    expect(await statusOf(clean(photo.subarray(0, photo.length / 2), "image/jpeg"))).toBe(415);
  });

  it("writes a large JPEG with the standard Huffman tables, which need no buffer of the whole image, and a smaller one with its own", async () => {
    // The standard tables' luminance DC code lengths (JPEG, Annex K.3): 0 codes of 1 bit, 1 of 2 bits, 5 of 3 bits, …
    const standardLuminanceDc = Buffer.from([0x00, 0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    const photo = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
        .jpeg({ quality: 80 })
        .toBuffer();
    const large = await clean(await photo(2500, 1700), "image/jpeg");
    expect(2500 * 1700).toBeGreaterThan(OPTIMISED_JPEG_MAX_PIXELS);
    expect(large.includes(standardLuminanceDc)).toBe(true);
    const small = await clean(await photo(1600, 1000), "image/jpeg");
    expect(small.includes(standardLuminanceDc)).toBe(false);
    expect(await sharp(large).metadata()).toMatchObject({ format: "jpeg", width: 2500, height: 1700 });
  });
});
