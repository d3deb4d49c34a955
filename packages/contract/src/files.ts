import { z } from "zod";
import { defineEndpoint, UPLOAD_PATH } from "./endpoint.ts";

/** What may be uploaded, recognised by the file's bytes, never by its name. */
export const UPLOAD_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
} as const;
export type UploadMimeType = keyof typeof UPLOAD_TYPES;

/** The icon library's uploads may also be SVG, sanitised (docs/decisions/0032); no other upload may. */
export const SVG_MIME_TYPE = "image/svg+xml";

/** Field name of the file in the multipart form. */
export const UPLOAD_FIELD = "file";

export const uploadedFileSchema = z.object({
  fileId: z.number().int(),
  /** Public address of the file, below `/api/upload/`. */
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileEndpoints = {
  upload: defineEndpoint({
    method: "POST",
    access: "content.translate",
    path: "/admin/files/upload",
    multipart: true,
    result: uploadedFileSchema,
  }),
};

/**
 * The widths the server keeps of every uploaded still image, never wider than the image itself
 * (docs/decisions/0034): phones at one and two pixels per CSS pixel (720 is a 360 px phone's full
 * width at DPR 2), then laptops and large screens.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 720, 960, 1280, 1600, 2400] as const;

/** The formats each width is kept in beside the image's own kind (JPEG, or PNG for transparency). */
export const IMAGE_VARIANT_FORMATS = ["avif", "webp"] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** An upload's address within any text (a field, rich text, a whole answer): its stored name after the upload path. */
const UPLOAD_ADDRESS = new RegExp(`${UPLOAD_PATH}([0-9a-f]{32}\\.(?:jpg|png|webp|gif|avif|pdf|svg))`, "g");

/** The stored names of the uploads `text` names, each once, in the order first named (a variant's address names its upload). */
export function uploadsNamedIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(UPLOAD_ADDRESS), (match) => match[1]!))];
}

/** An upload address whose image has width variants: a JPEG, PNG, WebP or AVIF stored here (a GIF may be an animation). */
const VARIANT_SOURCE = new RegExp(`^${UPLOAD_PATH}[0-9a-f]{32}\\.(jpg|png|webp|avif)$`);

export const hasImageVariants = (url: string) => VARIANT_SOURCE.test(url);

/** The address of the narrowest variant of the upload `url` at least `width` pixels wide, in `format` (else the image's own kind). */
export function imageVariantUrl(url: string, width: number, format?: ImageVariantFormat): string {
  return `${url}?w=${width}${format ? `&f=${format}` : ""}`;
}
