import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { COMPRESSED_FOLDER, keepCompressedForms, loadWebApp } from "./web-apps.ts";

// The compressed forms of a web app's files: kept by the build (`keepCompressedForms`, run by
// compress-web-apps.command.ts) and read by the server's start instead of compressing the files again.

const script = `console.log(${JSON.stringify("a script ".repeat(400))});`;
const folders: string[] = [];

/** A miniature build of a web app, laid out as Vite writes one. */
function builtApp(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-web-app-"));
  folders.push(folder);
  fs.mkdirSync(path.join(folder, "assets"));
  fs.writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>app</title>");
  fs.writeFileSync(path.join(folder, "assets", "index-abc123.js"), script);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("a web app's compressed forms", () => {
  it("are made at the start when the build kept none", () => {
    const file = loadWebApp(builtApp(), "").get("/assets/index-abc123.js");
    expect(gunzipSync(file!.gzip!).toString()).toBe(script);
    expect(brotliDecompressSync(file!.brotli!).toString()).toBe(script);
  });

  it("are the ones the build kept, read instead of compressing the file again", () => {
    const folder = builtApp();
    expect(keepCompressedForms(folder)).toBe(1);
    const kept = fs.readdirSync(path.join(folder, COMPRESSED_FOLDER)).sort();
    expect(kept).toHaveLength(2);
    expect(brotliDecompressSync(fs.readFileSync(path.join(folder, COMPRESSED_FOLDER, kept[0]!))).toString()).toBe(script);
    // A kept form the start could not have made itself: read, not made again.
    const marker = brotliCompressSync("the kept form");
    fs.writeFileSync(path.join(folder, COMPRESSED_FOLDER, kept[0]!), marker);

    const files = loadWebApp(folder, "/admin");
    expect(files.get("/admin/assets/index-abc123.js")!.brotli).toEqual(marker);
    expect(gunzipSync(files.get("/admin/assets/index-abc123.js")!.gzip!).toString()).toBe(script);
    // Small files are sent as they are; the kept forms are no files of the app.
    expect(files.get("/admin/index.html")!.brotli).toBeUndefined();
    expect([...files.keys()].sort()).toEqual(["/admin/assets/index-abc123.js", "/admin/index.html"]);
  });

  it("never answer for a file whose content changed after they were kept", () => {
    const folder = builtApp();
    keepCompressedForms(folder);
    const changed = `${script}\nconsole.log("changed");`;
    fs.writeFileSync(path.join(folder, "assets", "index-abc123.js"), changed);

    const file = loadWebApp(folder, "").get("/assets/index-abc123.js")!;
    expect(brotliDecompressSync(file.brotli!).toString()).toBe(changed);
    expect(gunzipSync(file.gzip!).toString()).toBe(changed);
  });

  it("are all that is kept of a file that has them, when the file itself is not to be kept", () => {
    const files = loadWebApp(builtApp(), "/admin", { uncompressed: false });
    const compressed = files.get("/admin/assets/index-abc123.js")!;
    expect(compressed.body).toBeUndefined();
    expect(gunzipSync(compressed.gzip!).toString()).toBe(script);
    expect(brotliDecompressSync(compressed.brotli!).toString()).toBe(script);
    // A file too small to compress is kept as it is.
    expect(files.get("/admin/index.html")!.body?.toString()).toBe("<!doctype html><title>app</title>");
    expect(loadWebApp(builtApp(), "").get("/assets/index-abc123.js")!.body?.toString()).toBe(script);
  });
});
