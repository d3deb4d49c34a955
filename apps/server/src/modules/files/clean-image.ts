import type { UploadMimeType } from "@lawfirm/contract";
import type sharpFactory from "sharp";
import type { Sharp } from "sharp";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { isLosslessWebp } from "./file-type.ts";

type ImageMimeType = Exclude<UploadMimeType, "application/pdf">;

/**
 * The most pixels an uploaded image may have unless IMAGE_MAX_MEGAPIXELS says otherwise, every
 * frame of an animation counted: decoded, a few bytes can ask for gigabytes of memory (a
 * "decompression bomb"). 50 is twice a 24 MP camera.
 */
export const DEFAULT_IMAGE_MAX_MEGAPIXELS = 50;

// sharp loads a native library: import it on the first image, not when the server starts. One
// thread per image: the variants are made beside live requests on a small server (decision 0034).
// No operation cache: libvips would keep up to 50 MB of an upload's decoded and resized images
// for an operation asked again, which a server making each picture's variants once never does
// (decision 0104).
let loadedSharp: Promise<typeof sharpFactory> | undefined;
/** sharp, loaded once, working one thread per image, keeping no images between operations. */
export function loadSharp(): Promise<typeof sharpFactory> {
  loadedSharp ??= import("sharp").then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module.default;
  });
  return loadedSharp;
}

interface Source {
  isPalette: boolean;
  bytes: Buffer;
  /** Width × height, every frame counted. */
  pixels: number;
}

/**
 * The largest JPEG written with Huffman tables of its own (a few per cent smaller): libjpeg makes
 * them from a first pass over the whole image, so it keeps every block's coefficients meanwhile,
 * 2 bytes a sample. Cleaning a 24-megapixel photo so took about 160 MB above the process's start,
 * with the standard tables about 20 MB, libvips streaming the photo from decoder to encoder
 * (decision 0100). 4 megapixels keep that buffer near 12 MB, and the smaller pictures of a site
 * (portraits, covers) their few per cent.
 */
export const OPTIMISED_JPEG_MAX_PIXELS = 4_000_000;

/**
 * How each type is written again, in its own format: lossy ones at a high quality (AVIF's scale
 * runs lower than JPEG's: its 70 is about as good as JPEG's 90), lossless ones without loss. A
 * palette image has at most 256 colours, so quantising it again to a palette keeps every colour.
 */
const ENCODERS: Record<ImageMimeType, (image: Sharp, source: Source) => Sharp> = {
  "image/jpeg": (image, source) => image.jpeg({ quality: 90, optimiseCoding: source.pixels <= OPTIMISED_JPEG_MAX_PIXELS }),
  "image/png": (image, source) => image.png({ palette: source.isPalette }),
  "image/webp": (image, source) => image.webp(isLosslessWebp(source.bytes) ? { lossless: true } : { quality: 90 }),
  "image/gif": (image) => image.gif(),
  // AVIF's default effort takes seconds per megapixel on a small server; 2 costs only some size.
  "image/avif": (image) => image.avif({ quality: 70, effort: 2 }),
};

/** sharp keeps these animated (`animated: true` reads every frame); it cannot write an animated AVIF. */
const ANIMATED_TYPES: ReadonlySet<ImageMimeType> = new Set(["image/gif", "image/webp"]);

/** A cleaned image: its bytes, and its size in pixels as it is shown (upright; one frame of an animation). */
export interface CleanedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** More than one frame: an animated GIF or WebP. */
  animated: boolean;
}

/**
 * The upload's image written again in its own format, upright (its EXIF orientation applied) and
 * without any metadata: no EXIF (GPS position, camera, date), XMP, IPTC or comments. An embedded
 * colour profile is applied, so the pixels are plain sRGB, which browsers assume for an image
 * without a profile. Refuses what sharp cannot read (415) and, from its header alone before any
 * decoding, images of more than `maxPixels` pixels (413).
 */
export async function cleanImage(bytes: Buffer, mimeType: ImageMimeType, maxPixels: number): Promise<CleanedImage> {
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
  if (pixels > maxPixels) {
    const megapixels = (count: number) => Number((count / 1_000_000).toFixed(2));
    throw new HttpError(413, message("upload.tooManyPixels", { megapixels: megapixels(pixels), limit: megapixels(maxPixels) }));
  }
  const frames = metadata.pages ?? 1;
  const image = sharp(bytes, { animated, limitInputPixels: maxPixels });
  // sharp cannot rotate an animation: its frames stay as they are (cameras do not make animations).
  const upright = frames > 1 ? image : image.autoOrient();
  const cleaned = await ENCODERS[mimeType](upright, { isPalette: metadata.isPalette, bytes, pixels })
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, message("upload.unreadableImage"));
    });
  const shown = frames > 1 ? { width: metadata.width, height: metadata.pageHeight ?? metadata.height / frames } : metadata.autoOrient;
  return { bytes: cleaned, width: shown.width, height: shown.height, animated: frames > 1 };
}
