import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_HEAD_BYTES, uploadHead, withUploadFile } from "./upload-file.ts";

describe("an upload's file", () => {
  it("holds what was written while it is used, and is removed after", async () => {
    let kept = "";
    const head = await withUploadFile(
      (file) => fs.promises.writeFile(file, Buffer.alloc(UPLOAD_HEAD_BYTES + 10, "x")),
      async (file) => {
        kept = file;
        return uploadHead(file);
      },
    );
    expect(head.length).toBe(UPLOAD_HEAD_BYTES);
    expect(fs.existsSync(path.dirname(kept))).toBe(false);
  });

  it("is removed when its use fails, and answers a short file's head whole", async () => {
    let kept = "";
    const failed = withUploadFile(
      (file) => fs.promises.writeFile(file, "abc"),
      async (file) => {
        kept = file;
        expect((await uploadHead(file)).toString()).toBe("abc");
        throw new Error("refused");
      },
    );
    await expect(failed).rejects.toThrow("refused");
    expect(fs.existsSync(path.dirname(kept))).toBe(false);
  });
});
