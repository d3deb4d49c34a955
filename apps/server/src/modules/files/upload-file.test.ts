import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ABANDONED_FOLDER_AGE_MS, removeAbandonedTemporaryFolders, UPLOAD_HEAD_BYTES, uploadHead, withUploadFile } from "./upload-file.ts";

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

describe("temporary folders left by a process that was killed", () => {
  it("are removed once a day old, with what they hold; newer ones and other folders are kept", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "abandoned-test-"));
    try {
      const now = Date.now();
      const made = (name: string, ageMs: number) => {
        const folder = path.join(parent, name);
        fs.mkdirSync(folder);
        fs.writeFileSync(path.join(folder, "upload"), "x");
        const changed = new Date(now - ageMs);
        fs.utimesSync(folder, changed, changed);
        return folder;
      };
      const day = ABANDONED_FOLDER_AGE_MS;
      made("lawfirm-upload-old", day + 60_000);
      made("lawfirm-variants-old", 3 * day);
      made("lawfirm-application-old", day + 1);
      made("lawfirm-upload-in-use", day - 60_000);
      made("someone-else-old", 3 * day);
      fs.writeFileSync(path.join(parent, "lawfirm-upload-a-file"), "x");

      expect(await removeAbandonedTemporaryFolders(now, parent)).toBe(3);
      expect(fs.readdirSync(parent).sort()).toEqual(["lawfirm-upload-a-file", "lawfirm-upload-in-use", "someone-else-old"]);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
