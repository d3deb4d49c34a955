import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

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
