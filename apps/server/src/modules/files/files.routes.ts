import { createReadStream } from "node:fs";
import { fileEndpoints, iconEndpoints, SVG_MIME_TYPE, UPLOAD_FIELD, UPLOAD_PATH } from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message } from "../../i18n/messages.ts";
import { findStoredFile, storeUpload, type UploadPurpose } from "./files.service.ts";

/**
 * The multipart parser (busboy) rejects a broken form ("Unexpected end of multipart data",
 * "Malformed part header") with a plain Error: that is the client's mistake, a 400, not a 500.
 */
function malformedForm(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof HttpError || typeof status === "number") return error;
  return new HttpError(400, message("upload.malformed"));
}

/**
 * Uploads (any field's file, and the icon library's images and SVG drawings) and the public
 * addresses they are served at.
 */
export function fileRoutes(app: FastifyInstance, route: EndpointRegistrar, deps: { db: Db; uploadDir: string; uploadMaxBytes: number }) {
  const limitMb = Number((deps.uploadMaxBytes / 1024 / 1024).toFixed(2));

  /** The form's one file, kept as its purpose allows. */
  async function receiveUpload(request: FastifyRequest, accountId: number, purpose: UploadPurpose) {
    if (!request.isMultipart()) throw new HttpError(415, message("upload.notMultipart", { field: UPLOAD_FIELD }));
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file({ limits: { fileSize: deps.uploadMaxBytes, files: 1 } });
    } catch (error) {
      throw malformedForm(error);
    }
    if (!part || part.fieldname !== UPLOAD_FIELD) throw new HttpError(400, message("upload.noFile", { field: UPLOAD_FIELD }));
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new HttpError(413, message("upload.tooLarge", { limit: limitMb }));
      }
      throw malformedForm(error);
    }
    return storeUpload(deps.db, deps.uploadDir, { bytes, fileName: part.filename, accountId, purpose });
  }

  route(fileEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "file"));
  route(iconEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "icon"));

  app.get(`${UPLOAD_PATH}*`, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const stored = await findStoredFile(deps.uploadDir, name);
    if (!stored) throw notFound(message("upload.notFound"));
    // An SVG opened on its own may draw with its inline styles; nothing else, and no script.
    const policy =
      stored.mimeType === SVG_MIME_TYPE ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox";
    return reply
      .type(stored.mimeType)
      .header("content-length", stored.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", policy)
      .header("content-disposition", "inline")
      .send(createReadStream(stored.file));
  });
}
