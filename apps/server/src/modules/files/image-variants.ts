import path from "node:path";
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat } from "@lawfirm/contract";
import type { Sharp } from "sharp";
import { loadSharp } from "./clean-image.ts";

const LARGEST_WIDTH = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 2400;

/** The format each width is also made in beside the contract's: JPEG, or PNG for pictures with transparency or sharp edges. */
export type FallbackFormat = "jpg" | "png";
export type VariantFormat = ImageVariantFormat | FallbackFormat;

export const VARIANT_MIME_TYPES: Readonly<Record<VariantFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The uploads that get variants: every raster image (an animation is told apart only by reading it). */
export const VARIANT_SOURCE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/** What was made of an upload: its size in pixels (upright), and the widths and formats of its variants (none for an animation). */
export interface Variants {
  width: number;
  height: number;
  widths: number[];
  formats: VariantFormat[];
}

/** The widths an image `width` pixels wide is made at: never wider than itself, and itself when it is not too large. */
export function widthsFor(width: number): number[] {
  const smaller = IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width);
  return width <= LARGEST_WIDTH ? [...smaller, width] : smaller;
}

/** The file name of an upload's variant: `<hex>-<width>.<format>` beside the upload's `<hex>.<ext>`. */
export function variantFileName(storedName: string, width: number, format: VariantFormat): string {
  return `${storedName.slice(0, storedName.indexOf("."))}-${width}.${format}`;
}

/**
 * How each format is written. Qualities are those at which a photo looks like its original at its
 * size on screen (AVIF's scale runs lower than JPEG's). The efforts are low: on a small server the
 * defaults take seconds per megapixel (AVIF) or four times as long as effort 2 (WebP), for files
 * only a few per cent smaller.
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 82, progressive: true }),
  png: (image) => image.png(),
};

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** One variant as written: its width, format, and the file it was written to. */
export interface EncodedVariant {
  width: number;
  format: VariantFormat;
  file: string;
}

/**
 * Encodes the width variants of an upload (its file, `file`) in AVIF, WebP and its fallback
 * format, from one decoding of it at the largest width kept, each smaller width resized from the
 * next larger (resizing a 24-megapixel photo seven times would cost more than encoding). Each is
 * written to a file of its own in `folder` (`<width>.<format>`). An animation gets none (AVIF
 * cannot hold one here, and a still would lose it). Refuses an image above `maxPixels` before
 * decoding it; `name` says which upload in that refusal. Runs in the image process (decision
 * 0109), which reads and writes files (decision 0126): the caller stores the variants from their
 * files and never holds one whole.
 */
export async function encodeVariants(input: {
  file: string;
  folder: string;
  maxPixels: number;
  name: string;
}): Promise<Variants & { files: EncodedVariant[] }> {
  const { file, folder, maxPixels, name } = input;
  const sharp = await loadSharp();
  const metadata = await sharp(file, { animated: true, limitInputPixels: false }).metadata();
  const frames = metadata.pages ?? 1;
  if (frames > 1) {
    return { width: metadata.width, height: metadata.pageHeight ?? metadata.height / frames, widths: [], formats: [], files: [] };
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new Error(`${name} has ${metadata.width}×${metadata.height} pixels, more than IMAGE_MAX_MEGAPIXELS allows`);
  }
  const fallback: FallbackFormat = metadata.hasAlpha || metadata.format === "png" || metadata.format === "gif" ? "png" : "jpg";
  const formats: VariantFormat[] = [...IMAGE_VARIANT_FORMATS, fallback];
  // Decoded at the largest width kept, not whole: a JPEG is then decoded at a half, a quarter or
  // an eighth of its size (libvips' shrink on load), and a 24-megapixel photo's pixels (72 MB)
  // are never held at once (decision 0093).
  const decoded = (await sharp(file, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true })) as RawImage;
  const upright = metadata.autoOrient;
  const widths = widthsFor(upright.width);
  const files: EncodedVariant[] = [];
  let source = decoded;
  for (const width of [...widths].reverse()) {
    source =
      width === source.info.width
        ? source
        : ((await sharp(source.data, { raw: source.info }).resize({ width }).raw().toBuffer({ resolveWithObject: true })) as RawImage);
    for (const format of formats) {
      const written = path.join(folder, `${width}.${format}`);
      await ENCODERS[format](sharp(source.data, { raw: source.info })).toFile(written);
      files.push({ width, format, file: written });
    }
  }
  return { width: upright.width, height: upright.height, widths, formats, files };
}
