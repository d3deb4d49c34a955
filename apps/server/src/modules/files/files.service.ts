import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { UPLOAD_PATH, UPLOAD_TYPES, type UploadedFile, type UploadMimeType } from "@lawfirm/contract";
import { now, type Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { cleanImage } from "./clean-image.ts";
import { detectUploadType } from "./file-type.ts";
import { findUploadedFile, insertUploadedFile } from "./files.repository.ts";

/** Stored names are generated: 32 hex digits and the extension of the recognised type. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif|pdf)$/;

const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([mimeType, extension]) => [extension, mimeType])) as Record<
  string,
  UploadMimeType
>;

/** A client's file name, reduced to something harmless to keep and show. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (printable || "file").slice(0, 200);
}

/**
 * Keeps an uploaded file when its bytes are an allowed type; refuses anything else. An image is
 * kept without its metadata and upright (see `cleanImage`); a PDF is kept as it is.
 */
export async function storeUpload(
  db: Db,
  uploadDir: string,
  upload: { bytes: Buffer; fileName: string; accountId: number },
): Promise<UploadedFile> {
  if (upload.bytes.length === 0) throw new HttpError(400, message("upload.empty"));
  const mimeType = detectUploadType(upload.bytes);
  if (!mimeType) {
    throw new HttpError(415, message("upload.wrongType"));
  }
  const bytes = mimeType === "application/pdf" ? upload.bytes : await cleanImage(upload.bytes, mimeType);
  const storedName = `${randomBytes(16).toString("hex")}.${UPLOAD_TYPES[mimeType]}`;
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
