import { UPLOAD_FIELD } from "@lawfirm/contract";

/** A multipart form with one file, as the back office's upload sends it: the payload and its headers. */
export function multipartFile(file: { name: string; bytes: Buffer; type?: string; field?: string }) {
  const boundary = `----lawfirm${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? UPLOAD_FIELD}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    "latin1",
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
