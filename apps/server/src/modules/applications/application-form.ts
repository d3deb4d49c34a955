import { APPLICATION_FILE_FIELD, APPLICATION_FILES, APPLICATION_FILE_NAME_MAX_LENGTH } from "@lawfirm/contract";
import type { FastifyMultipartBaseOptions } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, type FieldProblem } from "../../errors.ts";
import { message } from "../../i18n/messages.ts";
import { checkPdf } from "../files/file-type.ts";

/** A file of an application as it arrived: its cleaned name and its bytes. */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
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
 * Reads an application's multipart form: every text field, and the files of the `files` field
 * (a file input left empty sends a part without a name, which is skipped). The files are read up
 * to their limit together; beyond it the rest is read past, so that the fields after them still
 * arrive, and the form is refused at its files. More files than allowed end the reading (the
 * fields read so far are kept for the page sent back).
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ReceivedForm> {
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
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        total += (chunk as Buffer).length;
        if (total <= APPLICATION_FILES.totalBytes) chunks.push(chunk as Buffer);
      }
      if (part.file.truncated || total > APPLICATION_FILES.totalBytes) tooLarge = true;
      if (part.fieldname !== APPLICATION_FILE_FIELD || (part.filename === "" && chunks.length === 0)) continue;
      files.push({ name: cleanFileName(part.filename), bytes: Buffer.concat(chunks) });
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

/** What is wrong with the files of a form read whole: none, too many, or one that is no PDF by its bytes. */
export function checkApplicationFiles(form: ReceivedForm): FieldProblem[] {
  if (form.problems.length > 0) return form.problems;
  if (form.files.length < APPLICATION_FILES.min) return [{ field: FILES_FIELD, message: message("applications.filesMissing") }];
  return form.files.flatMap((file): FieldProblem[] => {
    const kind = checkPdf(file.bytes);
    if (kind === "pdf") return [];
    return [
      {
        field: FILES_FIELD,
        message: message(kind === "broken" ? "applications.fileBroken" : "applications.fileNotPdf", { name: file.name }),
      },
    ];
  });
}
