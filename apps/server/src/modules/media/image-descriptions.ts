import type { ImageDescription } from "@lawfirm/contract";
import type { Executor } from "../../db/database.ts";
import { storedNameOfUrl } from "../files/files.service.ts";
import { findImageDescriptions } from "./media.repository.ts";

/** Answers the description of a picture address; undefined for an address that is no upload here. */
export type DescribeImage = (url: string | null | undefined) => ImageDescription | undefined;

/**
 * The descriptions of the uploads among `urls` in language `lang` (decision 0036), read in one
 * query: every public answer that carries pictures looks them up once, for all its items.
 */
export async function describeImages(db: Executor, urls: readonly (string | null | undefined)[], lang: string): Promise<DescribeImage> {
  const names = new Set(urls.flatMap((url) => (url ? (storedNameOfUrl(url) ?? []) : [])));
  const rows = await findImageDescriptions(db, [...names], lang);
  const byName = new Map(
    rows.map((row) => [
      row.storedName,
      {
        alt: row.alt ?? "",
        caption: row.caption ?? "",
        decorative: row.decorative === 1,
        focalX: row.focalX,
        focalY: row.focalY,
      } satisfies ImageDescription,
    ]),
  );
  return (url) => {
    const name = url ? storedNameOfUrl(url) : undefined;
    return name ? byName.get(name) : undefined;
  };
}

/**
 * `items` with the description of the picture at `urlField` as `descriptionField`, for those whose
 * picture is an upload here; one query for all of them. With `altField`, the place's own alt text
 * (decision 0036) overrides the item's alt text and its decorative mark, and makes a description
 * for a picture that is no upload here; the field itself is left out of the answer, whose
 * description carries it.
 */
export async function withImageDescriptions<
  T extends Record<K, string | null> & Partial<Record<A, string | null>>,
  K extends string,
  D extends string,
  A extends string = never,
>(
  db: Executor,
  items: readonly T[],
  lang: string,
  urlField: K,
  descriptionField: D,
  altField?: A,
): Promise<(Omit<T, A> & Partial<Record<D, ImageDescription>>)[]> {
  const describe = await describeImages(
    db,
    items.map((item) => item[urlField]),
    lang,
  );
  return items.map((item) => {
    const { [altField as string]: placeAlt, ...rest } = item as Record<string, unknown>;
    const shown = (altField === undefined ? item : rest) as Omit<T, A>;
    const description = withPlaceAlt(describe(item[urlField]), item[urlField] ? (placeAlt as string | null | undefined) : null);
    // Without a description the item is answered as it is: the field is optional.
    return (description ? { ...shown, [descriptionField]: description } : shown) as Omit<T, A> & Partial<Record<D, ImageDescription>>;
  });
}

/** A picture's description with the place's own alt text, which wins over the item's (and its decorative mark) when set. */
export function withPlaceAlt(description: ImageDescription | undefined, placeAlt: string | null | undefined): ImageDescription | undefined {
  if (!placeAlt) return description;
  return { ...(description ?? { caption: "", focalX: null, focalY: null }), alt: placeAlt, decorative: false };
}

/** `withImageDescriptions` for a kind's declared picture field (`pictureOf`): its description's and alt text's fields as declared. */
export function withPictureDescriptions<
  T extends Record<K, string | null> & Partial<Record<A, string | null>>,
  K extends string,
  D extends string,
  A extends string = never,
>(db: Executor, items: readonly T[], lang: string, picture: { field: K; description: D; alt?: A }) {
  return withImageDescriptions(db, items, lang, picture.field, picture.description, picture.alt);
}
