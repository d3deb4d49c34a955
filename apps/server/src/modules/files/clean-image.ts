import type { UploadMimeType } from "@lawfirm/contract";
import type sharpFactory from "sharp";
import type { Sharp } from "sharp";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { isLosslessWebp } from "./file-type.ts";

type ImageMimeType = Exclude<UploadMimeType, "application/pdf">;

/**
 * The most pixels an uploaded image may have, every frame of an animation counted: decoded, a
 * few bytes can ask for gigabytes of memory (a "decompression bomb"). 50 is twice a 24 MP camera.
 */
const MAX_IMAGE_MEGAPIXELS = 50;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

// sharp loads a native library: import it on the first image upload, not when the server starts.
let loadedSharp: Promise<typeof sharpFactory> | undefined;
function loadSharp(): Promise<typeof sharpFactory> {
  loadedSharp ??= import("sharp").then((module) => module.default);
  return loadedSharp;
}

interface Source {
  isPalette: boolean;
  bytes: Buffer;
}

/**
 * How each type is written again, in its own format: lossy ones at a high quality (AVIF's scale
 * runs lower than JPEG's: its 70 is about as good as JPEG's 90), lossless ones without loss. A
 * palette image has at most 256 colours, so quantising it again to a palette keeps every colour.
 */
const ENCODERS: Record<ImageMimeType, (image: Sharp, source: Source) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image, source) => image.png({ palette: source.isPalette }),
  "image/webp": (image, source) => image.webp(isLosslessWebp(source.bytes) ? { lossless: true } : { quality: 90 }),
  "image/gif": (image) => image.gif(),
  // AVIF's default effort takes seconds per megapixel on a small server; 2 costs only some size.
  "image/avif": (image) => image.avif({ quality: 70, effort: 2 }),
};

/** sharp keeps these animated (`animated: true` reads every frame); it cannot write an animated AVIF. */
const ANIMATED_TYPES: ReadonlySet<ImageMimeType> = new Set(["image/gif", "image/webp"]);

/**
 * The upload's image written again in its own format, upright (its EXIF orientation applied) and
 * without any metadata: no EXIF (GPS position, camera, date), XMP, IPTC or comments. An embedded
 * colour profile is applied, so the pixels are plain sRGB, which browsers assume for an image
 * without a profile. Refuses what sharp cannot read (415) and images above the pixel limit (413).
 */
export async function cleanImage(bytes: Buffer, mimeType: ImageMimeType): Promise<Buffer> {
  const sharp = await loadSharp();
  const animated = ANIMATED_TYPES.has(mimeType);
  // The header alone is read without sharp's limit, which counts one frame only: the total of
  // every frame is checked here, and a too-large image is told apart from an unreadable one.
  const metadata = await sharp(bytes, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(415, message("upload.unreadableImage"));
    });
  // With `animated`, the height is that of all frames stacked.
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, message("upload.tooManyPixels", { megapixels: Math.ceil(pixels / 1_000_000), limit: MAX_IMAGE_MEGAPIXELS }));
  }
  const image = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
  // sharp cannot rotate an animation: its frames stay as they are (cameras do not make animations).
  const upright = (metadata.pages ?? 1) > 1 ? image : image.autoOrient();
  return ENCODERS[mimeType](upright, { isPalette: metadata.isPalette, bytes })
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, message("upload.unreadableImage"));
    });
}
