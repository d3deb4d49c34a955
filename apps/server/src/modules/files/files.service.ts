import { randomBytes } from "node:crypto";
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  IMAGE_VARIANT_FORMATS,
  SVG_MIME_TYPE,
  UPLOAD_PATH,
  UPLOAD_TYPES,
  uploadAddress,
  type ImageVariantFormat,
  type UploadedFile,
} from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import { runImageTask } from "../../images/image-tasks.ts";
import { message } from "../../i18n/messages.ts";
import { DEFAULT_IMAGE_MAX_MEGAPIXELS } from "./clean-image.ts";
import { cleanSvg, isSvg } from "./clean-svg.ts";
import { detectUploadType } from "./file-type.ts";
import { findUploadedFile, insertUploadedFile, insertVariantJob } from "./files.repository.ts";
import type { ObjectStore, StoredObject } from "../../storage/object-store.ts";
import { uploadHead } from "./upload-file.ts";
import { VARIANT_MIME_TYPES, variantFileName, type VariantFormat } from "./image-variants.ts";

/** The extension of each type that is stored: the uploads' and the icon library's SVG. */
const STORED_TYPES: Readonly<Record<string, string>> = { ...UPLOAD_TYPES, [SVG_MIME_TYPE]: "svg" };

/** Stored names are generated: 32 hex digits and the extension of the recognised type. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif|pdf|svg)$/;

const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(STORED_TYPES).map(([mimeType, extension]) => [extension, mimeType]));

/** What an upload is for: any field's file (an image or a PDF), or an icon of the library (an image or SVG). */
export type UploadPurpose = "file" | "icon";

/** A client's file name, reduced to something harmless to keep and show. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (printable || "file").slice(0, 200);
}

/** What is kept of an upload: the file of its cleaned bytes, their size and type, and for an image its size in pixels. */
interface CleanedUpload {
  file: string;
  size: number;
  mimeType: string;
  image?: { width: number; height: number; animated: boolean };
}

/**
 * The file to keep of an upload (in `file`, see upload-file.ts) and its type, recognised by its
 * leading bytes alone; refuses an empty file (400) and anything else (415). An image is kept
 * without its metadata and upright (see clean-image.ts's `cleanImage`), an icon's SVG rebuilt from
 * its safe parts (see `cleanSvg`), a PDF as it is. What is written goes beside the upload, in its
 * temporary folder (removed with it).
 */
async function cleanedUpload(file: string, purpose: UploadPurpose, maxPixels: number): Promise<CleanedUpload> {
  const head = await uploadHead(file);
  if (head.length === 0) throw new HttpError(400, message("upload.empty"));
  const output = path.join(path.dirname(file), "cleaned");
  if (purpose === "icon" && isSvg(head)) {
    // An icon: a few kilobytes, cleaned here.
    const cleaned = await cleanSvg(await readFile(file));
    await writeFile(output, cleaned);
    return { file: output, size: cleaned.length, mimeType: SVG_MIME_TYPE };
  }
  const mimeType = detectUploadType(head);
  const allowed = mimeType !== undefined && (purpose === "file" || mimeType !== "application/pdf");
  if (!allowed) throw new HttpError(415, message(purpose === "icon" ? "upload.wrongIconType" : "upload.wrongType"));
  if (mimeType === "application/pdf") return { file, size: (await stat(file)).size, mimeType };
  // In the image process (decision 0109), which reads the upload's file (decision 0115) and writes
  // the cleaned image to a file (decision 0126): neither sharp's memory nor the image's bytes are
  // the server's.
  const { size, ...image } = await runImageTask("cleanImage", { file, output, mimeType, maxPixels });
  return { file: output, size, mimeType, image };
}

/** The most pixels an image may have when the caller sets no limit (the demo's own pictures): IMAGE_MAX_MEGAPIXELS's default. */
export const DEFAULT_IMAGE_MAX_PIXELS = DEFAULT_IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * Keeps an uploaded file (`file`, written by `withUploadFile`) when its bytes are of a type its
 * purpose allows, cleaned (see `cleanedUpload`). A still image's variants are left to be made: its
 * job is queued with it (see `VariantQueue`), and `needsVariants` says to wake the queue.
 */
export async function storeUpload(
  db: Db,
  uploads: ObjectStore,
  upload: { file: string; fileName: string; accountId: number; purpose: UploadPurpose; maxPixels?: number },
): Promise<UploadedFile & { needsVariants: boolean }> {
  const { file, size, mimeType, image } = await cleanedUpload(upload.file, upload.purpose, upload.maxPixels ?? DEFAULT_IMAGE_MAX_PIXELS);
  const storedName = `${randomBytes(16).toString("hex")}.${STORED_TYPES[mimeType]}`;
  await uploads.putFile(storedName, file, mimeType);
  const name = cleanFileName(upload.fileName);
  const needsVariants = image !== undefined && !image.animated;
  try {
    const fileId = await db.transaction().execute(async (trx) => {
      const createdAt = now();
      const id = await insertUploadedFile(trx, {
        storedName,
        originalName: name,
        mimeType,
        sizeBytes: size,
        uploadedBy: upload.accountId,
        createdAt,
        width: image?.width ?? null,
        height: image?.height ?? null,
        // Null: to be made; empty: none will be (a PDF, an SVG drawing, an animation).
        variantWidths: needsVariants ? null : "",
      });
      // The upload and its variants' job are written together: no process sees one without the other.
      if (needsVariants) await insertVariantJob(trx, storedName, createdAt);
      return id;
    });
    return { fileId, url: `${UPLOAD_PATH}${storedName}`, name, mimeType, size, needsVariants };
  } catch (error) {
    await uploads.delete([storedName]);
    throw error;
  }
}

/** The type of a stored file or variant, by the extension its name was given. */
export function mimeTypeOf(storedName: string): string {
  return MIME_BY_EXTENSION[storedName.slice(storedName.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** A stored file: its key in the uploads' store, type and what the store knows of it. */
export interface ServedObject extends StoredObject {
  key: string;
  mimeType: string;
}

async function describeObject(uploads: ObjectStore, key: string, mimeType: string): Promise<ServedObject | undefined> {
  const object = await uploads.head(key);
  return object && { ...object, key, mimeType };
}

/** The file behind a stored name, or undefined for any other name (no key can leave the uploads' area). */
export async function findStoredFile(uploads: ObjectStore, storedName: string): Promise<ServedObject | undefined> {
  if (!STORED_NAME.test(storedName)) return undefined;
  return describeObject(uploads, storedName, mimeTypeOf(storedName));
}

/** Which variant of an upload a client asks for: at least `width` pixels wide, in `format` (else the fallback format). */
export interface WantedVariant {
  width?: number;
  format?: ImageVariantFormat;
}

/**
 * The file to answer for an upload and the variant asked for (docs/decisions/0034): the narrowest
 * variant at least as wide as asked (else the widest), in the format asked for. The original when
 * nothing is asked for, when the upload has no variants (a PDF, an animation), and while they are
 * being made; `final` is false then, since the same address will answer a variant later.
 * Undefined for a name that is no upload.
 */
export async function findServedFile(db: Db, uploads: ObjectStore, storedName: string, wanted: WantedVariant) {
  const original = await findStoredFile(uploads, storedName);
  if (!original || (wanted.width === undefined && wanted.format === undefined)) return original && { ...original, final: true };
  const upload = await findUploadedFile(db, { storedName });
  if (upload?.variantWidths === null) return { ...original, final: false };
  const widths = (upload?.variantWidths ?? "").split(",").filter(Boolean).map(Number);
  const widest = widths.at(-1);
  if (widest === undefined) return { ...original, final: true };
  const width = widths.find((candidate) => candidate >= (wanted.width ?? widest)) ?? widest;
  const formats = (upload?.variantFormats ?? "").split(",") as VariantFormat[];
  const format = wanted.format ?? formats.find((candidate) => !(IMAGE_VARIANT_FORMATS as readonly string[]).includes(candidate));
  const variant = format && (await describeObject(uploads, variantFileName(storedName, width, format), VARIANT_MIME_TYPES[format]));
  // A variant missing from the store (a copy of the uploads made while it was written): the original will do.
  return variant ? { ...variant, final: true } : { ...original, final: false };
}

/** Removes the files of the uploads `storedNames`: each one and its variants (`<hex>-<width>.<format>`). */
export async function removeUploadFiles(uploads: ObjectStore, storedNames: readonly string[]): Promise<void> {
  for (const storedName of storedNames) {
    const hex = storedName.split(".")[0] ?? "";
    if (!/^[0-9a-f]{32}$/.test(hex)) continue;
    const keys: string[] = [];
    for await (const object of uploads.list(hex)) if (/^[.-]/.test(object.key.slice(hex.length))) keys.push(object.key);
    await uploads.delete(keys);
  }
}

/** Public address of an uploaded file. */
export const uploadUrl = (storedName: string) => `${UPLOAD_PATH}${storedName}`;

/**
 * The uploaded file an upload address names: `/api/upload/<name>`, also as an absolute URL of
 * any host (the back office may send what it shows). Undefined for any other address.
 */
export function storedNameOfUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, "http://site.invalid").pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(UPLOAD_PATH)) return undefined;
  const name = pathname.slice(UPLOAD_PATH.length);
  return STORED_NAME.test(name) ? name : undefined;
}

/**
 * The upload an address leads to as the router reads it (`uploadAddress`: escapes decoded,
 * slashes collapsed, dot segments resolved, a trailing slash ignored), and whether it is written
 * plainly, `/api/upload/<name>` with at most a query or fragment after it: the only spelling the
 * media library's usage scan finds. Undefined when the address leads to no name an upload can
 * have (32 hex digits and a stored type's extension).
 */
export function uploadNamedBy(address: string): { storedName: string; plain: boolean } | undefined {
  const upload = uploadAddress(address);
  if (!upload || !STORED_NAME.test(upload.name)) return undefined;
  return { storedName: upload.name, plain: upload.plain };
}

/** A file that was uploaded here, with its public address; undefined when there is none. */
export async function findUpload(db: Db, by: { fileId: number } | { url: string }) {
  const storedName = "url" in by ? storedNameOfUrl(by.url) : undefined;
  const row =
    "fileId" in by ? await findUploadedFile(db, { id: by.fileId }) : storedName ? await findUploadedFile(db, { storedName }) : undefined;
  return row ? { fileId: row.id, url: uploadUrl(row.storedName), mimeType: row.mimeType } : undefined;
}
