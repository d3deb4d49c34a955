import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { SVG_MIME_TYPE, UPLOAD_PATH, UPLOAD_TYPES, type UploadedFile } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { cleanImage } from "./clean-image.ts";
import { cleanSvg, isSvg } from "./clean-svg.ts";
import { detectUploadType } from "./file-type.ts";
import { findUploadedFile, insertUploadedFile } from "./files.repository.ts";

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

/**
 * The bytes to keep of an upload and their type, recognised by the bytes alone; refuses anything
 * else (415). An image is kept without its metadata and upright (see `cleanImage`), an icon's SVG
 * rebuilt from its safe parts (see `cleanSvg`), a PDF as it is.
 */
async function cleanedUpload(bytes: Buffer, purpose: UploadPurpose): Promise<{ bytes: Buffer; mimeType: string }> {
  if (purpose === "icon" && isSvg(bytes)) return { bytes: await cleanSvg(bytes), mimeType: SVG_MIME_TYPE };
  const mimeType = detectUploadType(bytes);
  const allowed = mimeType !== undefined && (purpose === "file" || mimeType !== "application/pdf");
  if (!allowed) throw new HttpError(415, message(purpose === "icon" ? "upload.wrongIconType" : "upload.wrongType"));
  return { bytes: mimeType === "application/pdf" ? bytes : await cleanImage(bytes, mimeType), mimeType };
}

/** Keeps an uploaded file when its bytes are of a type its purpose allows, cleaned (see `cleanedUpload`). */
export async function storeUpload(
  db: Db,
  uploadDir: string,
  upload: { bytes: Buffer; fileName: string; accountId: number; purpose: UploadPurpose },
): Promise<UploadedFile> {
  if (upload.bytes.length === 0) throw new HttpError(400, message("upload.empty"));
  const { bytes, mimeType } = await cleanedUpload(upload.bytes, upload.purpose);
  const storedName = `${randomBytes(16).toString("hex")}.${STORED_TYPES[mimeType]}`;
  await fs.mkdir(uploadDir, { recursive: true });
  const target = path.join(uploadDir, storedName);
  const temporary = `${target}.part`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
  const name = cleanFileName(upload.fileName);
  try {
    const fileId = await insertUploadedFile(db, {
      storedName,
      originalName: name,
      mimeType,
      sizeBytes: bytes.length,
      uploadedBy: upload.accountId,
      createdAt: now(),
    });
    return { fileId, url: `${UPLOAD_PATH}${storedName}`, name, mimeType, size: bytes.length };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
}

/** The file behind a stored name, or undefined for any other name (no path can leave the folder). */
export async function findStoredFile(uploadDir: string, storedName: string) {
  if (!STORED_NAME.test(storedName)) return undefined;
  const file = path.join(uploadDir, storedName);
  const stats = await fs.stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const extension = storedName.slice(storedName.lastIndexOf(".") + 1);
  return { file, size: stats.size, mimeType: MIME_BY_EXTENSION[extension] ?? "application/octet-stream" };
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

/** A file that was uploaded here, with its public address; undefined when there is none. */
export async function findUpload(db: Db, by: { fileId: number } | { url: string }) {
  const storedName = "url" in by ? storedNameOfUrl(by.url) : undefined;
  const row =
    "fileId" in by ? await findUploadedFile(db, { id: by.fileId }) : storedName ? await findUploadedFile(db, { storedName }) : undefined;
  return row ? { fileId: row.id, url: uploadUrl(row.storedName), mimeType: row.mimeType } : undefined;
}
