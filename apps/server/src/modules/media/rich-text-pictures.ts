import type { Executor } from "../../db/database.ts";
import { type ServedPicture, uploadedPictureSources, withServedPictures } from "../../http/rich-text.ts";
import { storedNameOfUrl } from "../files/files.service.ts";
import { findRichTextPictures } from "./media.repository.ts";

/** Gives one rich text its pictures as public answers serve them. */
export type ServeRichTextPictures = (html: string) => string;

/** `320,480,720` as numbers, narrowest first; none for null (not made yet) or "" (none made). */
function parseVariantWidths(stored: string | null): number[] {
  if (!stored) return [];
  return stored
    .split(",")
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
}

/**
 * The rich texts of a public answer with their uploaded pictures as a screen needs them (decisions
 * 0034 and 0036): each gets its upload's size, a `srcset` of the variants that exist with the
 * rich-text column's `sizes`, `loading="lazy"` and `decoding="async"`; one that follows the library
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
        variantWidths: parseVariantWidths(row.variantWidths),
      } satisfies ServedPicture,
    ]),
  );
  return (html) =>
    withServedPictures(html, (src) => {
      const name = storedNameOfUrl(src);
      return name ? byName.get(name) : undefined;
    });
}
