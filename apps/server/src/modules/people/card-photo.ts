import { loadSharp } from "../files/clean-image.ts";

/** A card's portrait is shown small: this size is plenty and keeps the card light. */
const CARD_PHOTO_SIZE = { width: 480, height: 640 };

/** A portrait reduced to a JPEG every address book shows, upright, at most the card's size. Runs in the image process (decision 0109). */
export async function cardPhotoJpeg(input: { bytes: Buffer }): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input.bytes)
    .rotate()
    .resize({ ...CARD_PHOTO_SIZE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}
