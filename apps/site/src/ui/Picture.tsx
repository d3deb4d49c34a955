import {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  type ImageDescription,
  type ImageVariantFormat,
} from "@lawfirm/contract";
import styles from "./Picture.module.css";

const ROOT_FONT_PX = 16;
/** The densest screen the variants serve at full sharpness: twice as many device pixels as CSS pixels. */
const MAX_PIXEL_RATIO = 2;

/** `text` split at its commas outside parentheses (`min(72rem, 100vw)` stays one part). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/** The largest CSS width in pixels `length` has on viewports up to `viewportWidth` wide (Infinity: no bound). */
function largestLength(length: string, viewportWidth: number): number {
  const within = /^min\((.*)\)$/.exec(length);
  if (within) return Math.min(...splitTopLevel(within[1] ?? "").map((part) => largestLength(part, viewportWidth)));
  const unit = /^([\d.]+)(px|rem|vw)$/.exec(length);
  if (!unit) return Infinity;
  const value = Number(unit[1]);
  if (unit[2] === "px") return value;
  if (unit[2] === "rem") return value * ROOT_FONT_PX;
  return (value / 100) * viewportWidth;
}

/**
 * The widest a picture is laid out, in CSS pixels, read from its `sizes`: each entry applies from
 * its `(min-width: …)` up to the previous entry's (the entries go from the widest screens down, as
 * the browser reads them), the last one below them all. Infinity when a width grows without bound
 * or the text is not understood, so that every variant is offered.
 */
export function largestLayoutWidth(sizes: string): number {
  let upperViewport = Infinity;
  let largest = 0;
  for (const entry of splitTopLevel(sizes)) {
    const condition = /^\(min-width:\s*([\d.]+)(px|rem)\)\s*(.+)$/.exec(entry);
    const length = condition ? (condition[3] ?? "") : entry;
    largest = Math.max(largest, largestLength(length, upperViewport));
    if (condition) upperViewport = Number(condition[1]) * (condition[2] === "rem" ? ROOT_FONT_PX : 1);
  }
  return largest;
}

/**
 * The variant widths worth offering for a place laid out as `sizes` says: up to the first that
 * covers its largest width on a screen of twice the pixel density. The others would never be
 * chosen, and each costs markup in every page that shows the picture (docs/performance.md).
 */
export function variantWidthsFor(sizes: string): readonly number[] {
  const needed = largestLayoutWidth(sizes) * MAX_PIXEL_RATIO;
  const last = IMAGE_VARIANT_WIDTHS.findIndex((width) => width >= needed);
  return last === -1 ? IMAGE_VARIANT_WIDTHS : IMAGE_VARIANT_WIDTHS.slice(0, last + 1);
}

/** The `srcset` of an upload's variants in `format` (else the image's own kind), in `widths`. */
function variantSrcSet(src: string, widths: readonly number[], format?: ImageVariantFormat): string {
  return widths.map((width) => `${imageVariantUrl(src, width, format)} ${width}w`).join(", ");
}

/** The variant width a browser that ignores `srcset` loads: the narrowest at least `width` wide. */
function fallbackWidth(width: number): number {
  return IMAGE_VARIANT_WIDTHS.find((candidate) => candidate >= width) ?? width;
}

/**
 * The alt text of a picture (decision 0036): empty when the media item only decorates, else its
 * alt text in the page's language when written, else the place's own (`alt`); never the file name.
 */
export function pictureAlt(alt: string, description: ImageDescription | undefined): string {
  if (description?.decorative) return "";
  return description?.alt || alt;
}

/** The focal point as `object-position`, so that the CSS's crop keeps it in view; none for the centre. */
function focalStyle(description: ImageDescription | undefined) {
  if (!description || (description.focalX === null && description.focalY === null)) return undefined;
  const percent = (value: number | null) => `${Math.round((value ?? 0.5) * 1000) / 10}%`;
  return { objectPosition: `${percent(description.focalX)} ${percent(description.focalY)}` };
}

/**
 * An uploaded picture, loaded in the width and format the screen needs (docs/decisions/0034): AVIF
 * and WebP sources and the image's own kind, each in the widths the server keeps that the place can
 * use (`variantWidthsFor`), chosen by the browser from `sizes` (the width the picture takes on the
 * page, as the CSS lays it out). `width`
 * and `height` give the aspect ratio of the place (the crop the CSS uses), so nothing moves while it
 * loads. An address that is no upload with variants (another site's, an SVG drawing, a GIF) is a
 * plain image. `description` (from the public answer) gives the media item's alt text and focal point.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  loading,
  fetchPriority,
  description,
}: {
  src: string;
  /** The place's own alt text, used when the media item has none. */
  alt: string;
  description?: ImageDescription | undefined;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
}) {
  const image = {
    alt: pictureAlt(alt, description),
    width,
    height,
    className,
    loading,
    fetchPriority,
    decoding: "async",
    style: focalStyle(description),
  } as const;
  if (!hasImageVariants(src)) return <img src={src} {...image} />;
  const widths = variantWidthsFor(sizes);
  return (
    <picture className={styles.picture}>
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(src, widths, format)} sizes={sizes} />
      ))}
      <img src={imageVariantUrl(src, fallbackWidth(width))} srcSet={variantSrcSet(src, widths)} sizes={sizes} {...image} />
    </picture>
  );
}
