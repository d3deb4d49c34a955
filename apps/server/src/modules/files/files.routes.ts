import { createReadStream } from "node:fs";
import {
  fileEndpoints,
  iconEndpoints,
  IMAGE_VARIANT_FORMATS,
  SVG_MIME_TYPE,
  UPLOAD_FIELD,
  UPLOAD_PATH,
  type ImageVariantFormat,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import { message } from "../../i18n/messages.ts";
import { isConsentDocument } from "./files.repository.ts";
import { findServedFile, storeUpload, type UploadPurpose, type WantedVariant } from "./files.service.ts";
import type { VariantQueue } from "./variant-queue.ts";

/** The largest `w` accepted; asking for more than an image has answers its widest variant, so this only bounds the number. */
const MAX_ASKED_WIDTH = 10_000;

/** The variant a query asks for: `w` a width in pixels, `f` avif or webp; anything else is refused (400). */
function wantedVariant(query: Record<string, unknown>): WantedVariant {
  const { w, f } = query;
  const wanted: WantedVariant = {};
  if (w !== undefined) {
    if (typeof w !== "string" || !/^\d{1,5}$/.test(w) || Number(w) < 1 || Number(w) > MAX_ASKED_WIDTH) {
      throw new HttpError(400, message("upload.badVariantWidth", { max: MAX_ASKED_WIDTH }));
    }
    wanted.width = Number(w);
  }
  if (f !== undefined) {
    if (typeof f !== "string" || !(IMAGE_VARIANT_FORMATS as readonly string[]).includes(f)) {
      throw new HttpError(400, message("upload.badVariantFormat", { formats: IMAGE_VARIANT_FORMATS.join(", ") }));
    }
    wanted.format = f as ImageVariantFormat;
  }
  return wanted;
}

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
export function fileRoutes(
  app: FastifyInstance,
  route: EndpointRegistrar,
  deps: {
    db: Db;
    uploadDir: string;
    uploadMaxBytes: number;
    imageMaxPixels: number;
    variants: VariantQueue;
    /** Whether the request comes from a signed-in account of the back office (its session cookie or token). */
    signedIn: (request: FastifyRequest) => Promise<boolean>;
  },
) {
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
    const { storedName, needsVariants, ...file } = await storeUpload(deps.db, deps.uploadDir, {
      bytes,
      fileName: part.filename,
      accountId,
      purpose,
      maxPixels: deps.imageMaxPixels,
    });
    // Answered now; the variants follow in the background, the original is served meanwhile.
    if (needsVariants) deps.variants.add(storedName);
    return file;
  }

  route(fileEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "file"));
  route(iconEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "icon"));

  app.get(`${UPLOAD_PATH}*`, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const wanted = wantedVariant(request.query as Record<string, unknown>);
    // Only a stored file's name (never one of another spelling, which PostgreSQL may not even take) is looked up.
    const stored = await findServedFile(deps.db, deps.uploadDir, name, wanted);
    if (!stored) throw notFound(message("upload.notFound"));
    // A client's consent document (decision 0066) is the back office's: a visitor is told it does not exist.
    const consentDocument = await isConsentDocument(deps.db, name);
    if (consentDocument && !(await deps.signedIn(request))) throw notFound(message("upload.notFound"));
    // An SVG opened on its own may draw with its inline styles; nothing else, and no script.
    const policy =
      stored.mimeType === SVG_MIME_TYPE ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox";
    return (
      reply
        .type(stored.mimeType)
        .header("content-length", stored.size)
        // Stored names are generated, so the bytes at an address never change, except where a
        // variant is asked for before it is made: that address answers the original for a minute.
        .header(
          "cache-control",
          consentDocument ? "private, no-store" : stored.final ? "public, max-age=31536000, immutable" : "public, max-age=60",
        )
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", policy)
        .header("content-disposition", "inline")
        .send(createReadStream(stored.file))
    );
  });
}
