import { hasImageVariants, IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantUrl, type ImageVariantFormat } from "@lawfirm/contract";
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
 * An uploaded picture, loaded in the width and format the screen needs (docs/decisions/0034): AVIF
 * and WebP sources and the image's own kind, each in every width the server keeps, chosen by the
 * browser from `sizes` (the width the picture takes on the page, as the CSS lays it out). `width`
 * and `height` give the aspect ratio of the place (the crop the CSS uses), so nothing moves while it
 * loads. An address that is no upload with variants (another site's, an SVG drawing, a GIF) is a
 * plain image.
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
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
}) {
  const image = { alt, width, height, className, loading, fetchPriority, decoding: "async" } as const;
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
