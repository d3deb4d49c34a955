import {
  fileEndpoints,
  iconEndpoints,
  IMAGE_VARIANT_FORMATS,
  SVG_MIME_TYPE,
  UPLOAD_FIELD,
  UPLOAD_PATH,
  type ImageVariantFormat,
} from "@lawfirm/contract";
import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { EndpointRegistrar } from "../../http/endpoint.ts";
import type { ByteRange, ObjectStore } from "../../storage/object-store.ts";
import { message } from "../../i18n/messages.ts";
import { isConsentDocument } from "./files.repository.ts";
import { findServedFile, storeUpload, type UploadPurpose, type WantedVariant } from "./files.service.ts";
import { withUploadFile } from "./upload-file.ts";
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
 * The bytes a `Range` header asks for of an object of `size` bytes: one range (`bytes=0-99`,
 * `bytes=100-`, `bytes=-100`), clipped to the object. `"whole"` when the header asks for none or
 * for several (answered whole, as HTTP allows), `"unsatisfiable"` when it starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | "whole" | "unsatisfiable" {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "whole";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  return start <= end ? { start, end } : "whole";
}

/** Whether a conditional request's copy is still the one stored: `If-None-Match` first, else `If-Modified-Since`. */
function notModified(request: FastifyRequest, object: { etag: string; lastModified: Date }): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === object.etag);
  }
  const ifModifiedSince = request.headers["if-modified-since"];
  const since = ifModifiedSince === undefined ? NaN : Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(object.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
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
    uploads: ObjectStore;
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
    // Written to a file as it arrives (decision 0115): the server never holds the upload whole.
    const { needsVariants, ...file } = await withUploadFile(
      async (path) => {
        try {
          await pipeline(part.file, createWriteStream(path));
        } catch (error) {
          throw malformedForm(error);
        }
      },
      (path) => {
        if (part.file.truncated) throw new HttpError(413, message("upload.tooLarge", { limit: limitMb }));
        return storeUpload(deps.db, deps.uploads, {
          file: path,
          fileName: part.filename,
          accountId,
          purpose,
          maxPixels: deps.imageMaxPixels,
        });
      },
    );
    // Answered now; the variants follow in the background (their job was written with the upload), the original is served meanwhile.
    if (needsVariants) deps.variants.wake();
    return file;
  }

  route(fileEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "file"));
  route(iconEndpoints.upload, async ({ request, admin }) => receiveUpload(request, admin.accountId, "icon"));

  async function serveUpload(request: FastifyRequest, reply: FastifyReply) {
    const name = (request.params as { "*": string })["*"];
    const wanted = wantedVariant(request.query as Record<string, unknown>);
    // Only a stored file's name (never one of another spelling, which PostgreSQL may not even take) is looked up.
    const stored = await findServedFile(deps.db, deps.uploads, name, wanted);
    if (!stored) throw notFound(message("upload.notFound"));
    // A client's consent document (decision 0066) is the back office's: a visitor is told it does not exist.
    const consentDocument = await isConsentDocument(deps.db, name);
    if (consentDocument && !(await deps.signedIn(request))) throw notFound(message("upload.notFound"));
    // An SVG opened on its own may draw with its inline styles; nothing else, and no script.
    const policy =
      stored.mimeType === SVG_MIME_TYPE ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox";
    reply
      .type(stored.mimeType)
      // Stored names are generated, so the bytes at an address never change, except where a
      // variant is asked for before it is made: that address answers the original for a minute.
      .header(
        "cache-control",
        consentDocument ? "private, no-store" : stored.final ? "public, max-age=31536000, immutable" : "public, max-age=60",
      )
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", policy)
      .header("content-disposition", "inline")
      .header("accept-ranges", "bytes")
      .header("etag", stored.etag)
      .header("last-modified", stored.lastModified.toUTCString());
    if (notModified(request, stored)) return reply.code(304).send();
    // A range of another copy than the one asked about (If-Range) is no use: the whole file then.
    const ifRange = request.headers["if-range"];
    const range =
      ifRange === undefined || ifRange === stored.etag ? requestedRange(request.headers.range, stored.size) : ("whole" as const);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${stored.size}`).type("text/plain").send();
    }
    // A HEAD is answered from the object's description; only a GET reads the object.
    let body: Readable | undefined;
    if (request.method !== "HEAD") {
      const object = await deps.uploads.get(stored.key, range === "whole" ? undefined : range);
      // Deleted since it was looked up.
      if (!object) throw notFound(message("upload.notFound"));
      body = object.body;
    }
    if (range !== "whole") reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${stored.size}`);
    return reply.header("content-length", range === "whole" ? stored.size : range.end - range.start + 1).send(body);
  }
  // GET and HEAD as one route: the HEAD route Fastify would add beside a GET runs its handler and
  // then reads the whole answer to throw it away (a photo's megabytes read from disk, or downloaded
  // from the bucket, for each HEAD, and held by the allocator until collected).
  app.route({ method: ["GET", "HEAD"], url: `${UPLOAD_PATH}*`, handler: serveUpload });
}
