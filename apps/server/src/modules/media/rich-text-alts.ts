import type { Executor } from "../../db/database.ts";
import { libraryPictureSources, withLibraryAlts } from "../../http/rich-text.ts";
import { describeImages } from "./image-descriptions.ts";

/** Gives one rich text its library-following pictures' current alt texts. */
export type FollowLibraryAlts = (html: string) => string;

/**
 * The rich texts of a public answer with the pictures that follow the library (`data-alt-source=
 * "library"`, decision 0036) carrying their media item's current alt text in `lang`: `""` for an
 * item marked decorative; the stored alt when the item has no alt text in `lang`. One query for all
 * the pictures of `texts`, none when no text has such a picture; the answer maps each text.
 */
export async function followLibraryAlts(db: Executor, texts: readonly string[], lang: string): Promise<FollowLibraryAlts> {
  const sources = texts.flatMap(libraryPictureSources);
  if (sources.length === 0) return (html) => html;
  const describe = await describeImages(db, sources, lang);
  return (html) =>
    withLibraryAlts(html, (src) => {
      const description = describe(src);
      if (!description) return undefined;
      return description.decorative ? "" : description.alt || undefined;
    });
}
