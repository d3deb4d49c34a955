import { z } from "zod";
import { SCHEMA_MESSAGES } from "./validation.ts";
import { defineEndpoint } from "./endpoint.ts";
import { uploadedFileSchema } from "./files.ts";
import { idParams, singleLineText, timestampSchema } from "./common.ts";

export const ICON_NAME_MAX = 100;

/** An icon of the library the practice areas pick from: an uploaded image with a name. */
export const iconSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Public address of the image, below `/api/upload/`. */
  url: z.string(),
  fileId: z.number().int(),
  createTime: timestampSchema,
});
export type Icon = z.infer<typeof iconSchema>;

/**
 * `POST /admin/icon`: a name and the uploaded image, named by its `fileId` (as the upload
 * answered it) or by its upload `url`; when both are sent they must name the same file.
 */
export const iconBody = z
  .object({
    name: singleLineText(ICON_NAME_MAX).min(1),
    fileId: z.number().int().positive().max(2_147_483_647).optional(),
    url: z.string().trim().min(1).max(2048).optional(),
  })
  .superRefine((value, context) => {
    if (value.fileId === undefined && value.url === undefined) {
      context.addIssue({ code: "custom", path: ["fileId"], message: SCHEMA_MESSAGES.iconFileRequired });
    }
  });
export type IconInput = z.output<typeof iconBody>;

export const iconEndpoints = {
  /**
   * An icon's image, as a multipart form (field `file`): a JPEG, PNG, WebP, GIF or AVIF image or an
   * SVG drawing, which is stored sanitised. Answers the stored file for `POST /admin/icon`.
   */
  upload: defineEndpoint({
    method: "POST",
    access: "content.write",
    path: "/admin/icon/upload",
    multipart: true,
    result: uploadedFileSchema,
  }),
  create: defineEndpoint({ method: "POST", access: "content.write", path: "/admin/icon", body: iconBody, result: iconSchema }),
  /** Every icon, newest first. */
  list: defineEndpoint({ method: "GET", access: "content.read", path: "/admin/icon", result: z.array(iconSchema) }),
  /** Removes the icon from the library; the uploaded file stays (it may be used elsewhere). */
  remove: defineEndpoint({ method: "DELETE", access: "content.write", path: "/admin/icon/:id", params: idParams, result: z.null() }),
};
