import type { Executor } from "../../db/database.ts";
import { keepServedForm, keptText, type ServedPicture, uploadedPictureSources, withServedPictures } from "../../http/rich-text.ts";
import { storedNameOfUrl } from "../files/files.service.ts";
import { widthsFor } from "../files/image-variants.ts";
import { findRichTextPictures } from "./media.repository.ts";

/** Gives one rich text its pictures as public answers serve them. */
export type ServeRichTextPictures = (html: string) => string;

/** Still pictures' kinds, which get variants (a GIF may be an animation, which gets none). */
const STILL_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/**
 * The widths an upload's variants exist in, narrowest first (`320,480,720`; "": none made). While
 * they are not made yet (null), those they will be made in: the server answers each with the
 * original meanwhile, for a minute only (decision 0034), so that a page cached in the meantime
 * need not change when they arrive.
 */
function variantWidthsOf(row: { variantWidths: string | null; width: number | null; mimeType: string }): number[] {
  if (row.variantWidths === null) return row.width && STILL_TYPES.has(row.mimeType) ? widthsFor(row.width) : [];
  return row.variantWidths
    .split(",")
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
}

/**
 * The rich texts of a public answer with their uploaded pictures as a screen needs them (decisions
 * 0034 and 0036): each gets its upload's size, a `srcset` of its variants with the rich-text
 * column's `sizes`, `loading="lazy"` and `decoding="async"`; one that follows the library
 * (`data-alt-source="library"`) its media item's current alt text in `lang` (`""` for an item
 * marked decorative; the stored alt when the item has none in `lang`). One query for all the
 * pictures of `texts`, none when no text has an uploaded picture; the answer maps each text.
 */
export async function serveRichTextPictures(db: Executor, texts: readonly string[], lang: string): Promise<ServeRichTextPictures> {
  const names = new Set(texts.flatMap(uploadedPictureSources).flatMap((src) => storedNameOfUrl(src) ?? []));
  if (names.size === 0) return (html) => html;
  const rows = await findRichTextPictures(db, [...names], lang);
  const byName = new Map(
    rows.map((row) => [
      row.storedName,
      {
        alt: row.decorative === 1 ? "" : row.alt || undefined,
        width: row.width,
        height: row.height,
        variantWidths: variantWidthsOf(row),
      } satisfies ServedPicture,
    ]),
  );
  const pictureOf = (src: string) => {
    const name = storedNameOfUrl(src);
    return name ? byName.get(name) : undefined;
  };
  return (html) => {
    if (!html.includes("<img")) return html;
    // A text is served anew only when it or its pictures as served (alt texts, variants) change (decision 0037).
    const kept = keptText(html);
    const pictures = JSON.stringify(kept.pictureSources.map(pictureOf));
    let served = kept.servedForms.get(pictures);
    if (served === undefined) {
      served = withServedPictures(html, pictureOf);
      keepServedForm(kept, pictures, served);
    }
    return served;
  };
}
