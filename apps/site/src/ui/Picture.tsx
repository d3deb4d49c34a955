import {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  type ImageDescription,
  type ImageVariantFormat,
} from "@lawfirm/contract";
import styles from "./Picture.module.css";

/** The `srcset` of an upload's variants in `format` (else the image's own kind): every width the server keeps. */
function variantSrcSet(src: string, format?: ImageVariantFormat): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(src, width, format)} ${width}w`).join(", ");
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
 * and WebP sources and the image's own kind, each in every width the server keeps, chosen by the
 * browser from `sizes` (the width the picture takes on the page, as the CSS lays it out). `width`
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
  return (
    <picture className={styles.picture}>
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(src, format)} sizes={sizes} />
      ))}
      <img src={imageVariantUrl(src, fallbackWidth(width))} srcSet={variantSrcSet(src)} sizes={sizes} {...image} />
    </picture>
  );
}
