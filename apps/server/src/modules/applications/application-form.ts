import fs from "node:fs/promises";
import path from "node:path";
import { APPLICATION_FILE_FIELD, APPLICATION_FILES, APPLICATION_FILE_NAME_MAX_LENGTH } from "@lawfirm/contract";
import type { FastifyMultipartBaseOptions } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, type FieldProblem } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { checkPdf, PDF_TRAILER_WINDOW } from "../files/file-type.ts";
import { UPLOAD_HEAD_BYTES } from "../files/upload-file.ts";

/** A file of an application as it arrived: its cleaned name, and the temporary file its bytes were written to as they came (decision 0126). */
export interface ReceivedFile {
  name: string;
  file: string;
  size: number;
}

/** An application form as read: its text fields, its files, and what was wrong with the files already while reading. */
export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  problems: FieldProblem[];
}

/** Most text fields and parts a form has (its fields are a handful; a flood of them is no form). */
const FORM_LIMITS = { fields: 20, fieldSize: 64 * 1024, parts: 30 } as const;

const FILES_FIELD = `body.${APPLICATION_FILE_FIELD}`;
const limitMb = APPLICATION_FILES.totalBytes / 1024 / 1024;

/** A file's name as the Inbox shows it: without a folder or control characters, at most the kept length, never empty. */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const name = base || "document.pdf";
  const characters = [...name];
  if (characters.length <= APPLICATION_FILE_NAME_MAX_LENGTH) return name;
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? "";
  return characters.slice(0, APPLICATION_FILE_NAME_MAX_LENGTH - extension.length).join("") + extension;
}

/**
 * Writes a file part's bytes to `file` as they arrive, those within `room` only (the rest is read
 * past); answers how many bytes the part had.
 */
async function writePart(part: AsyncIterable<unknown>, file: string, room: number): Promise<number> {
  const handle = await fs.open(file, "w");
  let read = 0;
  try {
    for await (const chunk of part) {
      const bytes = chunk as Buffer;
      if (read < room) await handle.write(bytes.subarray(0, room - read));
      read += bytes.length;
    }
  } finally {
    await handle.close();
  }
  return read;
}

/**
 * Reads an application's multipart form: every text field, and the files of the `files` field
 * (a file input left empty sends a part without a name, which is skipped), each written to a file
 * in `folder` as it arrives (decision 0126: the server never holds an applicant's 10 MB whole;
 * the caller removes the folder). The files are read up to their limit together; beyond it the
 * rest is read past, so that the fields after them still arrive, and the form is refused at its
 * files. More files than allowed end the reading (the fields read so far are kept for the page
 * sent back).
 */
export async function readApplicationForm(request: FastifyRequest, folder: string): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new HttpError(415, message("applications.notMultipart"));
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const problems: FieldProblem[] = [];
  let total = 0;
  let tooLarge = false;
  const options: FastifyMultipartBaseOptions = {
    limits: { ...FORM_LIMITS, files: APPLICATION_FILES.max, fileSize: APPLICATION_FILES.totalBytes + 1 },
    // A file beyond the limit is read past and refused at its field (below), not thrown at mid-form.
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const file = path.join(folder, `file-${files.length}`);
      const size = await writePart(part.file, file, Math.max(0, APPLICATION_FILES.totalBytes - total));
      total += size;
      if (part.file.truncated || total > APPLICATION_FILES.totalBytes) tooLarge = true;
      if (part.fieldname !== APPLICATION_FILE_FIELD || (part.filename === "" && size === 0)) continue;
      files.push({ name: cleanFileName(part.filename), file, size });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_FILES_LIMIT") {
      problems.push({ field: FILES_FIELD, message: message("applications.filesTooMany", { max: APPLICATION_FILES.max }) });
    } else {
      throw new HttpError(code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" ? 413 : 400, message("applications.malformed"));
    }
  }
  if (tooLarge) problems.push({ field: FILES_FIELD, message: message("applications.filesTooLarge", { limit: limitMb }) });
  return { fields, files, problems };
}

/** `checkPdf` of a file from the bytes it looks at, its head and its trailer's window, not the whole file. */
async function checkPdfFile(file: ReceivedFile): Promise<ReturnType<typeof checkPdf>> {
  const handle = await fs.open(file.file);
  try {
    const read = async (start: number, length: number) => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await handle.read(bytes, 0, length, start);
      return bytes.subarray(0, bytesRead);
    };
    if (file.size <= UPLOAD_HEAD_BYTES + PDF_TRAILER_WINDOW) return checkPdf(await read(0, file.size));
    return checkPdf(Buffer.concat([await read(0, UPLOAD_HEAD_BYTES), await read(file.size - PDF_TRAILER_WINDOW, PDF_TRAILER_WINDOW)]));
  } finally {
    await handle.close();
  }
}

/** What is wrong with the files of a form read whole: none, too many, or one that is no PDF by its bytes. */
export async function checkApplicationFiles(form: ReceivedForm): Promise<FieldProblem[]> {
  if (form.problems.length > 0) return form.problems;
  if (form.files.length < APPLICATION_FILES.min) return [{ field: FILES_FIELD, message: message("applications.filesMissing") }];
  const problems: FieldProblem[] = [];
  for (const file of form.files) {
    const kind = await checkPdfFile(file);
    if (kind === "pdf") continue;
    const key = kind === "broken" ? "applications.fileBroken" : "applications.fileNotPdf";
    problems.push({ field: FILES_FIELD, message: message(key, { name: file.name }) });
  }
  return problems;
}
