import { UPLOAD_FIELD, type UploadedFile } from "@lawfirm/contract";
import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

/** A file of a multipart form: its name, its bytes, its declared type and its field (the upload's `file` unless given). */
export interface FormFile {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A multipart form of text fields and files, in that order, as a browser sends it: the payload and its headers. */
export function multipartForm(fields: Record<string, string>, files: readonly FormFile[]) {
  const boundary = `----lawfirm${Math.random().toString(16).slice(2)}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from("\r\n"),
      ]),
    ),
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? UPLOAD_FIELD}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
          "latin1",
        ),
        file.bytes,
        Buffer.from("\r\n"),
      ]),
    ),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart form with one file, as the back office's upload sends it: the payload and its headers. */
export const multipartFile = (file: FormFile) => multipartForm({}, [file]);

/**
 * Uploads one file through the back office's call (`POST /api/admin/files/upload`) as the account
 * of `token`, and answers the stored file; an upload that fails fails the test.
 */
export async function uploadFile(
  app: TestApp["app"],
  token: string,
  file: { name: string; bytes: Buffer; type?: string },
): Promise<UploadedFile> {
  const { payload, headers } = multipartFile(file);
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/files/upload",
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: UploadedFile }>().result;
}
